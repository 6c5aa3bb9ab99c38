import { MessageComposer, type MessageComposerProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';

const meta = {
  title: 'Domain/Chat/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn(), onPickFiles: fn(), onPickCard: fn() },
  render: (args) => (
    <div style={{ width: 560 }}>
      <MessageComposer {...args} />
    </div>
  ),
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: type, pick an emoji with the arrows, send with Enter. */
export const TypeEmojiAndSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '输入消息' });
    await userEvent.click(box);
    await userEvent.keyboard('你好');
    await userEvent.click(canvas.getByRole('button', { name: '表情' }));
    const panel = await screen.findByRole('dialog', { name: '选择表情' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: '😀' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(within(panel).getByRole('button', { name: '😡' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue('你好😡');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}再见{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('你好😡\n再见');
    await expect(box).toHaveValue('');
  },
};

export const EscapeClosesPicker: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '表情' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '选择表情' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const uploads: MessageComposerProps['uploads'] = [
  { id: 'u1', name: '产业链规划.pdf', percent: 45 },
  { id: 'u2', name: 'photo.png', percent: 0, failed: true },
];

export const UploadsAndCard: Story = {
  args: { uploads, onCancelUpload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '产业链规划.pdf 上传中 45%' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '取消上传 产业链规划.pdf' }));
    await expect(args.onCancelUpload).toHaveBeenCalledWith('u1');
    await userEvent.click(canvas.getByRole('button', { name: '发送名片' }));
    await expect(args.onPickCard).toHaveBeenCalled();
  },
};

export const NotFriends: Story = {
  args: {
    disabled: true,
    disabledReason: '您和对方不是好友，不能发消息。请添加好友，对方验证通过后，才能聊天。',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '表情' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { uploads },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('photo.png failed to upload')).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' }, args: { uploads } };
export const CommonEnglish: Story = { globals: { theme: 'common', locale: 'en' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <div style={{ width: 560 }}>
        <MessageComposer {...args} />
      </div>
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    await userEvent.click(await inside.findByRole('button', { name: '表情' }));
    const panel = await inside.findByRole('dialog', { name: '选择表情' });
    await expect(shadow.contains(panel)).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: '👍' }));
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shadow.activeElement).toBe(inside.getByRole('textbox')));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('👍');
  },
};
