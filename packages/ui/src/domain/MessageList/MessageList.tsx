import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { VList, type VListHandle } from 'virtua';
import { formatMessageTime } from '../../helpers/chat';
import { useUiMessages } from '../../locale';
import { Checkbox } from '../../primitives/Checkbox';
import { Dropdown } from '../../primitives/Dropdown';
import { Spinner } from '../../primitives/Spinner';
import { ChatAvatar } from '../ChatAvatar';
import { isTip, type ChatMessageItem } from '../MessageBubble/message';
import { MessageBubble } from '../MessageBubble/MessageBubble';
import { classifyChange, timeSeparators } from './change';
import {
  BubbleLine,
  Column,
  Failed,
  Frame,
  Head,
  Line,
  MenuTrigger,
  Pill,
  RowBox,
  Sender,
  TimeLine,
} from './MessageList.styles';

/** Distance in px from an edge that still counts as "at" it. */
const EDGE = 48;

export interface MessageListProps {
  /** Messages oldest first. Older pages are prepended, new messages appended. */
  messages: ChatMessageItem[];
  /** GROUP shows sender names above others' messages (default C2C). */
  conversationType?: 'C2C' | 'GROUP';
  /** More history exists; false shows 'No more history messages' at the top. */
  hasMore: boolean;
  /** A page of history is loading: a loading row shows at the top. */
  loadingOlder?: boolean;
  /** Scrolled to the top (or the messages do not fill the view) while `hasMore` and not loading. */
  onLoadOlder?: () => void;
  /** The retry button of a failed message. */
  onRetry?: (id: string) => void;
  /** Selection mode (forwarding several messages): a checkbox on each message. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  onToggleSelect?: (id: string, selected: boolean) => void;
  /** The message menu's 转发 action; the menu shows when this or `onMultiSelect` is given. */
  onForward?: (id: string) => void;
  /** The message menu's 多选 action (the portal turns on `selectable`, with this message selected). */
  onMultiSelect?: (id: string) => void;
  onOpenMedia?: (message: ChatMessageItem) => void;
  onOpenCard?: (vcardId: string) => void;
  onOpenMerged?: (message: ChatMessageItem) => void;
  /** A link of this site in a message (a work reminder's items) clicked. */
  onNavigate?: (href: string) => void;
  /** "Now" for the time separators (default the current time). */
  now?: Date;
  /** Accessible name of the message log (default 聊天记录 / Messages). */
  'aria-label'?: string;
  className?: string;
}

/**
 * The virtualised message stream (virtua): only the visible rows are mounted, so 10,000 messages open
 * at once. Opens at the bottom; older pages prepended at the top keep the view (virtua `shift`);
 * follows new messages while at the bottom, else counts them in a 'new messages' pill.
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasMore, loadingOlder = false, onLoadOlder, className } = props;
  const t = useUiMessages().chat;
  const list = useRef<VListHandle>(null);
  const requested = useRef(false);
  const opened = useRef(false);
  // Whether the view follows the end: true while at the bottom, so late measurements keep it there.
  const follow = useRef(true);
  // Derived from the message changes during render (React's "adjust state on prop change").
  const [tracked, setTracked] = useState(() => ({
    items: messages,
    shift: false,
    separators: timeSeparators(messages, new Map()),
  }));
  const [stick, setStick] = useState(1);
  const [unseen, setUnseen] = useState(0);
  const [atBottom, setAtBottom] = useState(true);
  if (tracked.items !== messages) {
    const change = classifyChange(tracked.items, messages);
    setTracked({
      items: messages,
      shift: change.kind === 'prepend',
      separators: timeSeparators(messages, change.kind === 'reset' ? new Map() : tracked.separators),
    });
    if (change.kind === 'append') {
      if (atBottom || change.mine) {
        setStick((n) => n + 1);
        setUnseen(0);
      } else setUnseen((n) => n + change.added);
    }
    if (change.kind === 'reset') {
      setStick((n) => n + 1);
      setUnseen(0);
    }
  }
  // Row 0 is the history head (loading / no more); message i is row i + 1.
  const data = useMemo(() => [null, ...messages], [messages]);
  const rows = data.length;

  // Scroll to the last row on open, on reset and when following new messages.
  useLayoutEffect(() => {
    follow.current = true;
    list.current?.scrollToIndex(rows - 1, { align: 'end' });
    opened.current = true;
    // Only `stick` asks for it; the row count at that moment is the target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stick]);

  // A new page (or the end of loading) allows the next request.
  const firstId = messages[0]?.id;
  useEffect(() => {
    requested.current = false;
  }, [firstId, loadingOlder, hasMore]);

  const requestOlder = useCallback(() => {
    if (!hasMore || loadingOlder || requested.current || !onLoadOlder) return;
    requested.current = true;
    onLoadOlder();
  }, [hasMore, loadingOlder, onLoadOlder]);

  // Too few messages to scroll: there is no top to reach, so ask for older ones now.
  useEffect(() => {
    const handle = list.current;
    if (handle && handle.scrollSize <= handle.viewportSize + 1) requestOlder();
  }, [messages.length, requestOlder]);

  const onScroll = (offset: number) => {
    const handle = list.current;
    if (!handle || !opened.current) return;
    const bottom = offset + handle.viewportSize >= handle.scrollSize - EDGE;
    follow.current = bottom;
    if (bottom !== atBottom) setAtBottom(bottom);
    if (bottom && unseen) setUnseen(0);
    if (offset <= EDGE) requestOlder();
  };

  // Rows measured after a scroll to the end (images, long texts) would leave it short: go again. Only
  // when less than a screen short, so a scroll away whose event has not arrived yet is not undone.
  const onResize = () => {
    const handle = list.current;
    if (!handle || !follow.current) return;
    const gap = handle.scrollSize - handle.viewportSize - handle.scrollOffset;
    if (gap > 1 && gap < handle.viewportSize) handle.scrollToIndex(rows - 1, { align: 'end' });
  };
  // The user takes over: stop following until the view is back at the bottom.
  const release = () => {
    follow.current = false;
  };

  const toBottom = () => {
    setUnseen(0);
    list.current?.scrollToIndex(rows - 1, { align: 'end' });
  };

  return (
    <Frame className={className}>
      <VList
        ref={list}
        data={data}
        shift={tracked.shift}
        onScroll={onScroll}
        onResize={onResize}
        onWheel={release}
        onTouchStart={release}
        onKeyDown={release}
        onPointerDown={release}
        role="log"
        aria-label={props['aria-label'] ?? t.messages}
        aria-busy={loadingOlder || undefined}
        tabIndex={0}
        style={{ flex: 1, minHeight: 0 }}
      >
        {(_row: ChatMessageItem | null, index: number) =>
          index === 0 ? (
            <Head key="head">
              {loadingOlder ? (
                <Spinner size={16} label={t.loadingOlder} showLabel />
              ) : hasMore ? null : (
                t.noMoreHistory
              )}
            </Head>
          ) : (
            <MessageRow
              key={messages[index - 1]!.id}
              message={messages[index - 1]!}
              withTime={tracked.separators.get(messages[index - 1]!.id) ?? true}
              props={props}
            />
          )
        }
      </VList>
      {unseen > 0 && !atBottom && (
        <Pill type="button" onClick={toBottom}>
          {t.newMessages(unseen)} ↓
        </Pill>
      )}
    </Frame>
  );
}

interface RowProps {
  message: ChatMessageItem;
  withTime: boolean;
  props: MessageListProps;
}

const MessageRow = memo(function MessageRow({ message, withTime, props }: RowProps) {
  const t = useUiMessages().chat;
  const { selectable = false, selectedIds = [], onToggleSelect, onForward, onMultiSelect, onRetry } = props;
  const tip = isTip(message.content);
  const selected = selectedIds.includes(message.id);
  const status = message.status ?? 'sent';
  const showName = props.conversationType === 'GROUP' && !message.mine && !!message.senderName;
  const who = message.mine ? t.you : (message.senderName ?? '');
  const canSelect = selectable && !tip && status === 'sent';
  const menu = !selectable && !tip && status === 'sent' && (onForward || onMultiSelect);

  const toggleRow = (event: MouseEvent) => {
    if (!canSelect || (event.target as HTMLElement).closest('button, a, input, audio')) return;
    onToggleSelect?.(message.id, !selected);
  };
  const openMenu = (event: MouseEvent<HTMLDivElement>) => {
    const trigger = event.currentTarget.querySelector<HTMLButtonElement>('[data-menu-trigger]');
    if (!trigger) return;
    event.preventDefault();
    trigger.click();
  };

  return (
    <RowBox $selected={selected} $selectable={canSelect} onClick={toggleRow} data-id={message.id}>
      {withTime && <TimeLine>{formatMessageTime(message.time, props.now)}</TimeLine>}
      {tip ? (
        <MessageBubble message={message} />
      ) : (
        <Line $mine={message.mine}>
          {canSelect && (
            <Checkbox
              aria-label={t.select(who)}
              checked={selected}
              onChange={(e) => onToggleSelect?.(message.id, e.target.checked)}
            />
          )}
          <ChatAvatar src={message.senderAvatar} name={message.senderName ?? who} size={36} decorative />
          <Column $mine={message.mine}>
            {showName && <Sender>{message.senderName}</Sender>}
            <BubbleLine $mine={message.mine} onContextMenu={menu ? openMenu : undefined}>
              <MessageBubble
                message={message}
                onOpenMedia={props.onOpenMedia}
                onOpenCard={props.onOpenCard}
                onOpenMerged={props.onOpenMerged}
                onNavigate={props.onNavigate}
              />
              {status === 'pending' && <Spinner size={14} label={t.sending} />}
              {status === 'failed' && (
                <Failed
                  type="button"
                  aria-label={t.failedRetry}
                  title={t.retry}
                  onClick={() => onRetry?.(message.id)}
                >
                  !
                </Failed>
              )}
              {menu && (
                <Dropdown
                  items={[
                    ...(onForward ? [{ key: 'forward', label: t.forward }] : []),
                    ...(onMultiSelect ? [{ key: 'multi', label: t.multiSelect }] : []),
                  ]}
                  onSelect={(key) =>
                    key === 'forward' ? onForward?.(message.id) : onMultiSelect?.(message.id)
                  }
                  placement={message.mine ? 'bottom-end' : 'bottom-start'}
                >
                  <MenuTrigger type="button" data-menu-trigger aria-label={t.moreActions}>
                    ⋯
                  </MenuTrigger>
                </Dropdown>
              )}
            </BubbleLine>
          </Column>
        </Line>
      )}
    </RowBox>
  );
});
