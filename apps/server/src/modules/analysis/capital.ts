import { sql } from 'kysely';
import type { z } from 'zod';
import type { AnalysisGraph, capitalApi, EquityNode } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { getDivision, provinceName, requireCompany, requireOrg } from '../bigdata';
import { areaOf, resolveFilter } from '../chain';
import { segmented, segmentsOf } from './scopeSql';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/** Other holdings shown per shared shareholder. */
const SIBLINGS_PER_HOLDER = 10;
/** Children shown per level of an equity penetration. */
const PENETRATION_FANOUT = 20;

interface SiblingRow {
  holder_id: string;
  holder_name: string;
  ratio_in_company: number;
  company_id: string;
  company_name: string;
  region_code: string;
  ratio: number;
}

/** Companies sharing a corporate shareholder with the company (people hold one company each). */
async function siblings(db: Q, companyId: string): Promise<SiblingRow[]> {
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

/** The company, its corporate shareholders, and what else they hold. */
export async function sharedHolder(db: Q, companyId: string): Promise<AnalysisGraph> {
  const c = await requireCompany(db, companyId);
  const [holders, rows] = await Promise.all([
    db
      .selectFrom('company_shareholders')
      .select(['holder_entity_id', 'holder_entity_name', 'ratio'])
      .where('company_id', '=', companyId)
      .where('holder_entity_type', '=', '2')
      .execute(),
    siblings(db, companyId),
  ]);
  const nodes: AnalysisGraph['nodes'] = [{ id: c.company_id, name: c.company_name, kind: 'root', value: 0 }];
  const links: AnalysisGraph['links'] = [];
  for (const h of holders) {
    nodes.push({
      id: h.holder_entity_id,
      name: h.holder_entity_name,
      kind: 'holder',
      value: Number(h.ratio),
    });
    links.push({ source: h.holder_entity_id, target: c.company_id, value: Number(h.ratio) });
  }
  const seen = new Set(nodes.map((n) => n.id));
  for (const r of rows) {
    if (!seen.has(r.company_id)) {
      seen.add(r.company_id);
      nodes.push({ id: r.company_id, name: r.company_name, kind: 'company', value: Number(r.ratio) });
    }
    links.push({ source: r.holder_id, target: r.company_id, value: Number(r.ratio) });
  }
  return { nodes, links };
}

/** Each company sharing a shareholder with the company, with the shareholders shared. */
export async function directSharedHolder(db: Q, companyId: string) {
  await requireCompany(db, companyId);
  const byCompany = new Map<
    string,
    { companyId: string; companyName: string; area: string; holders: { id: string; name: string }[] }
  >();
  for (const r of await siblings(db, companyId)) {
    const entry = byCompany.get(r.company_id) ?? {
      companyId: r.company_id,
      companyName: r.company_name,
      area: areaOf(r.region_code),
      holders: [],
    };
    entry.holders.push({ id: r.holder_id, name: r.holder_name });
    byCompany.set(r.company_id, entry);
  }
  return { records: [...byCompany.values()].sort((a, b) => b.holders.length - a.holders.length) };
}

const countRows = (rows: { code: string; n: number }[], name: (code: string) => string) =>
  rows.map((r) => ({ code: r.code, name: name(r.code), count: r.n }));

/** Where a company's holdings, or an investor's deals, are: by province, industry and round. */
export async function investDistribution(db: Q, input: In<typeof capitalApi.investDistribution>) {
  const isOrg = input.entType === 'org';
  if (isOrg) await requireOrg(db, input.entId);
  else await requireCompany(db, input.entId);
  const targets = isOrg
    ? sql`select company_id, round from org_investments where org_id = ${input.entId}`
    : sql`select company_id, null::text as round from company_shareholders
          where holder_entity_id = ${input.entId} and holder_entity_type = '2'`;
  const grouped = (key: ReturnType<typeof sql>) =>
    sql<{ code: string; n: number }>`
      with t as (${targets})
      select ${key} as code, count(*)::int as n from t join companies c on c.company_id = t.company_id
      where ${key} is not null and ${key} <> '' group by 1 order by 2 desc, 1`.execute(db);
  const [regions, industries, rounds] = await Promise.all([
    grouped(sql`c.province_code`),
    grouped(sql`c.industry_division_code`),
    grouped(sql`t.round`),
  ]);
  return {
    total: regions.rows.reduce((n, r) => n + r.n, 0),
    regions: countRows(regions.rows, provinceName),
    industries: countRows(industries.rows, (code) => getDivision(code)?.name ?? code),
    rounds: countRows(rounds.rows, (code) => code),
  };
}

/** The scope's segments, linked by shareholdings across them and by investors common to both. */
export async function capitalCooperation(db: Q, input: In<typeof capitalApi.capitalCooperation>) {
  const f = await resolveFilter(db, input);
  const segments = await segmentsOf(db, f);
  if (!segments.length) return { nodes: [], links: [] };
  const [sizes, ties] = await Promise.all([
    sql<{ seg: string; n: number }>`${segmented(f, segments)}
      select seg, count(*)::int as n from seg group by seg`.execute(db),
    sql<{ source: string; target: string; value: number }>`${segmented(f, segments)},
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
      from (select * from holding union all select * from common) t group by 1, 2 order by 1, 2`.execute(db),
  ]);
  const size = new Map(sizes.rows.map((r) => [r.seg, r.n]));
  return {
    nodes: segments.map((s) => ({
      id: s.node_code,
      name: s.node_name,
      kind: 'node' as const,
      value: size.get(s.node_code) ?? 0,
    })),
    links: ties.rows,
  };
}

interface HolderRow {
  company_id: string;
  holder_entity_id: string;
  holder_entity_name: string;
  holder_entity_type: string;
  ratio: number;
}

/** Shareholders upwards and holdings downwards, `depth` levels each way, biggest stakes first. */
export async function equityPenetration(db: Q, input: In<typeof capitalApi.equityPenetration>) {
  const c = await requireCompany(db, input.companyId);
  const up = async (ids: string[]) =>
    db
      .selectFrom('company_shareholders')
      .select(['company_id', 'holder_entity_id', 'holder_entity_name', 'holder_entity_type', 'ratio'])
      .where('company_id', 'in', ids)
      .orderBy('ratio', 'desc')
      .execute() as Promise<HolderRow[]>;
  const down = async (ids: string[]) => {
    const result = await sql<HolderRow & { company_name: string }>`
      select s.company_id, s.holder_entity_id, c.company_name, s.ratio
      from company_shareholders s join companies c on c.company_id = s.company_id
      where s.holder_entity_type = '2' and s.holder_entity_id in (${sql.join(ids)})
      order by s.ratio desc, s.company_id`.execute(db);
    return result.rows;
  };
  const shareholders = await grow([c.company_id], input.depth, async (ids) =>
    (await up(ids)).map((r) => ({
      parent: r.company_id,
      node: {
        id: r.holder_entity_id,
        name: r.holder_entity_name,
        kind: r.holder_entity_type === '2' ? '2' : '1',
        ratio: Number(r.ratio),
      } as const,
    })),
  );
  const holdings = await grow([c.company_id], input.depth, async (ids) =>
    (await down(ids)).map((r) => ({
      parent: r.holder_entity_id,
      node: { id: r.company_id, name: r.company_name, kind: '2', ratio: Number(r.ratio) } as const,
    })),
  );
  return { companyId: c.company_id, companyName: c.company_name, shareholders, holdings };
}

type Edge = { parent: string; node: Omit<EquityNode, 'children'> };

/** Breadth-first, one query per level; a company met again is not expanded twice (cycles end). */
async function grow(
  roots: string[],
  depth: number,
  step: (ids: string[]) => Promise<Edge[]>,
): Promise<EquityNode[]> {
  const children = new Map<string, EquityNode[]>();
  const expanded = new Set(roots);
  let frontier = roots;
  for (let level = 0; level < depth && frontier.length; level++) {
    const next: string[] = [];
    for (const edge of await step(frontier)) {
      const list = children.get(edge.parent) ?? [];
      if (list.length >= PENETRATION_FANOUT) continue;
      const node: EquityNode = { ...edge.node, children: [] };
      list.push(node);
      children.set(edge.parent, list);
      if (node.kind === '2' && !expanded.has(node.id)) {
        expanded.add(node.id);
        next.push(node.id);
      }
    }
    frontier = next;
  }
  // A company held on two paths shows under both; a cycle and the depth end the descent.
  const attach = (list: EquityNode[], level: number, path: ReadonlySet<string>): EquityNode[] =>
    list.map((n) => ({
      ...n,
      children:
        level < depth && !path.has(n.id)
          ? attach(children.get(n.id) ?? [], level + 1, new Set(path).add(n.id))
          : [],
    }));
  return attach(children.get(roots[0]!) ?? [], 1, new Set(roots));
}
