/**
 * Chat socket benchmark: the real chat service (modules/im createChatService, as the im module
 * starts it) behind the socket, on PGlite and on PostgreSQL, with one instance and with two
 * instances through Redis. Every send goes the product's way: checks, store in a transaction,
 * then the ack to the sender and the fan-out to the peer. Prints figures, never pass/fail.
 *
 *   npm run bench:im-socket
 *   npm run bench:im-socket -- --sockets 1000 --rate 500 --duration 10 --burst 5 \
 *     [--db pglite|postgres|both] [--database-url postgres://root@127.0.0.1:5432/test] [--redis redis://127.0.0.1:6379]
 *
 * The servers (the whole app with auth) and the `ws` clients run in this process, so the figures
 * include the clients' work; PGlite runs in this process too, PostgreSQL in its own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { WebSocket } from 'ws';
import type { ServerFrame } from '@platform/contracts/im';
import type { Db } from '../../apps/server/src/db/db';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { befriend, createChatUsers, startChatServer } from '../../apps/server/src/test/chat-servers';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '10' },
    burst: { type: 'string', default: '5' },
    db: { type: 'string', default: 'both' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
    },
    redis: { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const SOCKETS = Number(args.sockets);
const RATE = Number(args.rate);
const DURATION = Number(args.duration);
const BURST = Number(args.burst);
/** Each sender's ceiling in the saturation run, under the socket's limit of 20 frames a second. */
const SENDER_MAX_PER_SECOND = 15;
/** How long the bench waits for the last acks and deliveries after a run. */
const DRAIN_MS = 30_000;

/** A database the servers share, and how to start one more server instance on it. */
interface Target {
  name: string;
  /** Where users are created (the first instance's database). */
  db: Db;
  /** One more instance: its own pool on PostgreSQL (as another process would have), the one PGlite. */
  start(env: Record<string, string>): Promise<{ url: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

async function prepare(db: Db) {
  await migrate(db);
  await seedIfEmpty(db);
}

async function pgliteTarget(): Promise<Target> {
  const db = await openPglite(undefined);
  await prepare(db);
  return {
    name: 'PGlite (in memory, in this process)',
    db,
    start: (env) => startChatServer({ db, env }),
    close: () => db.close(),
  };
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** A fresh schema on PostgreSQL, dropped on close; each instance opens its own pool of 10 (the product's default). */
async function postgresTarget(url: string): Promise<Target> {
  const schema = `bench_im_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await admin.connect();
  const [{ server_version: version }] = (await admin.query<{ server_version: string }>('show server_version'))
    .rows as [{ server_version: string }];
  await admin.query(`create schema ${schema}`);
  const pools: Db[] = [];
  const open = async () => {
    const db = await openPostgres(url, { schema });
    pools.push(db);
    return db;
  };
  const close = async () => {
    await Promise.all(pools.map((p) => p.close()));
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  };
  try {
    const db = await open();
    await prepare(db);
    let first = true;
    return {
      name: `PostgreSQL ${version} (schema ${schema} on ${redact(url)}, dropped after)`,
      db,
      async start(env) {
        const instanceDb = first ? db : await open();
        first = false;
        const server = await startChatServer({ db: instanceDb, env });
        return {
          url: server.url,
          async close() {
            await server.close();
            if (instanceDb !== db) {
              pools.splice(pools.indexOf(instanceDb), 1);
              await instanceDb.close();
            }
          },
        };
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

interface Client {
  userId: string;
  ws: WebSocket;
}

function connect(url: string, user: { userId: string; token: string }, onFrame: (f: ServerFrame) => void) {
  return new Promise<Client>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ t: 'hello', token: user.token })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.t === 'ready') resolve({ userId: user.userId, ws });
      else onFrame(frame);
    });
  });
}

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, ms: number) {
  const end = performance.now() + ms;
  while (!check() && performance.now() < end) await sleep(20);
}

interface Latencies {
  p50: number;
  p99: number;
  max: number;
}
const summary = (values: number[]): Latencies => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) ?? NaN };
};

interface Run {
  sent: number;
  acked: number;
  delivered: number;
  /** Acks a second over the run (first send to last ack). */
  ackedPerSecond: number;
  /** Send to the sender's ack: checks, the store's commit, the answer. */
  ack: Latencies;
  /** Send to the peer's `message` frame. */
  delivery: Latencies;
}

interface Figures {
  scenario: string;
  sockets: number;
  connectSeconds: number;
  steady: Run & { rate: number; sentPerSecond: number };
  saturation: Run & { seconds: number; perSenderCap: number };
  nacks: Record<string, number>;
  socketsClosed: number;
}

/** What one run records: send times by clientMsgId, ack and delivery times. */
class Recorder {
  sentAt = new Map<string, number>();
  ackMs: number[] = [];
  deliveryMs: number[] = [];
  firstSend = 0;
  lastAck = 0;
  nacked = 0;

  sent(id: string) {
    const now = performance.now();
    if (!this.sentAt.size) this.firstSend = now;
    this.sentAt.set(id, now);
  }
  acked(id: string) {
    const at = this.sentAt.get(id);
    if (at === undefined) return;
    this.lastAck = performance.now();
    this.ackMs.push(this.lastAck - at);
  }
  delivered(id: string) {
    const at = this.sentAt.get(id);
    if (at !== undefined) this.deliveryMs.push(performance.now() - at);
  }
  settled() {
    return this.ackMs.length + this.nacked >= this.sentAt.size && this.deliveryMs.length >= this.ackMs.length;
  }
  result(): Run {
    const seconds = (this.lastAck - this.firstSend) / 1000;
    return {
      sent: this.sentAt.size,
      acked: this.ackMs.length,
      delivered: this.deliveryMs.length,
      ackedPerSecond: seconds > 0 ? this.ackMs.length / seconds : NaN,
      ack: summary(this.ackMs),
      delivery: summary(this.deliveryMs),
    };
  }
}

/** Half the sockets send to the other half (sender i -> receiver i, friends), on the URLs given. */
async function scenario(name: string, senderUrl: string, receiverUrl: string, db: Db): Promise<Figures> {
  const pairs = Math.floor(SOCKETS / 2);
  const users = await createChatUsers(db, pairs * 2);
  await befriend(
    db,
    users.slice(0, pairs).map((u, i) => [u.userId, users[pairs + i]!.userId] as const),
  );
  let run = new Recorder();
  const nacks: Record<string, number> = {};
  let socketsClosed = 0;
  const onAck = new Map<string, () => void>();
  const onSender = (f: ServerFrame) => {
    if (f.t === 'ack') {
      run.acked(f.clientMsgId);
      onAck.get(f.clientMsgId)?.();
    } else if (f.t === 'nack') {
      run.nacked += 1;
      nacks[f.code] = (nacks[f.code] ?? 0) + 1;
      onAck.get(f.clientMsgId)?.();
    }
  };
  const onReceiver = (f: ServerFrame) => {
    if (f.t === 'message') run.delivered(f.message.clientMsgId);
  };
  const t0 = performance.now();
  const senders = await inBatches(users.slice(0, pairs), 50, (u) => connect(senderUrl, u, onSender));
  const receivers = await inBatches(users.slice(pairs), 50, (u) => connect(receiverUrl, u, onReceiver));
  const connectSeconds = (performance.now() - t0) / 1000;
  for (const c of [...senders, ...receivers]) c.ws.on('close', () => (socketsClosed += 1));

  const send = (i: number) => {
    const clientMsgId = randomUUID();
    run.sent(clientMsgId);
    senders[i]!.ws.send(
      JSON.stringify({
        t: 'send',
        clientMsgId,
        to: { type: 'C2C', userId: receivers[i]!.userId },
        type: 'text',
        payload: { text: '你好，这是一条压测消息' },
      }),
    );
    return clientMsgId;
  };

  // One send answered with an ack before anything is timed: a refused send would make figures of errors.
  const probe = new Promise<ServerFrame>((resolve) => {
    senders[0]!.ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as ServerFrame;
      if (f.t === 'ack' || f.t === 'nack') resolve(f);
    });
  });
  send(0);
  const answer = await probe;
  if (answer.t !== 'ack') throw new Error(`the first send was refused: ${JSON.stringify(answer)}`);
  await waitFor(() => run.settled(), DRAIN_MS);
  run = new Recorder();

  // Steady: RATE messages a second spread over the senders, for DURATION seconds (open loop). What
  // is owed follows the clock, so a late tick sends what it owes instead of lowering the rate.
  const tickMs = 10;
  let next = 0;
  const s0 = performance.now();
  const steadyEnd = s0 + DURATION * 1000;
  for (let now = s0; now < steadyEnd; now = performance.now()) {
    const owed = Math.floor(((now - s0) / 1000) * RATE) - next;
    for (let k = 0; k < owed; k++) send(next++ % pairs);
    await sleep(tickMs);
  }
  const sentPerSecond = run.sentAt.size / ((performance.now() - s0) / 1000);
  await waitFor(() => run.settled(), DRAIN_MS);
  const steady = { rate: RATE, sentPerSecond, ...run.result() };

  // Saturation: every sender sends its next message on the ack of the last (closed loop), at most
  // SENDER_MAX_PER_SECOND a second, for BURST seconds: how many messages the store acknowledges.
  run = new Recorder();
  const b0 = performance.now();
  const burstEnd = b0 + BURST * 1000;
  const minGap = 1000 / SENDER_MAX_PER_SECOND;
  await Promise.all(
    senders.map(async (_, i) => {
      while (performance.now() < burstEnd) {
        const started = performance.now();
        const id = send(i);
        const answered = await Promise.race([
          new Promise<boolean>((resolve) => onAck.set(id, () => resolve(true))),
          sleep(DRAIN_MS).then(() => false),
        ]);
        onAck.delete(id);
        if (!answered) return; // no answer in time (a closed socket): this sender stops
        const wait = minGap - (performance.now() - started);
        if (wait > 0) await sleep(wait);
      }
    }),
  );
  const seconds = (performance.now() - b0) / 1000;
  await waitFor(() => run.settled(), DRAIN_MS);
  const saturation = { seconds, perSenderCap: SENDER_MAX_PER_SECOND, ...run.result() };
  for (const c of [...senders, ...receivers]) c.ws.terminate();
  return { scenario: name, sockets: pairs * 2, connectSeconds, steady, saturation, nacks, socketsClosed };
}

async function redisAnswers(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const r = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

function print(f: Figures) {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const lat = (l: Latencies) => `p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, max ${ms(l.max)}`;
  const s = f.steady;
  const b = f.saturation;
  console.log(`\n${f.scenario}: ${f.sockets} sockets (connected in ${f.connectSeconds.toFixed(1)} s)`);
  console.log(
    `  steady ${s.rate} msg/s asked, ${s.sentPerSecond.toFixed(0)} sent/s, ${s.ackedPerSecond.toFixed(0)} acked/s: sent ${s.sent}, acked ${s.acked}, delivered ${s.delivered}`,
  );
  console.log(`    send->ack ${lat(s.ack)}`);
  console.log(`    send->peer ${lat(s.delivery)}`);
  console.log(
    `  saturation (each sender waits for its ack, at most ${b.perSenderCap}/s): ${b.ackedPerSecond.toFixed(0)} acked/s; sent ${b.sent}, acked ${b.acked}, delivered ${b.delivered} in ${b.seconds.toFixed(1)} s`,
  );
  console.log(`    send->ack ${lat(b.ack)}`);
  console.log(`    send->peer ${lat(b.delivery)}`);
  if (Object.keys(f.nacks).length) console.log(`  nacks by code: ${JSON.stringify(f.nacks)}`);
  if (f.socketsClosed) console.log(`  sockets closed by the server: ${f.socketsClosed}`);
}

async function benchTarget(target: Target): Promise<Figures[]> {
  console.log(`\n== ${target.name}`);
  const results: Figures[] = [];
  try {
    const one = await target.start({});
    results.push(await scenario(`${target.name}, one instance`, one.url, one.url, target.db));
    print(results.at(-1)!);
    await one.close();

    if (await redisAnswers(args.redis)) {
      const env = { REDIS_URL: args.redis, REDIS_NAMESPACE: `bench-${randomUUID().slice(0, 8)}` };
      const a = await target.start(env);
      const b = await target.start(env);
      const name = `${target.name}, two instances through Redis (senders on A, receivers on B)`;
      results.push(await scenario(name, a.url, b.url, target.db));
      print(results.at(-1)!);
      await Promise.all([a.close(), b.close()]);
    } else
      console.log(`\ntwo instances: skipped, no Redis answers at ${args.redis} (--redis or BENCH_REDIS_URL)`);
  } finally {
    await target.close();
  }
  return results;
}

async function main() {
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(
    `im-socket bench: ${SOCKETS} sockets, steady ${RATE} msg/s for ${DURATION} s, saturation ${BURST} s; ${availableParallelism()} cores, Node ${process.version}, load ${load.join(' ')}`,
  );
  console.log(
    'service: the im module’s createChatService on the database (store in a transaction, then ack)',
  );
  const results: Figures[] = [];
  const skipped: string[] = [];
  if (args.db !== 'postgres') results.push(...(await benchTarget(await pgliteTarget())));
  if (args.db !== 'pglite') {
    const url = args['database-url'];
    const target = await postgresTarget(url).catch((err: unknown) => {
      const reason = `PostgreSQL at ${redact(url)}: ${err instanceof Error ? err.message : String(err)}`;
      skipped.push(reason);
      console.log(`\nskipped ${reason}`);
    });
    if (target) results.push(...(await benchTarget(target)));
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/im-socket-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  const endLoad = loadavg().map((n) => n.toFixed(2));
  writeFileSync(
    file,
    JSON.stringify(
      { load, endLoad, cores: availableParallelism(), node: process.version, results, skipped },
      null,
      2,
    ),
  );
  console.log(`\nload at the end ${endLoad.join(' ')}; written ${file}`);
}

await main();
