import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../../db/kysely';
import { migrate } from '../../../db/migrate';
import { openTestDb } from '../../../test/test-app';
import { generateDataset, inputOfGenerated, seedDemoEnterprises } from '../demo';
import { importCompanies, type ImportOptions } from './importer';
import type { CompanyInput } from './schema';

const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
const samples = join(root, 'docs/import-samples');
const sampleLines = readFileSync(join(samples, 'companies.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as CompanyInput & { uscNo: string });

const TABLES = [
  'companies',
  'company_shareholders',
  'company_listings',
  'stock_daily',
  'company_financials',
  'company_dynamics',
  'company_tag_changes',
  'company_layouts',
  'company_relations',
  'bigdata_datasets',
] as const;

/** Ten generated companies in the import shape (short K-lines), a fresh seed per call. */
function generated(seed: string, n = 10): (CompanyInput & { uscNo: string })[] {
  const ds = generateDataset({ seed, companies: n });
  return [...ds.companies()].map((c) => ({ ...inputOfGenerated(c, ds, { dailyLimit: 20 }), uscNo: c.uscNo }));
}

describe('importing companies', () => {
  let store: Store;
  let close: () => Promise<void>;
  const dir = mkdtempSync(join(tmpdir(), 'import-test-'));
  let files = 0;
  const jsonl = (companies: readonly unknown[]) => {
    const path = join(dir, `f${files++}.jsonl`);
    writeFileSync(path, companies.map((c) => JSON.stringify(c)).join('\n') + '\n');
    return path;
  };
  const run = (path: string, options?: ImportOptions) => importCompanies(store, path, options);

  beforeAll(async () => {
    const { db, drop } = await openTestDb();
    await migrate(db);
    store = createStore(db);
    close = async () => {
      await db.close();
      await drop();
    };
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        store.db,
      );
      out[table] = rows[0]?.n ?? 0;
    }
    return out;
  };
  const companyRow = (uscNo: string) =>
    store.db.selectFrom('companies').selectAll().where('usc_no', '=', uscNo).executeTakeFirstOrThrow();

  it('imports the JSONL sample into an empty database and records the data set, so the demo seed stays away', async () => {
    const result = await run(join(samples, 'companies.jsonl'));
    expect(result).toMatchObject({ written: true, errors: [], read: 6, inserted: 6, updated: 0 });
    const n = await counts();
    expect(n.companies).toBe(6);
    expect(n.company_listings).toBe(1);
    expect(n.stock_daily).toBe(10);
    expect(result.rows).toBe(
      Object.entries(n)
        .filter(([t]) => t !== 'bigdata_datasets')
        .reduce((s, [, v]) => s + v, 0),
    );
    const first = sampleLines[0]!;
    const row = await companyRow(first.uscNo);
    expect(row).toMatchObject({
      company_id: first.uscNo, // no companyId in the file: a new company's id is its credit code
      company_name: first.companyName,
      es_dt: first.esDt,
      reg_capital: first.regCapital,
      region_code: first.regionCode,
      province_code: `${first.regionCode.slice(0, 2)}0000`,
      industry_division_code: first.industryDivisionCode,
      qualification_tags: first.qualificationTags,
    });
    expect(row.name_pinyin).toMatch(/^[a-z]+$/);
    const dataset = await store.db
      .selectFrom('bigdata_datasets')
      .select(['source', 'size'])
      .executeTakeFirst();
    expect(dataset).toEqual({ source: 'import', size: 6 });
    expect(await store.db.selectFrom('chain_nodes').select('node_code').limit(1).execute()).toHaveLength(1);
    expect(await seedDemoEnterprises(store, { seed: 'import-test', companies: 20 })).toBe(false);
    expect((await counts()).companies).toBe(6);
  });

  it('imports the CSV sample to the same rows: an upsert by credit code, no duplicates', async () => {
    const before = await store.db.selectFrom('companies').selectAll().orderBy('usc_no').execute();
    const daily = await store.db.selectFrom('stock_daily').selectAll().orderBy('trade_date').execute();
    const result = await run(join(samples, 'csv'));
    expect(result).toMatchObject({ written: true, errors: [], read: 6, inserted: 0, updated: 6 });
    const after = await store.db.selectFrom('companies').selectAll().orderBy('usc_no').execute();
    const strip = (rows: typeof before) => rows.map(({ updated_at: _, ...r }) => r);
    expect(strip(after)).toEqual(strip(before));
    expect(await store.db.selectFrom('stock_daily').selectAll().orderBy('trade_date').execute()).toEqual(
      daily,
    );
    expect((await counts()).companies).toBe(6);
  });

  it('re-import keeps the id, updates the row and replaces the children', async () => {
    const first = sampleLines[0]!;
    const { company_id } = await companyRow(first.uscNo);
    await store.db.updateTable('companies').set({ company_id }).where('usc_no', '=', first.uscNo).execute();
    const node = await store.db
      .selectFrom('chain_nodes')
      .select('node_code')
      .where('level', '=', 3)
      .orderBy('node_code')
      .executeTakeFirstOrThrow();
    const changed = {
      ...first,
      companyName: '广州市优越食品集团有限公司',
      regCapital: 5000,
      layoutNodeCodes: [node.node_code],
      majorShareholders: [{ holderEntityType: '1', holderEntityName: '王果', ratio: 100 }],
      dynamics: [],
    };
    const newcomer = { ...generated('import-new', 1)[0]!, companyId: 'ext-0001' };
    const before = await counts();
    const result = await run(jsonl([changed, newcomer]));
    expect(result).toMatchObject({ written: true, read: 2, inserted: 1, updated: 1 });
    const row = await companyRow(first.uscNo);
    expect(row.company_id).toBe(company_id);
    expect(row.company_name).toBe('广州市优越食品集团有限公司');
    // The narrow profile row (精准拓客 counts over it) follows, and the newcomer has one.
    const profile = (id: string) =>
      store.db.selectFrom('company_profiles').selectAll().where('company_id', '=', id).executeTakeFirst();
    expect(await profile(company_id)).toMatchObject({
      reg_capital: 5000,
      region_code: row.region_code,
      total_score: row.total_score,
      qualification_tags: row.qualification_tags,
    });
    expect(await profile('ext-0001')).toBeDefined();
    const placements = await store.db
      .selectFrom('company_layouts')
      .select('company_name')
      .where('company_id', '=', company_id)
      .execute();
    expect(placements.length).toBeGreaterThan(0);
    expect(placements.every((p) => p.company_name === '广州市优越食品集团有限公司')).toBe(true);
    const holders = await store.db
      .selectFrom('company_shareholders')
      .select(['holder_entity_name', 'ratio'])
      .where('company_id', '=', company_id)
      .execute();
    expect(holders).toEqual([{ holder_entity_name: '王果', ratio: 100 }]);
    const dynamics = await store.db
      .selectFrom('company_dynamics')
      .where('company_id', '=', company_id)
      .execute();
    expect(dynamics).toHaveLength(0);
    expect((await companyRow(newcomer.uscNo)).company_id).toBe('ext-0001');
    expect((await counts()).companies).toBe(before.companies! + 1);
    expect(await store.db.selectFrom('bigdata_datasets').select('size').executeTakeFirst()).toEqual({
      size: 7,
    });
  });

  it('refuses a file with a bad credit code on line 7, naming the line, and changes nothing', async () => {
    const companies = generated('import-bad');
    const code = companies[6]!.uscNo;
    companies[6]!.uscNo = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    const before = await counts();
    const result = await run(jsonl(companies));
    expect(result.written).toBe(false);
    expect(result.errors).toEqual([
      expect.stringMatching(/^line 7: uscNo: is not a valid unified social credit code/),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses region codes that do not exist (unknown, or a development zone)', async () => {
    const companies = generated('import-region', 3);
    companies[0]!.regionCode = '999999';
    companies[2]!.regionCode = '320576'; // 苏州工业园区: a statistics zone, not GB/T 2260
    const before = await counts();
    const result = await run(jsonl(companies));
    expect(result.errors).toHaveLength(2);
    expect(result.errors[0]).toMatch(/^line 1: regionCode: is not a GB\/T 2260 region code/);
    expect(result.errors[1]).toMatch(/^line 3: regionCode: /);
    expect(await counts()).toEqual(before);
  });

  it('reports the other rules by line and field', async () => {
    const [a, b, c, d, e] = generated('import-rules', 5);
    const lines = [
      { ...a, industryDivisionCode: '98' },
      { ...b, layoutNodeCodes: ['XX0101'], esDt: '2023-02-29' },
      { ...c, regCapital: Number.POSITIVE_INFINITY, extra: 1 },
      'not json',
      { ...d, uscNo: a!.uscNo },
      { ...e, companyName: '' },
    ];
    const path = jsonl(lines);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"not json"', '{not json'));
    const result = await run(path);
    const text = result.errors.join('\n');
    expect(text).toMatch(/^line 1: industryDivisionCode: is not a GB\/T 4754 division/m);
    expect(text).toMatch(/^line 2: esDt: must be a real date/m);
    expect(text).toMatch(/^line 2: layoutNodeCodes\.0: is not a known chain node code/m);
    expect(text).toMatch(/^line 3: .*extra/m);
    expect(text).toMatch(/^line 3: regCapital: /m);
    expect(text).toMatch(/^line 4: invalid JSON/m);
    expect(text).toMatch(/^line 5: uscNo: duplicate .* \(also on line 1\)/m);
    expect(text).toMatch(/^line 6: companyName: must not be empty/m);
  });

  it('checks K-line rows: low ≤ open, close ≤ high and dates in order', async () => {
    const listed = sampleLines[5]!;
    const listing = listed.listings![0]!;
    const daily = listing.daily!.map((d) => [...d] as typeof d);
    daily[3]![3] = Math.min(daily[3]![2], daily[3]![5]) - 0.01; // high below open/close
    daily[5]![0] = daily[4]![0]; // a repeated date
    const result = await run(jsonl([{ ...listed, listings: [{ ...listing, daily }] }]));
    expect(result.errors).toEqual([
      'line 1: listings.0.daily.3: must satisfy low ≤ open, close ≤ high',
      'line 1: listings.0.daily.5.0: dates must increase (one row per day, oldest first)',
    ]);
  });

  it('stops after maxErrors', async () => {
    const companies = generated('import-many', 10).map((c) => ({ ...c, regionCode: '000000' }));
    const result = await run(jsonl(companies), { maxErrors: 4 });
    expect(result.errors).toHaveLength(4);
    expect(result.truncated).toBe(true);
  });

  it('leaves nothing when a batch fails in the middle (an injected failure, and a database error)', async () => {
    const companies = generated('import-fail', 9);
    const before = await counts();
    await expect(
      run(jsonl(companies), {
        batchSize: 2,
        beforeBatch: (batch) => {
          if (batch === 3) throw new Error('injected failure');
        },
      }),
    ).rejects.toThrow('injected failure');
    expect(await counts()).toEqual(before);

    await sql`create function import_test_fail() returns trigger language plpgsql as $$
      begin
        if new.company_name = '故障注入有限公司' then raise exception 'database refused the row'; end if;
        return new;
      end $$`.execute(store.db);
    await sql`create trigger import_test_fail before insert on companies
      for each row execute function import_test_fail()`.execute(store.db);
    try {
      companies[7] = { ...companies[7]!, companyName: '故障注入有限公司' };
      await expect(run(jsonl(companies), { batchSize: 2 })).rejects.toThrow('database refused the row');
      expect(await counts()).toEqual(before);
    } finally {
      await sql`drop trigger import_test_fail on companies`.execute(store.db);
    }
  });

  it('refuses a conflict with stored data (another id for a stored credit code, a taken stock code)', async () => {
    const before = await counts();
    const first = sampleLines[0]!;
    const listed = sampleLines[5]!;
    const other = generated('import-conflict', 1)[0]!;
    const result = await run(
      jsonl([
        { ...first, companyId: 'not-its-id' },
        { ...other, esDt: listed.esDt, listings: listed.listings },
      ]),
    );
    expect(result.written).toBe(false);
    expect(result.errors).toEqual([
      `line 1: companyId: not-its-id differs from the id ${first.uscNo} of the stored company ${first.uscNo}`,
      `line 2: listings: stock code ${listed.listings![0]!.stockCode} is listed under the stored company ${listed.uscNo}`,
    ]);
    expect(await counts()).toEqual(before);
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const before = await counts();
    const result = await run(jsonl(generated('import-dry', 4)), { dryRun: true });
    expect(result).toMatchObject({ written: false, errors: [], read: 4, inserted: 4, updated: 0 });
    expect(await counts()).toEqual(before);
  });

  it('reports CSV errors with the file and line', async () => {
    const csvDir = mkdtempSync(join(dir, 'csv-'));
    for (const f of ['companies.csv', 'shareholders.csv', 'listings.csv', 'daily.csv']) {
      writeFileSync(join(csvDir, f), readFileSync(join(samples, 'csv', f)));
    }
    const daily = readFileSync(join(csvDir, 'daily.csv'), 'utf8').split('\n');
    daily[4] = daily[4]!.replace(/^(\d+),[^,]+,/, '$1,2026-13-01,');
    writeFileSync(join(csvDir, 'daily.csv'), daily.join('\n'));
    writeFileSync(
      join(csvDir, 'shareholders.csv'),
      readFileSync(join(csvDir, 'shareholders.csv'), 'utf8') + '91110000000000000X,,1,某人,10,1\n',
    );
    const before = await counts();
    const result = await run(join(csvDir, 'companies.csv'));
    expect(result.errors).toEqual([
      'daily.csv line 5: 0: must be a real date YYYY-MM-DD',
      `shareholders.csv line ${readFileSync(join(csvDir, 'shareholders.csv'), 'utf8').trim().split('\n').length}: uscNo: no company 91110000000000000X in companies.csv`,
    ]);
    expect(await counts()).toEqual(before);
  });
});
