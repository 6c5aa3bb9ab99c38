import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import {
  ResultCode,
  findUnstorableText,
  localeFromHeader,
  message,
  type Locale,
  type MessageKey,
} from '@platform/contracts';
import {
  CLOSE_CODES,
  IM_CODE,
  IM_LIMITS,
  IM_SOCKET_PATH,
  clientFrameSchema,
  type ClientFrame,
  type ServerFrame,
} from '@platform/contracts/im';
import { isSessionLive, onSessionsRevoked, usableFrom, verifyAccessToken } from '../../auth';
import type { HubEvent, LocalChatHub } from './hub';
import { ChatRefusal, type ChatCaller, type ChatService } from './ports';

export interface ChatSocketOptions {
  service: ChatService;
  /** From createChatHub; closed with the app. */
  hub: LocalChatHub;
  /** Timings and limits, shortened by tests. */
  helloTimeoutMs?: number;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  framesPerSecond?: number;
  /** The clock tokens expire by (tests move it past a token's `exp`). */
  now?: () => number;
}

/** Frames above IM_LIMITS.frameBytes are answered with a refusal; above this the socket is dropped (1009). */
const HARD_FRAME_BYTES = 2 * 1024 * 1024;
/** A socket whose unsent frames pile up past this is too slow to keep: it catches up on reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Malformed (but JSON) frames tolerated before the socket is closed with badFrame. */
const MAX_BAD_FRAMES = 10;
/** setTimeout's longest delay; a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Frame<T extends ClientFrame['t']> = Extract<ClientFrame, { t: T }>;

/**
 * The chat socket at IM_SOCKET_PATH (the wire protocol is packages/contracts/src/im/realtime.ts):
 * `hello` with the access token within helloTimeoutMs, checked exactly as HTTP calls are; then
 * send/sync/read/typing/ping, each validated, rate-limited per socket and handled in order. A
 * message is acknowledged only after the service stored it, then fanned out through the hub.
 */
export async function registerChatSocket(app: FastifyInstance, options: ChatSocketOptions): Promise<void> {
  const { service, hub } = options;
  const helloTimeoutMs = options.helloTimeoutMs ?? 5000;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const sessionCheckMs = options.sessionCheckMs ?? 30_000;
  const framesPerSecond = options.framesPerSecond ?? IM_LIMITS.framesPerSecond;
  const now = options.now ?? Date.now;
  const db = app.ctx.store.db;
  const jwtKey = app.ctx.jwtKey;

  const byUser = new Map<string, Set<Connection>>();
  const bySession = new Map<string, Set<Connection>>();
  const all = new Set<Connection>();

  const add = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(c);
  };
  const remove = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => {
    const set = map.get(key);
    set?.delete(c);
    if (set && set.size === 0) map.delete(key);
  };

  const closeSessions = (sessionIds: readonly string[]) => {
    for (const sid of sessionIds) for (const c of [...(bySession.get(sid) ?? [])]) c.revoke();
  };

  // This instance's delivery: one serialisation per event, whatever the number of sockets.
  const stopListening = hub.listen((event: HubEvent) => {
    if (event.kind === 'revoke') return closeSessions(event.sessionIds);
    let text: string | undefined;
    for (const userId of new Set(event.userIds)) {
      for (const c of byUser.get(userId) ?? []) {
        if (c.id === event.exceptSocket) continue;
        c.sendText((text ??= JSON.stringify(event.frame)));
      }
    }
  });
  // Logout, password change, refresh-token reuse: end those sessions' sockets on every instance.
  const stopRevocations = onSessionsRevoked(db, (sessionIds) => hub.revokeSessions(sessionIds));

  const heartbeat = setInterval(() => {
    for (const c of all) c.heartbeat();
  }, heartbeatMs);
  heartbeat.unref();
  const sessionCheck = setInterval(() => {
    void Promise.all(
      [...bySession.keys()].map(async (sid) => {
        try {
          if (!(await isSessionLive(db, sid))) closeSessions([sid]);
        } catch (err) {
          app.log.warn({ err }, 'chat socket: session check failed');
        }
      }),
    );
  }, sessionCheckMs);
  sessionCheck.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    stopRevocations();
    stopListening();
    await hub.close();
  });

  class Connection {
    readonly id = randomUUID();
    caller: ChatCaller | undefined;
    locale: Locale;
    private alive = true;
    private closed = false;
    /** Revoked or expired: frames still queued are dropped (nothing more in the token's name). */
    private ended = false;
    private helloTimer: NodeJS.Timeout | undefined;
    /** The token's expiry (ms): the socket closes then, and no frame is handled after it. */
    private expiresAt = Infinity;
    private expiryTimer: NodeJS.Timeout | undefined;
    private tokens = framesPerSecond;
    private refill = Date.now();
    private strikes = 0;
    private badFrames = 0;
    private queue: Promise<void> = Promise.resolve();
    private queued = 0;

    constructor(
      private readonly socket: WebSocket,
      private readonly request: FastifyRequest,
    ) {
      this.locale = localeFromHeader(request.headers['accept-language']);
      all.add(this);
      this.helloTimer = setTimeout(() => this.close(CLOSE_CODES.unauthorized, 'no hello'), helloTimeoutMs);
      socket.on('message', (data, isBinary) => this.receive(data, isBinary));
      socket.on('pong', () => (this.alive = true));
      socket.on('close', () => this.forget());
      socket.on('error', () => this.forget());
    }

    sendText(text: string) {
      if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
      // Nothing reaches a socket past its token's expiry, even before the timer fires.
      if (this.tokenExpired()) return this.expire();
      if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.socket.terminate();
        return;
      }
      this.socket.send(text);
    }

    send(frame: ServerFrame) {
      this.sendText(JSON.stringify(frame));
    }

    close(code: number, reason: string) {
      if (this.closed) return;
      this.forget();
      try {
        this.socket.close(code, reason);
      } catch {
        this.socket.terminate();
      }
    }

    /** The session ended: close, and drop the frames still queued (nothing more in its name). */
    revoke() {
      this.ended = true;
      this.close(CLOSE_CODES.revoked, 'revoked');
    }

    /** The token expired: close so the client reconnects with a fresh one (REST refuses it too). */
    private expire() {
      this.ended = true;
      this.close(CLOSE_CODES.expired, 'token expired');
    }

    private tokenExpired(): boolean {
      return now() >= this.expiresAt;
    }

    private armExpiry() {
      if (this.tokenExpired()) return this.expire();
      const left = Math.min(this.expiresAt - now(), MAX_TIMER_MS);
      this.expiryTimer = setTimeout(() => this.armExpiry(), left);
    }

    heartbeat() {
      if (!this.alive) {
        this.socket.terminate();
        this.forget();
        return;
      }
      this.alive = false;
      try {
        this.socket.ping();
      } catch {
        this.forget();
      }
    }

    private forget() {
      if (this.closed) return;
      this.closed = true;
      clearTimeout(this.helloTimer);
      clearTimeout(this.expiryTimer);
      all.delete(this);
      if (this.caller) {
        remove(byUser, this.caller.userId, this);
        remove(bySession, this.caller.sessionId, this);
      }
    }

    private t(key: MessageKey) {
      return message(key, this.locale);
    }

    /** Token bucket of framesPerSecond; refused frames add strikes that decay as fast. */
    private allow(): boolean {
      const now = Date.now();
      const elapsed = (now - this.refill) / 1000;
      this.refill = now;
      this.tokens = Math.min(framesPerSecond, this.tokens + elapsed * framesPerSecond);
      this.strikes = Math.max(0, this.strikes - elapsed * framesPerSecond);
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return true;
      }
      this.strikes += 1;
      return false;
    }

    private receive(data: RawData, isBinary: boolean) {
      if (this.closed) return;
      this.alive = true;
      if (isBinary) return this.close(CLOSE_CODES.badFrame, 'text frames only');
      const text = rawText(data);
      const allowed = this.allow();
      if (!allowed && this.strikes > framesPerSecond)
        return this.close(CLOSE_CODES.rateLimited, 'rate limited');
      if (Buffer.byteLength(text) > IM_LIMITS.frameBytes) return this.refuseLarge(text);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return this.close(CLOSE_CODES.badFrame, 'not JSON');
      }
      // PostgreSQL cannot store NUL or a lone surrogate: refused here as HTTP refuses them.
      const unstorable = findUnstorableText(json);
      if (unstorable !== undefined)
        return this.refuseBad(json, [this.t('unstorableText'), unstorable].filter(Boolean).join(': '));
      const parsed = clientFrameSchema.safeParse(json);
      if (!parsed.success) return this.refuseBad(json, this.t('badRequest'));
      const frame = parsed.data;
      if (!this.caller && frame.t !== 'hello' && !this.helloPending)
        return this.close(CLOSE_CODES.unauthorized, 'hello first');
      if (!allowed) return this.refuseRate(frame);
      if (this.queued >= framesPerSecond * 2) return this.close(CLOSE_CODES.rateLimited, 'too many pending');
      this.queued += 1;
      if (frame.t === 'hello') this.helloPending = true;
      this.queue = this.queue
        // Accepted sends still run after the socket closed (the client resends them on reconnect:
        // storing now makes that resend a duplicate); the rest would answer no one.
        .then(() => (this.ended || (this.closed && frame.t !== 'send') ? undefined : this.handle(frame)))
        .catch((err: unknown) => {
          app.log.error({ err }, 'chat socket: a frame failed');
          this.send({ t: 'error', code: ResultCode.SERVER_ERROR, msg: this.t('serverError') });
        })
        .finally(() => (this.queued -= 1));
    }

    private helloPending = false;

    private refuseLarge(text: string) {
      const clientMsgId = /"clientMsgId"\s*:\s*"([^"\\]{8,64})"/.exec(text)?.[1];
      const msg = this.t('messageTooLarge');
      if (clientMsgId && /"t"\s*:\s*"send"/.test(text))
        this.send({ t: 'nack', clientMsgId, code: IM_CODE.tooLarge, msg });
      else this.send({ t: 'error', code: IM_CODE.tooLarge, msg });
    }

    private refuseBad(json: unknown, msg: string) {
      if (!this.caller) return this.close(CLOSE_CODES.unauthorized, 'hello first');
      this.badFrames += 1;
      if (this.badFrames > MAX_BAD_FRAMES) return this.close(CLOSE_CODES.badFrame, 'bad frames');
      const clientMsgId = sendIdOf(json);
      // A refused send is answered as such, so the client marks it failed instead of resending it.
      if (clientMsgId) this.send({ t: 'nack', clientMsgId, code: IM_CODE.badRequest, msg });
      else this.send({ t: 'error', code: IM_CODE.badRequest, msg });
    }

    private refuseRate(frame: ClientFrame) {
      const msg = this.t('tooManyRequests');
      if (frame.t === 'send')
        this.send({ t: 'nack', clientMsgId: frame.clientMsgId, code: IM_CODE.rateLimited, msg });
      else if (frame.t !== 'typing') this.send({ t: 'error', code: IM_CODE.rateLimited, msg });
    }

    private async handle(frame: ClientFrame): Promise<void> {
      if (frame.t === 'hello') return this.hello(frame);
      const caller = this.caller;
      if (!caller) return this.close(CLOSE_CODES.unauthorized, 'hello first');
      // Checked on each frame: one may arrive (or wait in the queue) past the expiry before the timer fires.
      if (this.tokenExpired()) return this.expire();
      switch (frame.t) {
        case 'send':
          return this.sendMessage(caller, frame);
        case 'sync':
          return this.sync(caller, frame);
        case 'read': {
          const { recipients } = await service.markRead(caller, frame.conversationId, frame.seq);
          const read: ServerFrame = {
            t: 'read',
            conversationId: frame.conversationId,
            userId: caller.userId,
            seq: frame.seq,
          };
          return hub.publish(recipients, read, { exceptSocket: this.id });
        }
        case 'typing': {
          const recipients = (await service.typingRecipients(caller, frame.conversationId)).filter(
            (u) => u !== caller.userId,
          );
          const typing: ServerFrame = {
            t: 'typing',
            conversationId: frame.conversationId,
            userId: caller.userId,
          };
          return hub.publish(recipients, typing);
        }
        case 'ping':
          return this.send({ t: 'pong' });
      }
    }

    private async hello(frame: Frame<'hello'>) {
      this.helloPending = false;
      if (this.caller) {
        this.send({ t: 'error', code: IM_CODE.badRequest, msg: this.t('badRequest') });
        return;
      }
      if (frame.locale) this.locale = frame.locale;
      const verified = await verifyAccessToken(db, jwtKey, frame.token);
      if (this.closed) return;
      // A widget token works only on a socket opened from its partner's origin.
      const user = verified && usableFrom(verified, this.request) ? verified : null;
      if (!user) return this.close(CLOSE_CODES.unauthorized, 'token invalid');
      clearTimeout(this.helloTimer);
      this.expiresAt = user.expiresAt;
      this.armExpiry();
      if (this.closed) return;
      this.caller = { userId: user.userId, tenantId: user.tenantId, sessionId: user.sessionId };
      add(byUser, user.userId, this);
      add(bySession, user.sessionId, this);
      // The IM account is the user id on our own transport (Tencent Cloud Chat has its own).
      this.send({ t: 'ready', userId: user.userId, imAccount: user.userId });
    }

    private async sendMessage(caller: ChatCaller, frame: Frame<'send'>) {
      const { clientMsgId, to, type, payload } = frame;
      let result;
      try {
        result = await service.send(caller, { clientMsgId, to, type, payload }, this.locale);
      } catch (err) {
        if (err instanceof ChatRefusal) {
          this.send({ t: 'nack', clientMsgId, code: err.code, msg: err.message });
          return;
        }
        // Not stored: the client keeps it pending and resends it (same clientMsgId).
        app.log.error({ err }, 'chat socket: send failed');
        this.send({ t: 'nack', clientMsgId, code: ResultCode.SERVER_ERROR, msg: this.t('serverError') });
        return;
      }
      // Stored: acknowledge to this socket, then tell everyone else (a duplicate is told again,
      // in case the first fan-out was lost with a crashed instance; clients dedupe by seq).
      this.send({ t: 'ack', clientMsgId, message: result.message });
      for (const { userIds, message } of result.deliveries)
        await hub.publish(userIds, { t: 'message', message }, { exceptSocket: this.id });
    }

    private async sync(caller: ChatCaller, frame: Frame<'sync'>) {
      if (Object.keys(frame.cursors).length > IM_LIMITS.syncConversations) {
        this.send({ t: 'error', code: IM_CODE.badRequest, msg: this.t('badRequest') });
        return;
      }
      const conversations = await service.after(caller, frame.cursors);
      this.send({ t: 'synced', conversations });
    }
  }

  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: HARD_FRAME_BYTES },
      // Shutting down (a restart, a deploy): 1001 going away, so clients reconnect and catch up.
      preClose: async () => {
        for (const c of [...all]) c.close(1001, 'server going away');
        for (const ws of scope.websocketServer.clients) ws.terminate();
      },
    });
    scope.get(IM_SOCKET_PATH, { websocket: true }, (socket, request) => {
      new Connection(socket, request);
    });
  });
  app.log.info(`chat socket at ${IM_SOCKET_PATH} (fan-out: ${hub.kind})`);
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function sendIdOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { t, clientMsgId } = json as { t?: unknown; clientMsgId?: unknown };
  return t === 'send' && typeof clientMsgId === 'string' && clientMsgId.length > 0 && clientMsgId.length <= 64
    ? clientMsgId
    : undefined;
}
