// Shared by the read benchmarks: a database holding N generated companies, loaded once (PGlite in
// memory, or a kept PostgreSQL schema that later runs reuse), and a timer that prints p50/p95/p99
// per kind of read with the machine's load. Figures only, never pass/fail.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/db';
import { createStore, type Store } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedDemoEnterprises } from '../../apps/server/src/modules/bigdata/demo';

export interface LoadOptions {
  companies: number;
  seed: string;
  /** PostgreSQL instead of PGlite: the data goes into `schema`, kept for the next run. */
  databaseUrl?: string;
  schema: string;
  /** Company rows and chain layouts only (no organisations, investments, dynamics…). */
  companiesOnly: boolean;
}

export async function openLoadedData(o: LoadOptions): Promise<{ db: Db; store: Store }> {
  if (o.databaseUrl) {
    const admin = new pg.Client({ connectionString: o.databaseUrl });
    await admin.connect();
    await admin.query(`create schema if not exists ${o.schema}`);
    await admin.end();
  }
  const db = o.databaseUrl
    ? await openPostgres(o.databaseUrl, { schema: o.schema, max: 2 })
    : await openPglite(undefined);
  await migrate(db);
  const store = createStore(db);
  const t0 = performance.now();
  const loaded = await seedDemoEnterprises(store, {
    seed: o.seed,
    companies: o.companies,
    companiesOnly: o.companiesOnly,
    onProgress: (n) => {
      if (n % 100_000 === 0)
        console.log(`  ${n} companies after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    },
  });
  if (loaded) {
    for (const table of [
      'companies',
      'company_profiles',
      'company_layouts',
      'org_investments',
      'company_shareholders',
    ])
      await db.exec(`vacuum analyze ${table}`);
    console.log(`loaded ${o.companies} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else {
    const [row] = await db.query<{ size: number }>('select size from bigdata_datasets');
    console.log(
      `reusing the loaded data set of ${row?.size} companies (schema ${o.databaseUrl ? o.schema : '-'})`,
    );
  }
  return { db, store };
}

/**
 * A read benchmark's start: its options (--companies, --seed, --database-url, --schema, --rounds,
 * and `extra` string options of its own, 0 by default), then its data set opened in schema
 * `--schema` or `<schema>_<companies>`. --keep is accepted for older command lines: a PostgreSQL
 * schema is always kept.
 */
export async function openBench(o: { schema: string; companiesOnly: boolean; extra?: readonly string[] }) {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string', default: '20000' },
      seed: { type: 'string', default: 'demo' },
      'database-url': { type: 'string' },
      schema: { type: 'string' },
      keep: { type: 'boolean', default: false },
      rounds: { type: 'string', default: '20' },
      ...Object.fromEntries((o.extra ?? []).map((name) => [name, { type: 'string', default: '0' } as const])),
    },
  });
  const size = Number(values.companies);
  const loadAtStart = os.loadavg();
  const { db, store } = await openLoadedData({
    companies: size,
    seed: values.seed,
    databaseUrl: values['database-url'],
    schema: values.schema ?? `${o.schema}_${size}`,
    companiesOnly: o.companiesOnly,
  });
  const given = values as Record<string, string | boolean | undefined>;
  const extra = Object.fromEntries((o.extra ?? []).map((name) => [name, Number(given[name])]));
  return { db, store, size, rounds: Number(values.rounds), loadAtStart, extra };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs each kind once to warm up, then `rounds` times, and prints its percentiles in ms. */
export async function timeKinds(
  kinds: Array<[string, () => Promise<unknown>]>,
  rounds: number,
  loadAtStart: number[],
) {
  console.log(`\n${rounds} runs each (after one warm-up), ms:`);
  console.log('kind'.padEnd(46), 'p50'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8));
  for (const [name, run] of kinds) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(name.padEnd(46), ...[50, 95, 99].map((p) => pct(times, p).toFixed(1).padStart(8)));
  }
  console.log(
    `\n${os.cpus().length} cores, Node ${process.version}, load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
  );
}
