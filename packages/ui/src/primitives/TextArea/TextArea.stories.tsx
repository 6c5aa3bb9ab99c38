import { TextArea } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: '验证信息', maxLength: 100, defaultValue: '我是示例科技有限公司 产品经理 张三' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('验证信息');
    await userEvent.clear(field);
    await userEvent.type(field, '你好');
    await expect(within(canvasElement).getByText('2/100')).toBeInTheDocument();
  },
};

export const WithError: Story = { args: { label: '备注', maxLength: 32, error: '备注不能超过32个字符' } };
