import { MountainChart, sampleKLine } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const points = sampleKLine(60).map((r) => ({ date: r.date, value: r.close }));

const meta = {
  title: 'Charts/MountainChart',
  component: MountainChart,
  args: { points },
} satisfies Meta<typeof MountainChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};
