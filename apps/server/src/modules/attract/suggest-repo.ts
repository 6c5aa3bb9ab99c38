import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

/**
 * government-suggest's candidates (docs/attract.md, "Targets"): operating companies outside the
 * region on the gap nodes (node_paths' GIN), the strongest POOL by total score (index
 * company_profiles_rank), each with the signals the score reads.
 */
type Queries = QueriesOf<'attract'>;

/** Candidates re-ranked by the signals: the strongest this many on the gap nodes. */
export const POOL = 500;

export type RegionColumn = 'province_code' | 'city_code' | 'region_code';

export interface PoolRow {
  company_id: string;
  total_score: number;
  grow_score: number;
  region_code: string;
  reg_capital: number;
  es_dt: string | null;
  invest_cnt: number;
  has_patents: boolean;
  qualification_tags: string[];
  capital_increased_on: string | null;
  expansion_tag: string;
  /** The gap node it sits on (the first of them). */
  matched_node: string;
  /** Its latest investment round on or after `financedSince`, if any. */
  round_on: string | null;
  round: string | null;
}

const textArray = (values: readonly string[]) => sql`${[...values]}::text[]`;

export async function candidatePool(
  db: Queries,
  q: { nodes: readonly string[]; column: RegionColumn; regionCode: string; financedSince: string },
): Promise<PoolRow[]> {
  const r = await sql<PoolRow>`with pool as (
      select c.company_id, c.total_score, c.grow_score, c.region_code, c.reg_capital, c.es_dt::text as es_dt,
        c.invest_cnt, c.has_patents, c.qualification_tags, c.capital_increased_on::text as capital_increased_on,
        (select min(n) from unnest(c.node_paths) as n where n = any(${textArray(q.nodes)})) as matched_node
      from company_profiles c
      where c.node_paths && ${textArray(q.nodes)} and c.reg_status_code in ('1', '2')
        and c.${sql.ref(q.column)} <> ${q.regionCode}
      order by c.total_score desc, c.company_id
      limit ${POOL})
    select p.*, co.expansion_tag, inv.round_on, inv.round
    from pool p
    join companies co on co.company_id = p.company_id
    left join lateral (select i.invest_date::text as round_on, i.round from org_investments i
      where i.company_id = p.company_id and i.invest_date >= ${q.financedSince}::date
      order by i.invest_date desc limit 1) inv on true`.execute(db);
  return r.rows;
}

/** The investment organisations of the companies' rounds (newest first, a few each). */
export async function investorsOf(
  db: Queries,
  companyIds: readonly string[],
): Promise<Array<{ company_id: string; org_id: string; org_name: string }>> {
  if (!companyIds.length) return [];
  return db
    .selectFrom('org_investments')
    .innerJoin('investment_orgs', 'investment_orgs.org_id', 'org_investments.org_id')
    .select(['org_investments.company_id', 'investment_orgs.org_id', 'investment_orgs.org_name'])
    .where('org_investments.company_id', 'in', [...companyIds])
    .orderBy('org_investments.invest_date', 'desc')
    .orderBy('investment_orgs.org_id')
    .execute();
}
