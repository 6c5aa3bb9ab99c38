import { DynamicsList, type DynamicItem } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const page = (n: number, size = 10): DynamicItem[] =>
  Array.from({ length: size }, (_, i) => ({
    id: `${n}-${i}`,
    title: `动态 ${n * 10 + i + 1}`,
    publishDt: '2026-11-01',
    content: `<p>第 ${n + 1} 页第 ${i + 1} 条</p>`,
  }));

/** Two full pages, then a short one: the footer switches to 没有更多了. */
function Paged({ onLoadMore }: { onLoadMore?: () => void }) {
  const [items, setItems] = useState(page(0));
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const load = () => {
    onLoadMore?.();
    setLoading(true);
    setTimeout(() => {
      const next = page(items.length / 10, items.length >= 20 ? 4 : 10);
      setItems([...items, ...next]);
      setHasMore(next.length === 10);
      setLoading(false);
    }, 50);
  };
  return (
    <div
      style={{ height: 300, overflow: 'auto' }}
      data-testid="scroller"
      tabIndex={0}
      role="region"
      aria-label="动态"
    >
      <DynamicsList items={items} loading={loading} hasMore={hasMore} onLoadMore={load} />
    </div>
  );
}

const meta = {
  title: 'Domain/DynamicsList',
  component: DynamicsList,
  args: { items: page(0, 3), hasMore: false },
} satisfies Meta<typeof DynamicsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoMore: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/没有更多了|No more/);
    await expect(within(canvasElement).getByText('第 1 页第 1 条')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true, hasMore: true } };

export const ScrollPaging: Story = {
  args: { onLoadMore: fn() },
  render: (args) => <Paged onLoadMore={args.onLoadMore} />,
  play: async ({ canvasElement, args }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(canvasElement).getByText('动态 20')).toBeInTheDocument(), {
      timeout: 3000,
    });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(canvasElement).getByText('动态 24')).toBeInTheDocument(), {
      timeout: 3000,
    });
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(/没有更多了|No more/),
    );
    // 24 is not a multiple of 10: no further request.
    scroller.scrollTop = scroller.scrollHeight;
    await new Promise((r) => setTimeout(r, 500));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/** Without onOpen, a title opens the trend dialog (keyboard: Enter), and Escape returns focus. */
export const OpensTrendDialog: Story = {
  args: {
    items: [
      { id: 1, title: '示例动态', publisher: '示例日报', publishDt: '2026-11-02', content: '<b>正文</b>' },
    ],
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('button', { name: '示例动态' });
    await expect(within(canvasElement).getByText('示例日报 2026-11-02')).toBeInTheDocument();
    title.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '示例动态' });
    await expect(dialog).toHaveTextContent('正文');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(title).toHaveFocus());
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
