import { Button } from '@platform/ui';
import { MessageList, type ChatMessageItem, type MessageListProps } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { sampleMessages } from '../MessageBubble/fixtures';
import { makeMessage, makeMessages } from './fixtures';

/** virtua renders rows once it has measured the list: give a loaded machine time for that. */
const ROWS = { timeout: 5000 };

const TOTAL = 10_000;
const PAGE = 30;

interface HarnessProps extends Partial<MessageListProps> {
  /** Index of the oldest message loaded at first (the newest is TOTAL - 1). */
  start?: number;
  initial?: ChatMessageItem[];
  /** The older page arrives when the 'deliver older page' button is pressed, not after 600 ms. */
  manualOlder?: boolean;
}

/** The chat screen's part: pages of 30 loaded at the top, live messages appended, selection mode. */
function Harness({ start = TOTAL - PAGE, initial, manualOlder = false, ...props }: HarnessProps) {
  const [messages, setMessages] = useState(() => initial ?? makeMessages(start, TOTAL));
  const [oldest, setOldest] = useState(start);
  const [loading, setLoading] = useState(false);
  const [selectable, setSelectable] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [next, setNext] = useState(TOTAL);
  const deliverOlder = () => {
    const from = Math.max(0, oldest - PAGE);
    setMessages((list) => [...makeMessages(from, oldest), ...list]);
    setOldest(from);
    setLoading(false);
  };
  const loadOlder = () => {
    props.onLoadOlder?.();
    setLoading(true);
    if (!manualOlder) setTimeout(deliverOlder, 600);
  };
  const add = (mine: boolean) => {
    const message = { ...makeMessage(next), id: `new${next}`, mine, time: Date.now() };
    setMessages((list) => [...list, message]);
    setNext(next + 1);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 560 }}>
      <div style={{ height: 420, border: '1px solid #ccc' }}>
        <MessageList
          conversationType="GROUP"
          {...props}
          messages={messages}
          hasMore={initial ? false : oldest > 0}
          loadingOlder={loading}
          onLoadOlder={loadOlder}
          selectable={selectable}
          selectedIds={selected}
          onToggleSelect={(id, on) => {
            props.onToggleSelect?.(id, on);
            setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
          }}
          onMultiSelect={(id) => {
            props.onMultiSelect?.(id);
            setSelectable(true);
            setSelected([id]);
          }}
        />
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => add(false)}>收到新消息</Button>
        <Button onClick={() => add(true)}>我发送</Button>
        {manualOlder && (
          <Button onClick={deliverOlder} disabled={!loading}>
            送达更早的消息
          </Button>
        )}
      </div>
    </div>
  );
}

const meta = {
  title: 'Domain/Chat/MessageList',
  component: MessageList,
  args: {
    messages: [],
    hasMore: true,
    onLoadOlder: fn(),
    onRetry: fn(),
    onForward: fn(),
    onMultiSelect: fn(),
    onToggleSelect: fn(),
    onOpenMedia: fn(),
    onOpenCard: fn(),
    onOpenMerged: fn(),
    now: new Date('2026-11-23T18:00:00+08:00'),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = (root: HTMLElement) => within(root).getByRole('log');
const top = (el: Element, container: Element) =>
  el.getBoundingClientRect().top - container.getBoundingClientRect().top;

/** 10,000 messages: opens at the last one and mounts only what is visible. */
export const TenThousandMessages: Story = {
  render: (args) => <Harness {...args} start={0} />,
  play: async ({ canvasElement }) => {
    const list = log(canvasElement);
    const last = await within(list).findByText(/#9999 /, {}, ROWS);
    await waitFor(() => {
      const box = list.getBoundingClientRect();
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom + 1);
      expect(last.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top);
    });
    await expect(list.querySelectorAll('[data-id]').length).toBeLessThan(80);
    // Keyboard: the log is a tab stop and scrolls with the keys.
    list.focus();
    await expect(list).toHaveFocus();
  },
};

/** Scrolled to the top: loading row, then the older page is prepended without moving the view (virtua shift; the first prepend after opening included). */
export const LoadOlderKeepsTheView: Story = {
  // The page arrives when the play function says so: the loading row is checked while it loads,
  // however slowly a loaded machine draws it.
  render: (args) => <Harness {...args} manualOlder />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = log(canvasElement);
    await within(list).findByText(/#9999 /, {}, ROWS);
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(0));
    // Let the opening scroll settle (virtua re-aims scrollToIndex while it measures rows).
    await new Promise((r) => setTimeout(r, 500));
    for (let page = 0; page < 2; page++) {
      list.scrollTop = 0;
      await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(page + 1));
      await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
      // The loading row shows at the top (after a prepend virtua may settle the view a little lower).
      if (page === 0)
        await waitFor(() => expect(within(list).getByText('正在加载历史消息')).toBeVisible(), ROWS);
      // The row and its bubble: the row keeps its time separator when an older neighbour arrives.
      const anchor = `[data-id="m${TOTAL - PAGE * (page + 1)}"]`;
      const rowBefore = top(list.querySelector(anchor)!, list);
      const before = top(list.querySelector(`${anchor} [data-type]`)!, list);
      await userEvent.click(canvas.getByRole('button', { name: '送达更早的消息' }));
      await waitFor(() => expect(within(list).queryByText('正在加载历史消息')).toBeNull());
      await waitFor(() => expect(list.querySelector(`[data-id="m${TOTAL - PAGE * (page + 2)}"]`)).toBeNull());
      // Same message, same place: the view did not jump to the new top.
      await expect(Math.abs(top(list.querySelector(`${anchor} [data-type]`)!, list) - before)).toBeLessThan(
        4,
      );
      await expect(Math.abs(top(list.querySelector(anchor)!, list) - rowBefore)).toBeLessThan(4);
      await expect(list.scrollTop).toBeGreaterThan(100);
      await new Promise((r) => setTimeout(r, 100));
    }
  },
};

export const NoMoreHistory: Story = {
  render: (args) => <Harness {...args} initial={sampleMessages} />,
  play: async ({ canvasElement, args }) => {
    const list = log(canvasElement);
    // Group: sender names above their messages; tips centred without avatars.
    // The virtual list may re-render a row between finding and checking it: check it where it is now.
    await waitFor(
      () => expect(within(list).getByText('李娜 邀请 王芳 加入了群聊')).toBeInTheDocument(),
      ROWS,
    );
    await expect(within(list).getAllByText('刘洋').length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    list.scrollTop = 0;
    await waitFor(() => expect(within(list).getByText('No more history messages')).toBeInTheDocument(), ROWS);
    await expect(args.onLoadOlder).not.toHaveBeenCalled();
  },
};

/** At the bottom a new message is followed; scrolled up, it shows the pill instead. */
export const FollowsOrShowsPill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = log(canvasElement);
    await within(list).findByText(/#9999 /, {}, ROWS);
    await userEvent.click(canvas.getByRole('button', { name: '收到新消息' }));
    const first = await within(list).findByText(/#10000 /);
    await waitFor(() =>
      expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        list.getBoundingClientRect().bottom + 1,
      ),
    );
    await expect(canvas.queryByRole('button', { name: /条新消息/ })).toBeNull();
    // Scroll up, then a message arrives: the view stays, a pill counts it.
    await new Promise((r) => setTimeout(r, 300));
    list.scrollTop = list.scrollTop - 300;
    await waitFor(() => expect(list.scrollTop + list.clientHeight).toBeLessThan(list.scrollHeight - 200));
    await new Promise((r) => setTimeout(r, 150));
    const kept = list.scrollTop;
    await userEvent.click(canvas.getByRole('button', { name: '收到新消息' }));
    const pill = await canvas.findByRole('button', { name: /1 条新消息/ });
    await expect(Math.abs(list.scrollTop - kept)).toBeLessThan(4);
    await userEvent.click(pill);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /条新消息/ })).toBeNull());
    // virtua mounts a row hidden and shows it once measured (a frame later on a loaded machine).
    await waitFor(() => expect(within(list).getByText(/#10001 /)).toBeVisible(), ROWS);
    // My own message always scrolls down.
    await new Promise((r) => setTimeout(r, 300));
    list.scrollTop = list.scrollTop - 300;
    await new Promise((r) => setTimeout(r, 150));
    await userEvent.click(canvas.getByRole('button', { name: '我发送' }));
    await waitFor(() => expect(within(list).getByText(/#10002 /)).toBeVisible(), ROWS);
  },
};

const withStates: ChatMessageItem[] = [
  ...sampleMessages.slice(0, 3),
  {
    id: 'p1',
    time: sampleMessages[2]!.time,
    mine: true,
    status: 'pending',
    content: { type: 'text', text: '发送中的消息' },
  },
  {
    id: 'f1',
    time: sampleMessages[2]!.time,
    mine: true,
    status: 'failed',
    content: { type: 'text', text: '没发出去的消息' },
  },
];

/** Retry a failed message; the message menu forwards or starts selection; checkboxes select. */
export const RetryMenuAndSelection: Story = {
  render: (args) => <Harness {...args} initial={withStates} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = log(canvasElement);
    await expect(await within(list).findByRole('status', { name: '发送中' }, ROWS)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: '发送失败，重新发送' }));
    await expect(args.onRetry).toHaveBeenCalledWith('f1');
    // Keyboard: Tab to the first menu button, Enter opens, arrows and Enter pick.
    const triggers = within(list).getAllByRole('button', { name: '更多操作' });
    await expect(triggers).toHaveLength(3);
    triggers[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '转发' }));
    await expect(args.onForward).toHaveBeenCalledWith('m1');
    // Right click opens the same menu.
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: within(list).getByText('收到，谢谢！', { exact: false }),
    });
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '多选' }));
    await expect(args.onMultiSelect).toHaveBeenCalledWith('m2');
    const boxes = await within(list).findAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    await expect(within(list).getByRole('checkbox', { name: '选择 你 的消息' })).toBeChecked();
    await userEvent.click(within(list).getByRole('checkbox', { name: '选择 李娜 的消息' }));
    await expect(args.onToggleSelect).toHaveBeenLastCalledWith('m1', true);
    // A click on the row toggles too.
    await userEvent.click(within(list).getByText('收到，谢谢！', { exact: false }));
    await expect(args.onToggleSelect).toHaveBeenLastCalledWith('m2', false);
    await expect(canvas.queryAllByRole('button', { name: '更多操作' })).toHaveLength(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => <Harness {...args} initial={withStates} />,
  play: async ({ canvasElement }) => {
    const list = log(canvasElement);
    await expect(list).toHaveAccessibleName('Messages');
    await expect(
      await within(list).findByRole('button', { name: 'Failed to send. Resend' }, ROWS),
    ).toBeInTheDocument();
  },
};

export const CommonTheme: Story = {
  globals: { theme: 'common' },
  render: (args) => <Harness {...args} initial={sampleMessages} />,
};
export const CommonEnglish: Story = {
  globals: { theme: 'common', locale: 'en' },
  render: (args) => <Harness {...args} initial={sampleMessages} />,
};

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <Harness {...args} initial={withStates} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const triggers = await inside.findAllByRole('button', { name: '更多操作' });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    await userEvent.click(triggers[1]!);
    const menu = await inside.findByRole('menu');
    await expect(shadow.contains(menu)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('menu')).toBeNull());
    await userEvent.click(inside.getByRole('button', { name: '发送失败，重新发送' }));
    await expect(args.onRetry).toHaveBeenCalledWith('f1');
  },
};
