import { TrendDialog, type DynamicEntry } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

const trend: DynamicEntry = {
  id: 1,
  title: '示例科技完成B轮融资',
  publisher: '',
  webSource: '示例财经网',
  publishDt: '2026-11-01 09:30',
  content:
    '<p>示例科技宣布完成 3 亿元 B 轮融资。</p><p>本轮融资将用于研发。<img src=x onerror="window.__xss=1"></p>',
};

const meta = {
  title: 'Domain/TrendDialog',
  component: TrendDialog,
  args: { trend, onClose: fn() },
} satisfies Meta<typeof TrendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContentAsText: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '示例科技完成B轮融资' });
    await expect(dialog).toHaveStyle({ width: '1140px' });
    await expect(dialog).toHaveTextContent('示例财经网');
    await expect(dialog).toHaveTextContent('2026-11-01 09:30');
    await expect(dialog).toHaveTextContent('本轮融资将用于研发。');
    // Markup is never parsed: no element comes from the content.
    await expect(dialog.querySelector('img, p p')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Closed: Story = {
  args: { trend: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { trend: { ...trend, publisher: 'Example Daily' } },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Source: Example Daily');
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
