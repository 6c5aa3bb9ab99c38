import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@platform/contracts';
import { IM_SOCKET_PATH, type ClientFrame, type ServerFrame } from '@platform/contracts/im';
import { WebSocket } from 'ws';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { JWT_ISSUER } from '../lib/auth';
import { newNumericId } from '../lib/crypto';
import { openSeededTestDb } from './test-app';

type Db = Awaited<ReturnType<typeof openSeededTestDb>>['db'];
import type { ChatService } from '../modules/im/realtime/ports';
import type { ChatSocketOptions } from '../modules/im/realtime/socket';
import { overrideChatTransport } from '../modules/im/realtime/wiring';

/**
 * Real servers for the transport's tests and the benchmark: the whole app (auth included) on a
 * port, the chat socket registered with the given service, in-process or Redis fan-out.
 */
export const TEST_JWT_SECRET = 'x'.repeat(40);

export interface ChatTestDb {
  db: Db;
  close(): Promise<void>;
}

/** A migrated and seeded database (PGlite, or PostgreSQL under TEST_DB=postgres) several apps share. */
export async function openChatTestDb(): Promise<ChatTestDb> {
  const { db, drop } = await openSeededTestDb();
  return {
    db,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}

export interface ChatTestServer {
  app: FastifyInstance;
  /** ws://127.0.0.1:<port>/api/platform-im/socket */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ChatTestServerOptions {
  db: Db;
  /** Left out: the im module's own service on `db` (createChatService), as the product starts it. */
  service?: ChatService;
  /** REDIS_URL and REDIS_NAMESPACE for the two-instance runs. */
  env?: Record<string, string>;
  socket?: Omit<ChatSocketOptions, 'service' | 'hub'>;
  port?: number;
}

export async function startChatServer(options: ChatTestServerOptions): Promise<ChatTestServer> {
  const config = loadConfig({
    APP_MODE: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    ...options.env,
  });
  overrideChatTransport(config, { service: options.service, socket: options.socket });
  const app = await buildApp({ config, db: options.db, jwtKey: new TextEncoder().encode(config.jwtSecret) });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, url: `ws://127.0.0.1:${port}${IM_SOCKET_PATH}`, close: () => app.close() };
}

export interface ChatTestUser {
  userId: string;
  sessionId: string;
  token: string;
}

/**
 * Users with a live session each and an access token signed as the auth module signs them
 * (tests use the real login where the login matters; the benchmark needs a thousand users).
 */
export async function createChatUsers(
  db: Db,
  count: number,
  options: { expiresInSeconds?: number } = {},
): Promise<ChatTestUser[]> {
  const [tenant] = await db.query<{ tenant_id: string }>(
    'select tenant_id from tenants order by tenant_id limit 1',
  );
  if (!tenant) throw new Error('no tenant: seed the database first');
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const users: ChatTestUser[] = [];
  // Numeric ids as the product makes them: the real chat service derives conversation ids from them.
  for (let i = 0; i < count; i++) users.push({ userId: newNumericId(), sessionId: randomUUID(), token: '' });
  await db.transaction(async (tx) => {
    for (const u of users) {
      await tx.query(
        `insert into users (id, account, password_hash, default_tenant_id) values ($1, $2, 'x', $3)`,
        [u.userId, u.userId, tenant.tenant_id],
      );
      await tx.query(
        `insert into auth_sessions (id, user_id, tenant_id, client_id) values ($1, $2, $3, 'portal')`,
        [u.sessionId, u.userId, tenant.tenant_id],
      );
    }
  });
  for (const u of users) u.token = await signAccessToken(key, u, tenant.tenant_id, options.expiresInSeconds);
  return users;
}

/** Makes each pair friends (one im_friends row, in the first user's default tenant), so they may chat. */
export async function befriend(db: Db, pairs: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [userId, friendId] of pairs)
      await tx.query(
        `insert into im_friends (tenant_id, user_id, friend_user_id)
         select default_tenant_id, id, $2 from users where id = $1`,
        [userId, friendId],
      );
  });
}

/** Another login (session) of the same user: their second device. */
export async function newSession(db: Db, user: ChatTestUser): Promise<ChatTestUser> {
  const [row] = await db.query<{ tenant_id: string }>('select tenant_id from auth_sessions where id = $1', [
    user.sessionId,
  ]);
  const sessionId = randomUUID();
  await db.query(
    `insert into auth_sessions (id, user_id, tenant_id, client_id) values ($1, $2, $3, 'portal')`,
    [sessionId, user.userId, row!.tenant_id],
  );
  const next = { userId: user.userId, sessionId, token: '' };
  next.token = await signAccessToken(new TextEncoder().encode(TEST_JWT_SECRET), next, row!.tenant_id);
  return next;
}

export function signAccessToken(
  key: Uint8Array,
  user: { userId: string; sessionId: string },
  tenantId: string,
  expiresInSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ tid: tenantId, sid: user.sessionId, cid: 'portal', acc: user.userId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuer(JWT_ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

/** A `ws` client that records every frame and waits for the ones a test expects. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly taken = new Set<ServerFrame>();
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const w of this.waiters) w();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const w of this.waiters) w();
      }),
    );
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const s = new TestSocket(ws);
      ws.once('open', () => resolve(s));
      ws.once('error', reject);
    });
  }

  /** Opens, says hello and waits for `ready`. */
  static async connect(url: string, token: string, locale?: 'zh' | 'en'): Promise<TestSocket> {
    const s = await TestSocket.open(url);
    s.send({ t: 'hello', token, ...(locale ? { locale } : {}) });
    await s.next('ready');
    return s;
  }

  send(frame: ClientFrame | Record<string, unknown> | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame not yet taken of type `t` (and matching `where`); waits up to timeoutMs. */
  next<T extends ServerFrame['t']>(
    t: T,
    where: (f: Extract<ServerFrame, { t: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ServerFrame, { t: T }>> {
    const find = () =>
      this.frames.find(
        (f): f is Extract<ServerFrame, { t: T }> =>
          f.t === t && !this.taken.has(f) && where(f as Extract<ServerFrame, { t: T }>),
      );
    return new Promise((resolve, reject) => {
      const check = () => {
        const f = find();
        if (f) {
          this.taken.add(f);
          done();
          resolve(f);
        } else if (this.ws.readyState === WebSocket.CLOSED) {
          done();
          reject(new Error(`socket closed while waiting for ${t}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(
            `no ${t} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((f) => f.t))}`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
      };
      this.waiters.push(check);
      check();
    });
  }

  /** Frames of type `t` received so far. */
  all<T extends ServerFrame['t']>(t: T): Array<Extract<ServerFrame, { t: T }>> {
    return this.frames.filter((f): f is Extract<ServerFrame, { t: T }> => f.t === t);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }

  /** Drops the connection without a closing handshake (a lost network). */
  kill(): void {
    this.ws.terminate();
  }
}
