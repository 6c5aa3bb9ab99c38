import { CardShareDialog } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Domain/CardShareDialog',
  component: CardShareDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onCopy: fn(),
    url: 'https://portal.example.com/businessCard/view?vcardId=vc-1001&cardType=0',
  },
} satisfies Meta<typeof CardShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyLink: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '分享名片' });
    await expect(await within(dialog).findByRole('img', { name: '名片二维码' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '复制链接' }));
    // Headless Chromium may refuse clipboard access; either outcome is announced.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/已复制|复制失败/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Share card' })).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
