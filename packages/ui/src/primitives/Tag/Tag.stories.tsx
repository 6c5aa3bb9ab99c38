import { Tag } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { children: '高新技术企业', tone: 'brand' },
  argTypes: { tone: { control: 'select', options: ['brand', 'neutral', 'success', 'danger', 'warning'] } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  parameters: { visual: true },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tag>小型</Tag>
      <Tag tone="neutral">有限责任公司</Tag>
      <Tag tone="success">在营</Tag>
      <Tag tone="danger">注销</Tag>
      <Tag tone="warning">A轮</Tag>
      <Tag onRemove={() => {}}>可移除</Tag>
    </div>
  ),
};
