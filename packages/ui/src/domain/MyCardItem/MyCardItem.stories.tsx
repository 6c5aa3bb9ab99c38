import { MyCardItem, type MyCard } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const card: MyCard = {
  id: 'vc-1001',
  type: 2,
  userName: '欧阳思远',
  post: '高级产品经理',
  dept: '智能硬件事业部',
  orgName: '上海示例智能科技有限公司',
  ifOpened: true,
};

const meta = {
  title: 'Domain/MyCardItem',
  component: MyCardItem,
  args: {
    card,
    isDefault: false,
    onPrivacyChange: fn(),
    onSetDefault: fn(),
    onEdit: fn(),
    onPreview: fn(),
    onShare: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ width: 760 }}>{Story()}</div>],
} satisfies Meta<typeof MyCardItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteAfterConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: /公开名片/ }));
    await expect(args.onPrivacyChange).toHaveBeenCalledWith('vc-1001', false);
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('vc-1001'));
  },
};

export const DefaultGovernmentCard: Story = {
  args: { isDefault: true, card: { ...card, type: 1, orgName: '杭州市投资促进局' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('默认')).toBeInTheDocument();
    await expect(canvas.getByText('政府名片')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '设为默认' })).toBeNull();
  },
};

export const PrivateEnglish: Story = {
  args: { card: { ...card, ifOpened: false } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: /Public card/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeDisabled();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
