import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatClient, HistoryPage } from '@platform/chat';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import {
  clearConversationCache,
  trackLiveMessages,
  useConversationMessages,
} from './useConversationMessages';

const CONV = 'C2C_1000000000000000002_1000000000000000005';
const message = (seq: number, text: string): ChatMessage => ({
  id: `m${seq}`,
  conversationId: CONV,
  conversationType: 'C2C',
  seq,
  senderId: '1000000000000000005',
  clientMsgId: `client-${seq}`,
  type: 'text',
  payload: { text },
  time: '2026-11-23T10:00:00.000Z',
});

/** A client whose first history page answers only when the test says so. */
function slowHistoryClient() {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  let answer: (page: HistoryPage) => void = () => undefined;
  const client = {
    history: () => new Promise<HistoryPage>((resolve) => (answer = resolve)),
    watch: () => undefined,
    pending: () => [],
    on: (event: string, fn: (value: unknown) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      return () => void listeners.get(event)!.delete(fn);
    },
  } as unknown as ChatClient;
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((fn) => fn(value));
  return { client, emit, answerHistory: (page: HistoryPage) => answer(page) };
}

afterEach(() => clearConversationCache());

describe('a conversation opened just before its first message', () => {
  it('keeps our own ack that arrives before the first history page, and merges the page in', async () => {
    const { client, emit, answerHistory } = slowHistoryClient();
    const stop = trackLiveMessages(client);
    const { result } = renderHook(() => useConversationMessages(client, CONV));

    // Sent and acknowledged while the history request (issued before the send) is still out.
    act(() => emit('ack', message(1, '张总您好，我是刘洋')));
    expect(result.current.messages.map((m) => m.seq)).toEqual([1]);

    // The page was read before the message was stored: it is empty, and the ack stays.
    act(() => answerHistory({ messages: [], more: false }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.messages.map((m) => m.payload)).toEqual([{ text: '张总您好，我是刘洋' }]);
    expect(result.current.more).toBe(false);
    stop();
  });

  it('holds a live message of a conversation not opened yet, for when it opens', async () => {
    const { client, emit, answerHistory } = slowHistoryClient();
    const stop = trackLiveMessages(client);
    emit('message', message(3, '下周三方便来园区看看吗'));
    const { result } = renderHook(() => useConversationMessages(client, CONV));
    act(() => answerHistory({ messages: [message(2, '刘经理好，收到')], more: true }));
    await waitFor(() => expect(result.current.messages.map((m) => m.seq)).toEqual([2, 3]));
    stop();
  });
});
