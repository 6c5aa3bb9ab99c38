import { Button } from '@platform/ui';
import { ReportDialog, type ReportDialogProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

/** Opens from a button, as the profile card's 生成报告 action does after the checks pass. */
function Demo(props: ReportDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        生成报告
      </Button>
      <ReportDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={async () => {
          await props.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Domain/ReportDialog',
  component: ReportDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    areaName: '天津市',
    companyName: '天津示例新材料科技有限公司',
    onConfirm: fn(async () => {}),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '生成报告' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /生成报告|Generate report/ });
    await expect(dialog).toHaveStyle({ width: '576px' });
    await expect(dialog).toHaveTextContent(/招商解决方案|Investment attraction solution/);
    await expect(dialog).toHaveTextContent('天津市');
    await expect(dialog).toHaveTextContent('天津示例新材料科技有限公司');
    within(dialog)
      .getByRole('button', { name: /^(确定|OK)$/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '生成报告' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(取消|Cancel)$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A failed generation is silent: the dialog stays, loading ends. */
export const FailureIsSilent: Story = {
  args: { open: true, onConfirm: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /^(确定|OK)$/ });
    await userEvent.click(ok);
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(ok).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const English: Story = {
  args: { open: true, areaName: 'Tianjin' },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Generate report' });
    await expect(dialog).toHaveTextContent('Investment attraction solution');
  },
};

export const CommonTheme: Story = { args: { open: true }, globals: { theme: 'common' } };
export const WhiteLabel: Story = { args: { open: true }, globals: { theme: 'oem' } };
