import { toast } from '@platform/ui';
import { FollowButton } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Domain/FollowButton',
  component: FollowButton,
  args: { isFollow: 0, companyName: '华为技术有限公司', onFollowChange: fn(async () => {}) },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const Follow: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /关注|Follow/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onFollowChange).toHaveBeenCalledWith(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveTextContent(/已关注|Following/);
  },
};

/** Two clicks within 1000 ms send one request; the second one is ignored. */
export const Throttled: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onFollowChange).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await wait(1050);
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog')).toHaveTextContent('是否取消对该企业的关注？');
    await userEvent.keyboard('{Escape}');
  },
};

/** Keyboard only: Enter opens the confirm, Enter on 确定 unfollows and shows 取消关注成功！. */
export const UnfollowWithKeyboard: Story = {
  args: { isFollow: 1 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('是否取消对该企业的关注？');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onFollowChange).toHaveBeenCalledWith(0);
    await expect(await screen.findByText('取消关注成功！')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Escape cancels: no request, still followed, focus back on the button. */
export const CancelUnfollow: Story = {
  args: { isFollow: 1 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onFollowChange).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A failed request leaves the state as it was and shows no success toast. */
export const Failure: Story = {
  args: { isFollow: 1, onFollowChange: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement, args }) => {
    toast.clear();
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await expect(args.onFollowChange).toHaveBeenCalledWith(0);
    await wait(50);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.queryByText('取消关注成功！')).toBeNull();
  },
};

export const English: Story = {
  args: { isFollow: 1 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Follow/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Unfollow this enterprise?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await screen.findByText('Unfollowed')).toBeInTheDocument();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { args: { isFollow: 1 }, globals: { theme: 'oem' } };
