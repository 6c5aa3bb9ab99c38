import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPlatformChatClient } from '@platform/chat';
import type { chatApi, Conversation } from '@platform/contracts/im/chat';
import { chatRoutes } from '@platform/contracts/im/chat-routes';
import { abstractOf } from '@platform/contracts/im/abstract';
import { c2cConversationId, conversationIdOf, targetOf } from '@platform/contracts/im/ids';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import { ConversationList, MessageComposer, MessageList, type ChatMessageItem } from '@platform/ui/domain';
import styled from 'styled-components';
import type { WidgetContext, WidgetInstance, WidgetProps } from '../define';
import { typed } from '../common/endpoints';
import { errorDetail } from '../common/useSignedIn';
import { reactMount, useWidget } from '../mount';
import { currentSession, onSessionChange } from '../session';

const conversationList = typed<typeof chatApi.conversationList>(chatRoutes.conversationList);

/** What the bubble (plain DOM) tells the panel, and hears back. */
export interface PanelControl {
  /** The panel hands over how to open the conversation with a person (pf-message from a card). */
  setOpener(open: (userId?: string) => void): void;
  onUnread(count: number): void;
  onError(detail: { message: string; name: string; code?: number }): void;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
`;
const Side = styled.div`
  overflow: auto;
  border-right: 1px solid ${({ theme }) => theme.colors.neutral[200]};
`;
const Chat = styled.div`
  display: grid;
  grid-template-rows: 1fr auto;
  min-height: 0;
`;
const Hint = styled.p`
  margin: auto;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const COPY = {
  zh: { conversations: '会话列表', pick: '选择一个会话开始聊天', messages: '消息' },
  en: { conversations: 'Conversations', pick: 'Pick a conversation to start chatting', messages: 'Messages' },
};

function mergeBySeq(list: ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(list.map((m) => [`${m.conversationId}:${m.seq}`, m]));
  for (const m of more) bySeq.set(`${m.conversationId}:${m.seq}`, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function ChatPanelView({ locale, control }: { locale: WidgetProps['locale']; control: PanelControl }) {
  const { api, apiBase, signal } = useWidget();
  const me = currentSession(apiBase)?.userId ?? '';
  const text = COPY[locale];
  const client = useMemo(
    () =>
      createPlatformChatClient({
        baseUrl: apiBase,
        getToken: () => currentSession(apiBase)?.token ?? '',
        locale: () => locale,
        conversationIdOf: (to) => conversationIdOf(me, to),
      }),
    // One connection per signed-in user; the locale is read on each frame.
    [apiBase, me, locale],
  );
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  // Messages by conversation: switching shows each one's own, nothing to reset.
  const [messages, setMessages] = useState<ChatMessage[]>([]);

  useEffect(() => {
    const connect = () => client.connect().catch((error: unknown) => control.onError(errorDetail(error)));
    void connect();
    // A token expired with no fresh one to reconnect with (the socket closed at its expiry): the
    // chat resumes when the page sets a new token.
    const off = onSessionChange(apiBase, (session) => {
      if (session && client.state === 'closed') void connect();
    });
    return () => {
      off();
      void client.disconnect();
    };
  }, [apiBase, client, control]);

  const refresh = useCallback(() => {
    api
      .call(conversationList, {}, { signal })
      .then((list) => {
        setConversations(list);
        control.onUnread(list.reduce((sum, c) => sum + c.unreadCount, 0));
      })
      .catch((error: unknown) => control.onError(errorDetail(error)));
  }, [api, signal, control]);

  useEffect(() => {
    refresh();
    control.setOpener((userId) => {
      if (userId && me) setSelected(c2cConversationId(me, userId));
    });
    const onMessage = (m: ChatMessage) => {
      setMessages((list) =>
        list[0] && list[0].conversationId !== m.conversationId ? list : mergeBySeq(list, [m]),
      );
      refresh();
    };
    const offs = [client.on('message', onMessage), client.on('ack', onMessage)];
    return () => offs.forEach((off) => off());
  }, [client, refresh, control, me]);

  useEffect(() => {
    if (!selected) return;
    let live = true;
    client
      .history(selected)
      .then((page) => {
        if (!live) return;
        setMessages((list) =>
          mergeBySeq(
            page.messages,
            list.filter((m) => m.conversationId === selected),
          ),
        );
        const last = page.messages.at(-1)?.seq ?? 0;
        client.watch(selected, last);
        if (last) client.markRead(selected, last);
        refresh();
      })
      .catch((error: unknown) => control.onError(errorDetail(error)));
    return () => void (live = false);
  }, [selected, client, refresh, control]);

  const nameOf = (id: string) =>
    conversations.find((c) => c.userProfile?.userId === id)?.userProfile?.name ?? '';
  const items: ChatMessageItem[] = messages
    .filter((m) => m.conversationId === selected)
    .map((m) => ({
      id: m.id,
      time: m.time,
      mine: m.senderId === me,
      senderName: nameOf(m.senderId),
      content: {
        type: 'text',
        text: m.type === 'text' ? String(m.payload.text ?? '') : abstractOf(m.type, m.payload),
      },
    }));
  const target = selected ? targetOf(selected, me) : null;

  return (
    <Layout>
      <Side>
        <ConversationList
          aria-label={text.conversations}
          conversations={conversations.map((c) => ({
            id: c.conversationID,
            type: c.type,
            name: c.groupProfile?.name ?? c.userProfile?.name ?? c.conversationID,
            avatar: c.groupProfile?.faceUrl ?? c.userProfile?.avatar ?? null,
            lastMessage: c.lastMessage?.abstract ?? '',
            time: c.lastMessage?.time ?? null,
            unread: c.unreadCount,
          }))}
          selectedId={selected}
          onSelect={setSelected}
        />
      </Side>
      <Chat>
        {target ? (
          <>
            <MessageList
              aria-label={text.messages}
              messages={items}
              conversationType={target.type}
              hasMore={false}
            />
            <MessageComposer
              onSend={(body: string) =>
                client
                  .send({ to: target, type: 'text', payload: { text: body } })
                  .catch((error: unknown) => control.onError(errorDetail(error)))
              }
            />
          </>
        ) : (
          <Hint>{text.pick}</Hint>
        )}
      </Chat>
    </Layout>
  );
}

/** Renders the chat panel (React, loaded on the bubble's first click) into `element`. */
export function mountPanel(
  ctx: WidgetContext,
  element: HTMLElement,
  props: WidgetProps,
  control: PanelControl,
): WidgetInstance {
  const View = (p: WidgetProps) => <ChatPanelView locale={p.locale} control={control} />;
  return reactMount(View)({ ...ctx, container: element, ready: () => undefined }, props);
}
