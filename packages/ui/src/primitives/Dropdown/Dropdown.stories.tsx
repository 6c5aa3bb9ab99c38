import { Button, Dropdown } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Dropdown',
  component: Dropdown,
  args: {
    onSelect: fn(),
    children: <Button>张三</Button>,
    items: [
      { key: 'card', label: '我的名片' },
      { key: 'index', label: '个人中心' },
      { key: 'disabled', label: '暂不可用', disabled: true },
      { key: 'logout', label: '退出登录', danger: true },
    ],
  },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '张三' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '我的名片' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
