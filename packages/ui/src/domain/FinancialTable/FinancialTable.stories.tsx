import { FinancialTable, type FinancialColumn } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const schema: FinancialColumn[] = [
  { prop: 'totalAssets', label: '总资产', format: 'amount', unit: '元' },
  { prop: 'revenue', label: '营业收入', format: 'amount', unit: '元' },
  { prop: 'netProfit', label: '净利润', format: 'number', unit: '万元' },
  { prop: 'loarRate', label: '资产负债率', format: 'percent' },
];

const data = [
  { yr: 2022, totalAssets: 3_250_000_000, revenue: 1_820_000_000, netProfit: 12345.678, loarRate: 57.8 },
  { yr: 2024, totalAssets: 4_100_000_000, revenue: 2_460_000_000, netProfit: 18800, loarRate: 49.5 },
  { yr: 2023, totalAssets: 3_600_000_000, revenue: null, netProfit: 15000, loarRate: 52.1 },
];

const meta = {
  title: 'Domain/FinancialTable',
  component: FinancialTable,
  args: { schema, data },
} satisfies Meta<typeof FinancialTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /财务数据|Financial data/ });
    await expect(within(table).getByRole('columnheader', { name: /总资产（元）/ })).toBeInTheDocument();
    await expect(within(table).getByText('32.5亿')).toBeInTheDocument();
    await expect(within(table).getByText('12,345.68')).toBeInTheDocument();
    await expect(within(table).getByText('57.80%')).toBeInTheDocument();
    await expect(within(table).getByText('-')).toBeInTheDocument();
    // Sorting by year from the keyboard.
    within(table)
      .getByRole('button', { name: /年份|Year/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const years = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstElementChild?.textContent);
    await expect(years()).toEqual(['2022', '2023', '2024']);
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
