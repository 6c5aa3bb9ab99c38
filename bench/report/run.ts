// Company report benchmark: seconds per report (the renderer alone, then through the queue) and
// PDF size, and the API's latency while five reports generate, compared with an idle server.
// Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/report/run.ts [--reports 10] [--requests 400] [--rounds 3] [--pg]
//
// The server runs in this process on in-memory PGlite (--pg: on a fresh schema of
// TEST_DATABASE_URL, default postgres://root@127.0.0.1:5432/test) and listens on a local port;
// the latency probe is a loop of authenticated GETs over HTTP (queru-report-num, which reads the
// tenant's count) with 4 requests in flight, so a blocked event loop shows in its p99.
// generate-report is limited to 20 a minute per IP: 1 warm-up + 5 per round stays under it at 3 rounds.
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { reportApi } from '@platform/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrate } from '../../apps/server/src/db/migrate';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { reportDataOf, renderCompanyReport, reportRunnerOf } from '../../apps/server/src/modules/reports';
import { loadSampleCompanies, sampleCompanies } from '../../apps/server/src/test/sample-companies';
import { loginToken, openTestDb } from '../../apps/server/src/test/test-app';

const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '10' },
    requests: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '3' },
    pg: { type: 'boolean', default: false },
  },
});
const REPORTS = Number(values.reports);
const REQUESTS = Number(values.requests);
const CONCURRENT_REPORTS = 5;
const ROUNDS = Number(values.rounds);
const IN_FLIGHT = 4;

if (values.pg) {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

log(`report bench: ${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(2)}`);
log(`database: ${values.pg ? 'PostgreSQL' : 'PGlite (in memory)'}`);

// 1. The renderer alone.
const companies = sampleCompanies(Math.max(REPORTS, CONCURRENT_REPORTS));
await renderCompanyReport(
  reportDataOf(companies[0]!, { solution: false, targetRegion: null, generatedAt: '2026-11-23' }),
); // warm-up: font files read, code compiled
const times: number[] = [];
const sizes: number[] = [];
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
for (const c of companies.slice(0, REPORTS)) {
  const data = reportDataOf(c, { solution: true, targetRegion: '天津市', generatedAt: '2026-11-23' });
  const t = performance.now();
  const pdf = await renderCompanyReport(data);
  times.push(performance.now() - t);
  sizes.push(pdf.length);
}
loop.disable();
times.sort((a, b) => a - b);
sizes.sort((a, b) => a - b);
log(`\nrenderer on this thread, ${REPORTS} reports one after another`);
log(
  `  seconds per report: mean ${(times.reduce((a, b) => a + b, 0) / times.length / 1000).toFixed(3)} s, ` +
    `median ${(pct(times, 50) / 1000).toFixed(3)} s, max ${(times.at(-1)! / 1000).toFixed(3)} s`,
);
log(`  PDF bytes: median ${pct(sizes, 50)}, min ${sizes[0]}, max ${sizes.at(-1)}`);
log(`  longest event-loop stall while drawing inline: ${ms(loop.max / 1e6)}`);

// 2. A server with the queue.
const { db, drop } = await openTestDb();
await migrate(db);
await seedIfEmpty(db);
const secret = 'b'.repeat(40);
const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'silent', JWT_SECRET: secret });
const app = await buildApp({ config, db, jwtKey: new TextEncoder().encode(secret) });
await loadSampleCompanies(app.ctx.store, companies.length);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const { access } = await loginToken(app, 'zhangwei');
const headers = { authorization: `Bearer ${access}` };

async function probe(count: number, until?: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  let sent = 0;
  const worker = async () => {
    while (until ? !until() : sent < count) {
      sent += 1;
      const t = performance.now();
      const res = await fetch(`${address}${reportApi.reportNum.path}?type=1`, { headers });
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return latencies.sort((a, b) => a - b);
}

try {
  await probe(50); // warm-up
  // One report first, not measured: the server starts its worker thread and loads fonts then.
  const warm = await fetch(`${address}${reportApi.generateReport.path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ entId: companies[0]!.companyId, typeCode: 7, businessType: 0 }),
  });
  const warmId = ((await warm.json()) as { data: { id: string } }).data.id;
  for (let i = 0; i < 500; i += 1) {
    const rows = await db.query<{ status: string }>(`select status from reports where id = $1`, [warmId]);
    if (rows[0]?.status === 'done' || rows[0]?.status === 'failed') break;
    await sleep(20);
  }
  const idle = await probe(REQUESTS);

  // ROUNDS times: queue five reports at once, probe the API until all five are done.
  const busy: number[] = [];
  const walls: number[] = [];
  const busyLoop = monitorEventLoopDelay({ resolution: 5 });
  busyLoop.enable();
  for (let round = 0; round < ROUNDS; round += 1) {
    const t0 = performance.now();
    const ids: string[] = [];
    for (const c of companies.slice(0, CONCURRENT_REPORTS)) {
      const res = await fetch(`${address}${reportApi.generateReport.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ entId: c.companyId, typeCode: 7, businessType: 0 }),
      });
      const body = (await res.json()) as { code: number; data: { id: string } };
      if (body.code !== 200) throw new Error(`generate-report answered ${JSON.stringify(body)}`);
      ids.push(body.data.id);
    }
    let done = false;
    const watcher = (async () => {
      while (!done) {
        const rows = await db.query<{ n: number }>(
          `select count(*)::int as n from reports where status in ('done', 'failed') and id = any($1)`,
          [ids],
        );
        if ((rows[0]?.n ?? 0) >= ids.length) done = true;
        else await sleep(20);
      }
    })();
    busy.push(...(await probe(0, () => done)));
    await watcher;
    walls.push((performance.now() - t0) / 1000);
  }
  busyLoop.disable();
  busy.sort((a, b) => a - b);
  const wall = walls.reduce((a, b) => a + b, 0) / walls.length;
  const failed = await db.query<{ n: number }>(
    `select count(*)::int as n from reports where status = 'failed'`,
  );
  const stored = await db.query<{ n: number; bytes: number }>(
    `select count(*)::int as n, coalesce(avg(length(pdf)), 0)::int as bytes from report_files`,
  );

  const where = reportRunnerOf(app.ctx)?.renderMode === 'worker' ? 'in a worker thread' : 'inline';
  log(
    `\nqueue, ${CONCURRENT_REPORTS} reports queued at once, ${ROUNDS} rounds (concurrency 2, drawn ${where})`,
  );
  log(
    `  five done in ${wall.toFixed(2)} s on average: ${(wall / CONCURRENT_REPORTS).toFixed(3)} s per report; ` +
      `${stored[0]?.n ?? 0} stored (${stored[0]?.bytes ?? 0} bytes each on average), ${failed[0]?.n ?? 0} failed`,
  );
  log(`  longest event-loop stall meanwhile: ${ms(busyLoop.max / 1e6)}`);
  log(`\nAPI latency, GET queru-report-num, ${IN_FLIGHT} in flight`);
  log(
    `  idle:                    ${idle.length} requests, p50 ${ms(pct(idle, 50))}, p99 ${ms(pct(idle, 99))}, max ${ms(idle.at(-1)!)}`,
  );
  log(
    `  while 5 reports generate: ${busy.length} requests, p50 ${ms(pct(busy, 50))}, p99 ${ms(pct(busy, 99))}, max ${ms(busy.at(-1)!)}`,
  );
} finally {
  await app.close();
  await db.close();
  await drop();
}
