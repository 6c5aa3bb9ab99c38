import { FriendApplicationItem } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { applications, NOW } from './fixtures';

const meta = {
  title: 'Domain/Chat/FriendApplicationItem',
  component: FriendApplicationItem,
  args: {
    application: applications[0]!,
    onAccept: fn(async () => {
      await new Promise((r) => setTimeout(r, 200));
    }),
    onDelete: fn(),
    onOpenCard: fn(),
    now: NOW,
  },
  render: (args) => (
    <div style={{ width: 640 }}>
      {applications.map((a) => (
        <FriendApplicationItem key={a.id} {...args} application={a} />
      ))}
    </div>
  ),
} satisfies Meta<typeof FriendApplicationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: '接受' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledWith('a1');
    await userEvent.click(canvas.getByRole('button', { name: '李娜 · 上海示例智能科技有限公司' }));
    await expect(args.onOpenCard).toHaveBeenCalledWith('vc-1');
    // Delete asks first; Escape cancels and focus returns.
    const remove = canvas.getAllByRole('button', { name: '删除' })[1]!;
    await userEvent.click(remove);
    await expect(await screen.findByRole('dialog')).toHaveTextContent('确定删除该好友申请吗？');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith('a2');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await expect(canvas.getByText('Awaiting approval')).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <FriendApplicationItem {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('button', { name: '删除' }));
    const dialog = await inside.findByRole('dialog');
    await expect(shadow.contains(dialog)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith('a1');
  },
};
