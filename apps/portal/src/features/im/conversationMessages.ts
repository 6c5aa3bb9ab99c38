import type { ChatMessage } from '@platform/contracts/im/realtime';

/**
 * The messages one conversation shows: stored messages in seq order without duplicates (a live
 * frame, a catch-up and a history page may bring the same one), plus whether older history is
 * left. Pure functions, so the hook and its tests share them.
 */
export interface ConversationMessages {
  messages: ChatMessage[];
  /** False once the oldest page came back short ('No more history messages'). */
  more: boolean;
  loaded: boolean;
}

export const EMPTY: ConversationMessages = { messages: [], more: true, loaded: false };

/** Merges messages into the list by seq; an already-held seq is kept once. */
export function mergeMessages(list: ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return list;
  const bySeq = new Map<number, ChatMessage>();
  for (const m of list) bySeq.set(m.seq, m);
  let changed = false;
  for (const m of incoming) {
    if (!bySeq.has(m.seq)) {
      bySeq.set(m.seq, m);
      changed = true;
    }
  }
  if (!changed) return list;
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const lastSeq = (state: ConversationMessages): number => state.messages.at(-1)?.seq ?? 0;
export const firstSeq = (state: ConversationMessages): number | undefined => state.messages[0]?.seq;
