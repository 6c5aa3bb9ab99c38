import { useSyncExternalStore } from 'react';
import type { ChatClient, ChatState } from '@platform/chat';
import { currentChatClient, subscribeChatClient } from './chatSession';

/** The signed-in user's chat client (null before chat login), re-rendering on its state changes. */
export function useChatClient(): { client: ChatClient | null; state: ChatState } {
  const client = useSyncExternalStore(subscribeChatClient, currentChatClient);
  const state = useSyncExternalStore(subscribeChatClient, () => client?.state ?? 'idle');
  return { client, state };
}
