import { FinancialChart } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const data = [
  { yr: 2023, loarRate: 52.1, assetsGrowthRate: 8.4, businessRate: 12.6 },
  { yr: 2021, loarRate: 61.3, assetsGrowthRate: 15.2, businessRate: 20.1 },
  { yr: 2022, loarRate: 57.8, assetsGrowthRate: -3.1, businessRate: 4.2 },
  { yr: 2024, loarRate: 49.5, assetsGrowthRate: 10.9, businessRate: null },
];

const meta = {
  title: 'Charts/FinancialChart',
  component: FinancialChart,
  args: { data },
} satisfies Meta<typeof FinancialChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img');
    // Years ascend on x; the label reads every value for screen readers.
    await expect(figure.getAttribute('aria-label')).toMatch(/^(财务指标|Financial indicators): 2021 .*2024 /);
    await expect(figure).toHaveAccessibleName(/2022 (资产负债率|Debt-to-asset ratio) 57.80%/);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
