import {
  ResultCode,
  type GovernmentSuggest,
  type SuggestReason,
  type SuggestTarget,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { getChain, getChainNode, placeOf } from '../bigdata';
import { candidatesByIds, type CandidateRow } from '../leads';
import type { AttractViewer } from './access';
import { chainGaps, chainUnknown } from './gaps';
import { companiesInPipeline } from './projects-repo';
import { candidatePool, investorsOf, POOL, type PoolRow, type RegionColumn } from './suggest-repo';

/**
 * algo/government-suggest (docs/attract.md, "Targets"): companies outside the region that sit on the
 * chain's gap nodes (asked, or its missing and weak leaves), scored 0–100 by the signals the data
 * holds, each signal's points with its figures as the reason.
 */
const DAY = 86_400_000;
const INVESTORS_SHOWN = 3;
const COLUMN: Record<1 | 2 | 3, RegionColumn> = { 1: 'province_code', 2: 'city_code', 3: 'region_code' };

const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);

/** The points of each signal a pool row shows (the figures the reason quotes come later). */
export function signalPoints(r: PoolRow, now: Date): Map<SuggestReason['signal'], number> {
  const p = new Map<SuggestReason['signal'], number>();
  if (r.grow_score > 0) p.set('growth', Math.min(25, Math.round((r.grow_score / 900) * 25)));
  if (r.expansion_tag === '扩张期') p.set('expansion', 15);
  else if (r.expansion_tag === '成长期') p.set('expansion', 10);
  if (r.round_on) p.set('financing', 20);
  if (r.invest_cnt > 0) p.set('investsOthers', Math.min(10, 4 + r.invest_cnt));
  if (r.has_patents) p.set('patents', 10);
  if (r.qualification_tags.length) p.set('qualifications', Math.min(10, 4 * r.qualification_tags.length));
  if (r.capital_increased_on && r.capital_increased_on >= dayBefore(now, 365)) p.set('capitalIncrease', 10);
  return p;
}

const total = (p: Map<string, number>) =>
  Math.min(
    100,
    [...p.values()].reduce((s, v) => s + v, 0),
  );

function reasonsOf(r: PoolRow, points: Map<SuggestReason['signal'], number>, d: CandidateRow | undefined) {
  const values: Record<SuggestReason['signal'], SuggestReason['values']> = {
    growth: { growScore: r.grow_score },
    expansion: { stage: r.expansion_tag },
    financing: { round: r.round ?? '', date: r.round_on ?? '' },
    investsOthers: { count: r.invest_cnt },
    patents: { count: d?.patent_count ?? 0 },
    qualifications: { tags: r.qualification_tags.slice(0, 3).join('、'), count: r.qualification_tags.length },
    capitalIncrease: {
      date: r.capital_increased_on ?? '',
      before: d?.increase_before ?? 0,
      after: d?.increase_after ?? 0,
    },
  };
  return [...points]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([signal, pts]) => ({ signal, points: pts, values: values[signal] }));
}

async function gapNodesOf(store: Store, viewer: AttractViewer, chainCode: string, asked: string[]) {
  if (asked.length) {
    for (const code of asked)
      if (!code.startsWith(chainCode) || !getChainNode(code))
        throw new AppError('attractNodeOutsideChain', ResultCode.BAD_REQUEST, 400, code);
    return [...new Set(asked)];
  }
  const gaps = await chainGaps(store, viewer, chainCode);
  const open = gaps.nodes.filter((n) => n.status === 'missing' || n.status === 'weak');
  const leaves = open.filter((n) => n.level === 3);
  // No gap at all: the chain's weakest leaves still point somewhere to look.
  if (leaves.length) return leaves.map((n) => n.nodeCode);
  if (open.length) return open.map((n) => n.nodeCode);
  return gaps.nodes
    .filter((n) => n.level === 3)
    .sort((a, b) => a.lq - b.lq)
    .slice(0, 5)
    .map((n) => n.nodeCode);
}

export async function governmentSuggest(
  store: Store,
  scope: TenantScope,
  viewer: AttractViewer,
  input: { chainCode: string; nodeCodes: string[]; current: number; size: number },
  now: Date,
): Promise<GovernmentSuggest> {
  if (!getChain(input.chainCode)) throw chainUnknown();
  const nodes = await gapNodesOf(store, viewer, input.chainCode, input.nodeCodes);
  const pool = await candidatePool(store.db, {
    nodes,
    column: COLUMN[viewer.level],
    regionCode: viewer.regionCode,
    financedSince: dayBefore(now, 2 * 365),
  });
  const ranked = pool
    .map((r) => ({ r, points: signalPoints(r, now) }))
    .map((x) => ({ ...x, score: total(x.points) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.r.total_score - a.r.total_score ||
        a.r.company_id.localeCompare(b.r.company_id),
    );
  const page = ranked.slice((input.current - 1) * input.size, input.current * input.size);
  const ids = page.map((x) => x.r.company_id);
  const [details, investors, inPipeline] = await Promise.all([
    candidatesByIds(store.db, ids),
    investorsOfPage(store, ids),
    companiesInPipeline(scope, viewer.regionCode, ids),
  ]);
  const byId = new Map(details.map((d) => [d.company_id, d]));
  const records: SuggestTarget[] = page.map(({ r, points, score }) => {
    const d = byId.get(r.company_id);
    return {
      companyId: r.company_id,
      companyName: d?.company_name ?? '',
      regionCode: r.region_code,
      area: placeOf(r.region_code).area,
      nodeCode: r.matched_node,
      nodeName: getChainNode(r.matched_node)?.name ?? '',
      score,
      regCapital: Number(r.reg_capital),
      esDate: r.es_dt ?? '',
      reasons: reasonsOf(r, points, d),
      investors: investors.get(r.company_id) ?? [],
      inPipeline: inPipeline.has(r.company_id),
    };
  });
  return {
    records,
    total: Math.min(pool.length, POOL),
    current: input.current,
    size: input.size,
    nodes: nodes.map((code) => ({ nodeCode: code, nodeName: getChainNode(code)?.name ?? '' })),
  };
}

async function investorsOfPage(store: Store, ids: string[]) {
  const out = new Map<string, Array<{ orgId: string; orgName: string }>>();
  for (const row of await investorsOf(store.db, ids)) {
    const list = out.get(row.company_id) ?? [];
    if (list.length < INVESTORS_SHOWN && !list.some((o) => o.orgId === row.org_id))
      list.push({ orgId: row.org_id, orgName: row.org_name });
    out.set(row.company_id, list);
  }
  return out;
}
