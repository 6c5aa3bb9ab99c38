// Company search benchmark: loads N generated companies (company rows and chain layouts only, the
// shared loader of bench/seed) and times a mix of realistic searches and suggestions through the
// search service (SQL + ranking + row mapping, no HTTP), one at a time, printing p50/p95/p99.
//
// PGlite (default, in memory, 20,000 companies: the demo size) or PostgreSQL with --database-url
// (into the scratch schema --schema, default bench_search_<N>; --keep keeps it, and a kept,
// loaded schema is reused on the next run instead of loading again). --naive also times the
// single-statement ranking the design replaced (every match fetched, counted and sorted).
// Figures only, never pass/fail; the machine's load average is printed with them.
//
//   npx tsx --conditions=@platform/source bench/search/run.ts [--companies 20000] [--rounds 3]
//   npx tsx --conditions=@platform/source bench/search/run.ts --database-url postgres://root@127.0.0.1:5432/test \
//     --companies 1000000 --keep [--naive]
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { SearchCompanyInput } from '@platform/contracts';
import { searchCompanyInputSchema, suggestCompanyInputSchema } from '@platform/contracts';
import { createStore, type Store } from '../../apps/server/src/db/kysely';
import { migrate } from '../../apps/server/src/db/migrate';
import { openPglite } from '../../apps/server/src/db/pglite';
import { openPostgres } from '../../apps/server/src/db/postgres';
import { seedDemoEnterprises } from '../../apps/server/src/modules/bigdata/demo';
import { naiveSearch, searchCompanies, suggestCompanies } from '../../apps/server/src/modules/search';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '20000' },
    seed: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    schema: { type: 'string' },
    keep: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    naive: { type: 'boolean', default: false },
  },
});
const size = Number(values.companies);
const url = values['database-url'];
const schema = values.schema ?? `bench_search_${size}`;
const loadAtStart = os.loadavg();

if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema if not exists ${schema}`);
  await admin.end();
}
const db = url ? await openPostgres(url, { schema, max: 2 }) : await openPglite(undefined);
await migrate(db);
const store = createStore(db);
const t0 = performance.now();
const loaded = await seedDemoEnterprises(store, {
  seed: values.seed,
  companies: size,
  companiesOnly: true,
  onProgress: (n) => {
    if (n % 100_000 === 0)
      console.log(`  ${n} companies after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  },
});
if (loaded) {
  await db.exec('vacuum analyze companies');
  await db.exec('vacuum analyze company_layouts');
  console.log(`loaded ${size} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} else {
  const [row] = await db.query<{ size: number }>('select size from bigdata_datasets');
  console.log(`reusing the loaded data set of ${row?.size} companies (schema ${url ? schema : '-'})`);
}

// --- the query mix, drawn from the data -----------------------------------------------------------

interface Sample {
  company_name: string;
  company_name_alias: string;
  name_pinyin: string;
  name_initials: string;
  usc_no: string;
  city_code: string;
  province_code: string;
}
// mulberry32: a fixed query mix for every run
let state = 20_261_123;
const rng = {
  int(min: number, max: number) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return min + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min + 1));
  },
};
const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from companies');
const samples: Sample[] = [];
for (let i = 0; i < 40; i++) {
  const [row] = await db.query<Sample>(
    `select company_name, company_name_alias, name_pinyin, name_initials, usc_no, city_code, province_code
     from companies where company_id = $1`,
    [String(1_000_000_000 + rng.int(0, n - 1))],
  );
  if (row) samples.push(row);
}
const pick = <T>(list: readonly T[]) => list[rng.int(0, list.length - 1)]!;
const COMMON = ['科技', '股份', '有限', '集团', '公司', '贸易', '深圳', '技术', '发展', '信息'];
const middle = (s: string) => {
  const chars = Array.from(s);
  const at = rng.int(0, Math.max(0, chars.length - 2));
  return chars.slice(at, at + 2).join('');
};

type Kind = { name: string; make: () => SearchCompanyInput };
const kinds: Kind[] = [
  { name: 'full name', make: () => ({ keyword: pick(samples).company_name }) },
  { name: 'alias', make: () => ({ keyword: pick(samples).company_name_alias }) },
  { name: 'common 2-char (科技, 股份, 有限…)', make: () => ({ keyword: pick(COMMON) }) },
  {
    name: 'rarer 2-char (inside a brand)',
    make: () => ({ keyword: middle(pick(samples).company_name_alias) }),
  },
  {
    name: '3-4 chars inside a name',
    make: () => ({ keyword: pick(samples).company_name_alias.slice(0, 3) }),
  },
  { name: 'full pinyin', make: () => ({ keyword: pick(samples).name_pinyin }) },
  { name: 'pinyin prefix (6 letters)', make: () => ({ keyword: pick(samples).name_pinyin.slice(0, 6) }) },
  { name: 'initials', make: () => ({ keyword: pick(samples).name_initials }) },
  { name: 'initials prefix (2 letters)', make: () => ({ keyword: pick(samples).name_initials.slice(0, 2) }) },
  { name: 'credit code', make: () => ({ keyword: pick(samples).usc_no }) },
  {
    name: 'common 2-char + city',
    make: () => ({ keyword: pick(COMMON), filters: { regionCode: pick(samples).city_code } }),
  },
  {
    name: 'rarer 2-char + province',
    make: () => ({
      keyword: middle(pick(samples).company_name_alias),
      filters: { regionCode: pick(samples).province_code },
    }),
  },
  {
    name: 'common 2-char + status, capital, years',
    make: () => ({
      keyword: pick(COMMON),
      filters: { regStatusCodes: ['1'], capitalMin: 500, capitalMax: 5000, foundedYearMin: 2010 },
    }),
  },
  { name: 'common 2-char, by capital', make: () => ({ keyword: pick(COMMON), sort: 'regCapital' }) },
  { name: 'common 2-char, page 5 of 20', make: () => ({ keyword: pick(COMMON), current: 5, size: 20 }) },
  { name: 'no keyword, city', make: () => ({ filters: { regionCode: pick(samples).city_code } }) },
  {
    name: 'no keyword, chain node',
    make: () => ({ filters: { chainNodeCode: pick(['IC', 'NEV01', 'AI02']) } }),
  },
];

const rounds = Number(values.rounds);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const fmt = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${quantile(s, 0.5).toFixed(1)} ms, p95 ${quantile(s, 0.95).toFixed(1)} ms, p99 ${quantile(s, 0.99).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (${s.length})`;
};

async function time<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

async function runMix(label: string, call: (store: Store, input: SearchCompanyInput) => Promise<unknown>) {
  const all: number[] = [];
  console.log(`\n${label}`);
  for (const kind of kinds) {
    const ms: number[] = [];
    for (let r = 0; r < rounds * 10; r++) {
      const input = kind.make();
      // warm-up: each kind's first query is not counted
      if (r === 0) await call(store, input);
      ms.push((await time(() => call(store, input)))[0]);
    }
    all.push(...ms);
    console.log(`  ${kind.name.padEnd(40)} ${fmt(ms)}`);
  }
  console.log(`  ${'all'.padEnd(40)} ${fmt(all)}`);
}

await runMix('search (page 1 of 10 unless said)', (s, input) =>
  searchCompanies(s, searchCompanyInputSchema.parse(input)),
);

const suggestMs: number[] = [];
const suggestKinds: Array<[string, () => string]> = [
  ['name start (4 chars)', () => Array.from(pick(samples).company_name).slice(0, 4).join('')],
  ['brand (2 chars)', () => Array.from(pick(samples).company_name_alias).slice(0, 2).join('')],
  ['common 2-char', () => pick(COMMON)],
  ['pinyin (4 letters)', () => pick(samples).name_pinyin.slice(0, 4)],
  ['initials (3 letters)', () => pick(samples).name_initials.slice(0, 3)],
  ['one character', () => Array.from(pick(samples).company_name_alias)[0]!],
  ['credit code start', () => pick(samples).usc_no.slice(0, 8)],
];
console.log('\nsuggest (10 names)');
for (const [name, make] of suggestKinds) {
  const ms: number[] = [];
  for (let r = 0; r < rounds * 10; r++) {
    const input = suggestCompanyInputSchema.parse({ keyword: make() });
    if (r === 0) await suggestCompanies(store, input);
    ms.push((await time(() => suggestCompanies(store, input)))[0]);
  }
  suggestMs.push(...ms);
  console.log(`  ${name.padEnd(40)} ${fmt(ms)}`);
}
console.log(`  ${'all'.padEnd(40)} ${fmt(suggestMs)}`);

if (values.naive) {
  await runMix('before: one statement ranking every match (count(*) over (), sort, limit)', (s, input) =>
    naiveSearch(s, searchCompanyInputSchema.parse(input)),
  );
}

await db.close();
if (url && !values.keep) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
const loadAtEnd = os.loadavg();
console.log(
  `\ndatabase: ${url ? `PostgreSQL (schema ${schema})` : 'PGlite (memory)'}; companies: ${n}; one query at a time`,
);
console.log(
  `machine: ${os.cpus().length} cores; load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')}`,
);
