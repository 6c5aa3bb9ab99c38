import type { ChatMessage, ChatTarget } from '@platform/contracts/im';
// The constants' own entry: the im index would bring zod into this chunk.
import { IM_CODE, IM_LIMITS } from '@platform/contracts/im/constants';
import type {
  ChatClient,
  ChatEvents,
  ChatState,
  HistoryPage,
  OutgoingMessage,
  PendingMessage,
} from '../types';
import { c2cConversationId, groupConversationId, toTencentConversationId } from './conversation';
import { mapTencentError } from './errors';
import {
  chatMessageFromTencent,
  type TencentEvent,
  type TencentMessage,
  type TencentMessageOptions,
  type TencentSdk,
  type TencentSdkFactory,
} from './sdk';

export interface TencentChatOptions {
  /** From getsdkAppID. */
  sdkAppId: number;
  /** The logged-in user's IM account (Tencent's userID). */
  userId: string;
  /** A fresh UserSig signed by our server (getsdkAppID answers it). */
  getUserSig: () => Promise<{ userSig: string; expireAt?: number }>;
  /** Loads the SDK. Default: a dynamic import of @tencentcloud/chat (its own chunk). */
  loadSdk?: () => Promise<TencentSdkFactory>;
  /** Plugins to register, e.g. { 'tim-upload-plugin': TIMUploadPlugin } for image and file messages. */
  plugins?: Record<string, unknown>;
  locale?: 'zh' | 'en';
  /** The SDK's log level: 0 all ... 4 none; default 1 (release). */
  logLevel?: number;
}

interface Outbox extends PendingMessage {
  /** The SDK message object: resending the same object lets Tencent drop a duplicate. */
  sdkMessage?: TencentMessage;
}

interface Cursor {
  /** The oldest seq handed out, and Tencent's id to continue below it. */
  oldestSeq: number;
  next: string | undefined;
  completed: boolean;
}

class ChatError extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
  }
}

/** Messages kept by id for merged forwarding (the SDK merges its own message objects). */
const SEEN_LIMIT = 2000;

/** The SDK in its own chunk, fetched on the first Tencent chat login only. */
export const loadTencentSdk = async (): Promise<TencentSdkFactory> => {
  const mod = await import('@tencentcloud/chat/index.es.js');
  return mod.default as TencentSdkFactory;
};

function newClientMsgId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * ChatClient over Tencent Cloud Chat's web SDK: the same interface as our own WebSocket transport.
 * The SDK keeps itself in sync after a reconnect, so `watch` has nothing to do, and Tencent has no
 * typing notices, so `typing` sends nothing.
 */
export class TencentChatClient implements ChatClient {
  readonly kind = 'tencent' as const;
  private currentState: ChatState = 'idle';
  private sdk: TencentSdk | undefined;
  private factory: TencentSdkFactory | undefined;
  private connecting: Promise<void> | undefined;
  private readyWaiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private readonly listeners = new Map<keyof ChatEvents, Set<(value: never) => void>>();
  private readonly outbox = new Map<string, Outbox>();
  private readonly cursors = new Map<string, Cursor>();
  private readonly seen = new Map<string, TencentMessage>();
  private readonly sdkHandlers: [string, (event: TencentEvent<never>) => void][] = [];
  private relogging: Promise<void> | undefined;
  private closedByUs = false;

  constructor(private readonly options: TencentChatOptions) {}

  get state(): ChatState {
    return this.currentState;
  }

  on<K extends keyof ChatEvents>(event: K, listener: (value: ChatEvents[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (value: never) => void);
    return () => set.delete(listener as (value: never) => void);
  }

  private emit<K extends keyof ChatEvents>(event: K, value: ChatEvents[K]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (v: ChatEvents[K]) => void)(value);
  }

  private setState(state: ChatState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.emit('state', state);
    if (state === 'open') for (const w of this.readyWaiters.splice(0)) w.resolve();
  }

  private rejectWaiters(error: unknown): void {
    for (const w of this.readyWaiters.splice(0)) w.reject(error);
  }

  /** Resolves when the SDK is ready (SDK_READY). */
  private whenReady(): Promise<void> {
    if (this.currentState === 'open') return Promise.resolve();
    if (this.currentState === 'closed' || this.currentState === 'idle')
      return Promise.reject(new ChatError(IM_CODE.badRequest, 'chat is not connected'));
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  connect(): Promise<void> {
    if (this.currentState === 'open') return Promise.resolve();
    if (this.connecting) return this.connecting;
    this.closedByUs = false;
    this.setState('connecting');
    const ready = new Promise<void>((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
    // Awaited below unless the login itself fails first.
    ready.catch(() => undefined);
    const attempt = (async () => {
      const factory = (this.factory ??= await (this.options.loadSdk ?? loadTencentSdk)());
      if (!this.sdk) {
        this.sdk = factory.create({ SDKAppID: this.options.sdkAppId });
        this.sdk.setLogLevel?.(this.options.logLevel ?? 1);
        if (this.options.plugins) this.sdk.registerPlugin?.(this.options.plugins);
        this.listen(this.sdk, factory);
      }
      await this.login();
      await ready;
    })();
    this.connecting = attempt.then(
      () => {
        this.connecting = undefined;
      },
      (err: unknown) => {
        this.connecting = undefined;
        this.rejectWaiters(err);
        this.setState('closed');
        const mapped = mapTencentError(err, { locale: this.options.locale });
        throw new ChatError(mapped.code, mapped.msg);
      },
    );
    return this.connecting;
  }

  private async login(): Promise<void> {
    const sdk = this.sdk!;
    const { userSig } = await this.options.getUserSig();
    const res = await sdk.login({ userID: this.options.userId, userSig });
    // A repeated login does not fire SDK_READY again.
    if (res?.data?.repeatLogin || sdk.isReady?.()) this.setState('open');
  }

  /** Chat login again, once at a time (the SDK said it was called at the wrong moment). */
  private relogin(): void {
    if (this.relogging || this.closedByUs || !this.sdk) return;
    this.setState('reconnecting');
    this.relogging = this.login()
      .catch((err: unknown) => this.emitError(err))
      .finally(() => {
        this.relogging = undefined;
      });
  }

  private listen(sdk: TencentSdk, factory: TencentSdkFactory): void {
    const { EVENT, TYPES } = factory;
    const on = <T>(name: string, handler: (event: TencentEvent<T>) => void) => {
      const h = handler as (event: TencentEvent<never>) => void;
      sdk.on(name, h);
      this.sdkHandlers.push([name, h]);
    };
    on(EVENT.SDK_READY, () => this.setState('open'));
    on(EVENT.SDK_NOT_READY, () => {
      if (!this.closedByUs) this.setState('reconnecting');
    });
    on<{ state: string }>(EVENT.NET_STATE_CHANGE, (event) => {
      if (this.closedByUs) return;
      const state = event.data?.state;
      if (state === TYPES.NET_STATE_CONNECTED) {
        if (this.sdk?.isReady?.() ?? this.currentState === 'reconnecting') this.setState('open');
      } else if (state === TYPES.NET_STATE_CONNECTING || state === TYPES.NET_STATE_DISCONNECTED) {
        if (this.currentState === 'open') this.setState('reconnecting');
      }
    });
    on<{ type: string }>(EVENT.KICKED_OUT, (event) => {
      if (event.data?.type === TYPES.KICKED_OUT_USERSIG_EXPIRED) {
        // Only the ticket expired: log in with a fresh one.
        this.relogin();
        return;
      }
      // Another login took the session over, or the account was kicked: do not reconnect.
      this.closedByUs = true;
      this.outbox.clear();
      this.rejectWaiters(new ChatError(IM_CODE.badRequest, 'kicked out'));
      this.setState('closed');
      this.emit('revoked', undefined);
    });
    on<TencentMessage[]>(EVENT.MESSAGE_RECEIVED, (event) => {
      for (const raw of event.data ?? []) {
        const message = this.toChat(raw);
        if (message) this.emit('message', message);
      }
    });
  }

  private toChat(raw: TencentMessage): ChatMessage | undefined {
    this.remember(raw);
    return chatMessageFromTencent(raw, this.options.userId, this.factory!.TYPES);
  }

  private remember(raw: TencentMessage): void {
    this.seen.delete(raw.ID);
    this.seen.set(raw.ID, raw);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.keys().next().value as string);
  }

  async disconnect(): Promise<void> {
    this.closedByUs = true;
    this.outbox.clear();
    this.cursors.clear();
    this.rejectWaiters(new ChatError(IM_CODE.badRequest, 'chat logged out'));
    const sdk = this.sdk;
    this.sdk = undefined;
    if (sdk) {
      for (const [name, handler] of this.sdkHandlers.splice(0)) sdk.off(name, handler);
      await sdk.logout().catch(() => undefined);
      await sdk.destroy?.().catch(() => undefined);
    }
    this.setState('closed');
  }

  conversationOf(to: ChatTarget): string {
    return to.type === 'C2C'
      ? c2cConversationId(this.options.userId, to.userId)
      : groupConversationId(to.groupId);
  }

  send(message: OutgoingMessage): Promise<ChatMessage> {
    const clientMsgId = message.clientMsgId ?? newClientMsgId();
    const existing = this.outbox.get(clientMsgId);
    if (existing) return this.deliver(existing);
    const entry: Outbox = { ...message, clientMsgId, status: 'sending', createdAt: Date.now() };
    this.outbox.set(clientMsgId, entry);
    return this.deliver(entry);
  }

  retry(clientMsgId: string): Promise<ChatMessage> {
    const entry = this.outbox.get(clientMsgId);
    if (!entry) return Promise.reject(new ChatError(IM_CODE.badRequest, 'no such pending message'));
    return this.deliver(entry);
  }

  discard(clientMsgId: string): void {
    this.outbox.delete(clientMsgId);
  }

  pending(conversationId?: string): PendingMessage[] {
    const all = [...this.outbox.values()].map(({ sdkMessage: _sdk, ...p }) => p);
    return conversationId ? all.filter((p) => this.conversationOf(p.to) === conversationId) : all;
  }

  private async deliver(entry: Outbox): Promise<ChatMessage> {
    entry.status = 'sending';
    delete entry.error;
    try {
      // Queued while offline: sent once the SDK is ready again.
      await this.whenReady();
      const sdk = this.sdk!;
      let res;
      if (entry.sdkMessage && sdk.resendMessage) {
        res = await sdk.resendMessage(entry.sdkMessage);
      } else {
        entry.sdkMessage = this.create(sdk, entry);
        res = await sdk.sendMessage(entry.sdkMessage);
      }
      const stored = this.toChat(res.data.message);
      if (!stored) throw new ChatError(IM_CODE.badRequest, 'unexpected message from the SDK');
      this.outbox.delete(entry.clientMsgId);
      this.emit('ack', stored);
      return stored;
    } catch (err) {
      const mapped = mapTencentError(err, { locale: this.options.locale, userId: this.options.userId });
      if (this.outbox.get(entry.clientMsgId) === entry) {
        entry.status = 'failed';
        entry.error = { code: mapped.code, msg: mapped.msg };
        const { sdkMessage: _sdk, ...pending } = entry;
        this.emit('failed', pending);
      }
      if (mapped.relogin) this.relogin();
      if (!mapped.silent) this.emit('error', { code: mapped.code, msg: mapped.msg });
      throw new ChatError(mapped.code, mapped.msg);
    }
  }

  /** Our message as the SDK's createXMessage; the client id travels in cloudCustomData. */
  private create(sdk: TencentSdk, entry: Outbox): TencentMessage {
    const { TYPES } = this.factory!;
    const p = entry.payload;
    const base = {
      to: entry.to.type === 'C2C' ? entry.to.userId : entry.to.groupId,
      conversationType: entry.to.type === 'C2C' ? TYPES.CONV_C2C : TYPES.CONV_GROUP,
      cloudCustomData: JSON.stringify({ clientMsgId: entry.clientMsgId }),
    };
    const onProgress =
      typeof p.onProgress === 'function' ? (p.onProgress as TencentMessageOptions['onProgress']) : undefined;
    const withFile = (): TencentMessageOptions => {
      if (!p.file) throw new ChatError(IM_CODE.badRequest, `a ${entry.type} message needs payload.file`);
      return { ...base, payload: { file: p.file }, ...(onProgress ? { onProgress } : {}) };
    };
    switch (entry.type) {
      case 'text':
        return sdk.createTextMessage({ ...base, payload: { text: String(p.text ?? '') } });
      case 'face':
        return sdk.createFaceMessage({
          ...base,
          payload: { index: Number(p.index ?? 0), data: String(p.data ?? '') },
        });
      case 'image':
        return sdk.createImageMessage(withFile());
      case 'audio':
        return sdk.createAudioMessage(withFile());
      case 'video':
        return sdk.createVideoMessage(withFile());
      case 'file':
        return sdk.createFileMessage(withFile());
      case 'custom': {
        const { description, extension, ...data } = p;
        return sdk.createCustomMessage({
          ...base,
          payload: {
            data: JSON.stringify(data),
            description: typeof description === 'string' ? description : '',
            extension: typeof extension === 'string' ? extension : '',
          },
        });
      }
      case 'merged': {
        const ids = Array.isArray(p.messageIds) ? (p.messageIds as string[]) : [];
        const messageList = ids.map((id) => this.seen.get(id));
        if (messageList.length === 0 || messageList.some((m) => !m))
          throw new ChatError(IM_CODE.badRequest, 'merged forwarding needs messages this client has loaded');
        return sdk.createMergerMessage({
          ...base,
          payload: {
            messageList,
            title: String(p.title ?? ''),
            abstractList: Array.isArray(p.abstractList) ? p.abstractList : [],
            compatibleText: String(p.compatibleText ?? p.title ?? ''),
          },
        });
      }
    }
  }

  /**
   * A page of IM_LIMITS.historyPage (30) messages, oldest first, built from getMessageList calls of
   * IM_LIMITS.tencentHistoryCall (15). Continues from where the last page of this conversation
   * ended; an unknown `beforeSeq` is found by paging from the newest.
   */
  async history(conversationId: string, beforeSeq?: number): Promise<HistoryPage> {
    const conversationID = toTencentConversationId(conversationId, this.options.userId);
    if (!conversationID) throw new ChatError(IM_CODE.badRequest, 'not a conversation of this user');
    await this.whenReady();
    const sdk = this.sdk!;
    const page = IM_LIMITS.historyPage;
    let next: string | undefined;
    let below: number | undefined;
    if (beforeSeq !== undefined) {
      const cursor = this.cursors.get(conversationId);
      if (cursor && cursor.oldestSeq === beforeSeq) {
        if (cursor.completed) return { messages: [], more: false };
        next = cursor.next;
      } else {
        below = beforeSeq;
      }
    }
    // Two calls make a page; finding an unknown position may take more.
    const maxCalls = below === undefined ? Math.ceil(page / IM_LIMITS.tencentHistoryCall) : 50;
    let out: { chat: ChatMessage; raw: TencentMessage }[] = [];
    let completed = false;
    for (let calls = 0; calls < maxCalls && out.length < page && !completed; calls++) {
      const res = await sdk.getMessageList({ conversationID, ...(next ? { nextReqMessageID: next } : {}) });
      const { messageList, nextReqMessageID, isCompleted } = res.data;
      const mapped = messageList.flatMap((raw) => {
        const chat = this.toChat(raw);
        return chat && (below === undefined || chat.seq < below) ? [{ chat, raw }] : [];
      });
      out = [...mapped, ...out];
      next = nextReqMessageID || undefined;
      completed = isCompleted || messageList.length === 0;
    }
    let more = !completed;
    if (out.length > page) {
      out = out.slice(out.length - page);
      // Continue just below the oldest message kept.
      next = out[0]!.raw.ID;
      more = true;
    }
    const messages = out.map((o) => o.chat);
    if (messages.length > 0)
      this.cursors.set(conversationId, { oldestSeq: messages[0]!.seq, next, completed: !more });
    return { messages, more };
  }

  markRead(conversationId: string): void {
    const conversationID = toTencentConversationId(conversationId, this.options.userId);
    if (!conversationID || !this.sdk || this.currentState !== 'open') return;
    // Tencent reads a whole conversation at once.
    this.sdk.setMessageRead({ conversationID }).catch((err: unknown) => this.emitError(err));
  }

  /** Tencent Cloud Chat has no typing notice in its basic SDK. */
  typing(): void {}

  /** The SDK catches up by itself after a reconnect. */
  watch(): void {}

  private emitError(err: unknown): void {
    const mapped = mapTencentError(err, { locale: this.options.locale, userId: this.options.userId });
    if (mapped.relogin) this.relogin();
    if (!mapped.silent) this.emit('error', { code: mapped.code, msg: mapped.msg });
  }
}

export function createTencentChatClient(options: TencentChatOptions): ChatClient {
  return new TencentChatClient(options);
}
