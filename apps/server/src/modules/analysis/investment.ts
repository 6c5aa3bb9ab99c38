import { sql } from 'kysely';
import type { z } from 'zod';
import { INVESTMENT_ROUNDS, type investmentApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { requireOrg } from '../bigdata';
import { areaOf, resolveFilter, type EntFilter } from '../chain';
import { scoped, textArray } from './scopeSql';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;
type Scope = In<typeof investmentApi.investmentProcess>;

/** `ev`: the financing events (investor deals) of a scope's companies. */
const events = (f: EntFilter) => sql`${scoped(f)},
  ev as (
    select i.org_id, i.company_id, i.round, i.amount, i.invest_date
    from org_investments i join scoped s on s.company_id = i.company_id
  )`;

const TOP = 10;

/** Companies by the furthest round they reached, with each round's events and amount. */
export async function investmentProcess(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const result = await sql<{ round: string; company_count: number; event_count: number; amount: number }>`
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
  const rounds = result.rows.map((r) => ({
    round: r.round,
    companyCount: r.company_count,
    eventCount: r.event_count,
    amount: Number(r.amount),
  }));
  return {
    rounds,
    companyCount: rounds.reduce((n, r) => n + r.companyCount, 0),
    eventCount: rounds.reduce((n, r) => n + r.eventCount, 0),
    amount: rounds.reduce((n, r) => n + r.amount, 0),
  };
}

/** Totals, the most active investors and the most financed nodes. */
export async function linkageData(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const [totals, investors, nodes] = await Promise.all([
    sql<{ investors: number; companies: number; events: number; amount: number }>`${events(f)}
      select count(distinct org_id)::int as investors, count(distinct company_id)::int as companies,
        count(*)::int as events, coalesce(sum(amount), 0) as amount from ev`.execute(db),
    sql<{ code: string; name: string; events: number; amount: number }>`${events(f)}
      select o.org_id as code, o.org_name as name, count(*)::int as events, sum(ev.amount) as amount
      from ev join investment_orgs o on o.org_id = ev.org_id
      group by 1, 2 order by 3 desc, 4 desc, 1 limit ${TOP}`.execute(db),
    sql<{ code: string; name: string; events: number; amount: number }>`${events(f)}
      select n.node_code as code, n.node_name as name, count(*)::int as events, sum(ev.amount) as amount
      from ev join company_layouts l on l.company_id = ev.company_id
      join sub on sub.node_code = l.node_code join chain_nodes n on n.node_code = l.node_code
      group by 1, 2 order by 4 desc, 3 desc, 1 limit ${TOP}`.execute(db),
  ]);
  const t = totals.rows[0]!;
  const row = (r: { code: string; name: string; events: number; amount: number }) => ({
    code: r.code,
    name: r.name,
    eventCount: r.events,
    amount: Number(r.amount),
  });
  return {
    investorCount: t.investors,
    companyCount: t.companies,
    eventCount: t.events,
    amount: Number(t.amount),
    topInvestors: investors.rows.map(row),
    topNodes: nodes.rows.map(row),
  };
}

/** The most active investors of a scope and the companies they financed in it. */
export async function linkageGraph(db: Q, input: In<typeof investmentApi.linkageGraph>) {
  const f = await resolveFilter(db, input);
  const result = await sql<{
    org_id: string;
    org_name: string;
    org_events: number;
    company_id: string;
    company_name: string;
    amount: number;
  }>`${events(f)},
    top as (
      select org_id, count(*)::int as n from ev group by org_id order by 2 desc, 1 limit ${input.investors}
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
  const nodes = new Map<string, { id: string; name: string; kind: 'org' | 'company'; value: number }>();
  const links = result.rows.map((r) => {
    nodes.set(`o${r.org_id}`, { id: `o${r.org_id}`, name: r.org_name, kind: 'org', value: r.org_events });
    const company = nodes.get(`c${r.company_id}`);
    nodes.set(`c${r.company_id}`, {
      id: `c${r.company_id}`,
      name: r.company_name,
      kind: 'company',
      value: (company?.value ?? 0) + Number(r.amount),
    });
    return { source: `o${r.org_id}`, target: `c${r.company_id}`, value: Number(r.amount) };
  });
  return { nodes: [...nodes.values()], links };
}

type PageInput = In<typeof investmentApi.linkageEnterprises>;
const offset = (p: PageInput) => (p.current - 1) * p.size;

/** The scope's financed companies, most financed first. */
export async function linkageEnterprises(db: Q, input: PageInput) {
  const f = await resolveFilter(db, input);
  const result = await sql<{
    company_id: string;
    company_name: string;
    region_code: string;
    investors: number;
    events: number;
    amount: number;
    last_round: string;
    last_date: string;
    total: number;
  }>`${events(f)},
    per as (
      select company_id, count(distinct org_id)::int as investors, count(*)::int as events,
        sum(amount) as amount, max(invest_date) as last_date,
        (array_agg(round order by invest_date desc, round))[1] as last_round
      from ev group by company_id
    )
    select per.*, c.company_name, c.region_code, count(*) over ()::int as total
    from per join companies c on c.company_id = per.company_id
    order by per.amount desc, per.company_id limit ${input.size} offset ${offset(input)}`.execute(db);
  return {
    records: result.rows.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      area: areaOf(r.region_code),
      investorCount: r.investors,
      eventCount: r.events,
      amount: Number(r.amount),
      lastRound: r.last_round,
      lastDate: String(r.last_date),
    })),
    total: result.rows[0]?.total ?? (await countOf(db, f, 'company_id')),
    current: input.current,
    size: input.size,
  };
}

/** The scope's investors, most active first. */
export async function linkageInvestors(db: Q, input: PageInput) {
  const f = await resolveFilter(db, input);
  const result = await sql<{
    org_id: string;
    org_name: string;
    org_type: string;
    companies: number;
    events: number;
    amount: number;
    last_date: string;
    total: number;
  }>`${events(f)},
    per as (
      select org_id, count(distinct company_id)::int as companies, count(*)::int as events,
        sum(amount) as amount, max(invest_date) as last_date
      from ev group by org_id
    )
    select per.*, o.org_name, o.org_type, count(*) over ()::int as total
    from per join investment_orgs o on o.org_id = per.org_id
    order by per.events desc, per.amount desc, per.org_id limit ${input.size} offset ${offset(input)}`.execute(
    db,
  );
  return {
    records: result.rows.map((r) => ({
      orgId: r.org_id,
      orgName: r.org_name,
      orgType: r.org_type,
      companyCount: r.companies,
      eventCount: r.events,
      amount: Number(r.amount),
      lastDate: String(r.last_date),
    })),
    total: result.rows[0]?.total ?? (await countOf(db, f, 'org_id')),
    current: input.current,
    size: input.size,
  };
}

/** A page past the end has no rows to carry the total: count it alone. */
async function countOf(db: Q, f: EntFilter, column: 'company_id' | 'org_id'): Promise<number> {
  const result = await sql<{ n: number }>`${events(f)}
    select count(distinct ${sql.ref(column)})::int as n from ev`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** Events and amounts per year. */
export async function yearFinance(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const result = await sql<{ year: string; events: number; amount: number }>`${events(f)}
    select substr(invest_date::text, 1, 4) as year, count(*)::int as events, sum(amount) as amount
    from ev group by 1 order by 1`.execute(db);
  return {
    years: result.rows.map((r) => ({ year: r.year, eventCount: r.events, amount: Number(r.amount) })),
  };
}

/** Events per year and round, every round in order (zeros where a year had none). */
export async function yearRounds(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const result = await sql<{ year: string; round: string; events: number }>`${events(f)}
    select substr(invest_date::text, 1, 4) as year, round, count(*)::int as events
    from ev group by 1, 2 order by 1`.execute(db);
  const years = [...new Set(result.rows.map((r) => r.year))];
  return {
    years,
    rounds: INVESTMENT_ROUNDS.map((round) => ({
      round,
      counts: years.map((y) => result.rows.find((r) => r.year === y && r.round === round)?.events ?? 0),
    })),
  };
}

/** Financed companies and investors whose name holds the keyword, most deals first. */
export async function entByKeywords(db: Q, input: In<typeof investmentApi.entByKeywords>) {
  const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await sql<{ id: string; name: string; kind: 'company' | 'org'; events: number }>`
    (select o.org_id as id, o.org_name as name, 'org' as kind, count(i.id)::int as events
     from investment_orgs o join org_investments i on i.org_id = o.org_id
     where o.org_name ilike ${like} group by 1, 2 order by 4 desc, 1 limit ${input.size})
    union all
    (select c.company_id, c.company_name, 'company', count(*)::int
     from org_investments i join companies c on c.company_id = i.company_id
     where c.company_name ilike ${like} group by 1, 2 order by 4 desc, 1 limit ${input.size})`.execute(db);
  return result.rows
    .sort((a, b) => b.events - a.events || a.id.localeCompare(b.id))
    .slice(0, input.size)
    .map((r) => ({ id: r.id, name: r.name, kind: r.kind, eventCount: r.events }));
}

/** An investor, its deals by node of a chain (or by chain), and its ten latest deals. */
export async function investorInfo(db: Q, input: In<typeof investmentApi.orgInfo>) {
  const org = await requireOrg(db, input.orgId);
  if (input.induChainId) await resolveFilter(db, { induChainId: input.induChainId });
  // By node of the chain asked for, else by chain.
  const groups = input.induChainId
    ? sql`select node_code as code, node_name as name, node_code as layout_key from chain_nodes
          where chain_code = ${input.induChainId}`
    : sql`select chain_code as code, chain_name as name, chain_code as layout_key from industry_chains`;
  const layoutKey = input.induChainId ? sql`l.node_code` : sql`l.chain_code`;
  const [nodes, recent] = await Promise.all([
    sql<{ code: string; name: string; events: number; amount: number }>`
      with g as (${groups}),
      deals as (
        select distinct i.id, i.amount, g.code, g.name
        from org_investments i join company_layouts l on l.company_id = i.company_id
        join g on g.layout_key = ${layoutKey}
        where i.org_id = ${input.orgId}
      )
      select code, name, count(*)::int as events, sum(amount) as amount from deals
      group by 1, 2 order by 3 desc, 4 desc, 1 limit ${TOP}`.execute(db),
    db
      .selectFrom('org_investments as i')
      .innerJoin('companies as c', 'c.company_id', 'i.company_id')
      .select(['i.company_id', 'c.company_name', 'i.round', 'i.amount', 'i.invest_date'])
      .where('i.org_id', '=', input.orgId)
      .orderBy('i.invest_date', 'desc')
      .orderBy('i.id')
      .limit(TOP)
      .execute(),
  ]);
  return {
    orgId: org.org_id,
    orgName: org.org_name,
    orgType: org.org_type,
    area: areaOf(org.region_code),
    establishedDate: String(org.established_date),
    investCnt: org.invest_cnt,
    investAmt: Number(org.invest_amt),
    nodes: nodes.rows.map((r) => ({
      code: r.code,
      name: r.name,
      eventCount: r.events,
      amount: Number(r.amount),
    })),
    recent: recent.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      round: r.round,
      amount: Number(r.amount),
      date: String(r.invest_date),
    })),
  };
}
