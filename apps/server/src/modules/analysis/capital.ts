import type { z } from 'zod';
import type { AnalysisGraph, capitalApi, EquityNode } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { getDivision, provinceName, requireCompany, requireOrg } from '../bigdata';
import { areaOf, resolveFilter } from '../chain';
import * as repo from './capital-repo';
import { segmentsOf } from './scope-repo';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/** Children shown per level of an equity penetration. */
const PENETRATION_FANOUT = 20;

/** The company, its corporate shareholders, and what else they hold. */
export async function sharedHolder(db: Q, companyId: string): Promise<AnalysisGraph> {
  const c = await requireCompany(db, companyId);
  const [holders, rows] = await Promise.all([
    repo.corporateHolders(db, companyId),
    repo.siblings(db, companyId),
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
  for (const r of await repo.siblings(db, companyId)) {
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
  const { regions, industries, rounds } = await repo.investmentCounts(db, input.entType, input.entId);
  return {
    total: regions.reduce((n, r) => n + r.n, 0),
    regions: countRows(regions, provinceName),
    industries: countRows(industries, (code) => getDivision(code)?.name ?? code),
    rounds: countRows(rounds, (code) => code),
  };
}

/** The scope's segments, linked by shareholdings across them and by investors common to both. */
export async function capitalCooperation(db: Q, input: In<typeof capitalApi.capitalCooperation>) {
  const f = await resolveFilter(db, input);
  const segments = await segmentsOf(db, f);
  if (!segments.length) return { nodes: [], links: [] };
  const [sizes, ties] = await Promise.all([
    repo.segmentSizes(db, f, segments),
    repo.segmentTies(db, f, segments),
  ]);
  const size = new Map(sizes.map((r) => [r.seg, r.n]));
  return {
    nodes: segments.map((s) => ({
      id: s.node_code,
      name: s.node_name,
      kind: 'node' as const,
      value: size.get(s.node_code) ?? 0,
    })),
    links: ties,
  };
}

/** Shareholders upwards and holdings downwards, `depth` levels each way, biggest stakes first. */
export async function equityPenetration(db: Q, input: In<typeof capitalApi.equityPenetration>) {
  const c = await requireCompany(db, input.companyId);
  const shareholders = await grow([c.company_id], input.depth, async (ids) =>
    (await repo.shareholdersOf(db, ids)).map((r) => ({
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
    (await repo.holdingsOf(db, ids)).map((r) => ({
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
