import {
  DIAGNOSIS_DIMENSIONS,
  DIAGNOSIS_LIMITS as L,
  DIAGNOSIS_WEIGHTS,
  ResultCode,
  type Diagnosis,
  type DiagnosisDimension,
  type DiagnosisFigures,
  type DiagnosisFinding,
  type DiagnosisNode,
  type DiagnosisReason,
  type DiagnosisScores,
  type DiagnosisSuggestion,
  type GapNode,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { chainGaps, regionOf } from '../attract';
import { allChainNodes, chains, getChain } from '../bigdata';
import { ensureNodePatents } from './node-patents';
import * as repo from './repo';

/**
 * 产业诊断 (docs/industry-diagnosis.md, "Scores"): 精准招商's gap analysis of the chain in the region
 * (counts, capital, location quotients, new companies, peers; modules/attract) with the patents of
 * each node (kept in diagnosis_node_patents), turned into four scores of 0–100 per node, the
 * chain's, its strengths, weaknesses and suggestions, each with the figures behind it.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDay = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(Number.isFinite(n) ? n : 0)));
/** A ratio to the national level as a score: 1 (the nation's level) is 50, 2 or more is 100. */
const ratioScore = (ratio: number) => clamp(50 * ratio);

export const regionUnknown = () => new AppError('diagnosisRegionUnknown', ResultCode.BAD_REQUEST, 400);
export const chainUnknown = () => new AppError('diagnosisChainUnknown', ResultCode.BAD_REQUEST, 400);

export const chainOptions = () => chains.map((c) => ({ chainCode: c.code, chainName: c.name }));

/** The four scores and the overall one of a node, from its figures. */
export function scoresOf(f: DiagnosisFigures): DiagnosisScores {
  const present = f.localCount > 0;
  const peerScore = f.peerRegions > 1 ? (100 * (f.peerRegions - f.peerRank)) / (f.peerRegions - 1) : 50;
  const capitalRatio =
    f.expected > 0 && f.nationalCount > 0 ? f.capitalShare / ((100 * f.expected) / f.nationalCount) : 0;
  const s = {
    presence: present ? ratioScore(f.lq) : 0,
    strength: present ? clamp(0.7 * ratioScore(capitalRatio) + 0.3 * peerScore) : 0,
    growth: present ? (f.nationalGrowth > 0 ? ratioScore(f.localGrowth / f.nationalGrowth) : 50) : 0,
    innovation: present
      ? f.nationalPatentDensity > 0
        ? ratioScore(f.localPatentDensity / f.nationalPatentDensity)
        : 50
      : 0,
  };
  const overall = clamp(DIAGNOSIS_DIMENSIONS.reduce((sum, d) => sum + s[d] * DIAGNOSIS_WEIGHTS[d], 0));
  return { ...s, overall };
}

/** The figures a dimension's reason carries. */
export function reasonOf(code: DiagnosisReason['code'], f: DiagnosisFigures): DiagnosisReason {
  switch (code) {
    case 'missing':
      return { code, values: { national: f.nationalCount, expected: f.expected } };
    case 'presence':
      return { code, values: { local: f.localCount, expected: f.expected, lq: f.lq } };
    case 'strength':
      return {
        code,
        values: {
          capital: f.localCapital,
          capitalShare: f.capitalShare,
          rank: f.peerRank,
          regions: f.peerRegions,
        },
      };
    case 'growth':
      return { code, values: { local: f.localGrowth, national: f.nationalGrowth } };
    case 'innovation':
      return {
        code,
        values: {
          patents: f.localPatents,
          recent: f.localRecentPatents,
          localDensity: f.localPatentDensity,
          nationalDensity: f.nationalPatentDensity,
        },
      };
  }
}

interface NodePatents {
  local: number;
  localRecent: number;
  national: number;
}

function figuresOf(n: GapNode, patents: NodePatents | undefined, peers: number): DiagnosisFigures {
  const localPatents = patents?.local ?? 0;
  const nationalPatents = patents?.national ?? 0;
  return {
    localCount: n.localCount,
    nationalCount: n.nationalCount,
    expected: n.expected,
    lq: n.lq,
    localCapital: n.localCapital,
    capitalShare: n.nationalCapital > 0 ? round((n.localCapital / n.nationalCapital) * 100, 2) : 0,
    localGrowth: n.localGrowth,
    nationalGrowth: n.nationalGrowth,
    localPatents,
    nationalPatents,
    localRecentPatents: patents?.localRecent ?? 0,
    localPatentDensity: n.localCount > 0 ? round(localPatents / n.localCount) : 0,
    nationalPatentDensity: n.nationalCount > 0 ? round(nationalPatents / n.nationalCount) : 0,
    peerRank: n.peerRank,
    peerRegions: peers + 1,
  };
}

const byDimension = (node: DiagnosisNode, order: 'asc' | 'desc') =>
  [...DIAGNOSIS_DIMENSIONS].sort((a, b) =>
    order === 'asc' ? node.scores[a] - node.scores[b] : node.scores[b] - node.scores[a],
  );

function findings(nodes: DiagnosisNode[]) {
  const finding = (n: DiagnosisNode, dims: DiagnosisDimension[]): DiagnosisFinding => ({
    nodeCode: n.nodeCode,
    nodeName: n.nodeName,
    overall: n.scores.overall,
    reasons: dims.map((d) => reasonOf(d, n.figures)),
  });
  const strengths = nodes
    .filter((n) => n.scores.overall >= L.strongFrom)
    .sort((a, b) => b.scores.overall - a.scores.overall || a.nodeCode.localeCompare(b.nodeCode))
    .slice(0, L.listMax)
    .map((n) => finding(n, byDimension(n, 'desc').slice(0, 2)));
  const weaknesses = nodes
    .filter((n) => n.scores.overall < L.weakBelow && n.figures.nationalCount > 0)
    .sort((a, b) => a.scores.overall - b.scores.overall || a.nodeCode.localeCompare(b.nodeCode))
    .slice(0, L.listMax)
    .map((n) =>
      n.status === 'missing'
        ? { ...finding(n, []), reasons: [reasonOf('missing', n.figures)] }
        : finding(n, byDimension(n, 'asc').slice(0, 2)),
    );
  return { strengths, weaknesses };
}

const SUGGESTION_OF: Record<DiagnosisDimension, DiagnosisSuggestion['code']> = {
  presence: 'strengthen',
  strength: 'strengthen',
  growth: 'cultivate',
  innovation: 'innovate',
};

/** One suggestion per weakness (its weakest dimension, or 补链 for a missing node), then 强链 for the strongest. */
function suggestions(nodes: DiagnosisNode[], weaknesses: DiagnosisFinding[], strengths: DiagnosisFinding[]) {
  const byCode = new Map(nodes.map((n) => [n.nodeCode, n]));
  const out: DiagnosisSuggestion[] = [];
  for (const w of weaknesses) {
    const n = byCode.get(w.nodeCode)!;
    if (n.status === 'missing') {
      out.push({
        code: 'fill',
        nodeCode: n.nodeCode,
        nodeName: n.nodeName,
        reasons: [reasonOf('missing', n.figures)],
      });
      continue;
    }
    const weakest = byDimension(n, 'asc')[0]!;
    out.push({
      code: SUGGESTION_OF[weakest],
      nodeCode: n.nodeCode,
      nodeName: n.nodeName,
      reasons: [reasonOf(weakest, n.figures)],
    });
  }
  for (const s of strengths.slice(0, 2)) {
    const n = byCode.get(s.nodeCode)!;
    out.push({
      code: 'extend',
      nodeCode: n.nodeCode,
      nodeName: n.nodeName,
      reasons: [reasonOf('presence', n.figures)],
    });
  }
  return out.slice(0, L.suggestionMax);
}

/** The kept patents of the chain's nodes in the region and nationwide, by node. */
async function patentsOf(store: Store, regionCode: string, nodeCodes: string[]) {
  await ensureNodePatents(store);
  const rows = await repo.nodePatentsOf(store.db, [repo.NATION, regionCode], nodeCodes);
  const out = new Map<string, NodePatents>(
    nodeCodes.map((code) => [code, { local: 0, localRecent: 0, national: 0 }]),
  );
  for (const r of rows) {
    const n = out.get(r.node_code);
    if (!n) continue;
    if (r.region_code === regionCode) {
      n.local = r.patents;
      n.localRecent = r.recent_patents;
    }
    if (r.region_code === repo.NATION) n.national = r.patents;
  }
  return out;
}

/** The diagnosis of a chain in a region; an unknown region or chain is a 400. */
export async function diagnose(
  store: Store,
  input: { regionCode: string; chainCode: string },
  now = Date.now(),
): Promise<Diagnosis> {
  const region = regionOf(input.regionCode);
  if (!region) throw regionUnknown();
  const chain = getChain(input.chainCode);
  if (!chain) throw chainUnknown();
  const viewer = { userId: '', regionCode: input.regionCode, regionName: region.name, level: region.level };
  const nodeCodes = allChainNodes
    .filter((n) => n.code !== chain.code && chain.code === n.code.replace(/\d+$/, ''))
    .map((n) => n.code);
  const [gaps, patents] = await Promise.all([
    chainGaps(store, viewer, chain.code),
    patentsOf(store, input.regionCode, nodeCodes),
  ]);
  const nodes: DiagnosisNode[] = gaps.nodes.map((n) => {
    const figures = figuresOf(n, patents.get(n.nodeCode), gaps.peers.length);
    return {
      nodeCode: n.nodeCode,
      nodeName: n.nodeName,
      parentCode: n.parentCode,
      level: n.level,
      status: n.status,
      scores: scoresOf(figures),
      figures,
    };
  });
  const mean = (d: keyof DiagnosisScores) =>
    nodes.length ? clamp(nodes.reduce((s, n) => s + n.scores[d], 0) / nodes.length) : 0;
  const { strengths, weaknesses } = findings(nodes);
  return {
    regionCode: gaps.regionCode,
    regionName: gaps.regionName,
    chainCode: gaps.chainCode,
    chainName: gaps.chainName,
    regionShare: gaps.regionShare,
    scores: {
      presence: mean('presence'),
      strength: mean('strength'),
      growth: mean('growth'),
      innovation: mean('innovation'),
      overall: mean('overall'),
    },
    nodes,
    strengths,
    weaknesses,
    suggestions: suggestions(nodes, weaknesses, strengths),
    generatedAt: chinaDay(now),
  };
}
