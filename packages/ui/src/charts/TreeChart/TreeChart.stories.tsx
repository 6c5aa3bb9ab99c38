import { TreeChart, type TreeChartNode } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

const leaf = (code: string, name: string, value: number): TreeChartNode => ({
  code,
  name,
  value,
  children: [],
});
const root: TreeChartNode = {
  code: 'NEV',
  name: '新能源汽车',
  value: 120,
  children: [
    {
      code: 't1',
      name: '动力电池',
      value: 70,
      children: [leaf('n1', '电芯', 40), leaf('n2', '电池管理', 30)],
    },
    { code: 't2', name: '智能制造', value: 50, children: [leaf('n3', '整车制造', 50)] },
  ],
};

const meta = {
  title: 'Charts/TreeChart',
  component: TreeChart,
  args: { label: '技术领域', root, onSelect: fn() },
} satisfies Meta<typeof TreeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img');
    await expect(figure).toHaveAccessibleName(
      /^技术领域（(拖动平移|drag to pan).*新能源汽车 120; 动力电池 70; 智能制造 50$/,
    );
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

/** Values shown the caller's way: here companies and ties per company. */
export const FormattedValues: Story = {
  args: { formatValue: (n: TreeChartNode) => `${n.value} 家` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/动力电池 70 家/);
  },
};

export const Empty: Story = {
  args: { root: { code: 'x', name: '空', value: 0, children: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
