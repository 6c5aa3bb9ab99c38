import { useRef, useState, type KeyboardEvent } from 'react';
import { formatChatTime, type ChatTime } from '../../helpers/chat';
import { useUiMessages } from '../../locale';
import { Badge } from '../../primitives/Badge';
import { Empty } from '../../primitives/Empty';
import { ChatAvatar } from '../ChatAvatar';
import { Abstract, Body, Item, Line, List, Name, Time } from './ConversationList.styles';

/** One conversation as the list shows it (the portal maps the chat client's conversations to this). */
export interface ConversationItem {
  id: string;
  type: 'C2C' | 'GROUP';
  /** Remark, nickname or group name, already chosen by the caller. */
  name: string;
  avatar?: string | null;
  /** The last message's abstract as text ([图片], 李娜: 你好...). Rendered as text, never HTML. */
  lastMessage?: string;
  /** Time of the last message. */
  time?: ChatTime | null;
  unread?: number;
}

export interface ConversationListProps {
  conversations: ConversationItem[];
  /** The open conversation (highlighted, aria-selected). */
  selectedId?: string | null;
  /** A click, Enter or Space on an item. */
  onSelect: (id: string) => void;
  /** Accessible name of the list (default 会话列表 / Conversations). */
  'aria-label'?: string;
  /** Text of the empty state (default 暂无数据 / No data). */
  emptyText?: string;
  /** "Now" for the time column (default the current time; stories and tests pin it). */
  now?: Date;
  className?: string;
}

/** Conversation list: avatar, name, last message, time (HH:mm today, else MM-DD) and unread badge (99+). */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  emptyText,
  now,
  className,
  ...aria
}: ConversationListProps) {
  const messages = useUiMessages();
  const refs = useRef<Array<HTMLLIElement | null>>([]);
  const selectedIndex = conversations.findIndex((c) => c.id === selectedId);
  const [focused, setFocused] = useState<number | null>(null);
  // Roving tab stop: the focused item, else the selected one, else the first.
  const tabIndex = focused ?? (selectedIndex >= 0 ? selectedIndex : 0);
  if (conversations.length === 0) return <Empty className={className} description={emptyText} />;

  const move = (index: number) => {
    const next = Math.max(0, Math.min(conversations.length - 1, index));
    setFocused(next);
    refs.current[next]?.focus();
    refs.current[next]?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = focused ?? tabIndex;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(current + 1),
      ArrowUp: () => move(current - 1),
      Home: () => move(0),
      End: () => move(conversations.length - 1),
      Enter: () => onSelect(conversations[current]!.id),
      ' ': () => onSelect(conversations[current]!.id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <List
      role="listbox"
      aria-label={aria['aria-label'] ?? messages.chat.conversations}
      className={className}
      onKeyDown={onKeyDown}
    >
      {conversations.map((c, index) => {
        const time = formatChatTime(c.time, now);
        return (
          <Item
            key={c.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            role="option"
            aria-selected={c.id === selectedId}
            tabIndex={index === Math.min(tabIndex, conversations.length - 1) ? 0 : -1}
            data-id={c.id}
            onFocus={() => setFocused(index)}
            onClick={() => onSelect(c.id)}
          >
            <Badge count={c.unread ?? 0}>
              <ChatAvatar src={c.avatar} type={c.type} name={c.name} decorative />
            </Badge>
            <Body>
              <Line>
                <Name title={c.name}>{c.name}</Name>
                {time && <Time dateTime={toIso(c.time)}>{time}</Time>}
              </Line>
              <Abstract>{c.lastMessage ?? ''}</Abstract>
            </Body>
          </Item>
        );
      })}
    </List>
  );
}

function toIso(time: ChatTime | null | undefined): string | undefined {
  if (time === null || time === undefined) return undefined;
  const date = time instanceof Date ? time : new Date(time);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
