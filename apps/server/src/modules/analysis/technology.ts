import type { z } from 'zod';
import type { AnalysisTreeNode, technologyApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { getDivision, requireCompany } from '../bigdata';
import { areaOf, regionLabel, resolveFilter, type EntFilter } from '../chain';
import { segmentsOf } from './scope-repo';
import * as repo from './technology-repo';

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
  if (!segments.length) return { segments, rows: [] as repo.SegmentTagRow[] };
  return { segments, rows: await repo.tagCountsBySegment(db, f, segments) };
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
  const [{ segments, rows }, root] = await Promise.all([tagsBySegment(db, f), repo.scopeName(db, f)]);
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

/** The scope's companies carrying one technology field, strongest first. */
export async function technologyLabelMapping(db: Q, input: In<typeof technologyApi.technologyLabelMapping>) {
  // `tag` here is the technology field, not the chain filter's qualification tag.
  const { tag, ...scope } = input;
  const f = await resolveFilter(db, scope);
  const rows = await repo.companiesWithTechTag(db, f, tag, input.size, (input.current - 1) * input.size);
  return {
    records: rows.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      area: areaOf(r.region_code),
      nodeNames: r.node_names,
      techTags: r.tech_field_tags,
    })),
    total: rows[0]?.total ?? 0,
    current: input.current,
    size: input.size,
  };
}

/** New companies per founding year in each leading technology field (the last 20 years). */
export async function technicalRoute(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const rows = await repo.tagCountsByYear(db, f);
  if (!rows.length) return { years: [], series: [] };
  const last = Math.max(...rows.map((r) => Number(r.year)));
  const years = Array.from({ length: ROUTE_YEARS }, (_, i) => String(last - ROUTE_YEARS + 1 + i));
  const recent = rows.filter((r) => years.includes(r.year));
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
  const nodes = await repo.companyNodes(db, companyId);
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

/** Each node of the scope with its companies and the ties among them; density = ties per company. */
export async function cooperationDensityTree(db: Q, input: Scope): Promise<AnalysisTreeNode> {
  const f = await resolveFilter(db, input);
  const rows = await repo.nodeDensities(db, f);
  const density = (t: number, c: number) => (c ? Math.round((t / c) * 1000) / 1000 : 0);
  const byParent = new Map<string, repo.NodeDensityRow[]>();
  for (const r of rows) byParent.set(r.parent_code ?? '', [...(byParent.get(r.parent_code ?? '') ?? []), r]);
  const build = (r: repo.NodeDensityRow): AnalysisTreeNode => ({
    code: r.node_code,
    name: r.node_name,
    value: r.companies,
    density: density(r.ties, r.companies),
    children: (byParent.get(r.node_code) ?? []).map(build),
  });
  const codes = new Set(rows.map((r) => r.node_code));
  const tops = rows.filter((r) => !r.parent_code || !codes.has(r.parent_code));
  if (f.nodeCode && tops.length === 1) return build(tops[0]!);
  const t = await repo.scopeDensity(db, f);
  return {
    code: f.chainCode,
    name: await repo.scopeName(db, f),
    value: t.companies,
    density: density(t.ties, t.companies),
    children: tops.map(build),
  };
}

/** Companies and the business ties among them by province (a tie counts in its first company's). */
export async function societyDensity(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const rows = await repo.provinceDensities(db, f);
  return {
    regions: rows.map((r) => ({
      code: r.code,
      name: regionLabel(r.code),
      companyCount: r.companies,
      tieCount: r.ties,
      density: r.companies ? Math.round((r.ties / r.companies) * 1000) / 1000 : 0,
    })),
  };
}
