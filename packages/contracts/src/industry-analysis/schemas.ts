import { z } from 'zod';
import { ANALYSIS_CAPABILITY_KEYS, COMPARE_METRICS, INDUSTRY_ANALYSIS_LIMITS as L } from './limits';

const regionCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be a 6-digit region code');
const chainCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{1,8}$/, 'chainCode must be a chain code');

export const industryAnalysisInput = z.object({ regionCode, chainCode });
export type IndustryAnalysisInput = z.infer<typeof industryAnalysisInput>;

/** `regionCodes` as a list or comma-separated; the count (2–4) and repeats are checked by the server. */
export const industryCompareInput = z.object({
  regionCodes: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(regionCode).min(1).max(8),
  ),
  chainCode,
});
export type IndustryCompareInput = z.infer<typeof industryCompareInput>;

const count = z.number().int();
const bucket = z.object({ key: z.string(), count });

export const analysisNodeSchema = z.object({
  nodeCode: z.string(),
  nodeName: z.string(),
  parentCode: z.string().nullable(),
  level: z.number().int(),
  companies: count,
  /** 万元. */
  capital: z.number(),
  newCompanies: count,
  nationalCompanies: count,
  /** The region's share of the nation's companies on the node, in %. */
  nationShare: z.number(),
  /** Location quotient: local ÷ (national × the region's share of all companies). */
  lq: z.number(),
});
export type AnalysisNode = z.infer<typeof analysisNodeSchema>;

export const topCompanySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  totalScore: z.number(),
  regCapital: z.number(),
  esDate: z.string().nullable(),
  scale: z.string(),
  regionCode: z.string(),
});
export type AnalysisTopCompany = z.infer<typeof topCompanySchema>;

export const industryAnalysisSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  level: z.number().int(),
  chainCode: z.string(),
  chainName: z.string(),
  summary: z.object({
    companies: count,
    /** Registered capital in 万元. */
    capital: z.number(),
    avgCapital: z.number(),
    /** Founded within the last INDUSTRY_ANALYSIS_LIMITS.newYears years. */
    newCompanies: count,
    /** With at least one patent on record. */
    patenting: count,
    listed: count,
    nationalCompanies: count,
    /** The region's share of the nation's companies on the chain, in %. */
    nationShare: z.number(),
    nodesPresent: count,
    nodesTotal: count,
    /** Average total score of the top companies. */
    topScore: z.number(),
  }),
  nodes: z.array(analysisNodeSchema),
  /** By ANALYSIS_CAPITAL_BANDS, in their order. */
  capitalBands: z.array(bucket),
  /** By ANALYSIS_AGE_BANDS (years since founding), in their order. */
  ageBands: z.array(bucket),
  /** By 登记状态 code. */
  statuses: z.array(bucket),
  /** By 企业规模 tag. */
  scales: z.array(bucket),
  /** The most frequent qualifications (at most INDUSTRY_ANALYSIS_LIMITS.qualifications). */
  qualifications: z.array(bucket),
  /** Companies founded per year, the last ten years, oldest first. */
  growth: z.array(z.object({ year: z.number().int(), count })),
  topCompanies: z.array(topCompanySchema).max(L.topCompanies),
});
export type IndustryAnalysis = z.infer<typeof industryAnalysisSchema>;

export const regionScoresSchema = z.object(
  Object.fromEntries(ANALYSIS_CAPABILITY_KEYS.map((k) => [k, z.number().min(0).max(100)])) as Record<
    (typeof ANALYSIS_CAPABILITY_KEYS)[number],
    z.ZodNumber
  >,
);
export type RegionScores = z.infer<typeof regionScoresSchema>;

export const industryCompareSchema = z.object({
  chainCode: z.string(),
  chainName: z.string(),
  regions: z.array(industryAnalysisSchema.extend({ scores: regionScoresSchema })),
  /** One row per metric: the value of each region (in the order of `regions`) and the leaders' codes. */
  rows: z.array(
    z.object({
      metric: z.enum(COMPARE_METRICS),
      values: z.array(z.number()),
      leaders: z.array(z.string()),
    }),
  ),
});
export type IndustryCompare = z.infer<typeof industryCompareSchema>;

export const analysisChainsSchema = z.array(z.object({ value: z.string(), label: z.string() }));
export type AnalysisChains = z.infer<typeof analysisChainsSchema>;
