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
import { companyIdOfCredit, type CompanyInput } from './schema';

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
  'company_patents',
  'company_changes',
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
    expect(n.company_patents).toBe(5);
    expect(n.company_changes).toBe(6);
    expect(result.rows).toBe(
      Object.entries(n)
        .filter(([t]) => t !== 'bigdata_datasets')
        .reduce((s, [, v]) => s + v, 0),
    );
    const first = sampleLines[0]!;
    const row = await companyRow(first.uscNo);
    expect(row).toMatchObject({
      company_id: companyIdOfCredit(first.uscNo), // no companyId in the file: made from its credit code
      company_name: first.companyName,
      es_dt: first.esDt,
      reg_capital: first.regCapital,
      region_code: first.regionCode,
      province_code: `${first.regionCode.slice(0, 2)}0000`,
      industry_division_code: first.industryDivisionCode,
      qualification_tags: first.qualificationTags,
    });
    expect(row.name_pinyin).toMatch(/^[a-z]+$/);
    // Patents and changes as given, and the profile's two signals from them.
    const listed = sampleLines[5]!;
    const patents = await store.db
      .selectFrom('company_patents')
      .selectAll()
      .where('company_id', '=', companyIdOfCredit(listed.uscNo))
      .orderBy('applied_on')
      .execute();
    expect(patents.map((p) => [p.patent_no, p.kind, p.ipc, p.legal_status, p.inventors])).toEqual(
      listed.patents!.map((p) => [p.patentNo, p.kind, p.ipc, p.legalStatus, p.inventors]),
    );
    const capital = await store.db
      .selectFrom('company_changes')
      .select(['changed_on', 'before_amount', 'after_amount', 'before_text'])
      .where('company_id', '=', companyIdOfCredit(listed.uscNo))
      .where('kind', '=', 'capital')
      .execute();
    expect(capital).toEqual([
      {
        changed_on: '2021-03-10',
        before_amount: 222900,
        after_amount: 297200,
        before_text: '222900万元人民币',
      },
    ]);
    const signals = await store.db
      .selectFrom('company_profiles')
      .select(['company_id', 'has_patents', 'capital_increased_on'])
      .orderBy('company_id')
      .execute();
    const id = companyIdOfCredit;
    expect(signals.filter((p) => p.has_patents).map((p) => p.company_id)).toEqual(
      [id('91510117MA58E3FE88'), id('914403005082300772'), id('9137020071222300X1')].sort(),
    );
    expect(
      signals
        .filter((p) => p.capital_increased_on)
        .map((p) => [p.company_id, p.capital_increased_on])
        .sort(),
    ).toEqual(
      [
        [id('9137020071222300X1'), '2021-03-10'],
        [id('914403005082300772'), '2024-03-15'],
      ].sort(),
    );
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
    const children = async () => ({
      patents: (await store.db.selectFrom('company_patents').selectAll().orderBy('patent_no').execute()).map(
        ({ id: _, ...p }) => p,
      ),
      changes: (
        await store.db
          .selectFrom('company_changes')
          .selectAll()
          .orderBy('company_id')
          .orderBy('changed_on')
          .execute()
      ).map(({ id: _, ...x }) => x),
      profiles: await store.db.selectFrom('company_profiles').selectAll().orderBy('company_id').execute(),
    });
    const jsonlChildren = await children();
    const result = await run(join(samples, 'csv'));
    expect(result).toMatchObject({ written: true, errors: [], read: 6, inserted: 0, updated: 6 });
    const after = await store.db.selectFrom('companies').selectAll().orderBy('usc_no').execute();
    const strip = (rows: typeof before) => rows.map(({ updated_at: _, ...r }) => r);
    expect(strip(after)).toEqual(strip(before));
    expect(await store.db.selectFrom('stock_daily').selectAll().orderBy('trade_date').execute()).toEqual(
      daily,
    );
    expect(await children()).toEqual(jsonlChildren);
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
      patents: [
        {
          patentNo: 'CN202320511876.7',
          title: '一种酸奶发酵罐用搅拌装置',
          kind: 'utility' as const,
          ipc: 'A23C 9/13',
          inventors: ['王果'],
          appliedOn: '2023-03-09',
          publishedOn: '2023-09-15',
          grantedOn: '2023-09-15',
          legalStatus: 'granted' as const,
        },
      ],
      changes: [
        {
          changedOn: '2025-04-01',
          kind: 'capital' as const,
          beforeText: '180万元人民币',
          afterText: '5000万元人民币',
          beforeAmount: 180,
          afterAmount: 5000,
        },
      ],
    };
    // The listed sample without its patents and changes: a re-import leaves it none.
    const listed = { ...sampleLines[5]!, patents: [], changes: [] };
    const newcomer = { ...generated('import-new', 1)[0]!, companyId: '700000000001' };
    const before = await counts();
    const result = await run(jsonl([changed, newcomer, listed]));
    expect(result).toMatchObject({ written: true, read: 3, inserted: 1, updated: 2 });
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
      has_patents: true,
      capital_increased_on: '2025-04-01',
    });
    expect(await profile(companyIdOfCredit(listed.uscNo))).toMatchObject({
      has_patents: false,
      capital_increased_on: null,
    });
    const ofListed = (table: 'company_patents' | 'company_changes') =>
      store.db
        .selectFrom(table)
        .select('company_id')
        .where('company_id', '=', companyIdOfCredit(listed.uscNo))
        .execute();
    expect(await ofListed('company_patents')).toEqual([]);
    expect(await ofListed('company_changes')).toEqual([]);
    expect(await profile('700000000001')).toBeDefined();
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
    expect((await companyRow(newcomer.uscNo)).company_id).toBe('700000000001');
    expect((await counts()).companies).toBe(before.companies! + 1);
    expect(await store.db.selectFrom('bigdata_datasets').select('size').executeTakeFirst()).toEqual({
      size: 7,
    });
    // Put the listed sample back as the file has it (the tests below use its patents).
    expect((await run(join(samples, 'companies.jsonl'))).errors).toEqual([]);
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

  it('checks patents and change events by field, and patent numbers across the file', async () => {
    const [a, b, c, d] = generated('import-patents', 4);
    const patent = {
      patentNo: 'CN201710601862.3',
      title: '一种数控机床的控制方法',
      kind: 'invention',
      ipc: 'B23Q 3/06',
      appliedOn: '2017-06-01',
      publishedOn: '2017-12-01',
      grantedOn: null,
      legalStatus: 'pending',
    };
    const lines = [
      {
        ...a,
        esDt: '1988-01-01',
        patents: [
          { ...patent, patentNo: 'CN201710601862.4' },
          { ...patent, patentNo: 'CN201720601862.9', kind: 'invention' },
          { ...patent, ipc: 'H01M10/05', legalStatus: 'granted' },
          {
            ...patent,
            patentNo: 'CN201730601862.4',
            kind: 'design',
            ipc: 'B23Q 3/06',
            publishedOn: '2017-05-01',
          },
        ],
        changes: [
          { changedOn: '2020-01-01', kind: 'capital', beforeText: '10万元人民币', afterText: '20万元人民币' },
          { changedOn: '2020-01-01', kind: 'address', afterText: '某地', afterAmount: 20 },
          { changedOn: '2020-01-01', kind: 'merger' },
        ],
      },
      { ...b, esDt: '1988-01-01', patents: [patent] },
      { ...c, esDt: '1988-01-01', patents: [patent] },
      {
        ...d,
        esDt: '1988-01-01',
        changes: [{ changedOn: '1987-12-31', kind: 'legalRep', beforeText: '甲', afterText: '乙' }],
      },
    ];
    const before = await counts();
    const result = await run(jsonl(lines));
    expect(result.written).toBe(false);
    const text = result.errors.join('\n');
    expect(text).toMatch(/^line 1: patents\.0\.patentNo: is not a CNIPA application number/m);
    expect(text).toMatch(/^line 1: patents\.1\.kind: must be utility: the application number says so$/m);
    expect(text).toMatch(/^line 1: patents\.2\.ipc: must be an IPC symbol like H01M 10\/0525$/m);
    expect(text).toMatch(/^line 1: patents\.2\.grantedOn: a granted patent needs its grant date$/m);
    expect(text).toMatch(/^line 1: patents\.3\.ipc: a design's class is a Locarno class like 13-02$/m);
    expect(text).toMatch(/^line 1: patents\.3\.publishedOn: must not be before appliedOn$/m);
    expect(text).toMatch(/^line 1: changes\.0\.beforeAmount: a capital change needs both amounts/m);
    expect(text).toMatch(/^line 1: changes\.1\.afterAmount: only a capital change has amounts$/m);
    expect(text).toMatch(/^line 1: changes\.2\.kind: /m);
    // The company's own rules run once its fields are right.
    expect(text).toMatch(/^line 4: changes\.0\.changedOn: must not be before esDt$/m);
    expect(text).toMatch(/^line 3: patents\.0\.patentNo: duplicate CN201710601862\.3 \(also on line 2\)$/m);
    expect(await counts()).toEqual(before);
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

  it('refuses a conflict with stored data (another id for a stored credit code, a taken stock code or patent)', async () => {
    const before = await counts();
    const first = sampleLines[0]!;
    const listed = sampleLines[5]!;
    const [other, third] = generated('import-conflict', 2);
    const patent = listed.patents![0]!;
    const result = await run(
      jsonl([
        { ...first, companyId: '700000000099' },
        { ...other, esDt: listed.esDt, listings: listed.listings },
        { ...third, esDt: '1988-01-01', patents: [patent] },
      ]),
    );
    expect(result.written).toBe(false);
    expect(result.errors).toEqual([
      `line 1: companyId: 700000000099 differs from the id ${companyIdOfCredit(first.uscNo)} of the stored company ${first.uscNo}`,
      `line 2: listings: stock code ${listed.listings![0]!.stockCode} is listed under the stored company ${listed.uscNo}`,
      `line 3: patents: patent ${patent.patentNo} is on record for the stored company ${listed.uscNo}`,
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
    for (const f of [
      'companies.csv',
      'shareholders.csv',
      'listings.csv',
      'daily.csv',
      'patents.csv',
      'changes.csv',
    ]) {
      writeFileSync(join(csvDir, f), readFileSync(join(samples, 'csv', f)));
    }
    const daily = readFileSync(join(csvDir, 'daily.csv'), 'utf8').split('\n');
    daily[4] = daily[4]!.replace(/^(\d+),[^,]+,/, '$1,2026-13-01,');
    writeFileSync(join(csvDir, 'daily.csv'), daily.join('\n'));
    writeFileSync(
      join(csvDir, 'shareholders.csv'),
      readFileSync(join(csvDir, 'shareholders.csv'), 'utf8') + '91110000000000000X,,1,某人,10,1\n',
    );
    const patents = readFileSync(join(csvDir, 'patents.csv'), 'utf8').split('\n');
    patents[2] = patents[2]!.replace(',pending', ',granted');
    writeFileSync(join(csvDir, 'patents.csv'), patents.join('\n'));
    const changes = readFileSync(join(csvDir, 'changes.csv'), 'utf8').split('\n');
    changes[1] = changes[1]!.replace(/,10,17$/, ',,17');
    writeFileSync(join(csvDir, 'changes.csv'), changes.join('\n'));
    const before = await counts();
    const result = await run(join(csvDir, 'companies.csv'));
    expect(result.errors).toEqual([
      'daily.csv line 5: 0: must be a real date YYYY-MM-DD',
      'patents.csv line 3: grantedOn: a granted patent needs its grant date',
      'changes.csv line 2: beforeAmount: a capital change needs both amounts (万元)',
      `shareholders.csv line ${readFileSync(join(csvDir, 'shareholders.csv'), 'utf8').trim().split('\n').length}: uscNo: no company 91110000000000000X in companies.csv`,
    ]);
    expect(await counts()).toEqual(before);
  });
});
