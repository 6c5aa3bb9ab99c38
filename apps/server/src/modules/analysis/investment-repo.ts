import { sql } from 'kysely';
import { INVESTMENT_ROUNDS } from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';
import type { EntFilter } from '../chain';
import { scoped, textArray } from './scope-repo';

/** The investment maps' queries: the financing events of a chain scope, and investors. */

type Queries = QueriesOf<'analysis'>;

/** `ev`: the financing events (investor deals) of a scope's companies. */
const events = (f: EntFilter) => sql`${scoped(f)},
  ev as (
    select i.org_id, i.company_id, i.round, i.amount, i.invest_date
    from org_investments i join scoped s on s.company_id = i.company_id
  )`;

export interface RoundRow {
  round: string;
  company_count: number;
  event_count: number;
  amount: number;
}

/** Every round in order: the companies whose furthest round it is, its events and amount. */
export async function roundTotals(db: Queries, f: EntFilter): Promise<RoundRow[]> {
  const result = await sql<RoundRow>`
    ${events(f)},
    furthest as (
      select company_id, max(array_position(${textArray(INVESTMENT_ROUNDS)}, round)) as pos
      from ev group by company_id
    )
    select r.round,
      (select count(*)::int from furthest where furthest.pos = r.pos) as company_count,
      (select count(*)::int from ev where ev.round = r.round) as event_count,
      (select coalesce(sum(ev.amount), 0) from ev where ev.round = r.round) as amount
    from unnest(${textArray(INVESTMENT_ROUNDS)}) with ordinality as r(round, pos)
    order by r.pos`.execute(db);
  return result.rows;
}

export interface RankRow {
  code: string;
  name: string;
  events: number;
  amount: number;
}

/** The scope's totals, its `top` most active investors and its `top` most financed nodes. */
export async function scopeTotals(db: Queries, f: EntFilter, top: number) {
  const [totals, investors, nodes] = await Promise.all([
    sql<{ investors: number; companies: number; events: number; amount: number }>`${events(f)}
      select count(distinct org_id)::int as investors, count(distinct company_id)::int as companies,
        count(*)::int as events, coalesce(sum(amount), 0) as amount from ev`.execute(db),
    sql<RankRow>`${events(f)}
      select o.org_id as code, o.org_name as name, count(*)::int as events, sum(ev.amount) as amount
      from ev join investment_orgs o on o.org_id = ev.org_id
      group by 1, 2 order by 3 desc, 4 desc, 1 limit ${top}`.execute(db),
    sql<RankRow>`${events(f)}
      select n.node_code as code, n.node_name as name, count(*)::int as events, sum(ev.amount) as amount
      from ev join company_layouts l on l.company_id = ev.company_id
      join sub on sub.node_code = l.node_code join chain_nodes n on n.node_code = l.node_code
      group by 1, 2 order by 4 desc, 3 desc, 1 limit ${top}`.execute(db),
  ]);
  return { totals: totals.rows[0]!, investors: investors.rows, nodes: nodes.rows };
}

export interface DealRow {
  org_id: string;
  org_name: string;
  org_events: number;
  company_id: string;
  company_name: string;
  amount: number;
}

/** The scope's `investors` most active investors, each with its eight biggest financed companies. */
export async function topInvestorDeals(db: Queries, f: EntFilter, investors: number): Promise<DealRow[]> {
  const result = await sql<DealRow>`${events(f)},
    top as (
      select org_id, count(*)::int as n from ev group by org_id order by 2 desc, 1 limit ${investors}
    ),
    deals as (
      select ev.org_id, ev.company_id, sum(ev.amount) as amount,
        row_number() over (partition by ev.org_id order by sum(ev.amount) desc, ev.company_id) as k
      from ev join top on top.org_id = ev.org_id group by ev.org_id, ev.company_id
    )
    select d.org_id, o.org_name, top.n as org_events, d.company_id, c.company_name, d.amount
    from deals d join top on top.org_id = d.org_id
    join investment_orgs o on o.org_id = d.org_id join companies c on c.company_id = d.company_id
    where d.k <= 8 order by top.n desc, d.org_id, d.amount desc`.execute(db);
  return result.rows;
}

export interface FinancedCompanyRow {
  company_id: string;
  company_name: string;
  region_code: string;
  investors: number;
  events: number;
  amount: number;
  last_round: string;
  last_date: string;
  total: number;
}

/** A page of the scope's financed companies, most financed first, each row with the total. */
export async function financedCompaniesPage(
  db: Queries,
  f: EntFilter,
  size: number,
  offset: number,
): Promise<FinancedCompanyRow[]> {
  const result = await sql<FinancedCompanyRow>`${events(f)},
    per as (
      select company_id, count(distinct org_id)::int as investors, count(*)::int as events,
        sum(amount) as amount, max(invest_date) as last_date,
        (array_agg(round order by invest_date desc, round))[1] as last_round
      from ev group by company_id
    )
    select per.*, c.company_name, c.region_code, count(*) over ()::int as total
    from per join companies c on c.company_id = per.company_id
    order by per.amount desc, per.company_id limit ${size} offset ${offset}`.execute(db);
  return result.rows;
}

export interface InvestorRow {
  org_id: string;
  org_name: string;
  org_type: string;
  companies: number;
  events: number;
  amount: number;
  last_date: string;
  total: number;
}

/** A page of the scope's investors, most active first, each row with the total. */
export async function investorsPage(
  db: Queries,
  f: EntFilter,
  size: number,
  offset: number,
): Promise<InvestorRow[]> {
  const result = await sql<InvestorRow>`${events(f)},
    per as (
      select org_id, count(distinct company_id)::int as companies, count(*)::int as events,
        sum(amount) as amount, max(invest_date) as last_date
      from ev group by org_id
    )
    select per.*, o.org_name, o.org_type, count(*) over ()::int as total
    from per join investment_orgs o on o.org_id = per.org_id
    order by per.events desc, per.amount desc, per.org_id limit ${size} offset ${offset}`.execute(db);
  return result.rows;
}

/** How many distinct financed companies (or investors) the scope's events have. */
export async function countDistinct(
  db: Queries,
  f: EntFilter,
  column: 'company_id' | 'org_id',
): Promise<number> {
  const result = await sql<{ n: number }>`${events(f)}
    select count(distinct ${sql.ref(column)})::int as n from ev`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** Events and amounts per year, in year order. */
export async function yearTotals(db: Queries, f: EntFilter) {
  const result = await sql<{ year: string; events: number; amount: number }>`${events(f)}
    select substr(invest_date::text, 1, 4) as year, count(*)::int as events, sum(amount) as amount
    from ev group by 1 order by 1`.execute(db);
  return result.rows;
}

/** Events per year and round, in year order. */
export async function yearRoundCounts(db: Queries, f: EntFilter) {
  const result = await sql<{ year: string; round: string; events: number }>`${events(f)}
    select substr(invest_date::text, 1, 4) as year, round, count(*)::int as events
    from ev group by 1, 2 order by 1`.execute(db);
  return result.rows;
}

export interface KeywordHitRow {
  id: string;
  name: string;
  kind: 'company' | 'org';
  events: number;
}

/** Up to `size` investors and `size` financed companies whose name is like `like`, most deals first. */
export async function financedByName(db: Queries, like: string, size: number): Promise<KeywordHitRow[]> {
  const result = await sql<KeywordHitRow>`
    (select o.org_id as id, o.org_name as name, 'org' as kind, count(i.id)::int as events
     from investment_orgs o join org_investments i on i.org_id = o.org_id
     where o.org_name ilike ${like} group by 1, 2 order by 4 desc, 1 limit ${size})
    union all
    (select c.company_id, c.company_name, 'company', count(*)::int
     from org_investments i join companies c on c.company_id = i.company_id
     where c.company_name ilike ${like} group by 1, 2 order by 4 desc, 1 limit ${size})`.execute(db);
  return result.rows;
}

/**
 * An investor's deals grouped by node of a chain (given `chainCode`) or by chain, most deals first,
 * and its `top` latest deals.
 */
export async function investorDeals(db: Queries, orgId: string, chainCode: string | undefined, top: number) {
  const groups = chainCode
    ? sql`select node_code as code, node_name as name, node_code as layout_key from chain_nodes
          where chain_code = ${chainCode}`
    : sql`select chain_code as code, chain_name as name, chain_code as layout_key from industry_chains`;
  const layoutKey = chainCode ? sql`l.node_code` : sql`l.chain_code`;
  const [groupRows, recent] = await Promise.all([
    sql<RankRow>`
      with g as (${groups}),
      deals as (
        select distinct i.id, i.amount, g.code, g.name
        from org_investments i join company_layouts l on l.company_id = i.company_id
        join g on g.layout_key = ${layoutKey}
        where i.org_id = ${orgId}
      )
      select code, name, count(*)::int as events, sum(amount) as amount from deals
      group by 1, 2 order by 3 desc, 4 desc, 1 limit ${top}`.execute(db),
    db
      .selectFrom('org_investments as i')
      .innerJoin('companies as c', 'c.company_id', 'i.company_id')
      .select(['i.company_id', 'c.company_name', 'i.round', 'i.amount', 'i.invest_date'])
      .where('i.org_id', '=', orgId)
      .orderBy('i.invest_date', 'desc')
      .orderBy('i.id')
      .limit(top)
      .execute(),
  ]);
  return { groups: groupRows.rows, recent };
}
