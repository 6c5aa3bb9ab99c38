import { chatRoutes } from '@platform/contracts/im/chat-routes';
import { ResultCode } from '@platform/contracts/codes';
import { CLOSE_CODES, IM_CODE, IM_LIMITS, IM_SOCKET_PATH } from '@platform/contracts/im/constants';
import type { ChatMessage, ChatTarget, ClientFrame, ServerFrame } from '@platform/contracts/im/realtime';
import type {
  ChatClient,
  ChatEvents,
  ChatState,
  HistoryPage,
  OutgoingMessage,
  PendingMessage,
} from './types';

/**
 * The client of our own chat transport (the server's WebSocket at IM_SOCKET_PATH). Browser APIs
 * only (WebSocket, fetch, localStorage-like storage), all injectable; no React.
 */

/** The REST history page (until the chat contracts define it): GET ?conversationId&beforeSeq. */
/** The chat contract's history call (GET conversationId, beforeSeq; answers {messages, more}). */
export const IM_HISTORY_PATH = chatRoutes.history.path;

/** The part of the WebSocket API the client uses (the browser's, or the `ws` package's). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type WebSocketCtor = new (url: string) => WebSocketLike;

/** localStorage or anything with its three methods. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PlatformChatClientOptions {
  /** The server's origin (http or https); empty for the page's own. */
  baseUrl: string;
  /** The current access token (the cookie of spec 1 §3); asked before every connect. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  WebSocket?: WebSocketCtor;
  fetch?: typeof fetch;
  /** Keeps the outbox across reloads. */
  storage?: StorageLike;
  storageKey?: string;
  locale?: 'zh' | 'en' | (() => 'zh' | 'en');
  /** Reconnect delays: base * 2^attempt, capped, with jitter (half to full). */
  backoff?: { baseMs?: number; maxMs?: number };
  heartbeatMs?: number;
  /** A ping unanswered this long means the connection is dead: reconnect. */
  pongTimeoutMs?: number;
  /** Typing notices at most this often per conversation. */
  typingThrottleMs?: number;
  /** Frames per second this client sends at most (below the server's limit). */
  framesPerSecond?: number;
  /** Maps a target to its conversation id, for pending(conversationId). Learned from acks otherwise. */
  conversationIdOf?: (to: ChatTarget, myUserId: string | undefined) => string | undefined;
  random?: () => number;
  now?: () => number;
}

export interface ChatError {
  code: number;
  msg: string;
}

interface Deferred {
  resolve(message: ChatMessage): void;
  reject(error: ChatError): void;
}

interface Watched {
  /** Every seq up to this one has been received (or was known when watched). */
  lastSeq: number;
  /** Received out of order, waiting for the gap to fill; `emitted` for our own acked ones. */
  held: Map<number, { message: ChatMessage; emitted: boolean }>;
}

const OPEN = 1;
const SUCCESS_CODES: readonly number[] = [ResultCode.SUCCESS, ResultCode.SUCCESS_ALT, ResultCode.OK];
const SEEN_MAX = 5000;

function newClientMsgId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

const targetKey = (to: ChatTarget) => (to.type === 'C2C' ? `C2C:${to.userId}` : `GROUP:${to.groupId}`);

export function createPlatformChatClient(options: PlatformChatClientOptions): ChatClient {
  return new PlatformChatClient(options);
}

class PlatformChatClient implements ChatClient {
  readonly kind = 'platform' as const;
  private currentState: ChatState = 'idle';
  private readonly listeners = new Map<keyof ChatEvents, Set<(value: never) => void>>();
  private readonly outbox = new Map<string, PendingMessage>();
  private readonly deferred = new Map<string, Deferred>();
  /** clientMsgId -> the connection it was last sent on (resent once per connection). */
  private readonly sentOn = new Map<string, number>();
  private readonly watched = new Map<string, Watched>();
  private readonly seen = new Map<string, true>();
  private readonly conversationOfTarget = new Map<string, string>();
  private readonly pendingReads = new Map<string, number>();
  private readonly lastTyping = new Map<string, number>();
  private socket: WebSocketLike | undefined;
  private connection = 0;
  private attempt = 0;
  private userId: string | undefined;
  private stopped = true;
  private freshTokenTried = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private pumpTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly gapTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private queue: ClientFrame[] = [];
  private tokens = 0;
  private refilledAt = 0;
  private readyWaiters: Array<{ resolve(): void; reject(e: ChatError): void }> = [];
  private readonly WS: WebSocketCtor;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly fps: number;

  constructor(private readonly options: PlatformChatClientOptions) {
    const WS = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketCtor }).WebSocket;
    if (!WS) throw new Error('No WebSocket: pass one (the `ws` package outside a browser)');
    this.WS = WS;
    this.fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
    this.now = options.now ?? (() => Date.now());
    this.random = options.random ?? Math.random;
    this.fps = options.framesPerSecond ?? Math.max(1, IM_LIMITS.framesPerSecond - 5);
    this.load();
  }

  get state(): ChatState {
    return this.currentState;
  }

  on<K extends keyof ChatEvents>(event: K, listener: (value: ChatEvents[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (value: never) => void);
    return () => void set.delete(listener as (value: never) => void);
  }

  private emit<K extends keyof ChatEvents>(event: K, value: ChatEvents[K]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        (listener as (v: ChatEvents[K]) => void)(value);
      } catch (err) {
        console.error('chat listener failed', err);
      }
    }
  }

  private setState(next: ChatState) {
    if (next === this.currentState) return;
    this.currentState = next;
    this.emit('state', next);
  }

  // --- connection --------------------------------------------------------------------------

  connect(): Promise<void> {
    if (this.currentState === 'open') return Promise.resolve();
    const ready = new Promise<void>((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
    if (this.stopped) {
      this.stopped = false;
      this.attempt = 0;
      this.freshTokenTried = false;
      this.setState('connecting');
      void this.open();
    }
    return ready;
  }

  async disconnect(): Promise<void> {
    this.stopped = true;
    this.teardown();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'logout');
    for (const [id, d] of this.deferred) {
      d.reject({ code: 0, msg: 'disconnected' });
      this.deferred.delete(id);
    }
    this.outbox.clear();
    this.sentOn.clear();
    this.persist();
    this.options.storage?.removeItem(this.storageKey);
    this.settleReady({ code: 0, msg: 'disconnected' });
    this.setState('closed');
  }

  private get storageKey() {
    return this.options.storageKey ?? 'platform-chat-outbox';
  }

  private socketUrl(): string {
    const base =
      this.options.baseUrl ||
      (globalThis as { location?: { href: string } }).location?.href ||
      'http://localhost/';
    const url = new URL(IM_SOCKET_PATH, base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }

  private locale(): 'zh' | 'en' {
    const l = this.options.locale;
    return typeof l === 'function' ? l() : (l ?? 'zh');
  }

  private async open(): Promise<void> {
    this.reconnectTimer = undefined;
    if (this.stopped) return;
    let token: string | null | undefined;
    try {
      token = await this.options.getToken();
    } catch {
      token = undefined;
    }
    if (this.stopped) return;
    if (!token) return this.fail({ code: CLOSE_CODES.unauthorized, msg: 'no access token' });
    const connection = ++this.connection;
    let socket: WebSocketLike;
    try {
      socket = new this.WS(this.socketUrl());
    } catch {
      return this.scheduleReconnect();
    }
    this.socket = socket;
    const mine = () => this.socket === socket && this.connection === connection;
    socket.onopen = () => {
      if (!mine()) return;
      socket.send(JSON.stringify({ t: 'hello', token, locale: this.locale() } satisfies ClientFrame));
    };
    socket.onmessage = (event) => {
      if (!mine()) return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      this.receive(frame);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (!mine()) return;
      this.socket = undefined;
      this.onClosed(event.code);
    };
  }

  private onClosed(code: number) {
    this.teardown();
    if (this.stopped) return;
    if (code === CLOSE_CODES.revoked) {
      this.stopped = true;
      this.settleReady({ code, msg: 'revoked' });
      this.setState('closed');
      this.emit('revoked', undefined);
      return;
    }
    if (code === CLOSE_CODES.expired) {
      // The token ran out while the socket was open: reconnect at once, getToken gives a fresh one.
      this.setState('reconnecting');
      this.reconnectTimer = setTimeout(() => void this.open(), 0);
      return;
    }
    if (code === CLOSE_CODES.unauthorized) {
      // The token may just have expired: one more try with a fresh one, then give up.
      if (this.freshTokenTried) return this.fail({ code, msg: 'unauthorized' });
      this.freshTokenTried = true;
      this.setState('reconnecting');
      this.reconnectTimer = setTimeout(() => void this.open(), 0);
      return;
    }
    this.scheduleReconnect(code === CLOSE_CODES.rateLimited ? 5000 : 0);
  }

  private fail(error: ChatError) {
    this.stopped = true;
    this.teardown();
    this.settleReady(error);
    this.setState('closed');
    this.emit('error', error);
  }

  private scheduleReconnect(minMs = 0) {
    const base = this.options.backoff?.baseMs ?? 500;
    const max = this.options.backoff?.maxMs ?? 30_000;
    const capped = Math.min(max, base * 2 ** this.attempt);
    const delay = Math.max(minMs, capped / 2 + (this.random() * capped) / 2);
    this.attempt += 1;
    this.setState('reconnecting');
    this.reconnectTimer = setTimeout(() => void this.open(), delay);
  }

  private teardown() {
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
    clearTimeout(this.pumpTimer);
    for (const t of this.gapTimers.values()) clearTimeout(t);
    this.gapTimers.clear();
    this.reconnectTimer = this.heartbeatTimer = this.pongTimer = this.pumpTimer = undefined;
    this.queue = [];
  }

  private settleReady(error?: ChatError) {
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) {
      if (error) w.reject(error);
      else w.resolve();
    }
  }

  private onReady(userId: string) {
    if (this.userId !== undefined && this.userId !== userId) this.dropOutbox();
    if (this.storedOwner !== undefined && this.storedOwner !== userId) this.dropOutbox();
    this.userId = userId;
    this.storedOwner = userId;
    this.attempt = 0;
    this.freshTokenTried = false;
    this.tokens = this.fps - 1;
    this.refilledAt = this.now();
    this.setState('open');
    this.startHeartbeat();
    // Catch up first, then resend what was never acknowledged (same clientMsgId: stored once).
    const cursors: Record<string, number> = {};
    for (const [id, w] of this.watched) cursors[id] = w.lastSeq;
    this.syncCursors(cursors);
    for (const [conversationId, seq] of this.pendingReads) this.enqueue({ t: 'read', conversationId, seq });
    this.pendingReads.clear();
    this.flushOutbox();
    this.persist();
    this.settleReady();
  }

  private syncCursors(cursors: Record<string, number>) {
    const entries = Object.entries(cursors);
    for (let i = 0; i < entries.length; i += IM_LIMITS.syncConversations)
      this.enqueue({
        t: 'sync',
        cursors: Object.fromEntries(entries.slice(i, i + IM_LIMITS.syncConversations)),
      });
  }

  private startHeartbeat() {
    const every = this.options.heartbeatMs ?? 25_000;
    this.heartbeatTimer = setInterval(() => {
      this.enqueue({ t: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        // No answer: the connection is dead (a sleeping laptop, a lost network).
        const socket = this.socket;
        this.socket = undefined;
        socket?.close(4000 + 999, 'no pong');
        this.onClosed(1006);
      }, this.options.pongTimeoutMs ?? 10_000);
    }, every);
  }

  // --- outgoing frames, paced below the server's limit ---------------------------------------

  private enqueue(frame: ClientFrame) {
    this.queue.push(frame);
    this.pump();
  }

  private pump() {
    if (this.pumpTimer) return;
    while (this.queue.length) {
      const socket = this.socket;
      if (!socket || socket.readyState !== OPEN || this.currentState !== 'open') return;
      const now = this.now();
      this.tokens = Math.min(this.fps, this.tokens + ((now - this.refilledAt) / 1000) * this.fps);
      this.refilledAt = now;
      if (this.tokens < 1) {
        this.pumpTimer = setTimeout(
          () => {
            this.pumpTimer = undefined;
            this.pump();
          },
          Math.ceil(((1 - this.tokens) * 1000) / this.fps),
        );
        return;
      }
      this.tokens -= 1;
      const frame = this.queue.shift()!;
      if (frame.t === 'send' && !this.outbox.has(frame.clientMsgId)) continue;
      socket.send(JSON.stringify(frame));
    }
  }

  private transmit(p: PendingMessage) {
    if (this.currentState !== 'open' || p.status !== 'sending') return;
    if (this.sentOn.get(p.clientMsgId) === this.connection) return;
    this.sentOn.set(p.clientMsgId, this.connection);
    this.enqueue({ t: 'send', clientMsgId: p.clientMsgId, to: p.to, type: p.type, payload: p.payload });
  }

  private flushOutbox() {
    for (const p of this.outbox.values()) this.transmit(p);
  }

  // --- the outbox ----------------------------------------------------------------------------

  send(message: OutgoingMessage): Promise<ChatMessage> {
    const pending: PendingMessage = {
      to: message.to,
      type: message.type,
      payload: message.payload,
      clientMsgId: message.clientMsgId ?? newClientMsgId(),
      status: 'sending',
      createdAt: this.now(),
    };
    const existing = this.outbox.get(pending.clientMsgId);
    if (existing)
      return existing.status === 'failed' ? this.retry(pending.clientMsgId) : this.wait(pending.clientMsgId);
    const frame: ClientFrame = {
      t: 'send',
      clientMsgId: pending.clientMsgId,
      to: pending.to,
      type: pending.type,
      payload: pending.payload,
    };
    this.outbox.set(pending.clientMsgId, pending);
    const result = this.wait(pending.clientMsgId);
    if (utf8Bytes(JSON.stringify(frame)) > IM_LIMITS.frameBytes) {
      // The server would refuse it: fail now (it stays in the outbox to discard).
      this.refuse(pending.clientMsgId, { code: IM_CODE.tooLarge, msg: 'message too large' });
      return result;
    }
    this.persist();
    this.transmit(pending);
    return result;
  }

  retry(clientMsgId: string): Promise<ChatMessage> {
    const p = this.outbox.get(clientMsgId);
    if (!p)
      return Promise.reject({ code: IM_CODE.badRequest, msg: 'no such pending message' } satisfies ChatError);
    if (p.status === 'failed') {
      p.status = 'sending';
      delete p.error;
      this.sentOn.delete(clientMsgId);
      this.persist();
    }
    const result = this.wait(clientMsgId);
    this.transmit(p);
    return result;
  }

  discard(clientMsgId: string): void {
    this.outbox.delete(clientMsgId);
    this.sentOn.delete(clientMsgId);
    this.deferred.get(clientMsgId)?.reject({ code: 0, msg: 'discarded' });
    this.deferred.delete(clientMsgId);
    this.persist();
  }

  pending(conversationId?: string): PendingMessage[] {
    const all = [...this.outbox.values()].map((p) => ({ ...p }));
    if (conversationId === undefined) return all;
    return all.filter((p) => this.conversationOf(p.to) === conversationId);
  }

  private conversationOf(to: ChatTarget): string | undefined {
    return this.conversationOfTarget.get(targetKey(to)) ?? this.options.conversationIdOf?.(to, this.userId);
  }

  /** One promise per pending message: a retry replaces the settled one. */
  private wait(clientMsgId: string): Promise<ChatMessage> {
    return new Promise<ChatMessage>((resolve, reject) => {
      const previous = this.deferred.get(clientMsgId);
      this.deferred.set(clientMsgId, {
        resolve: (m) => {
          previous?.resolve(m);
          resolve(m);
        },
        reject: (e) => {
          previous?.reject(e);
          reject(e);
        },
      });
    });
  }

  private refuse(clientMsgId: string, error: ChatError) {
    const p = this.outbox.get(clientMsgId);
    if (!p) return;
    p.status = 'failed';
    p.error = error;
    this.sentOn.delete(clientMsgId);
    this.persist();
    const d = this.deferred.get(clientMsgId);
    this.deferred.delete(clientMsgId);
    d?.reject(error);
    this.emit('failed', { ...p });
  }

  private acknowledge(message: ChatMessage) {
    const p = this.outbox.get(message.clientMsgId);
    if (!p) return false;
    this.conversationOfTarget.set(targetKey(p.to), message.conversationId);
    this.outbox.delete(message.clientMsgId);
    this.sentOn.delete(message.clientMsgId);
    this.persist();
    const d = this.deferred.get(message.clientMsgId);
    this.deferred.delete(message.clientMsgId);
    this.markSeen(message);
    this.emit('ack', message);
    d?.resolve(message);
    return true;
  }

  private storedOwner: string | undefined;

  private load() {
    const raw = this.options.storage?.getItem(this.storageKey);
    if (!raw) return;
    try {
      const saved = JSON.parse(raw) as { userId?: string; messages?: PendingMessage[] };
      this.storedOwner = saved.userId;
      for (const p of saved.messages ?? [])
        if (p && typeof p.clientMsgId === 'string') this.outbox.set(p.clientMsgId, { ...p });
    } catch {
      this.options.storage?.removeItem(this.storageKey);
    }
  }

  private persist() {
    const storage = this.options.storage;
    if (!storage) return;
    try {
      if (this.outbox.size === 0) storage.removeItem(this.storageKey);
      else
        storage.setItem(
          this.storageKey,
          JSON.stringify({ userId: this.storedOwner ?? this.userId, messages: [...this.outbox.values()] }),
        );
    } catch {
      // A full or blocked storage: the outbox still lives in memory.
    }
  }

  private dropOutbox() {
    for (const id of [...this.outbox.keys()]) this.discard(id);
  }

  // --- incoming frames -----------------------------------------------------------------------

  private receive(frame: ServerFrame) {
    clearTimeout(this.pongTimer);
    switch (frame.t) {
      case 'ready':
        return this.onReady(frame.userId);
      case 'ack':
        if (!this.acknowledge(frame.message)) this.incoming(frame.message);
        return;
      case 'nack': {
        // Too fast or a server error: nothing was stored, send it again a little later.
        if (frame.code === IM_CODE.rateLimited || (frame.code >= 500 && frame.code < 600)) {
          const p = this.outbox.get(frame.clientMsgId);
          this.sentOn.delete(frame.clientMsgId);
          if (p) setTimeout(() => this.outbox.get(frame.clientMsgId) === p && this.transmit(p), 1000);
          return;
        }
        return this.refuse(frame.clientMsgId, { code: frame.code, msg: frame.msg });
      }
      case 'message':
        return this.incoming(frame.message);
      case 'synced':
        for (const [conversationId, page] of Object.entries(frame.conversations)) {
          for (const m of [...page.messages].sort((a, b) => a.seq - b.seq)) this.incoming(m);
          const w = this.watched.get(conversationId);
          if (!w) continue;
          if (page.more) this.syncCursors({ [conversationId]: w.lastSeq });
          else this.flushHeld(conversationId, w);
        }
        return;
      case 'read':
        return this.emit('read', {
          conversationId: frame.conversationId,
          userId: frame.userId,
          seq: frame.seq,
        });
      case 'typing':
        return this.emit('typing', { conversationId: frame.conversationId, userId: frame.userId });
      case 'conversation':
        return this.emit('conversation', { conversationId: frame.conversationId, change: frame.change });
      case 'error':
        return this.emit('error', { code: frame.code, msg: frame.msg });
      case 'pong':
        return;
    }
  }

  /** A stored message from the server: ours (resolves the pending one) or someone's; once each, in order. */
  private incoming(message: ChatMessage) {
    if (message.senderId === this.userId && this.acknowledge(message)) return;
    const key = `${message.conversationId}:${message.seq}`;
    if (this.seen.has(key)) return;
    const w = this.watched.get(message.conversationId);
    if (!w) {
      this.remember(key);
      this.emit('message', message);
      return;
    }
    if (message.seq <= w.lastSeq || w.held.has(message.seq)) return;
    if (message.seq === w.lastSeq + 1) {
      this.remember(key);
      w.lastSeq = message.seq;
      this.emit('message', message);
      this.drainHeld(w);
      return;
    }
    // A gap: hold it until the missing ones arrive, and ask for them if they do not come soon.
    w.held.set(message.seq, { message, emitted: false });
    this.requestGap(message.conversationId);
  }

  private remember(key: string) {
    this.seen.set(key, true);
    if (this.seen.size > SEEN_MAX) this.seen.delete(this.seen.keys().next().value!);
  }

  /** One of ours was stored: its seq counts as received (emitted as `ack`, not as `message`). */
  private markSeen(message: ChatMessage) {
    this.remember(`${message.conversationId}:${message.seq}`);
    const w = this.watched.get(message.conversationId);
    if (!w || message.seq <= w.lastSeq) return;
    if (message.seq === w.lastSeq + 1) {
      w.lastSeq = message.seq;
      this.drainHeld(w);
    } else if (!w.held.has(message.seq)) {
      w.held.set(message.seq, { message, emitted: true });
      this.requestGap(message.conversationId);
    }
  }

  private drainHeld(w: Watched) {
    for (let next = w.held.get(w.lastSeq + 1); next; next = w.held.get(w.lastSeq + 1)) {
      w.held.delete(w.lastSeq + 1);
      w.lastSeq += 1;
      if (!next.emitted) {
        this.remember(`${next.message.conversationId}:${next.message.seq}`);
        this.emit('message', next.message);
      }
    }
  }

  /** After a sync answered everything there is: what is still held goes out, in order. */
  private flushHeld(conversationId: string, w: Watched) {
    const seqs = [...w.held.keys()].sort((a, b) => a - b);
    for (const seq of seqs) {
      const h = w.held.get(seq)!;
      w.held.delete(seq);
      w.lastSeq = Math.max(w.lastSeq, seq);
      if (!h.emitted) {
        this.remember(`${conversationId}:${seq}`);
        this.emit('message', h.message);
      }
    }
  }

  private requestGap(conversationId: string) {
    if (this.gapTimers.has(conversationId)) return;
    this.gapTimers.set(
      conversationId,
      setTimeout(() => {
        this.gapTimers.delete(conversationId);
        const w = this.watched.get(conversationId);
        if (w?.held.size && this.currentState === 'open') this.syncCursors({ [conversationId]: w.lastSeq });
      }, 300),
    );
  }

  // --- the rest of ChatClient ----------------------------------------------------------------

  watch(conversationId: string, lastSeq: number): void {
    const w = this.watched.get(conversationId);
    if (w) {
      if (lastSeq > w.lastSeq) {
        w.lastSeq = lastSeq;
        for (const seq of [...w.held.keys()]) if (seq <= lastSeq) w.held.delete(seq);
        this.drainHeld(w);
      }
    } else this.watched.set(conversationId, { lastSeq, held: new Map() });
    if (this.currentState === 'open')
      this.syncCursors({ [conversationId]: this.watched.get(conversationId)!.lastSeq });
  }

  markRead(conversationId: string, seq: number): void {
    if (this.currentState === 'open') this.enqueue({ t: 'read', conversationId, seq });
    else this.pendingReads.set(conversationId, Math.max(seq, this.pendingReads.get(conversationId) ?? 0));
  }

  typing(conversationId: string): void {
    if (this.currentState !== 'open') return;
    const now = this.now();
    const last = this.lastTyping.get(conversationId);
    if (last !== undefined && now - last < (this.options.typingThrottleMs ?? 3000)) return;
    this.lastTyping.set(conversationId, now);
    this.enqueue({ t: 'typing', conversationId });
  }

  async history(conversationId: string, beforeSeq?: number): Promise<HistoryPage> {
    const query = new URLSearchParams({ conversationId });
    if (beforeSeq !== undefined) query.set('beforeSeq', String(beforeSeq));
    const token = await this.options.getToken();
    const base = this.options.baseUrl;
    const res = await this.fetchFn(`${base}${IM_HISTORY_PATH}?${query.toString()}`, {
      headers: {
        accept: 'application/json',
        'accept-language': this.locale(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let body: { code?: number; data?: { messages?: ChatMessage[]; more?: boolean } | null; msg?: string };
    try {
      body = (await res.json()) as typeof body;
    } catch {
      throw { code: res.status, msg: res.statusText || 'history failed' } satisfies ChatError;
    }
    if (!res.ok || !body.data || !SUCCESS_CODES.includes(body.code ?? -1))
      throw { code: body.code ?? res.status, msg: body.msg ?? 'history failed' } satisfies ChatError;
    const messages = [...(body.data.messages ?? [])].sort((a, b) => a.seq - b.seq);
    return { messages, more: Boolean(body.data.more) };
  }
}

function utf8Bytes(s: string): number {
  return new TextEncoder().encode(s).length;
}
