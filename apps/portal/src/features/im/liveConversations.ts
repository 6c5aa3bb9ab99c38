import type { ChatClient } from '@platform/chat';
import type { Conversation } from '@platform/contracts/im/chat';
import { abstractOf } from '@platform/contracts/im/abstract';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import type { AppDispatch } from '../../shared/store/rootState';
import { imChatApi } from './chatApi';
import { openConversation } from './openConversation';

/** Applies a live message to the cached list; answers false when the conversation is not listed. */
export function applyLiveMessage(
  list: Conversation[],
  m: ChatMessage,
  me: string,
  open: string | null,
): boolean {
  const index = list.findIndex((c) => c.conversationID === m.conversationId);
  if (index < 0) return false;
  const conv = list[index]!;
  if (conv.lastSeq >= m.seq) return true;
  conv.lastSeq = m.seq;
  conv.lastMessage = {
    abstract: abstractOf(m.type, m.payload),
    time: m.time,
    senderId: m.senderId,
    seq: m.seq,
  };
  if (m.senderId === me || open === m.conversationId) conv.readSeq = m.seq;
  else conv.unreadCount += 1;
  list.splice(index, 1);
  list.unshift(conv);
  return true;
}

/** Keeps the cached conversation list live from the chat client's frames. */
export function trackConversations(client: ChatClient, dispatch: AppDispatch, me: () => string): () => void {
  const refetch = () => dispatch(imChatApi.util.invalidateTags(['ImConversations']));
  const onMessage = (m: ChatMessage) => {
    let listed = true;
    dispatch(
      imChatApi.util.updateQueryData('conversations', undefined, (draft) => {
        listed = applyLiveMessage(draft, m, me(), openConversation());
      }),
    );
    if (!listed) refetch();
  };
  const offs = [
    client.on('message', onMessage),
    client.on('ack', onMessage),
    client.on('read', ({ conversationId, userId, seq }) => {
      if (userId !== me()) return;
      dispatch(
        imChatApi.util.updateQueryData('conversations', undefined, (draft) => {
          const conv = draft.find((c) => c.conversationID === conversationId);
          if (conv && seq > conv.readSeq) {
            conv.readSeq = seq;
            if (seq >= conv.lastSeq) conv.unreadCount = 0;
          }
        }),
      );
    }),
    client.on('conversation', () => {
      dispatch(imChatApi.util.invalidateTags(['ImConversations', 'ImGroups', 'ImGroupMembers']));
    }),
    client.on('state', (state) => {
      if (state === 'open') refetch();
    }),
  ];
  return () => offs.forEach((off) => off());
}
