import {
  ATTRACT_ANALYSIS_LIMITS as L,
  ResultCode,
  type ChainGaps,
  type AttractChainSummary,
  type GapNode,
  type GapReason,
  type GapStatus,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { allChainNodes, chains, getChain, provinces, regionChildren, regionNames } from '../bigdata';
import { regionOf, type AttractViewer } from './access';
import { NATION, statsOf, type NodeStatRow } from './gaps-repo';
import { ensureNodeStats } from './node-stats';

/**
 * Gap analysis (docs/attract.md, "Chain gaps"): for each place of a chain, the region's companies
 * against what its share of all companies would give it (location quotient, LQ = local ÷ (national
 * × region share)) and against its peer regions (the other counties of its city, cities of its
 * province, or provinces). 缺失 missing: none local while the nation has some; 薄弱 weak: LQ < 0.8;
 * 优势 strong: LQ ≥ 1.25; otherwise average. The figures behind each status come with it.
 */
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100, 1) : 0);

export const chainUnknown = () => new AppError('attractChainUnknown', ResultCode.BAD_REQUEST, 400);

/** Same-level regions compared with: siblings under the same parent (provinces: every province). */
export function peersOf(code: string, level: number): string[] {
  if (level === 1) return provinces.map((p) => p.code).filter((c) => c !== code);
  const names = regionNames(code);
  if (!names) return [];
  const parent = level === 2 ? names.province.code : names.city.code;
  return regionChildren(parent).filter((c) => c !== code);
}

export function statusOf(local: number, national: number, lq: number): GapStatus {
  if (local === 0) return national > 0 ? 'missing' : 'average';
  if (lq < L.weakBelow) return 'weak';
  if (lq >= L.strongFrom) return 'strong';
  return 'average';
}

type Stats = Map<string, Map<string, NodeStatRow>>;
const indexed = (rows: NodeStatRow[]): Stats => {
  const m: Stats = new Map();
  for (const r of rows) {
    const byNode = m.get(r.region_code) ?? new Map<string, NodeStatRow>();
    byNode.set(r.node_code, r);
    m.set(r.region_code, byNode);
  }
  return m;
};
const count = (s: Stats, region: string, node: string) => s.get(region)?.get(node)?.companies ?? 0;
const stat = (s: Stats, region: string, node: string) => s.get(region)?.get(node);

const median = (values: number[]) => {
  if (!values.length) return 0;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
};

function shareOf(s: Stats, region: string): number {
  const nation = count(s, NATION, '');
  return nation > 0 ? count(s, region, '') / nation : 0;
}

/** Every chain in the region (the overview): companies, expected, LQ; the leading chains first by LQ. */
export async function chainSummaries(
  store: Store,
  viewer: AttractViewer,
): Promise<{ regionShare: number; chains: AttractChainSummary[]; leadingChains: string[] }> {
  await ensureNodeStats(store);
  const s = indexed(await statsOf(store.db, [NATION, viewer.regionCode], ['', ...chains.map((c) => c.code)]));
  const share = shareOf(s, viewer.regionCode);
  const rows = chains.map((c) => {
    const local = stat(s, viewer.regionCode, c.code);
    const localCount = local?.companies ?? 0;
    const nationalCount = count(s, NATION, c.code);
    const expected = nationalCount * share;
    const lq = expected > 0 ? localCount / expected : 0;
    return {
      chainCode: c.code,
      chainName: c.name,
      localCount,
      nationalCount,
      expected: round(expected, 1),
      lq: round(lq),
      localNew: local?.new_companies ?? 0,
      status: statusOf(localCount, nationalCount, lq),
      leading: false,
    };
  });
  const leadingChains = rows
    .filter((r) => r.localCount > 0)
    .sort((a, b) => b.lq - a.lq || b.localCount - a.localCount || a.chainCode.localeCompare(b.chainCode))
    .slice(0, L.leadingChains)
    .map((r) => r.chainCode);
  for (const r of rows) r.leading = leadingChains.includes(r.chainCode);
  return { regionShare: round(share * 100, 3), chains: rows, leadingChains };
}

function reasonsOf(n: Omit<GapNode, 'reasons'>, peers: number): GapReason[] {
  const reasons: GapReason[] = [];
  if (n.status === 'missing')
    reasons.push({ code: 'none', values: { national: n.nationalCount, expected: n.expected } });
  reasons.push({ code: 'lq', values: { local: n.localCount, expected: n.expected, lq: n.lq } });
  if (peers > 0)
    reasons.push({ code: 'peers', values: { median: n.peerMedian, rank: n.peerRank, regions: peers + 1 } });
  reasons.push({ code: 'growth', values: { local: n.localGrowth, national: n.nationalGrowth } });
  if (n.localCount > 0)
    reasons.push({
      code: 'capital',
      values: { local: n.localCapital, share: pct(n.localCapital, n.nationalCapital) },
    });
  return reasons;
}

/** One chain's places in the region against the nation and the peers (补链 missing/weak, 强链 strong). */
export async function chainGaps(store: Store, viewer: AttractViewer, chainCode: string): Promise<ChainGaps> {
  const chain = getChain(chainCode);
  if (!chain) throw chainUnknown();
  await ensureNodeStats(store);
  const nodes = allChainNodes.filter((n) => n.code.startsWith(chain.code) && n.code !== chain.code);
  const nodesOfChain = nodes.filter((n) => chain.code === n.code.replace(/\d+$/, ''));
  const peers = peersOf(viewer.regionCode, viewer.level);
  const s = indexed(
    await statsOf(store.db, [NATION, viewer.regionCode, ...peers], ['', ...nodesOfChain.map((n) => n.code)]),
  );
  const share = shareOf(s, viewer.regionCode);
  const out: GapNode[] = nodesOfChain.map((n) => {
    const local = stat(s, viewer.regionCode, n.code);
    const nation = stat(s, NATION, n.code);
    const localCount = local?.companies ?? 0;
    const nationalCount = nation?.companies ?? 0;
    const expected = nationalCount * share;
    const lq = expected > 0 ? localCount / expected : 0;
    const peerCounts = peers.map((p) => count(s, p, n.code));
    const node = {
      nodeCode: n.code,
      nodeName: n.name,
      parentCode: n.parentCode,
      level: n.level,
      localCount,
      localCapital: round(local?.capital ?? 0, 1),
      localNew: local?.new_companies ?? 0,
      nationalCount,
      nationalCapital: round(nation?.capital ?? 0, 1),
      nationalNew: nation?.new_companies ?? 0,
      expected: round(expected, 1),
      lq: round(lq),
      localGrowth: pct(local?.new_companies ?? 0, localCount),
      nationalGrowth: pct(nation?.new_companies ?? 0, nationalCount),
      peerMedian: median(peerCounts),
      peerRank: 1 + peerCounts.filter((c) => c > localCount).length,
      status: statusOf(localCount, nationalCount, lq),
    };
    return { ...node, reasons: reasonsOf(node, peers.length) };
  });
  const summary = { missing: 0, weak: 0, average: 0, strong: 0 };
  for (const n of out) summary[n.status] += 1;
  return {
    regionCode: viewer.regionCode,
    regionName: viewer.regionName,
    chainCode: chain.code,
    chainName: chain.name,
    regionShare: round(share * 100, 3),
    peers: peers.map((code) => {
      const r = regionOf(code);
      return { regionCode: code, regionName: r?.name ?? code, level: r?.level ?? viewer.level };
    }),
    nodes: out,
    summary,
  };
}
