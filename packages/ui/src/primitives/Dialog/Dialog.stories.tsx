import {
  Button,
  confirm,
  Dialog,
  DIALOG_WIDTHS,
  Input,
  toast,
  useUiMessages,
  type DialogProps,
} from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

function DialogDemo(props: Omit<DialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  const messages = useUiMessages();
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        打开对话框
      </Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{messages.cancel}</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              {messages.ok}
            </Button>
          </>
        }
      >
        <Input label="激活码" maxLength={9} showCount placeholder="请输入激活码" />
      </Dialog>
    </>
  );
}

function ConfirmDemo() {
  const messages = useUiMessages();
  return (
    <Button
      variant="danger"
      onClick={async () => {
        const ok = await confirm({ title: '提示', content: '关闭后，仅在企业有更新时提醒，确认吗？' });
        if (ok) toast.success(messages.ok);
        else toast.info(messages.cancel);
      }}
    >
      关闭提醒
    </Button>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: '激活码',
    width: 540,
    closeOnEscape: true,
    closeOnClickAway: true,
    open: false,
    onOpenChange: fn(),
  },
  render: ({ open: _open, onOpenChange: _onOpenChange, ...args }) => <DialogDemo {...args} />,
  argTypes: { width: { control: 'select', options: DIALOG_WIDTHS } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenCloseAndFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '打开对话框' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '激活码' });
    const input = within(dialog).getByLabelText('激活码');
    // initialFocus is -1 (fields with autoFocus decide), so start where a person would: in the field.
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    const focusables = [
      within(dialog).getByRole('button', { name: /关闭|Close/ }),
      input,
      ...within(dialog).getAllByRole('button').slice(1),
    ];
    await expect(focusables.length).toBeGreaterThanOrEqual(3);
    // Tabbing around never leaves the dialog.
    for (let i = 0; i < focusables.length + 2; i += 1) {
      await userEvent.tab();
      // At the ends, Tab lands on a focus guard that sends focus back inside a frame later.
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const NotClosableByEscape: Story = {
  args: { title: '免费试用', closeOnEscape: false, closeOnClickAway: false, closable: false, width: 576 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开对话框' }));
    const dialog = await screen.findByRole('dialog', { name: '免费试用' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OpenAtEveryWidth: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {DIALOG_WIDTHS.map((w) => (
        <DialogDemo key={w} title={`宽度 ${w}`} width={w} />
      ))}
    </div>
  ),
};

export const ConfirmHelper: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    await expect(dialog).toHaveStyle({ width: '456px' });
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|OK/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByRole('status')).toBeInTheDocument();
  },
};

export const ConfirmEnglish: Story = {
  ...ConfirmHelper,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭提醒' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
