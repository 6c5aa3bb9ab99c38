/**
 * Chat socket benchmark: 1,000 concurrent sockets on one instance, then across two instances
 * through Redis. Prints figures (send-to-receive p50/p99, messages per second), never pass/fail.
 *
 *   npm run bench:im-socket
 *   npm run bench:im-socket -- --sockets 1000 --rate 500 --duration 10 --burst 5 --redis redis://127.0.0.1:6379
 *
 * The servers run in this process (the whole app with auth, on PGlite) and so do the `ws`
 * clients: the figures include the clients' own work. The chat service is a factory (see
 * ImBenchTarget): the in-memory fake until the im module's real service is merged, then the real
 * one on the database.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import type { ServerFrame } from '@platform/contracts/im';
import { createFakeChatService } from '../../apps/server/src/test/fake-chat-service';
import { createChatUsers, openChatTestDb, startChatServer } from '../../apps/server/src/test/chat-servers';

/** What the benchmark needs from a server set-up: instances sharing one store, and users. */
export interface ImBenchTarget {
  name: string;
  /** One more instance (REDIS_URL in env for the fan-out through Redis). */
  start(env: Record<string, string>): Promise<{ url: string; close(): Promise<void> }>;
  users(count: number): Promise<Array<{ userId: string; token: string }>>;
  close(): Promise<void>;
}

/** The in-memory ChatService (modules/im/realtime/fake-service.ts) over the real app on PGlite. */
export async function fakeServiceTarget(): Promise<ImBenchTarget> {
  const store = await openChatTestDb();
  const service = createFakeChatService();
  return {
    name: 'fake ChatService (in memory), auth on PGlite',
    start: (env) => startChatServer({ db: store.db, service, env }),
    users: (count) => createChatUsers(store.db, count, { prefix: `bench-${randomUUID().slice(0, 6)}` }),
    close: () => store.close(),
  };
}

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '10' },
    burst: { type: 'string', default: '5' },
    redis: { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const SOCKETS = Number(args.sockets);
const RATE = Number(args.rate);
const DURATION = Number(args.duration);
const BURST = Number(args.burst);

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

interface Figures {
  scenario: string;
  sockets: number;
  connectSeconds: number;
  steady: {
    rate: number;
    achieved: number;
    sent: number;
    received: number;
    p50: number;
    p99: number;
    max: number;
  };
  burst: { seconds: number; sent: number; received: number; perSecond: number; p50: number; p99: number };
  nacks: number;
}

/** Half the sockets send to the other half (sender i -> receiver i), on the URLs given. */
async function scenario(
  name: string,
  senderUrl: string,
  receiverUrl: string,
  target: ImBenchTarget,
): Promise<Figures> {
  const pairs = Math.floor(SOCKETS / 2);
  const users = await target.users(pairs * 2);
  const latencies: number[] = [];
  let received = 0;
  let nacks = 0;
  const onReceive = (f: ServerFrame) => {
    if (f.t === 'message') {
      received += 1;
      const sentAt = f.message.payload.sentAt;
      if (typeof sentAt === 'number') latencies.push(performance.now() - sentAt);
    } else if (f.t === 'nack') nacks += 1;
  };
  const t0 = performance.now();
  const senders = await inBatches(users.slice(0, pairs), 50, (u) => connect(senderUrl, u, onReceive));
  const receivers = await inBatches(users.slice(pairs), 50, (u) => connect(receiverUrl, u, onReceive));
  const connectSeconds = (performance.now() - t0) / 1000;
  const send = (i: number) => {
    const s = senders[i]!;
    s.ws.send(
      JSON.stringify({
        t: 'send',
        clientMsgId: randomUUID(),
        to: { type: 'C2C', userId: receivers[i]!.userId },
        type: 'text',
        payload: { text: '你好，这是一条压测消息', sentAt: performance.now() },
      }),
    );
  };

  // Steady: RATE messages a second spread over the senders, for DURATION seconds.
  const tickMs = 10;
  const perTick = (RATE * tickMs) / 1000;
  let owed = 0;
  let next = 0;
  let sent = 0;
  const s0 = performance.now();
  const steadyEnd = s0 + DURATION * 1000;
  while (performance.now() < steadyEnd) {
    owed += perTick;
    for (; owed >= 1; owed -= 1, sent += 1) send(next++ % pairs);
    await sleep(tickMs);
  }
  const steadySeconds = (performance.now() - s0) / 1000;
  await waitFor(() => received >= sent, 5000);
  const steadyLat = [...latencies].sort((a, b) => a - b);
  const steady = {
    rate: RATE,
    achieved: sent / steadySeconds,
    sent,
    received,
    p50: pct(steadyLat, 50),
    p99: pct(steadyLat, 99),
    max: steadyLat.at(-1) ?? NaN,
  };

  // Burst: every sender at 15 frames a second (under the per-socket limit of 20) for BURST seconds.
  latencies.length = 0;
  const receivedBefore = received;
  let burstSent = 0;
  const b0 = performance.now();
  const burstEnd = b0 + BURST * 1000;
  while (performance.now() < burstEnd) {
    for (let i = 0; i < pairs; i++) send(i);
    burstSent += pairs;
    await sleep(1000 / 15);
  }
  await waitFor(() => received - receivedBefore >= burstSent, 15_000);
  const burstSeconds = (performance.now() - b0) / 1000;
  const burstLat = [...latencies].sort((a, b) => a - b);
  for (const c of [...senders, ...receivers]) c.ws.terminate();
  return {
    scenario: name,
    sockets: pairs * 2,
    connectSeconds,
    steady,
    burst: {
      seconds: burstSeconds,
      sent: burstSent,
      received: received - receivedBefore,
      perSecond: (received - receivedBefore) / burstSeconds,
      p50: pct(burstLat, 50),
      p99: pct(burstLat, 99),
    },
    nacks,
  };
}

async function waitFor(check: () => boolean, ms: number) {
  const end = performance.now() + ms;
  while (!check() && performance.now() < end) await sleep(20);
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
  console.log(`\n${f.scenario}: ${f.sockets} sockets (connected in ${f.connectSeconds.toFixed(1)} s)`);
  console.log(
    `  steady ${f.steady.rate} msg/s asked, ${f.steady.achieved.toFixed(0)} sent/s: sent ${f.steady.sent}, received ${f.steady.received}; send->receive p50 ${ms(f.steady.p50)}, p99 ${ms(f.steady.p99)}, max ${ms(f.steady.max)}`,
  );
  console.log(
    `  burst (each sender at 15/s): ${f.burst.perSecond.toFixed(0)} msg/s delivered (${f.burst.received}/${f.burst.sent} in ${f.burst.seconds.toFixed(1)} s); p50 ${ms(f.burst.p50)}, p99 ${ms(f.burst.p99)}`,
  );
  if (f.nacks) console.log(`  nacks: ${f.nacks}`);
}

async function main() {
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(
    `im-socket bench: ${SOCKETS} sockets, steady ${RATE} msg/s for ${DURATION} s, burst ${BURST} s; ${availableParallelism()} cores, Node ${process.version}, load ${load.join(' ')}`,
  );
  const target = await fakeServiceTarget();
  console.log(`service: ${target.name}`);
  const results: Figures[] = [];
  try {
    const one = await target.start({});
    results.push(await scenario('one instance (in-process fan-out)', one.url, one.url, target));
    print(results.at(-1)!);
    await one.close();

    if (await redisAnswers(args.redis)) {
      const env = { REDIS_URL: args.redis, REDIS_NAMESPACE: `bench-${randomUUID().slice(0, 8)}` };
      const a = await target.start(env);
      const b = await target.start(env);
      results.push(
        await scenario('two instances through Redis (senders on A, receivers on B)', a.url, b.url, target),
      );
      print(results.at(-1)!);
      await Promise.all([a.close(), b.close()]);
    } else
      console.log(`\ntwo instances: skipped, no Redis answers at ${args.redis} (--redis or BENCH_REDIS_URL)`);
  } finally {
    await target.close();
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/im-socket-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify({ load, cores: availableParallelism(), node: process.version, results }, null, 2),
  );
  console.log(
    `\nload at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; written ${file}`,
  );
}

await main();
