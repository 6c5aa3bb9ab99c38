import { GroupMemberPanel } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { members } from './fixtures';

const meta = {
  title: 'Domain/Chat/GroupMemberPanel',
  component: GroupMemberPanel,
  args: {
    groupName: '产业链项目组',
    ownerId: 'u1',
    meId: 'u1',
    members,
    onInvite: fn(),
    onKick: fn(),
    onTransfer: fn(),
    onDissolve: fn(),
    onQuit: fn(),
    onRename: fn(),
    onSetNickname: fn(),
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <GroupMemberPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof GroupMemberPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open a member's menu, transfer ownership after confirming; focus comes back. */
export const OwnerActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '王芳 的成员操作' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Two items, looping: one more step if the arrow landed on the other one.
    const transfer = within(menu).getByRole('menuitem', { name: '转让群主' });
    if (document.activeElement !== transfer) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(transfer).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('确定将群主转让给 王芳 吗？');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onTransfer).toHaveBeenCalledWith('u2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '+ 邀请成员' }));
    await expect(args.onInvite).toHaveBeenCalled();
  },
};

export const Member: Story = {
  args: { meId: 'u3' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '退出群聊' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onQuit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Members (3)' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Owner')).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <div style={{ width: 320 }}>
        <GroupMemberPanel {...args} />
      </div>
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('button', { name: '刘洋 的成员操作' }));
    const menu = await inside.findByRole('menu');
    await expect(shadow.contains(menu)).toBe(true);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '移出群聊' }));
    const dialog = await inside.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onKick).toHaveBeenCalledWith('u3');
  },
};
