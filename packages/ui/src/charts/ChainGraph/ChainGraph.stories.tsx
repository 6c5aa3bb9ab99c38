import { ChainGraph, sampleChain } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

const meta = {
  title: 'Charts/ChainGraph',
  component: ChainGraph,
  args: { title: '新能源汽车', nodes: sampleChain(3, 4), onSelect: fn() },
} satisfies Meta<typeof ChainGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('img', { name: /产业链图谱|Industry chain graph/ });
    await expect(frame).toBeInTheDocument();
  },
};

export const Selected: Story = { args: { selected: 's0-1' } };

/** 2,000 nodes: what bench/chain-graph pans and zooms. */
export const Large: Story = { args: { nodes: sampleChain(18, 36) } };

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};
