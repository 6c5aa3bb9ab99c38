import type { ChatClient } from '@platform/chat';
import type { Conversation } from '@platform/contracts/im/chat';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import type { AppDispatch } from '../../app/store';
import { imChatApi } from './chatApi';
import { openConversation } from './openConversation';

/** The conversation list's last-message line for a live message (the server's abstract rules). */
export function liveAbstract(m: ChatMessage): string {
  const p = m.payload;
  switch (m.type) {
    case 'text':
      return String(p.text ?? '').slice(0, 100);
    case 'face':
      return '[表情]';
    case 'image':
      return '[图片]';
    case 'video':
      return '[视频]';
    case 'audio':
      return '[语音]';
    case 'file':
      return `[文件] ${String(p.name ?? '')}`;
    case 'merged':
      return `[聊天记录] ${String(p.title ?? '')}`;
    default:
      if (p.kind === 'card') return '[名片]';
      if (p.kind === 'groupTip') return '[群提示]';
      return String(p.description ?? '[自定义消息]');
  }
}

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
  conv.lastMessage = { abstract: liveAbstract(m), time: m.time, senderId: m.senderId, seq: m.seq };
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
