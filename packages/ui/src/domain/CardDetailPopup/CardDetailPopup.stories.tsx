import { Button, Dialog } from '@platform/ui';
import { CardDetailPopup, type CardDetailPopupProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { enterpriseCard } from '../BusinessCardView/fixtures';

function InDialog(props: CardDetailPopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>名片详情</Button>
      <Dialog open={open} onOpenChange={setOpen} width={456} aria-label="名片详情">
        <CardDetailPopup {...props} />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Domain/CardDetailPopup',
  component: CardDetailPopup,
  args: {
    card: enterpriseCard,
    encrypt: true,
    relation: { isAttention: false, isFriend: false, isInFolder: false },
    onFollowChange: fn(),
    onAddFriend: fn(),
    onSendMessage: fn(),
    onSaveToFolder: fn(),
    onForward: fn(),
  },
  decorators: [(Story) => <div style={{ width: 408 }}>{Story()}</div>],
} satisfies Meta<typeof CardDetailPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('138****5678')).toBeInTheDocument();
    await expect(canvas.queryByText('***********')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /查看更多|View more/ }));
    await expect(canvas.getByText('***********')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^(关注|Follow)$/ }));
    await expect(args.onFollowChange).toHaveBeenCalledWith(true);
  },
};

export const Snapshot: Story = { args: { defaultExpanded: true }, parameters: { visual: true } };

export const Following: Story = {
  args: { relation: { isAttention: true, isFriend: true, isInFolder: true } },
};

export const LongName: Story = { args: { card: { ...enterpriseCard, userName: '阿卜杜热合曼·买买提明' } } };

export const AsDialog: Story = { render: (args) => <InDialog {...args} /> };
