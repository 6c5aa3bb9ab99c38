import { Button, toast, Toaster } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.error('网络异常，请稍后重试')}>错误</Button>
      <Button onClick={() => toast.success('取消关注成功！')}>成功</Button>
      <Button onClick={() => toast.info('已复制')}>提示</Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneErrorAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
    await expect(screen.getByText('取消关注成功！')).toBeInTheDocument();
    toast.clear();
  },
};
