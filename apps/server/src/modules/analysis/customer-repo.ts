import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import type { EntFilter } from '../chain';
import { scoped } from './scope-repo';

/** The customer-acquisition maps' queries: target groups of a scope, and partners up and down stream. */

type Queries = QueriesOf<'analysis'>;

export interface TargetGroupCounts {
  total: number;
  invested: number;
  listed: number;
  high_tech: number;
  operating: number;
}

/** How many of the scope's companies are in each target group. */
export async function targetGroupCounts(db: Queries, f: EntFilter): Promise<TargetGroupCounts> {
  const result = await sql<TargetGroupCounts>`
    ${scoped(f)}
    select count(*)::int as total,
      count(*) filter (where exists (select 1 from org_investments i where i.company_id = c.company_id))::int as invested,
      count(*) filter (where c.is_listed)::int as listed,
      count(*) filter (where '高新技术企业' = any(c.qualification_tags))::int as high_tech,
      count(*) filter (where c.reg_status_code = '1')::int as operating
    from scoped join companies c on c.company_id = scoped.company_id`.execute(db);
  return result.rows[0]!;
}

/** The chain nodes the company sits on. */
export function placementsOf(db: Queries, companyId: string) {
  return db
    .selectFrom('company_layouts')
    .select(['node_code', 'chain_code'])
    .where('company_id', '=', companyId)
    .execute();
}

export interface PartnerRow {
  company_id: string;
  company_name: string;
  region_code: string;
  total_score: number;
  node_name: string;
  chain_name: string;
}

/**
 * Operating companies placed under any of the node code prefixes, other than the company itself
 * (within a region, if given): the company's province first, strongest first, one row per placement.
 */
export async function partnersUnder(
  db: Queries,
  prefixes: readonly string[],
  company: { company_id: string; province_code: string },
  regionCode: string | undefined,
  limit: number,
): Promise<PartnerRow[]> {
  const region = regionCode ? sql`and p.region_code like ${`${regionCode}%`}` : sql``;
  const result = await sql<PartnerRow>`
      select p.company_id, p.company_name, p.region_code, p.total_score, n.node_name, ch.chain_name
      from company_layouts l join chain_nodes n on n.node_code = l.node_code
      join industry_chains ch on ch.chain_code = l.chain_code
      join companies p on p.company_id = l.company_id
      where (${sql.join(
        prefixes.map((x) => sql`l.node_code like ${`${x}%`}`),
        sql` or `,
      )})
        and p.company_id <> ${company.company_id} and p.reg_status_code = '1' ${region}
      order by (p.province_code = ${company.province_code}) desc, p.total_score desc, p.company_id
      limit ${limit}`.execute(db);
  return result.rows;
}
