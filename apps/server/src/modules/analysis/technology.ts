import { sql } from 'kysely';
import type { z } from 'zod';
import type { AnalysisTreeNode, technologyApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { getDivision, requireCompany } from '../bigdata';
import { areaOf, regionLabel, resolveFilter, type EntFilter } from '../chain';
import { scoped, segmented, segmentsOf } from './scopeSql';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;
type Scope = In<typeof technologyApi.technologyMapping>;

/** Technology fields shown on the mapping and the patent tree; series on the route. */
const TOP_TAGS = 12;
const ROUTE_TAGS = 6;
const ROUTE_YEARS = 20;
const TREE_SEGMENTS = 8;

/** Companies per (segment, technology field) of a scope. */
async function tagsBySegment(db: Q, f: EntFilter) {
  const segments = await segmentsOf(db, f);
  if (!segments.length) return { segments, rows: [] as { seg: string; tag: string; n: number }[] };
  const result = await sql<{ seg: string; tag: string; n: number }>`${segmented(f, segments)}
    select s.seg, t.tag, count(*)::int as n
    from seg s join companies c on c.company_id = s.company_id cross join unnest(c.tech_field_tags) as t(tag)
    group by 1, 2`.execute(db);
  return { segments, rows: result.rows };
}

const topTags = (rows: { tag: string; n: number }[], size: number) => {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.tag, (totals.get(r.tag) ?? 0) + r.n);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, size);
};

/** Technology fields against the scope's segments. */
export async function technologyMapping(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const { segments, rows } = await tagsBySegment(db, f);
  const tags = topTags(rows, TOP_TAGS).map(([tag]) => tag);
  const count = new Map(rows.map((r) => [`${r.seg}\u0000${r.tag}`, r.n]));
  return {
    tags,
    nodes: segments.map((s) => ({
      code: s.node_code,
      name: s.node_name,
      counts: tags.map((t) => count.get(`${s.node_code}\u0000${t}`) ?? 0),
    })),
  };
}

/** Technology fields, each with the segments its companies sit on: a tree under the scope. */
export async function patentTree(db: Q, input: Scope): Promise<AnalysisTreeNode> {
  const f = await resolveFilter(db, input);
  const [{ segments, rows }, root] = await Promise.all([tagsBySegment(db, f), scopeName(db, f)]);
  const name = new Map(segments.map((s) => [s.node_code, s.node_name]));
  const tags = topTags(rows, TOP_TAGS);
  return {
    code: f.nodeCode ?? f.chainCode,
    name: root,
    value: tags.reduce((n, [, v]) => n + v, 0),
    children: tags.map(([tag, value]) => ({
      code: tag,
      name: tag,
      value,
      children: rows
        .filter((r) => r.tag === tag)
        .sort((a, b) => b.n - a.n || a.seg.localeCompare(b.seg))
        .slice(0, TREE_SEGMENTS)
        .map((r) => ({ code: r.seg, name: name.get(r.seg) ?? r.seg, value: r.n, children: [] })),
    })),
  };
}

async function scopeName(db: Q, f: EntFilter): Promise<string> {
  const row = f.nodeCode
    ? await db
        .selectFrom('chain_nodes')
        .select('node_name as name')
        .where('node_code', '=', f.nodeCode)
        .executeTakeFirst()
    : await db
        .selectFrom('industry_chains')
        .select('chain_name as name')
        .where('chain_code', '=', f.chainCode)
        .executeTakeFirst();
  return row?.name ?? '';
}

/** The scope's companies carrying one technology field, strongest first. */
export async function technologyLabelMapping(db: Q, input: In<typeof technologyApi.technologyLabelMapping>) {
  // `tag` here is the technology field, not the chain filter's qualification tag.
  const { tag, ...scope } = input;
  const f = await resolveFilter(db, scope);
  const result = await sql<{
    company_id: string;
    company_name: string;
    region_code: string;
    node_names: string[];
    tech_field_tags: string[];
    total: number;
  }>`${scoped(f)}
    select c.company_id, c.company_name, c.region_code, placed.node_names, c.tech_field_tags,
      count(*) over ()::int as total
    from scoped join placed on placed.company_id = scoped.company_id
    join companies c on c.company_id = scoped.company_id
    where ${tag} = any(c.tech_field_tags)
    order by c.total_score desc, c.company_id
    limit ${input.size} offset ${(input.current - 1) * input.size}`.execute(db);
  return {
    records: result.rows.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      area: areaOf(r.region_code),
      nodeNames: r.node_names,
      techTags: r.tech_field_tags,
    })),
    total: result.rows[0]?.total ?? 0,
    current: input.current,
    size: input.size,
  };
}

/** New companies per founding year in each leading technology field (the last 20 years). */
export async function technicalRoute(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const result = await sql<{ tag: string; year: string; n: number }>`${scoped(f)}
    select t.tag, substr(c.es_dt::text, 1, 4) as year, count(*)::int as n
    from scoped join companies c on c.company_id = scoped.company_id
    cross join unnest(c.tech_field_tags) as t(tag)
    where c.es_dt is not null group by 1, 2`.execute(db);
  if (!result.rows.length) return { years: [], series: [] };
  const last = Math.max(...result.rows.map((r) => Number(r.year)));
  const years = Array.from({ length: ROUTE_YEARS }, (_, i) => String(last - ROUTE_YEARS + 1 + i));
  const recent = result.rows.filter((r) => years.includes(r.year));
  const count = new Map(recent.map((r) => [`${r.tag}\u0000${r.year}`, r.n]));
  return {
    years,
    series: topTags(recent, ROUTE_TAGS).map(([tag]) => ({
      tag,
      counts: years.map((y) => count.get(`${tag}\u0000${y}`) ?? 0),
    })),
  };
}

/** A company's gene code: industry division, chain nodes, technology, qualification, scale, stage, level. */
export async function geneCode(db: Q, companyId: string) {
  const c = await requireCompany(db, companyId);
  const nodes = await db
    .selectFrom('company_layouts as l')
    .innerJoin('chain_nodes as n', 'n.node_code', 'l.node_code')
    .select(['n.node_code', 'n.node_name'])
    .where('l.company_id', '=', companyId)
    .orderBy('n.node_code')
    .execute();
  const division = getDivision(c.industry_division_code);
  const segments = [
    { key: 'industry', values: division ? [`${division.code} ${division.name}`] : [] },
    { key: 'chain', values: nodes.map((n) => n.node_name) },
    { key: 'technology', values: c.tech_field_tags },
    { key: 'qualification', values: c.qualification_tags },
    { key: 'scale', values: [c.company_scale_tag].filter(Boolean) },
    { key: 'stage', values: [c.financing_stage_tag].filter(Boolean) },
    { key: 'capability', values: [`L${c.capability_level}`] },
  ];
  const code = [
    c.industry_division_code || '00',
    nodes.map((n) => n.node_code).join('.') || '-',
    `T${c.tech_field_tags.length}Q${c.qualification_tags.length}`,
    `C${c.capability_level}E${c.energy_level}`,
  ].join('-');
  return { companyId: c.company_id, companyName: c.company_name, code, segments };
}

/**
 * `ties(a, b)`: business ties (partners and same-chain relations, not shareholdings) between two
 * companies of the scope.
 */
const ties = (f: EntFilter) => sql`${scoped(f)},
  ties as (
    select r.company_id as a, r.related_company_id as b
    from company_relations r join scoped sa on sa.company_id = r.company_id
    join scoped sb on sb.company_id = r.related_company_id
    where r.relation <> '股东'
  )`;

/** Each node of the scope with its companies and the ties among them; density = ties per company. */
export async function cooperationDensityTree(db: Q, input: Scope): Promise<AnalysisTreeNode> {
  const f = await resolveFilter(db, input);
  const result = await sql<{
    node_code: string;
    parent_code: string | null;
    node_name: string;
    companies: number;
    ties: number;
  }>`
    ${ties(f)},
    up(node_code, ancestor) as (
      select node_code, node_code from sub
      union all
      select up.node_code, n.parent_code from up join chain_nodes n on n.node_code = up.ancestor
      where n.parent_code is not null and up.ancestor in (select node_code from sub)
    ),
    under as (
      select distinct up.ancestor as node_code, l.company_id
      from company_layouts l join scoped s on s.company_id = l.company_id join up on up.node_code = l.node_code
      where up.ancestor in (select node_code from sub)
    ),
    companies_per as (select node_code, count(*)::int as n from under group by 1),
    ties_per as (
      select x.node_code, count(distinct (t.a, t.b))::int as n
      from ties t join under x on x.company_id = t.a join under y on y.company_id = t.b and y.node_code = x.node_code
      group by 1
    )
    select n.node_code, n.parent_code, n.node_name,
      coalesce(cp.n, 0) as companies, coalesce(tp.n, 0) as ties
    from sub join chain_nodes n on n.node_code = sub.node_code
    left join companies_per cp on cp.node_code = n.node_code
    left join ties_per tp on tp.node_code = n.node_code
    order by n.level, n.sort, n.node_code`.execute(db);
  const density = (t: number, c: number) => (c ? Math.round((t / c) * 1000) / 1000 : 0);
  const byParent = new Map<string, typeof result.rows>();
  for (const r of result.rows)
    byParent.set(r.parent_code ?? '', [...(byParent.get(r.parent_code ?? '') ?? []), r]);
  const build = (r: (typeof result.rows)[number]): AnalysisTreeNode => ({
    code: r.node_code,
    name: r.node_name,
    value: r.companies,
    density: density(r.ties, r.companies),
    children: (byParent.get(r.node_code) ?? []).map(build),
  });
  const codes = new Set(result.rows.map((r) => r.node_code));
  const tops = result.rows.filter((r) => !r.parent_code || !codes.has(r.parent_code));
  if (f.nodeCode && tops.length === 1) return build(tops[0]!);
  const totals = await sql<{ companies: number; ties: number }>`${ties(f)}
    select (select count(*)::int from scoped) as companies, (select count(*)::int from ties) as ties`.execute(
    db,
  );
  const t = totals.rows[0]!;
  return {
    code: f.chainCode,
    name: await scopeName(db, f),
    value: t.companies,
    density: density(t.ties, t.companies),
    children: tops.map(build),
  };
}

/** Companies and the business ties among them by province (a tie counts in its first company's). */
export async function societyDensity(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const result = await sql<{ code: string; companies: number; ties: number }>`${ties(f)},
    by_company as (
      select substr(c.region_code, 1, 2) as code, count(*)::int as n
      from scoped join companies c on c.company_id = scoped.company_id group by 1
    ),
    by_tie as (
      select substr(c.region_code, 1, 2) as code, count(*)::int as n
      from ties join companies c on c.company_id = ties.a group by 1
    )
    select b.code, b.n as companies, coalesce(t.n, 0) as ties
    from by_company b left join by_tie t on t.code = b.code order by b.n desc, b.code`.execute(db);
  return {
    regions: result.rows.map((r) => ({
      code: r.code,
      name: regionLabel(r.code),
      companyCount: r.companies,
      tieCount: r.ties,
      density: r.companies ? Math.round((r.ties / r.companies) * 1000) / 1000 : 0,
    })),
  };
}
