import { z } from 'zod';
import { DIAGNOSIS_DIMENSIONS } from './limits';

const regionCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be a 6-digit GB/T 2260 code');
const chainCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{1,8}$/, 'chainCode must be a chain code');

/** A region (province, city or county) and a chain; unknown ones are refused with 400. */
export const diagnosisInput = z.object({ regionCode, chainCode });
export type DiagnosisInput = z.input<typeof diagnosisInput>;

export const diagnosisChainsSchema = z.array(z.object({ chainCode: z.string(), chainName: z.string() }));
export type DiagnosisChains = z.infer<typeof diagnosisChainsSchema>;

const score = z.number().int().min(0).max(100);
export const diagnosisScoresSchema = z.object({
  presence: score,
  strength: score,
  growth: score,
  innovation: score,
  overall: score,
});
export type DiagnosisScores = z.infer<typeof diagnosisScoresSchema>;

/** The figures behind a node's scores. */
export const diagnosisFiguresSchema = z.object({
  localCount: z.number().int(),
  nationalCount: z.number().int(),
  expected: z.number(),
  /** Location quotient: local ÷ expected (expected = national × the region's share of all companies). */
  lq: z.number(),
  /** 万元. */
  localCapital: z.number(),
  /** The region's share of the nation's capital on the node, %. */
  capitalShare: z.number(),
  /** Companies founded in the last three years, % of the node's companies, here and nationwide. */
  localGrowth: z.number(),
  nationalGrowth: z.number(),
  localPatents: z.number().int(),
  nationalPatents: z.number().int(),
  /** Patents applied for in the last three years, here. */
  localRecentPatents: z.number().int(),
  /** Patents per company, here and nationwide. */
  localPatentDensity: z.number(),
  nationalPatentDensity: z.number(),
  peerRank: z.number().int(),
  /** The region and its peers (same-level regions under the same parent). */
  peerRegions: z.number().int(),
});
export type DiagnosisFigures = z.infer<typeof diagnosisFiguresSchema>;

export const diagnosisNodeSchema = z.object({
  nodeCode: z.string(),
  nodeName: z.string(),
  parentCode: z.string(),
  level: z.number().int(),
  status: z.enum(['missing', 'weak', 'average', 'strong']),
  scores: diagnosisScoresSchema,
  figures: diagnosisFiguresSchema,
});
export type DiagnosisNode = z.infer<typeof diagnosisNodeSchema>;

/**
 * A reason: a code and its figures, worded by the client (zh/en) and by the PDF (zh):
 * presence (lq, local, expected), strength (capitalShare, peerRank, peerRegions), growth (local,
 * national), innovation (localDensity, nationalDensity, patents), missing (national).
 */
export const diagnosisReasonSchema = z.object({
  code: z.enum(['missing', ...DIAGNOSIS_DIMENSIONS]),
  values: z.record(z.string(), z.number()),
});
export type DiagnosisReason = z.infer<typeof diagnosisReasonSchema>;

export const diagnosisFindingSchema = z.object({
  nodeCode: z.string(),
  nodeName: z.string(),
  overall: score,
  reasons: z.array(diagnosisReasonSchema),
});
export type DiagnosisFinding = z.infer<typeof diagnosisFindingSchema>;

/** fill 补链 (a missing node), strengthen 强链 (a weak node's weakest dimension), innovate, cultivate (growth), extend (a strong node). */
export const DIAGNOSIS_SUGGESTIONS = ['fill', 'strengthen', 'innovate', 'cultivate', 'extend'] as const;
export const diagnosisSuggestionSchema = z.object({
  code: z.enum(DIAGNOSIS_SUGGESTIONS),
  nodeCode: z.string(),
  nodeName: z.string(),
  reasons: z.array(diagnosisReasonSchema),
});
export type DiagnosisSuggestion = z.infer<typeof diagnosisSuggestionSchema>;

export const diagnosisSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  chainCode: z.string(),
  chainName: z.string(),
  /** The region's share of all companies, %. */
  regionShare: z.number(),
  /** The chain as a whole: each dimension the mean of its nodes'. */
  scores: diagnosisScoresSchema,
  nodes: z.array(diagnosisNodeSchema),
  strengths: z.array(diagnosisFindingSchema),
  weaknesses: z.array(diagnosisFindingSchema),
  suggestions: z.array(diagnosisSuggestionSchema),
  /** YYYY-MM-DD (China). */
  generatedAt: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

/** remaining: the tenant's reports left with this one reserved (as generate-report answers). */
export const diagnosisPdfOutput = z.object({
  id: z.string(),
  status: z.enum(['generating', 'done', 'failed']),
  remaining: z.number().int(),
});
