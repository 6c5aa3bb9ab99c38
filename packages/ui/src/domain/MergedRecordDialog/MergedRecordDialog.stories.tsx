import { MergedRecordDialog, MessageBubble, type MergedRecordDialogProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { sampleMessages } from '../MessageBubble/fixtures';

const record = sampleMessages[8]!;

/** A merged message in the stream opens the dialog, as the chat screen wires it. */
function FromBubble(props: MergedRecordDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <MessageBubble message={record} onOpenMerged={() => setOpen(true)} />
      <MergedRecordDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Domain/Chat/MergedRecordDialog',
  component: MergedRecordDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: '李娜和王芳的聊天记录',
    messages: sampleMessages.slice(0, 9),
    onOpenMedia: fn(),
    onOpenCard: fn(),
    onOpenMerged: fn(),
    now: new Date('2026-11-23T18:00:00+08:00'),
  },
  render: (args) => <FromBubble {...args} />,
} satisfies Meta<typeof MergedRecordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenFromBubble: Story = {
  play: async ({ canvasElement, args }) => {
    const bubble = within(canvasElement).getByRole('button', { name: /李娜和王芳的聊天记录/ });
    bubble.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '李娜和王芳的聊天记录' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(within(dialog).getByRole('button', { name: '查看图片' }));
    await expect(args.onOpenMedia).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bubble).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { open: true, title: 'Chat history of 李娜 and 王芳' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Chat history of 李娜 and 王芳' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' }, args: { open: true } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' }, args: { open: true } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <FromBubble {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('button', { name: /李娜和王芳的聊天记录/ }));
    const dialog = await inside.findByRole('dialog');
    await expect(shadow.contains(dialog)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
  },
};
