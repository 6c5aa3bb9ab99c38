import {
  ANALYSIS_AGE_BANDS,
  ANALYSIS_CAPABILITY_KEYS,
  ANALYSIS_CAPITAL_BANDS,
  COMPARE_METRICS,
  INDUSTRY_ANALYSIS_LIMITS as L,
  ResultCode,
  type RegionScores,
  type CompareMetric,
  type IndustryAnalysis,
  type IndustryCompare,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { NATION, ensureNodeStats, regionOf, statsOf, type NodeStatRow } from '../attract';
import { allChainNodes, chains, getChain, type IndustryChain } from '../bigdata';
import * as repo from './repo';
import { summariesOf, type Summary } from './summary';

/**
 * 产业分析 and 对标分析 (docs/industry-analysis.md). Per node counts, capital and the nation's
 * figures come from 精准招商's kept counts (attract_node_stats, read through modules/attract); the
 * totals, bands, statuses, scales, qualifications and growth from this module's kept counts
 * (analysis_chain_counts); the top companies from company_profiles.
 */
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const pct = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100, 2) : 0);

export const regionUnknown = () => new AppError('industryAnalysisRegionUnknown', ResultCode.BAD_REQUEST, 400);
export const chainUnknown = () => new AppError('industryAnalysisChainUnknown', ResultCode.BAD_REQUEST, 400);

interface Target {
  regionCode: string;
  regionName: string;
  level: 1 | 2 | 3;
}

export function targetOf(regionCode: string): Target {
  const r = regionOf(regionCode);
  if (!r) throw regionUnknown();
  return { regionCode, regionName: r.name, level: r.level };
}

export function chainOf(chainCode: string): IndustryChain {
  const chain = getChain(chainCode);
  if (!chain) throw chainUnknown();
  return chain;
}

/** The chains to choose from, in the catalogue's order. */
export const chainOptions = () => chains.map((c) => ({ value: c.code, label: c.name }));

const nodesOf = (chain: IndustryChain) =>
  allChainNodes.filter((n) => n.code.startsWith(chain.code) && chain.code === n.code.replace(/\d+$/, ''));

type Stats = Map<string, NodeStatRow>;
const key = (region: string, node: string) => `${region}|${node}`;

async function nodeStats(store: Store, regions: string[], nodes: string[]): Promise<Stats> {
  await ensureNodeStats(store);
  const rows = await statsOf(store.db, [NATION, ...regions], ['', ...nodes]);
  return new Map(rows.map((r) => [key(r.region_code, r.node_code), r]));
}

async function analyse(
  store: Store,
  target: Target,
  chain: IndustryChain,
  stats: Stats,
  totals: Summary,
  now: Date,
): Promise<IndustryAnalysis> {
  const scope = { regionCode: target.regionCode, level: target.level, chainCode: chain.code };
  const since = now.getUTCFullYear() - L.years + 1;
  const top = await repo.topCompanies(store.db, scope, L.topCompanies);
  const count = (region: string, node: string) => stats.get(key(region, node))?.companies ?? 0;
  const regionAll = count(target.regionCode, '');
  const nationAll = count(NATION, '');
  const share = nationAll > 0 ? regionAll / nationAll : 0;
  const nodes = nodesOf(chain).map((n) => {
    const local = stats.get(key(target.regionCode, n.code));
    const companies = local?.companies ?? 0;
    const national = count(NATION, n.code);
    const expected = national * share;
    return {
      nodeCode: n.code,
      nodeName: n.name,
      parentCode: n.parentCode === chain.code ? null : n.parentCode,
      level: n.level,
      companies,
      capital: round(local?.capital ?? 0, 1),
      newCompanies: local?.new_companies ?? 0,
      nationalCompanies: national,
      nationShare: pct(companies, national),
      lq: expected > 0 ? round(companies / expected) : 0,
    };
  });
  const nationalCompanies = count(NATION, chain.code);
  const topCompanies = top.map((r) => ({
    companyId: r.company_id,
    companyName: r.company_name,
    totalScore: Number(r.total_score),
    regCapital: Number(r.reg_capital),
    esDate: r.es_dt,
    scale: r.company_scale_tag,
    regionCode: r.region_code,
  }));
  return {
    ...target,
    chainCode: chain.code,
    chainName: chain.name,
    summary: {
      companies: totals.companies,
      capital: round(totals.capital, 1),
      avgCapital: totals.companies ? round(totals.capital / totals.companies, 1) : 0,
      newCompanies: totals.newCompanies,
      patenting: totals.patenting,
      listed: totals.listed,
      nationalCompanies,
      nationShare: pct(totals.companies, nationalCompanies),
      nodesPresent: nodes.filter((n) => n.companies > 0).length,
      nodesTotal: nodes.length,
      topScore: topCompanies.length
        ? round(topCompanies.reduce((s, c) => s + c.totalScore, 0) / topCompanies.length, 1)
        : 0,
    },
    nodes,
    capitalBands: ANALYSIS_CAPITAL_BANDS.map((b, i) => ({ key: b.key, count: totals.capitalBands[i] ?? 0 })),
    ageBands: ANALYSIS_AGE_BANDS.map((b, i) => ({ key: b.key, count: totals.ageBands[i] ?? 0 })),
    statuses: totals.statuses,
    scales: totals.scales,
    qualifications: totals.qualifications,
    growth: Array.from({ length: L.years }, (_, i) => since + i).map((year) => ({
      year,
      count: totals.years.find((y) => Number(y.key) === year)?.count ?? 0,
    })),
    topCompanies,
  };
}

/** One chain in one region. */
export async function analysis(
  store: Store,
  input: { regionCode: string; chainCode: string },
  now = new Date(),
): Promise<IndustryAnalysis> {
  const target = targetOf(input.regionCode);
  const chain = chainOf(input.chainCode);
  const [stats, summaries] = await Promise.all([
    nodeStats(store, [target.regionCode], [chain.code, ...nodesOf(chain).map((n) => n.code)]),
    summariesOf(store, [target.regionCode], chain.code),
  ]);
  return analyse(store, target, chain, stats, summaries.get(target.regionCode)!, now);
}

/** What a compared row reads from an analysis. */
const metricOf = (a: IndustryAnalysis, m: CompareMetric): number => a.summary[m];

/**
 * The capability scores, each 0–100 (docs/industry-analysis.md, "Radar"): scale (companies),
 * capital (registered capital), growth (share founded in the last three years) and innovation
 * (share with patents) as 100 × the region's value ÷ the best compared region's; presence is the
 * share of the chain's places with at least one company, an absolute 0–100.
 */
export function scoresOf(regions: IndustryAnalysis[]): RegionScores[] {
  const raw = regions.map((a) => ({
    scale: a.summary.companies,
    capital: a.summary.capital,
    growth: a.summary.companies ? a.summary.newCompanies / a.summary.companies : 0,
    innovation: a.summary.companies ? a.summary.patenting / a.summary.companies : 0,
    presence: a.summary.nodesTotal ? (100 * a.summary.nodesPresent) / a.summary.nodesTotal : 0,
  }));
  const best = Object.fromEntries(
    ANALYSIS_CAPABILITY_KEYS.map((k) => [k, Math.max(0, ...raw.map((r) => r[k]))]),
  ) as Record<(typeof ANALYSIS_CAPABILITY_KEYS)[number], number>;
  return raw.map((r) => ({
    scale: best.scale ? round((100 * r.scale) / best.scale, 1) : 0,
    capital: best.capital ? round((100 * r.capital) / best.capital, 1) : 0,
    growth: best.growth ? round((100 * r.growth) / best.growth, 1) : 0,
    innovation: best.innovation ? round((100 * r.innovation) / best.innovation, 1) : 0,
    presence: round(r.presence, 1),
  }));
}

/** Two to four different regions on one chain, the leader marked on each row. */
export async function compare(
  store: Store,
  input: { regionCodes: string[]; chainCode: string },
  now = new Date(),
): Promise<IndustryCompare> {
  const codes = input.regionCodes;
  if (codes.length < L.compareMin || codes.length > L.compareMax)
    throw new AppError('industryAnalysisRegionCount', ResultCode.BAD_REQUEST, 400);
  if (new Set(codes).size !== codes.length)
    throw new AppError('industryAnalysisRegionDuplicate', ResultCode.BAD_REQUEST, 400);
  const targets = codes.map(targetOf);
  const chain = chainOf(input.chainCode);
  const [stats, summaries] = await Promise.all([
    nodeStats(store, codes, [chain.code, ...nodesOf(chain).map((n) => n.code)]),
    summariesOf(store, codes, chain.code),
  ]);
  const analyses = await Promise.all(
    targets.map((t) => analyse(store, t, chain, stats, summaries.get(t.regionCode)!, now)),
  );
  const scores = scoresOf(analyses);
  return {
    chainCode: chain.code,
    chainName: chain.name,
    regions: analyses.map((a, i) => ({ ...a, scores: scores[i]! })),
    rows: COMPARE_METRICS.map((metric) => {
      const values = analyses.map((a) => metricOf(a, metric));
      const max = Math.max(...values);
      return {
        metric,
        values,
        leaders: max > 0 ? analyses.filter((_, i) => values[i] === max).map((a) => a.regionCode) : [],
      };
    }),
  };
}
