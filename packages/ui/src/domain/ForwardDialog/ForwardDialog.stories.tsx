import { Button } from '@platform/ui';
import { ForwardDialog, type ForwardDialogProps, type ForwardTarget } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { recentTargets, searchResults } from './fixtures';

/** An opener and the dialog with a search that answers from the fixtures, as the chat screen wires it. */
function WithOpener(props: ForwardDialogProps) {
  const [open, setOpen] = useState(props.open);
  const [targets, setTargets] = useState<ForwardTarget[]>(props.targets);
  return (
    <>
      <Button onClick={() => setOpen(true)}>转发</Button>
      <ForwardDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        targets={targets}
        onSearch={(keyword) => {
          props.onSearch(keyword);
          setTargets(keyword ? searchResults : recentTargets);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Domain/Chat/ForwardDialog',
  component: ForwardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'merged',
    messageCount: 3,
    targets: recentTargets,
    onSearch: fn(),
    onConfirm: fn(async () => {
      await new Promise((r) => setTimeout(r, 200));
    }),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ForwardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchChooseConfirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '转发' });
    const ok = within(dialog).getByRole('button', { name: '确定' });
    await expect(ok).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '产业链项目组' }));
    await userEvent.type(within(dialog).getByRole('searchbox'), '刘洋{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('刘洋');
    // Keyboard: Tab to the result, Space checks it; the earlier choice stays selected.
    const liu = await within(dialog).findByRole('checkbox', { name: '刘洋' });
    liu.focus();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('heading', { name: '已选择 2 个' })).toBeInTheDocument();
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalledWith([recentTargets[1], searchResults[0]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reopened from the button, Escape closes it and focus returns to the opener.
    const opener = screen.getByRole('button', { name: '转发' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const OverThirtyOneByOne: Story = {
  args: { mode: 'oneByOne', messageCount: 31 },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('转发消息仅支持30条以内');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '李娜' }));
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'single', messageCount: 1 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Forward' });
    await expect(dialog).toHaveTextContent('Forward 1 message');
    await expect(within(dialog).getByRole('heading', { name: 'Recent chats' })).toBeInTheDocument();
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
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('button', { name: '转发' }));
    const dialog = await inside.findByRole('dialog', { name: '转发' });
    await expect(shadow.contains(dialog)).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '李娜' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([recentTargets[0]]);
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
  },
};
