import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../../db/kysely';
import { migrate } from '../../../db/migrate';
import { openTestDb } from '../../../test/test-app';
import { generateDataset } from './generator';
import { seedDemoEnterprises } from './seed';

describe('seeding the demo enterprises', () => {
  let store: Store;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { db, drop } = await openTestDb();
    await migrate(db);
    store = createStore(db);
    close = async () => {
      await db.close();
      await drop();
    };
  });
  afterAll(() => close());

  const countOf = async (table: 'companies' | 'investment_orgs') =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores every generated company with its rows, once', async () => {
    expect(await seedDemoEnterprises(store, { seed: 'seed-test', companies: 400 })).toBe(true);
    expect(await countOf('companies')).toBe(400);
    expect(await seedDemoEnterprises(store, { seed: 'seed-test', companies: 400 })).toBe(false);

    const generated = [...generateDataset({ seed: 'seed-test', companies: 400 }).companies()];
    const sample = generated[17]!;
    const row = await store.db
      .selectFrom('companies')
      .select([
        'company_name',
        'usc_no',
        'es_dt',
        'reg_capital',
        'qualification_tags',
        'province_code',
        'city_code',
        'name_initials',
      ])
      .where('company_id', '=', sample.companyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_name: sample.companyName,
      usc_no: sample.uscNo,
      es_dt: sample.esDt,
      reg_capital: sample.regCapital,
      qualification_tags: sample.qualificationTags,
      province_code: `${sample.regionCode.slice(0, 2)}0000`,
      city_code: `${sample.regionCode.slice(0, 4)}00`,
    });
    expect(row.name_initials).toMatch(/^[a-z]+$/);

    const holders = await store.db
      .selectFrom('company_shareholders')
      .selectAll()
      .where('company_id', '=', sample.companyId)
      .execute();
    expect(holders).toHaveLength(sample.majorShareholders.length);
    expect(await countOf('investment_orgs')).toBeGreaterThanOrEqual(5);

    const listed = generated.find((c) => c.isListed);
    expect(listed).toBeDefined();
    const days = await store.db
      .selectFrom('stock_daily')
      .select(['trade_date', 'volume'])
      .where('stock_code', '=', listed!.stockInfoList[0]!.stockCode)
      .orderBy('trade_date')
      .execute();
    expect(days.length).toBeGreaterThan(5 * 240);
    expect(days[0]?.trade_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof days[0]?.volume).toBe('number');
  });

  it('stores patents and change events, and the profiles know who has patents and the latest increase', async () => {
    const generated = [...generateDataset({ seed: 'seed-test', companies: 400 }).companies()];
    const stored = async () => ({
      patents: await store.db.selectFrom('company_patents').selectAll().orderBy('patent_no').execute(),
      changes: await store.db.selectFrom('company_changes').selectAll().orderBy('id').execute(),
      profiles: await store.db
        .selectFrom('company_profiles')
        .select(['company_id', 'has_patents', 'capital_increased_on'])
        .orderBy('company_id')
        .execute(),
    });
    const before = await stored();
    expect(before.patents).toHaveLength(generated.reduce((n, c) => n + c.patents.length, 0));
    expect(before.changes).toHaveLength(generated.reduce((n, c) => n + c.changes.length, 0));
    const withPatents = generated.find((c) => c.patents.length > 2)!;
    const rows = before.patents.filter((p) => p.company_id === withPatents.companyId);
    expect(rows.map((p) => p.patent_no).sort()).toEqual(withPatents.patents.map((p) => p.patentNo).sort());
    const first = withPatents.patents[0]!;
    expect(rows.find((p) => p.patent_no === first.patentNo)).toMatchObject({
      title: first.title,
      kind: first.kind,
      ipc: first.ipc,
      inventors: first.inventors,
      applied_on: first.appliedOn,
      granted_on: first.grantedOn,
      legal_status: first.legalStatus,
    });
    const increase = before.changes.find((x) => x.kind === 'capital')!;
    expect(typeof increase.after_amount).toBe('number');

    // The profile's two signals, against the generated companies.
    const latestIncrease = (c: (typeof generated)[number]) =>
      c.changes
        .filter((x) => x.kind === 'capital' && x.afterAmount! > x.beforeAmount!)
        .map((x) => x.changedOn)
        .sort()
        .at(-1) ?? null;
    const expected = generated
      .map((c) => ({
        company_id: c.companyId,
        has_patents: c.patents.length > 0,
        capital_increased_on: latestIncrease(c),
      }))
      .sort((a, b) => (a.company_id < b.company_id ? -1 : 1));
    expect(before.profiles).toEqual(expected);
    expect(expected.some((p) => p.has_patents)).toBe(true);
    expect(expected.some((p) => p.capital_increased_on)).toBe(true);

    // A set loaded before patents and changes existed gets them on the next start, once.
    await store.db.deleteFrom('company_patents').execute();
    await store.db.deleteFrom('company_changes').execute();
    await store.db
      .updateTable('company_profiles')
      .set({ has_patents: false, capital_increased_on: null })
      .execute();
    expect(await seedDemoEnterprises(store, { seed: 'other-seed', companies: 10 })).toBe(false);
    const after = await stored();
    const strip = <T extends { id: unknown }>(rows: T[]) => rows.map(({ id: _, ...r }) => r);
    expect(strip(after.patents)).toEqual(strip(before.patents));
    expect(strip(after.changes)).toEqual(strip(before.changes));
    expect(after.profiles).toEqual(before.profiles);
  });

  it('clears a load that was interrupted before it was recorded, and loads again', async () => {
    await store.db.deleteFrom('bigdata_datasets').execute();
    expect(await seedDemoEnterprises(store, { seed: 'seed-test', companies: 120 })).toBe(true);
    expect(await countOf('companies')).toBe(120);
    const dataset = await store.db.selectFrom('bigdata_datasets').select(['size', 'seed']).executeTakeFirst();
    expect(dataset).toEqual({ size: 120, seed: 'seed-test' });
  });
});
