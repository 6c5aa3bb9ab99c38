import { sql } from 'kysely';
import type { QueriesOf, StoreOf } from '../../db/module-store';

/**
 * The kept yearly counts of the enterprise read model (metric_region_years, migration 1340;
 * docs/metric-table.md): built in one pass, read by key.
 */
type Queries = QueriesOf<'metric-table'>;

export const NATION = '100000';

export interface YearRow {
  region_code: string;
  year: number;
  new_companies: number;
  new_capital: number;
  patents: number;
  financing: number;
}

export const lastBuild = (db: Queries) =>
  db.selectFrom('metric_region_year_builds').selectAll().where('id', '=', 1).executeTakeFirst();

/**
 * Counts every company, patent and financing event once per level (nation, province, city,
 * county) and year. A county code equal to its city's (a city without counties) is counted at the
 * city only, a city code equal to its province's at the province only.
 */
export async function buildYearStats(store: StoreOf<'metric-table'>): Promise<number> {
  return store.transaction(async ({ db: tx }) => {
    await tx.deleteFrom('metric_region_years').execute();
    await sql`insert into metric_region_years
        (region_code, level, year, new_companies, new_capital, patents, financing)
      select r.code, r.level, x.year, sum(x.companies)::int, coalesce(sum(x.capital), 0)::float8,
        sum(x.patents)::int, sum(x.financing)::int
      from (
        select p.province_code, p.city_code, p.region_code,
          coalesce(extract(year from p.es_dt)::int, 0) as year,
          count(*) as companies, sum(p.reg_capital) as capital, 0 as patents, 0 as financing
        from company_profiles p
        group by 1, 2, 3, 4
        union all
        select p.province_code, p.city_code, p.region_code, extract(year from t.applied_on)::int,
          0, 0, count(*), 0
        from company_patents t join company_profiles p on p.company_id = t.company_id
        group by 1, 2, 3, 4
        union all
        select p.province_code, p.city_code, p.region_code, extract(year from e.changed_on)::int,
          0, 0, 0, count(*)
        from company_changes e join company_profiles p on p.company_id = e.company_id
        where e.kind = 'financing'
        group by 1, 2, 3, 4
      ) x
      cross join lateral (values (${NATION}, 0), (x.province_code, 1), (x.city_code, 2), (x.region_code, 3))
        as r(code, level)
      where r.code <> '' and not (r.level = 3 and x.region_code = x.city_code)
        and not (r.level = 2 and x.city_code = x.province_code)
      group by r.code, r.level, x.year`.execute(tx);
    const total = await tx
      .selectFrom('metric_region_years')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('new_companies'), sql<number>`0`).as('n'))
      .where('region_code', '=', NATION)
      .executeTakeFirst();
    const companies = Number(total?.n ?? 0);
    await tx
      .insertInto('metric_region_year_builds')
      .values({ id: 1, companies })
      .onConflict((oc) => oc.column('id').doUpdateSet({ companies, built_at: sql`now()` }))
      .execute();
    return companies;
  });
}

/** The regions' rows of the years from `from` to `to`. */
export function yearRows(db: Queries, regionCodes: readonly string[], from: number, to: number) {
  if (!regionCodes.length) return Promise.resolve([] as YearRow[]);
  return db
    .selectFrom('metric_region_years')
    .select(['region_code', 'year', 'new_companies', 'new_capital', 'patents', 'financing'])
    .where('region_code', 'in', [...regionCodes])
    .where('year', '>=', from)
    .where('year', '<=', to)
    .execute();
}

/** The regions' companies founded before `year` (year 0, no founding day, included). */
export function companiesBefore(db: Queries, regionCodes: readonly string[], year: number) {
  if (!regionCodes.length) return Promise.resolve([] as { region_code: string; companies: number }[]);
  return db
    .selectFrom('metric_region_years')
    .select((eb) => ['region_code', eb.fn.sum<number>('new_companies').as('companies')])
    .where('region_code', 'in', [...regionCodes])
    .where('year', '<', year)
    .groupBy('region_code')
    .execute();
}

/** Every year of the regions: their companies and registered capital in all. */
export function totals(db: Queries, regionCodes: readonly string[]) {
  if (!regionCodes.length)
    return Promise.resolve([] as { region_code: string; companies: number; capital: number }[]);
  return db
    .selectFrom('metric_region_years')
    .select((eb) => [
      'region_code',
      eb.fn.sum<number>('new_companies').as('companies'),
      eb.fn.sum<number>('new_capital').as('capital'),
    ])
    .where('region_code', 'in', [...regionCodes])
    .groupBy('region_code')
    .execute();
}
