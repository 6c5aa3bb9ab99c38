import { SeriesChart } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Charts/SeriesChart',
  component: SeriesChart,
  args: {
    label: '历年融资',
    categories: ['2021', '2022', '2023', '2024'],
    series: [
      { name: '融资事件', values: [12, 18, 9, 15] },
      { name: '融资金额（万元）', type: 'line', values: [32000, 51000, 18000, 40500], secondAxis: true },
    ],
  },
} satisfies Meta<typeof SeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img');
    // Every category is read out with each series' value.
    await expect(figure).toHaveAccessibleName(/^历年融资: 2021 融资事件 12, 融资金额（万元） 32,000; 2022 /);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

export const StackedHorizontal: Story = {
  args: {
    label: '各轮次企业数',
    horizontal: true,
    categories: ['天使轮', 'A轮', 'B轮', 'C轮'],
    series: [
      { name: '上游', values: [4, 6, 2, 1], stack: 'n' },
      { name: '中游', values: [3, 5, 4, 2], stack: 'n' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/天使轮 上游 4, 中游 3/);
  },
};

/** All zeros is nothing to draw: the empty state shows. */
export const Empty: Story = {
  args: { series: [{ name: '融资事件', values: [0, 0, 0, 0] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
