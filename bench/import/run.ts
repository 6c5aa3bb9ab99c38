// Import benchmark: writes a JSONL file of N generated companies (default 20,000, full K-lines) in
// the import format, imports it into a fresh database (all inserts), then imports it again (all
// updates: rows upserted, children replaced), and prints rows per second for each. PGlite on a temp
// directory by default; --database-url imports into a scratch schema of PostgreSQL instead (dropped
// afterwards). Figures only, never pass/fail.
//
//   npx tsx --conditions=@platform/source bench/import/run.ts [--companies 20000] [--database-url postgres://…]
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createStore } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { importCompanies } from '../../apps/server/src/modules/bigdata';
import { generateDataset, inputOfGenerated } from '../../apps/server/src/modules/bigdata/demo';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    seed: { type: 'string', default: 'import-bench' },
    'database-url': { type: 'string' },
    schema: { type: 'string', default: `bench_import_${process.pid}` },
  },
});
const size = Number(values.companies);
const url = values['database-url'];
const dir = mkdtempSync(path.join(os.tmpdir(), 'import-bench-'));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}, load ${load()}`,
);

// The file, in the import format, from the deterministic generator.
const file = path.join(dir, 'companies.jsonl');
const t0 = performance.now();
const dataset = generateDataset({ seed: values.seed, companies: size });
const out = createWriteStream(file);
for (const company of dataset.companies()) {
  if (!out.write(`${JSON.stringify(inputOfGenerated(company, dataset))}\n`)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');
const mb = statSync(file).size / 1e6;
console.log(
  `file: ${size} companies, ${mb.toFixed(1)} MB, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${values.schema}`);
  await admin.end();
}
const db = url
  ? await openPostgres(url, { schema: values.schema, max: 2 })
  : await openPglite(path.join(dir, 'pgdata'));
await migrate(db);
const store = createStore(db);
console.log(`database: ${url ? 'PostgreSQL' : 'PGlite (file)'}`);

for (const pass of ['first import (inserts)', 'second import (upserts)']) {
  const started = performance.now();
  const r = await importCompanies(store, file);
  const total = (performance.now() - started) / 1000;
  if (r.errors.length) throw new Error(r.errors.slice(0, 5).join('\n'));
  console.log(
    `${pass}: ${r.read} companies (${r.inserted} inserted, ${r.updated} updated), ${r.rows} rows; ` +
      `validate ${r.validateSeconds.toFixed(1)} s, write ${r.writeSeconds.toFixed(1)} s, total ${total.toFixed(1)} s; ` +
      `${Math.round(r.rows / r.writeSeconds)} rows/s and ${Math.round(r.read / r.writeSeconds)} companies/s written, ` +
      `${Math.round(r.read / total)} companies/s overall; load ${load()}`,
  );
}
console.log(`heap used: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);

await db.close();
rmSync(dir, { recursive: true, force: true });
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${values.schema} cascade`);
  await admin.end();
}
