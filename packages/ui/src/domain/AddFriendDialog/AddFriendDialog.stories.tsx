import { Button } from '@platform/ui';
import { AddFriendDialog, type AddFriendCard, type AddFriendDialogProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const cards: AddFriendCard[] = [
  {
    id: 'c1',
    type: 2,
    userName: '欧阳思远',
    post: '高级产品经理',
    dept: '智能硬件事业部',
    orgName: '上海示例智能科技有限公司',
  },
  { id: 'c2', type: 1, userName: '欧阳思远', post: '顾问', orgName: '杭州市投资促进局' },
  { id: 'c3', type: 2, userName: '欧阳思远', post: '合伙人', orgName: '示例创投' },
];

/** An opener button and the dialog, as the card detail dialog uses it. */
function WithOpener(props: AddFriendDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>加好友</Button>
      <AddFriendDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Domain/AddFriendDialog',
  component: AddFriendDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    cards,
    defaultSelected: ['c1'],
    applicant: { orgName: '上海示例智能科技有限公司', post: '高级产品经理', name: '欧阳思远' },
    onSubmit: fn(async () => {
      await new Promise((r) => setTimeout(r, 300));
    }),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof AddFriendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitSelectedCards: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '申请添加好友' });
    await userEvent.click(within(dialog).getByRole('button', { name: '查看更多' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /示例创投/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        applyAddWording: '我是上海示例智能科技有限公司高级产品经理欧阳思远',
        applyRemark: '',
        vcardIdList: ['c1', 'c3'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AtLeastOneCard: Story = {
  args: { defaultSelected: [] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('至少选择一张名片');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Verification message' })).toHaveValue(
      'I am 上海示例智能科技有限公司 高级产品经理 欧阳思远',
    );
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
