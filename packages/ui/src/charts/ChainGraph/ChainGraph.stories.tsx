import { ChainGraph, type ChainGraphNode } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

/** Three streams, each with `segments` segments of `leaves` nodes. */
function chain(segments: number, leaves: number): ChainGraphNode[] {
  const nodes: ChainGraphNode[] = [];
  ['上游', '中游', '下游'].forEach((stream, s) => {
    nodes.push({ key: `s${s}`, parentKey: null, name: stream, companyCount: 0 });
    for (let g = 0; g < segments; g++) {
      nodes.push({ key: `s${s}-${g}`, parentKey: `s${s}`, name: `环节 ${s + 1}.${g + 1}`, companyCount: 0 });
      for (let l = 0; l < leaves; l++)
        nodes.push({
          key: `s${s}-${g}-${l}`,
          parentKey: `s${s}-${g}`,
          name: `节点 ${l + 1}`,
          companyCount: (l * 7) % 40,
        });
    }
  });
  return nodes;
}

const meta = {
  title: 'Charts/ChainGraph',
  component: ChainGraph,
  args: { title: '新能源汽车', nodes: chain(3, 4), onSelect: fn() },
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
export const Large: Story = { args: { nodes: chain(18, 36) } };

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};
