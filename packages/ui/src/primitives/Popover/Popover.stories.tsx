import { Button, Popover } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    'aria-label': '专业服务',
    width: 500,
    content: (
      <div>
        <p style={{ marginTop: 0 }}>精准获客、客户管理、会员管理、精准招商</p>
        <Button variant="link">查看全部服务</Button>
      </div>
    ),
    children: <Button>专业服务</Button>,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Click: Story = {};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '专业服务' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: '专业服务' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Hover: Story = { args: { trigger: 'hover' } };
