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

  it('clears a load that was interrupted before it was recorded, and loads again', async () => {
    await store.db.deleteFrom('bigdata_datasets').execute();
    expect(await seedDemoEnterprises(store, { seed: 'seed-test', companies: 120 })).toBe(true);
    expect(await countOf('companies')).toBe(120);
    const dataset = await store.db.selectFrom('bigdata_datasets').select(['size', 'seed']).executeTakeFirst();
    expect(dataset).toEqual({ size: 120, seed: 'seed-test' });
  });
});
