import { sql, type RawBuilder } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import type { EntFilter } from '../chain';
import { segmented, type SegmentRow } from './scope-repo';

/** The capital maps' queries: shareholdings, holdings and investments over the company data set. */

type Queries = QueriesOf<'analysis'>;

/** Other holdings read per shared shareholder. */
const SIBLINGS_PER_HOLDER = 10;

export interface SiblingRow {
  holder_id: string;
  holder_name: string;
  ratio_in_company: number;
  company_id: string;
  company_name: string;
  region_code: string;
  ratio: number;
}

/** Companies sharing a corporate shareholder with the company (people hold one company each). */
export async function siblings(db: Queries, companyId: string): Promise<SiblingRow[]> {
  const result = await sql<SiblingRow>`
    with holders as (
      select holder_entity_id, holder_entity_name, ratio from company_shareholders
      where company_id = ${companyId} and holder_entity_type = '2'
    ),
    other as (
      select h.holder_entity_id, h.holder_entity_name, h.ratio as ratio_in_company, s.company_id, s.ratio,
        row_number() over (partition by h.holder_entity_id order by s.ratio desc, s.company_id) as k
      from holders h join company_shareholders s
        on s.holder_entity_id = h.holder_entity_id and s.holder_entity_type = '2'
      where s.company_id <> ${companyId}
    )
    select o.holder_entity_id as holder_id, o.holder_entity_name as holder_name, o.ratio_in_company,
      o.company_id, c.company_name, c.region_code, o.ratio
    from other o join companies c on c.company_id = o.company_id
    where o.k <= ${SIBLINGS_PER_HOLDER} order by o.holder_entity_id, o.k`.execute(db);
  return result.rows;
}

/** The company's corporate shareholders. */
export function corporateHolders(db: Queries, companyId: string) {
  return db
    .selectFrom('company_shareholders')
    .select(['holder_entity_id', 'holder_entity_name', 'ratio'])
    .where('company_id', '=', companyId)
    .where('holder_entity_type', '=', '2')
    .execute();
}

export interface CountRow {
  code: string;
  n: number;
}

/**
 * Where an investor's deals (`org`), or a company's holdings, are: counts by province, industry
 * division and round, largest first.
 */
export async function investmentCounts(db: Queries, entType: 'org' | 'company', entId: string) {
  const targets =
    entType === 'org'
      ? sql`select company_id, round from org_investments where org_id = ${entId}`
      : sql`select company_id, null::text as round from company_shareholders
          where holder_entity_id = ${entId} and holder_entity_type = '2'`;
  const grouped = async (key: RawBuilder<unknown>) => {
    const result = await sql<CountRow>`
      with t as (${targets})
      select ${key} as code, count(*)::int as n from t join companies c on c.company_id = t.company_id
      where ${key} is not null and ${key} <> '' group by 1 order by 2 desc, 1`.execute(db);
    return result.rows;
  };
  const [regions, industries, rounds] = await Promise.all([
    grouped(sql`c.province_code`),
    grouped(sql`c.industry_division_code`),
    grouped(sql`t.round`),
  ]);
  return { regions, industries, rounds };
}

/** How many of the scope's companies sit under each segment. */
export async function segmentSizes(db: Queries, f: EntFilter, segments: readonly SegmentRow[]) {
  const result = await sql<{ seg: string; n: number }>`${segmented(f, segments)}
      select seg, count(*)::int as n from seg group by seg`.execute(db);
  return result.rows;
}

/** Pairs of segments tied by shareholdings across them and by investors common to both. */
export async function segmentTies(db: Queries, f: EntFilter, segments: readonly SegmentRow[]) {
  const result = await sql<{ source: string; target: string; value: number }>`${segmented(f, segments)},
      holding as (
        select least(a.seg, b.seg) as source, greatest(a.seg, b.seg) as target, count(*)::int as n
        from company_shareholders h join seg a on a.company_id = h.holder_entity_id
        join seg b on b.company_id = h.company_id
        where h.holder_entity_type = '2' and a.seg <> b.seg group by 1, 2
      ),
      org_seg as (select distinct i.org_id, s.seg from org_investments i join seg s on s.company_id = i.company_id),
      common as (
        select a.seg as source, b.seg as target, count(*)::int as n
        from org_seg a join org_seg b on a.org_id = b.org_id and a.seg < b.seg group by 1, 2
      )
      select source, target, sum(n)::int as value
      from (select * from holding union all select * from common) t group by 1, 2 order by 1, 2`.execute(db);
  return result.rows;
}

export interface HolderRow {
  company_id: string;
  holder_entity_id: string;
  holder_entity_name: string;
  holder_entity_type: string;
  ratio: number;
}

/** The shareholders of the companies, biggest stakes first. */
export function shareholdersOf(db: Queries, companyIds: string[]): Promise<HolderRow[]> {
  return db
    .selectFrom('company_shareholders')
    .select(['company_id', 'holder_entity_id', 'holder_entity_name', 'holder_entity_type', 'ratio'])
    .where('company_id', 'in', companyIds)
    .orderBy('ratio', 'desc')
    .execute() as Promise<HolderRow[]>;
}

/** The companies the given companies hold shares in, biggest stakes first. */
export async function holdingsOf(db: Queries, holderIds: string[]) {
  const result = await sql<HolderRow & { company_name: string }>`
      select s.company_id, s.holder_entity_id, c.company_name, s.ratio
      from company_shareholders s join companies c on c.company_id = s.company_id
      where s.holder_entity_type = '2' and s.holder_entity_id in (${sql.join(holderIds)})
      order by s.ratio desc, s.company_id`.execute(db);
  return result.rows;
}
