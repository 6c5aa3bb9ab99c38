import { Button } from '@platform/ui';
import { CreateGroupDialog, type CreateGroupDialogProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { colleagues, friends } from './fixtures';

function WithOpener(props: CreateGroupDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>发起群聊</Button>
      <CreateGroupDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Domain/Chat/CreateGroupDialog',
  component: CreateGroupDialog,
  args: { open: true, onOpenChange: fn(), friends, colleagues, defaultSelected: ['u2'], onSubmit: fn() },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof CreateGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickAndCreate: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '发起群聊' });
    await userEvent.type(within(dialog).getByRole('searchbox'), '刘');
    const liu = within(dialog).getByRole('checkbox', { name: /刘洋/ });
    liu.focus();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('heading', { name: '已选择 2 人' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '群聊名称' }), '产业链项目组');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '产业链项目组', memberIds: ['u2', 'u4'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { defaultSelected: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New group chat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one member');
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' } };

export const InShadowRoot: Story = {
  args: { open: false },
  render: (args) => (
    <ShadowHost>
      <WithOpener {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const opener = await inside.findByRole('button', { name: '发起群聊' });
    await userEvent.click(opener);
    const dialog = await inside.findByRole('dialog');
    await expect(shadow.contains(dialog)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shadow.activeElement).toBe(opener));
  },
};
