// Business card detail latency: loads 100,000 cards of 25,000 users (8 modules each: bullets,
// linked enterprise, four tag lists, business scope, dynamics) next to a small generated company
// set, then calls GET /api/platform-vcard/vcard/getVcardDetailById for random card ids in process
// through Fastify's inject (routing, validation, the public by-id read, modules, listing flag,
// relations for a logged-in viewer, masking, serialisation; no socket), as a visitor and as a
// logged-in user, and prints p50 / p95 / p99 / max in ms. Figures only, never pass/fail.
// PGlite on a temp directory by default; --database-url uses PostgreSQL (a scratch schema, dropped
// afterwards).
//
//   npx tsx --conditions=@platform/source bench/card-detail/run.ts [--cards 100000] [--requests 2000]
//     [--database-url postgres://root@127.0.0.1:5432/test]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { vcardApi } from '@platform/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { seedDemoEnterprises } from '../../apps/server/src/modules/bigdata/demo';
import { bearer, loginToken } from '../../apps/server/src/test/test-app';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '100000' },
    companies: { type: 'string', default: '500' },
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    schema: { type: 'string', default: `bench_card_${process.pid}` },
  },
});
const cards = Number(values.cards);
const requests = Number(values.requests);
const url = values['database-url'];
const dir = url ? undefined : mkdtempSync(path.join(os.tmpdir(), 'card-detail-bench-'));
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${values.schema}`);
  await admin.end();
}
const db = url ? await openPostgres(url, { schema: values.schema, max: 4 }) : await openPglite(dir);
await migrate(db);
await seedIfEmpty(db);
await seedDemoEnterprises(createStore(db), { seed: 'demo', companies: Number(values.companies) });

const t0 = performance.now();
const users = Math.ceil(cards / 4);
await db.query(
  `insert into users (id, account, password_hash, real_name)
   select (2000000000000000000 + g)::text, 'bench' || g, 'x', '用户' || g from generate_series(1, $1::int) g`,
  [users],
);
await db.query(
  `insert into vcards (id, tenant_id, user_id, type, org_name, user_name, post, dept, phone, email, address,
     company_id, encrypt, if_opened, is_default, sort)
   select (3000000000000000000 + g)::text, '200001', (2000000000000000000 + (g - 1) / 4 + 1)::text, 2,
     '测试企业' || (g % 997), '用户' || g, '经理', '市场部', '139' || lpad(g::text, 8, '0'),
     'user' || g || '@bench.cn', '杭州市西湖区文三路' || g || '号',
     c.ids[1 + g % array_length(c.ids, 1)], g % 2 = 0, g % 50 <> 0, (g - 1) % 4 = 0, (g - 1) % 4
   from generate_series(1, $1::int) g, (select array_agg(company_id order by company_id) ids from companies) c`,
  [cards],
);
await db.query(
  `insert into vcard_modules (id, tenant_id, vcard_id, module_code, module_name, content, sort)
   select (4000000000000000000 + g::bigint * 100 + m.i)::text, '200001', (3000000000000000000 + g)::text,
     m.code, '', case m.code
       when 1 then '第一条' || chr(10) || '第二条' || chr(10) || '第三条'
       when 2 then json_build_object('companyId', v.company_id)::text
       when 10 then '软件开发；信息技术咨询服务；数据处理和存储支持服务'
       when 14 then '[{"title":"参加行业峰会","publishDt":"2025-06-01 10:00:00","content":"分享了产业链数字化实践","isSys":0}]'
       else '["人工智能","工业互联网","大数据"]' end,
     m.i::int
   from generate_series(1, $1::int) g
   join vcards v on v.id = (3000000000000000000 + g)::text
   cross join unnest(array[1, 2, 6, 7, 8, 9, 10, 14]) with ordinality as m(code, i)`,
  [cards],
);
await db.query('analyze');
console.log(
  `loaded ${cards} cards (${cards * 8} modules) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const config = loadConfig({ APP_MODE: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
const app = await buildApp({ config, db, jwtKey: new TextEncoder().encode(config.jwtSecret) });
await app.ready();
const viewer = bearer((await loginToken(app, 'lina')).access);

// Deterministic pick (xorshift), so runs call the same ids in the same order.
let x = 2463534242;
const rand = () => {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0) / 2 ** 32;
};
const pick = () => String(3000000000000000000n + BigInt(1 + Math.floor(rand() * cards)));

const once = async (id: string, headers: Record<string, string>) => {
  const start = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `${vcardApi.getVcardDetailById.path}?vcardId=${id}`,
    headers,
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return ms;
};
const run = async (headers: Record<string, string>) => {
  for (let i = 0; i < Number(values.warmup); i++) await once(pick(), headers);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < requests; i++) times.push(await once(pick(), headers));
  return { times, rate: Math.round(requests / ((performance.now() - started) / 1000)) };
};
const visitor = await run({});
const member = await run(viewer);

const quantiles = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const q = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
  return `p50 ${q(50).toFixed(2)}  p95 ${q(95).toFixed(2)}  p99 ${q(99).toFixed(2)}  max ${sorted[sorted.length - 1]!.toFixed(2)}`;
};

await app.close();
await db.close();
if (dir) rmSync(dir, { recursive: true, force: true });
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${values.schema} cascade`);
  await admin.end();
}

console.log(
  `database: ${url ? 'PostgreSQL' : 'PGlite (file)'}; cards: ${cards}; requests: ${requests} per viewer (sequential)`,
);
console.log(`getVcardDetailById, visitor ms:   ${quantiles(visitor.times)}  (${visitor.rate}/s)`);
console.log(`getVcardDetailById, logged in ms: ${quantiles(member.times)}  (${member.rate}/s)`);
console.log(
  `machine: ${os.cpus().length} cores, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
