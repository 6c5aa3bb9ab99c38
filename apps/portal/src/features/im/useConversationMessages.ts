import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatClient, PendingMessage } from '@platform/chat';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import { EMPTY, firstSeq, lastSeq, mergeMessages, type ConversationMessages } from './conversationMessages';

/**
 * Held per conversation while the chat session lives, so switching back shows the messages at
 * once; cleared on chat logout (clearConversationCache).
 */
const cache = new Map<string, ConversationMessages>();
const listeners = new Map<string, Set<() => void>>();

function put(id: string, next: ConversationMessages) {
  cache.set(id, next);
  listeners.get(id)?.forEach((fn) => fn());
}
const get = (id: string) => cache.get(id) ?? EMPTY;

export function clearConversationCache(): void {
  cache.clear();
  listeners.forEach((set) => set.forEach((fn) => fn()));
}

/**
 * Live messages of every conversation go into the cache, whether or not it is open, and whether or
 * not its first history page has come back: the client marks a delivered seq as seen, so a message
 * (or our own ack) dropped here would not come again with the catch-up. The first page merges in.
 */
export function trackLiveMessages(client: ChatClient): () => void {
  const add = (m: ChatMessage) => {
    const held = get(m.conversationId);
    put(m.conversationId, { ...held, messages: mergeMessages(held.messages, [m]) });
  };
  const offMessage = client.on('message', add);
  const offAck = client.on('ack', add);
  return () => {
    offMessage();
    offAck();
  };
}

export interface ConversationView extends ConversationMessages {
  pending: PendingMessage[];
  /** Re-reads the outbox (after a send was queued or retried). */
  refreshPending: () => void;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
}

/**
 * One conversation's messages: the newest history page on first open, older pages on demand,
 * live frames and acks merged by seq, and the outbox's unacknowledged messages after them.
 */
export function useConversationMessages(
  client: ChatClient | null,
  conversationId: string | null,
): ConversationView {
  const id = conversationId ?? '';
  const subscribe = useCallback(
    (fn: () => void) => {
      let set = listeners.get(id);
      if (!set) listeners.set(id, (set = new Set()));
      set.add(fn);
      return () => void set.delete(fn);
    },
    [id],
  );
  const state = useSyncExternalStore(subscribe, () => get(id));
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);

  useEffect(() => {
    if (!client || !id) return;
    const held = get(id);
    if (!held.loaded) {
      void client
        .history(id)
        .then((page) => {
          const now = get(id);
          put(id, { messages: mergeMessages(now.messages, page.messages), more: page.more, loaded: true });
          client.watch(id, lastSeq(get(id)));
        })
        .catch(() => put(id, { ...get(id), loaded: true }));
    } else client.watch(id, lastSeq(held));
  }, [client, id]);

  const refreshPending = useCallback(() => setPending(client && id ? client.pending(id) : []), [client, id]);
  useEffect(() => {
    if (!client || !id) return;
    refreshPending();
    const offs = [
      client.on('ack', refreshPending),
      client.on('failed', refreshPending),
      client.on('state', refreshPending),
    ];
    return () => offs.forEach((off) => off());
  }, [client, id, refreshPending]);

  const loadOlder = useCallback(async () => {
    const held = get(id);
    if (!client || !id || !held.more || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await client.history(id, firstSeq(held));
      const now = get(id);
      put(id, { ...now, messages: mergeMessages(now.messages, page.messages), more: page.more });
    } finally {
      setLoadingOlder(false);
    }
  }, [client, id, loadingOlder]);

  return { ...state, pending, refreshPending, loadingOlder, loadOlder };
}
