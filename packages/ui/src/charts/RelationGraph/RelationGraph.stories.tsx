import { RelationGraph } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Charts/RelationGraph',
  component: RelationGraph,
  args: {
    label: '投融资关系',
    categories: [
      { key: 'org', name: '投资机构' },
      { key: 'company', name: '企业' },
    ],
    nodes: [
      { id: 'o1', name: '云栖创投', category: 'org', value: 6 },
      { id: 'o2', name: '钱塘资本', category: 'org', value: 3 },
      { id: 'c1', name: '杭州电驱科技', category: 'company', value: 12000 },
      { id: 'c2', name: '宁波储能材料', category: 'company', value: 4000 },
    ],
    links: [
      { source: 'o1', target: 'c1', value: 8000 },
      { source: 'o1', target: 'c2', value: 4000 },
      { source: 'o2', target: 'c1', value: 4000 },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof RelationGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img');
    await expect(figure).toHaveAccessibleName(
      /^投融资关系: (4 个节点，3 条关系|4 nodes, 3 links); 云栖创投, 钱塘资本, 杭州电驱科技, 宁波储能材料$/,
    );
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

export const Empty: Story = {
  args: { nodes: [], links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
