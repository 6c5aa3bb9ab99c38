import { sql } from 'kysely';
import type { z } from 'zod';
import type { customerApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { requireCompany } from '../bigdata';
import { areaOf, resolveFilter } from '../chain';
import { scoped } from './scopeSql';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/** How many of a scope's companies fall in each target group of customer acquisition. */
export async function matchCount(db: Q, input: In<typeof customerApi.matchCount>) {
  const f = await resolveFilter(db, input);
  const result = await sql<{
    total: number;
    invested: number;
    listed: number;
    high_tech: number;
    operating: number;
  }>`
    ${scoped(f)}
    select count(*)::int as total,
      count(*) filter (where exists (select 1 from org_investments i where i.company_id = c.company_id))::int as invested,
      count(*) filter (where c.is_listed)::int as listed,
      count(*) filter (where '高新技术企业' = any(c.qualification_tags))::int as high_tech,
      count(*) filter (where c.reg_status_code = '1')::int as operating
    from scoped join companies c on c.company_id = scoped.company_id`.execute(db);
  const r = result.rows[0]!;
  return {
    total: r.total,
    invested: r.invested,
    listed: r.listed,
    highTech: r.high_tech,
    operating: r.operating,
  };
}

/** Partners shown on each side. */
export const SUPPLY_PARTNERS = 10;

interface PartnerRow {
  company_id: string;
  company_name: string;
  region_code: string;
  total_score: number;
  node_name: string;
  chain_name: string;
}

/**
 * Likely suppliers and customers: operating companies on the stream before (upstream) and after
 * (downstream) each node the company sits on, the company's province first, strongest first.
 * Stream is a node code's first level (chain code + 01 上游, 02 中游, 03 下游).
 */
export async function supplyRelations(db: Q, input: In<typeof customerApi.supplyRelations>) {
  const c = await requireCompany(db, input.companyId);
  const own = await db
    .selectFrom('company_layouts')
    .select(['node_code', 'chain_code'])
    .where('company_id', '=', c.company_id)
    .execute();
  const streams = (offset: number) => [
    ...new Set(
      own
        .map((l) => {
          const stream = Number(l.node_code.slice(l.chain_code.length, l.chain_code.length + 2)) + offset;
          return stream >= 1 ? `${l.chain_code}${String(stream).padStart(2, '0')}` : '';
        })
        .filter(Boolean),
    ),
  ];
  const side = async (prefixes: string[]) => {
    if (!prefixes.length) return [];
    const region = input.regionCode ? sql`and p.region_code like ${`${input.regionCode}%`}` : sql``;
    const result = await sql<PartnerRow>`
      select p.company_id, p.company_name, p.region_code, p.total_score, n.node_name, ch.chain_name
      from company_layouts l join chain_nodes n on n.node_code = l.node_code
      join industry_chains ch on ch.chain_code = l.chain_code
      join companies p on p.company_id = l.company_id
      where (${sql.join(
        prefixes.map((x) => sql`l.node_code like ${`${x}%`}`),
        sql` or `,
      )})
        and p.company_id <> ${c.company_id} and p.reg_status_code = '1' ${region}
      order by (p.province_code = ${c.province_code}) desc, p.total_score desc, p.company_id
      limit ${SUPPLY_PARTNERS * 3}`.execute(db);
    const seen = new Set<string>();
    return result.rows
      .filter((r) => !seen.has(r.company_id) && Boolean(seen.add(r.company_id)))
      .slice(0, SUPPLY_PARTNERS)
      .map((r) => ({
        companyId: r.company_id,
        companyName: r.company_name,
        area: areaOf(r.region_code),
        nodeName: r.node_name,
        chainName: r.chain_name,
        totalScore: Number(r.total_score),
      }));
  };
  const [suppliers, customers] = await Promise.all([side(streams(-1)), side(streams(1))]);
  return { suppliers, customers };
}
