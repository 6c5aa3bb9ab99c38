import { Tag, TagRow } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const tags = [
  '集成电路',
  '人工智能',
  '智能制造',
  '新能源汽车',
  '生物医药',
  '高端装备',
  '新材料',
  '节能环保',
  '数字创意',
  '航空航天',
  '海洋经济',
  '现代农业',
  '量子信息',
  '区块链',
  '工业互联网',
];

const meta = {
  title: 'Primitives/TagRow',
  component: TagRow,
  args: { maxHeight: 40, children: tags.map((t) => <Tag key={t}>{t}</Tag>) },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TagRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CollapsesBeyond40px: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: /展开|Expand/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Short: Story = {
  args: { children: tags.slice(0, 2).map((t) => <Tag key={t}>{t}</Tag>) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
