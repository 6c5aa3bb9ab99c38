import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_CODES, IM_CODE, IM_SOCKET_PATH } from '@platform/contracts/im/constants';
import type { ChatMessage, ClientFrame, ServerFrame } from '@platform/contracts/im/realtime';
import type { ChatClient, ChatState } from './types';
import { IM_HISTORY_PATH, createPlatformChatClient, type StorageLike, type WebSocketLike } from './ws-client';

/** A socket the test plays the server of. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: ClientFrame[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }
  // The server's side:
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  ready(userId = 'me') {
    this.accept();
    this.push({ t: 'ready', userId, imAccount: userId });
  }
  of<T extends ClientFrame['t']>(t: T): Array<Extract<ClientFrame, { t: T }>> {
    return this.sent.filter((f): f is Extract<ClientFrame, { t: T }> => f.t === t);
  }
}

const last = () => FakeSocket.all.at(-1)!;

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

let seqs = new Map<string, number>();
const stored = (clientMsgId: string, over: Partial<ChatMessage> = {}): ChatMessage => {
  const conversationId = over.conversationId ?? 'C2C:me:bob';
  const seq = over.seq ?? (seqs.get(conversationId) ?? 0) + 1;
  seqs.set(conversationId, seq);
  return {
    id: `m-${conversationId}-${seq}`,
    conversationId,
    conversationType: 'C2C',
    seq,
    senderId: 'me',
    clientMsgId,
    type: 'text',
    payload: { text: clientMsgId },
    time: new Date().toISOString(),
    ...over,
  };
};
const toBob = (text: string) => ({
  to: { type: 'C2C' as const, userId: 'bob' },
  type: 'text' as const,
  payload: { text },
});

function client(extra: Partial<Parameters<typeof createPlatformChatClient>[0]> = {}) {
  return createPlatformChatClient({
    baseUrl: 'https://chat.example.com',
    getToken: () => 'token-1',
    WebSocket: FakeSocket,
    random: () => 0.5,
    locale: 'en',
    ...extra,
  });
}

async function connected(c: ChatClient, userId = 'me') {
  const p = c.connect();
  await vi.advanceTimersByTimeAsync(0);
  last().ready(userId);
  await p;
  return last();
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  seqs = new Map();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the platform chat client', () => {
  it('connects with hello (token and locale) and resolves on ready; reports its states', async () => {
    const c = client();
    const states: ChatState[] = [];
    c.on('state', (s) => states.push(s));
    const s = await connected(c);
    expect(s.url).toBe(`wss://chat.example.com${IM_SOCKET_PATH}`);
    expect(s.sent[0]).toEqual({ t: 'hello', token: 'token-1', locale: 'en' });
    expect(c.state).toBe('open');
    expect(states).toEqual(['connecting', 'open']);
  });

  it('resolves send on ack, rejects on nack and keeps the refused message to retry or discard', async () => {
    const c = client();
    const s = await connected(c);
    const acked: ChatMessage[] = [];
    c.on('ack', (m) => acked.push(m));
    const ok = c.send(toBob('hi'));
    await vi.advanceTimersByTimeAsync(0);
    const [frame] = s.of('send');
    const message = stored(frame!.clientMsgId);
    s.push({ t: 'ack', clientMsgId: frame!.clientMsgId, message });
    await expect(ok).resolves.toEqual(message);
    expect(acked).toEqual([message]);
    expect(c.pending()).toEqual([]);

    const failed = vi.fn();
    c.on('failed', failed);
    const refused = c.send(toBob('stranger'));
    await vi.advanceTimersByTimeAsync(0);
    const id = s.of('send')[1]!.clientMsgId;
    s.push({ t: 'nack', clientMsgId: id, code: IM_CODE.notFriend, msg: 'not friends' });
    await expect(refused).rejects.toEqual({ code: IM_CODE.notFriend, msg: 'not friends' });
    expect(c.pending()).toMatchObject([
      { clientMsgId: id, status: 'failed', error: { code: IM_CODE.notFriend } },
    ]);
    expect(failed).toHaveBeenCalledOnce();

    const again = c.retry(id);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.of('send').map((f) => f.clientMsgId)).toEqual([frame!.clientMsgId, id, id]);
    const m2 = stored(id);
    s.push({ t: 'ack', clientMsgId: id, message: m2 });
    await expect(again).resolves.toEqual(m2);

    const third = c.send(toBob('third'));
    third.catch(() => undefined);
    c.discard(c.pending()[0]!.clientMsgId);
    await expect(third).rejects.toMatchObject({ msg: 'discarded' });
    expect(c.pending()).toEqual([]);
  });

  it('keeps a rate-limited send pending and sends it again a little later', async () => {
    const c = client();
    const s = await connected(c);
    const p = c.send(toBob('slow down'));
    await vi.advanceTimersByTimeAsync(0);
    const id = s.of('send')[0]!.clientMsgId;
    s.push({ t: 'nack', clientMsgId: id, code: IM_CODE.rateLimited, msg: 'too fast' });
    expect(c.pending()[0]!.status).toBe('sending');
    await vi.advanceTimersByTimeAsync(1100);
    expect(s.of('send').map((f) => f.clientMsgId)).toEqual([id, id]);
    s.push({ t: 'ack', clientMsgId: id, message: stored(id) });
    await expect(p).resolves.toMatchObject({ clientMsgId: id });
  });

  it('refuses a message over the frame limit at once', async () => {
    const c = client();
    await connected(c);
    await expect(c.send(toBob('x'.repeat(70_000)))).rejects.toMatchObject({ code: IM_CODE.tooLarge });
    expect(last().of('send')).toEqual([]);
  });

  it('queues while offline, keeps the outbox in storage, and a reloaded page resends it with the same id', async () => {
    const storage = new MemoryStorage();
    const first = client({ storage });
    void first.send(toBob('offline')).catch(() => undefined);
    const id = first.pending()[0]!.clientMsgId;
    expect(storage.data.size).toBe(1);

    // The page reloads before anything was acknowledged.
    const second = client({ storage });
    expect(second.pending().map((p) => p.clientMsgId)).toEqual([id]);
    const acked = vi.fn();
    second.on('ack', acked);
    const s = await connected(second);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.of('send').map((f) => f.clientMsgId)).toEqual([id]);
    s.push({ t: 'ack', clientMsgId: id, message: stored(id) });
    expect(acked).toHaveBeenCalledOnce();
    expect(storage.data.size).toBe(0);
  });

  it('reconnects with growing, jittered delays and resends the unacknowledged outbox after each reconnect', async () => {
    const c = client({ backoff: { baseMs: 1000, maxMs: 8000 }, random: () => 1 });
    const s1 = await connected(c);
    const p = c.send(toBob('in flight'));
    await vi.advanceTimersByTimeAsync(0);
    const id = s1.of('send')[0]!.clientMsgId;
    s1.drop();
    expect(c.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop(); // refused before ready: the next wait doubles
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const s3 = last();
    s3.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(s3.of('send').map((f) => f.clientMsgId)).toEqual([id]);
    s3.push({ t: 'ack', clientMsgId: id, message: stored(id) });
    await expect(p).resolves.toMatchObject({ clientMsgId: id });
    // A good connection resets the delay.
    s3.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('stops for good on 4003 and emits revoked', async () => {
    const c = client();
    const revoked = vi.fn();
    c.on('revoked', revoked);
    const s = await connected(c);
    s.drop(CLOSE_CODES.revoked);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(revoked).toHaveBeenCalledOnce();
    expect(c.state).toBe('closed');
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('on 4002 (token expired) reconnects at once with a fresh token and resends what was not acknowledged', async () => {
    let n = 0;
    const getToken = vi.fn(() => `token-${++n}`);
    const c = client({ getToken, backoff: { baseMs: 10_000 } });
    const s1 = await connected(c);
    const pending = c.send(toBob('sent as the token ran out'));
    pending.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const [frame] = s1.of('send');
    s1.drop(CLOSE_CODES.expired);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    const s2 = last();
    s2.ready('me');
    await vi.advanceTimersByTimeAsync(0);
    expect(s2.sent[0]).toMatchObject({ t: 'hello', token: 'token-2' });
    expect(s2.of('send').map((f) => f.clientMsgId)).toEqual([frame!.clientMsgId]);
    expect(c.state).toBe('open');
  });

  it('on 4001 tries once more with a fresh token, then gives up', async () => {
    let n = 0;
    const getToken = vi.fn(() => `token-${++n}`);
    const c = client({ getToken });
    const errors = vi.fn();
    c.on('error', errors);
    const p = c.connect();
    p.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    last().drop(CLOSE_CODES.unauthorized);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    last().accept();
    expect(last().sent[0]).toMatchObject({ t: 'hello', token: 'token-2' });
    last().drop(CLOSE_CODES.unauthorized);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    await expect(p).rejects.toMatchObject({ code: CLOSE_CODES.unauthorized });
    expect(c.state).toBe('closed');
    expect(errors).toHaveBeenCalledOnce();
  });

  it('catches up watched conversations after a reconnect, in order and without duplicates', async () => {
    const c = client({ backoff: { baseMs: 10 } });
    const got: number[] = [];
    c.on('message', (m) => got.push(m.seq));
    c.watch('C2C:me:bob', 2);
    const s1 = await connected(c);
    expect(s1.of('sync')).toEqual([{ t: 'sync', cursors: { 'C2C:me:bob': 2 } }]);
    const from = (seq: number) => stored(`bob-${seq}`, { seq, senderId: 'bob' });
    s1.push({ t: 'message', message: from(3) });
    s1.drop();
    await vi.advanceTimersByTimeAsync(20);
    const s2 = last();
    s2.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(s2.of('sync')).toEqual([{ t: 'sync', cursors: { 'C2C:me:bob': 3 } }]);
    // A live message overtakes the sync's answer: it waits for the gap to fill.
    s2.push({ t: 'message', message: from(6) });
    s2.push({
      t: 'synced',
      conversations: { 'C2C:me:bob': { messages: [from(5), from(4), from(3)], more: false } },
    });
    s2.push({ t: 'message', message: from(5) });
    s2.push({ t: 'message', message: from(7) });
    expect(got).toEqual([3, 4, 5, 6, 7]);
  });

  it('treats a synced message of its own outbox as its ack (stored before the socket died)', async () => {
    const c = client({ backoff: { baseMs: 10 } });
    c.watch('C2C:me:bob', 0);
    const s1 = await connected(c);
    const p = c.send(toBob('lost ack'));
    await vi.advanceTimersByTimeAsync(0);
    const id = s1.of('send')[0]!.clientMsgId;
    s1.drop();
    await vi.advanceTimersByTimeAsync(20);
    const s2 = last();
    s2.ready();
    const message = stored(id, { seq: 1 });
    s2.push({ t: 'synced', conversations: { 'C2C:me:bob': { messages: [message], more: false } } });
    await expect(p).resolves.toEqual(message);
    expect(c.pending('C2C:me:bob')).toEqual([]);
  });

  it('paces its frames below the server limit', async () => {
    const c = client({ framesPerSecond: 10 });
    const s = await connected(c);
    for (let i = 0; i < 25; i++) void c.send(toBob(`#${i}`)).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.of('send').length).toBeLessThanOrEqual(10);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.of('send')).toHaveLength(25);
    expect(s.of('send').map((f) => f.payload.text)).toEqual(Array.from({ length: 25 }, (_, i) => `#${i}`));
  });

  it('throttles typing to once per 3 s per conversation; relays read, typing and read positions', async () => {
    const c = client();
    const s = await connected(c);
    c.typing('C2C:me:bob');
    c.typing('C2C:me:bob');
    await vi.advanceTimersByTimeAsync(2000);
    c.typing('C2C:me:bob');
    await vi.advanceTimersByTimeAsync(1000);
    c.typing('C2C:me:bob');
    expect(s.of('typing')).toHaveLength(2);
    c.markRead('C2C:me:bob', 4);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.of('read')).toEqual([{ t: 'read', conversationId: 'C2C:me:bob', seq: 4 }]);
    const typing = vi.fn();
    const read = vi.fn();
    c.on('typing', typing);
    c.on('read', read);
    s.push({ t: 'typing', conversationId: 'C2C:me:bob', userId: 'bob' });
    s.push({ t: 'read', conversationId: 'C2C:me:bob', userId: 'bob', seq: 9 });
    expect(typing).toHaveBeenCalledWith({ conversationId: 'C2C:me:bob', userId: 'bob' });
    expect(read).toHaveBeenCalledWith({ conversationId: 'C2C:me:bob', userId: 'bob', seq: 9 });
  });

  it('pings on the heartbeat and reconnects when the pong never comes', async () => {
    const c = client({ heartbeatMs: 1000, pongTimeoutMs: 500, backoff: { baseMs: 10 } });
    const s = await connected(c);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.of('ping')).toHaveLength(1);
    s.push({ t: 'pong' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.of('ping')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(c.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(20);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reads history pages over REST with the bearer token', async () => {
    const page = [stored('a', { seq: 2 }), stored('b', { seq: 1 })];
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 666666, data: { messages: page, more: true }, msg: 'ok' })),
    );
    const c = client({ fetch: fetch as unknown as typeof globalThis.fetch });
    const result = await c.history('C2C:me:bob', 3);
    expect(result.more).toBe(true);
    expect(result.messages.map((m) => m.seq)).toEqual([1, 2]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://chat.example.com${IM_HISTORY_PATH}?conversationId=C2C%3Ame%3Abob&beforeSeq=3`);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 401, data: null, msg: 'login' }), { status: 401 }),
    );
    await expect(c.history('C2C:me:bob')).rejects.toEqual({ code: 401, msg: 'login' });
  });

  it('disconnect closes the socket and forgets the outbox', async () => {
    const storage = new MemoryStorage();
    const c = client({ storage });
    const s = await connected(c);
    const p = c.send(toBob('bye'));
    p.catch(() => undefined);
    await c.disconnect();
    expect(s.closedWith).toBe(1000);
    expect(c.pending()).toEqual([]);
    expect(storage.data.size).toBe(0);
    expect(c.state).toBe('closed');
    await expect(p).rejects.toMatchObject({ msg: 'disconnected' });
  });
});
