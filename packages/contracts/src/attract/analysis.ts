import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import type { Route } from '../route';
import { SERVICE } from '../services';
import { regionBaseSchema } from '../bigdata/schemas';

export * from './messages';

const A = `${SERVICE.preciseBusiness}/attract`;

/**
 * The 精准招商 workspace's analysis (/business/index, business type 4 checked per region; issue 27
 * items 1–3 and 5; docs/attract.md). Every call names the region it is about (`regionCode`) and is
 * refused (111111) for a region the organisation has not bought. government-suggest keeps the
 * spec's path (spec 2, bigdata service); the others are ours, under the precise-business service.
 */
export const attractAnalysisRoutes = {
  /** The regions the organisation bought 精准招商 for (anyRegion: any may be chosen). */
  regions: { method: 'GET', path: `${A}/regions`, auth: 'user' },
  /** The region's facts (region-base) and its chains: companies against the national share. */
  regionOverview: { method: 'GET', path: `${A}/region/overview`, auth: 'user' },
  /** One chain in the region: every node against the nation and the peer regions (补链、强链). */
  chainGaps: { method: 'GET', path: `${A}/chain/gaps`, auth: 'user' },
  /** Companies outside the region that fit the chain's gaps, ranked, with their reasons. */
  governmentSuggest: { method: 'POST', path: `${SERVICE.bigdata}/algo/government-suggest`, auth: 'user' },
} as const satisfies Record<string, Route>;

export const ATTRACT_ANALYSIS_LIMITS = {
  pageSizeMax: 50,
  nodeCodesMax: 30,
  /** The years a company counts as new (growth). */
  newYears: 3,
  /** Location quotient under which a node is weak, at or over which it is strong. */
  weakBelow: 0.8,
  strongFrom: 1.25,
  /** Leading chains shown for a region. */
  leadingChains: 3,
} as const;

export const attractRegionCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be six digits');
const chainCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{1,8}$/, 'chainCode must be a chain code');
const nodeCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{1,8}\d{2,10}$/, 'a node code is the chain code and digits');

export const attractRegionInput = z.object({ regionCode: attractRegionCodeSchema });

export const attractRegionSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  /** 1 province, 2 city, 3 county. */
  level: z.number().int(),
});
export type AttractRegion = z.infer<typeof attractRegionSchema>;
export const attractRegionsSchema = z.object({
  /** Bought nationwide or for the fallback range 120000: any region may be chosen. */
  anyRegion: z.boolean(),
  regions: z.array(attractRegionSchema),
  /** Where the workspace opens: the first bought region (anyRegion without one: the demo's default). */
  defaultRegionCode: z.string(),
});
export type AttractRegions = z.infer<typeof attractRegionsSchema>;

/** How the region's count on a node or chain compares (location quotient, docs/attract.md). */
export const GAP_STATUSES = ['missing', 'weak', 'average', 'strong'] as const;
export type GapStatus = (typeof GAP_STATUSES)[number];

export const attractChainSummarySchema = z.object({
  chainCode: z.string(),
  chainName: z.string(),
  localCount: z.number().int(),
  nationalCount: z.number().int(),
  /** The count the region would have at its share of all companies. */
  expected: z.number(),
  /** localCount / expected (0 when nothing is expected). */
  lq: z.number(),
  /** Companies founded in the last three years, in the region. */
  localNew: z.number().int(),
  status: z.enum(GAP_STATUSES),
  leading: z.boolean(),
});
export type AttractChainSummary = z.infer<typeof attractChainSummarySchema>;

export const regionOverviewSchema = z.object({
  region: regionBaseSchema,
  /** The region's companies over all companies, percent. */
  regionShare: z.number(),
  chains: z.array(attractChainSummarySchema),
  leadingChains: z.array(z.string()),
});
export type RegionOverview = z.infer<typeof regionOverviewSchema>;

export const chainGapsInput = z.object({ regionCode: attractRegionCodeSchema, chainCode: chainCodeSchema });

/** Why a node got its status: a code the portal words and the figures behind it. */
export const GAP_REASON_CODES = ['none', 'lq', 'peers', 'growth', 'capital'] as const;
export const gapReasonSchema = z.object({
  code: z.enum(GAP_REASON_CODES),
  values: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type GapReason = z.infer<typeof gapReasonSchema>;

export const gapNodeSchema = z.object({
  nodeCode: z.string(),
  nodeName: z.string(),
  parentCode: z.string(),
  level: z.number().int(),
  localCount: z.number().int(),
  /** 万元. */
  localCapital: z.number(),
  localNew: z.number().int(),
  nationalCount: z.number().int(),
  nationalCapital: z.number(),
  nationalNew: z.number().int(),
  expected: z.number(),
  lq: z.number(),
  /** New over all, percent, in the region and the nation. */
  localGrowth: z.number(),
  nationalGrowth: z.number(),
  /** Median count of the peer regions, and the region's place among them and itself (1 = most). */
  peerMedian: z.number(),
  peerRank: z.number().int(),
  status: z.enum(GAP_STATUSES),
  reasons: z.array(gapReasonSchema),
});
export type GapNode = z.infer<typeof gapNodeSchema>;

export const chainGapsSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  chainCode: z.string(),
  chainName: z.string(),
  regionShare: z.number(),
  /** Same-level regions compared with (other counties of the city, cities of the province, provinces). */
  peers: z.array(attractRegionSchema),
  nodes: z.array(gapNodeSchema),
  summary: z.object({
    missing: z.number().int(),
    weak: z.number().int(),
    average: z.number().int(),
    strong: z.number().int(),
  }),
});
export type ChainGaps = z.infer<typeof chainGapsSchema>;

export const governmentSuggestInput = z.object({
  regionCode: attractRegionCodeSchema,
  chainCode: chainCodeSchema,
  /** The nodes to fill; none: the chain's missing and weak leaves. */
  nodeCodes: z.array(nodeCodeSchema).max(ATTRACT_ANALYSIS_LIMITS.nodeCodesMax).default([]),
  current: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(ATTRACT_ANALYSIS_LIMITS.pageSizeMax).default(10),
});
export type GovernmentSuggestInput = z.input<typeof governmentSuggestInput>;

export const SUGGEST_SIGNALS = [
  'growth',
  'expansion',
  'financing',
  'investsOthers',
  'patents',
  'qualifications',
  'capitalIncrease',
] as const;
export type SuggestSignal = (typeof SUGGEST_SIGNALS)[number];
export const suggestReasonSchema = z.object({
  signal: z.enum(SUGGEST_SIGNALS),
  /** Points it added to the score. */
  points: z.number(),
  values: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type SuggestReason = z.infer<typeof suggestReasonSchema>;
export const suggestInvestorSchema = z.object({ orgId: z.string(), orgName: z.string() });
export const suggestTargetSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  regionCode: z.string(),
  area: z.string(),
  nodeCode: z.string(),
  nodeName: z.string(),
  /** 0–100. */
  score: z.number(),
  regCapital: z.number(),
  esDate: z.string(),
  reasons: z.array(suggestReasonSchema),
  /** The investment organisations of its rounds (their profile: /business/orgDetail). */
  investors: z.array(suggestInvestorSchema),
  /** Already a project of the caller's organisation for this region (招商项目). */
  inPipeline: z.boolean(),
});
export type SuggestTarget = z.infer<typeof suggestTargetSchema>;
export const governmentSuggestSchema = z.object({
  records: z.array(suggestTargetSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  /** The nodes filled (asked, or the chain's missing and weak leaves). */
  nodes: z.array(z.object({ nodeCode: z.string(), nodeName: z.string() })),
});
export type GovernmentSuggest = z.infer<typeof governmentSuggestSchema>;

/** The 精准招商 analysis calls (docs/attract.md). */
export const attractAnalysisApi = {
  regions: endpoint({ ...attractAnalysisRoutes.regions, input: noInput, output: attractRegionsSchema }),
  regionOverview: endpoint({
    ...attractAnalysisRoutes.regionOverview,
    input: attractRegionInput,
    output: regionOverviewSchema,
  }),
  chainGaps: endpoint({ ...attractAnalysisRoutes.chainGaps, input: chainGapsInput, output: chainGapsSchema }),
  governmentSuggest: endpoint({
    ...attractAnalysisRoutes.governmentSuggest,
    input: governmentSuggestInput,
    output: governmentSuggestSchema,
  }),
};
