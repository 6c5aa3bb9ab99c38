import { z } from 'zod';
import { entPageInput, entPageOf, keywordSchema } from '../bigdata/schemas';
import { chainCodeSchema, chainSummarySchema, regionPrefixSchema } from './schemas';

/** A chain (or one node of it) within a region: the scope of every statistics call. */
export const chainScopeInput = z.object({
  induChainId: chainCodeSchema,
  nodeCode: chainCodeSchema.optional(),
  regionCode: regionPrefixSchema.optional(),
});

const countRow = z.object({ code: z.string(), name: z.string(), count: z.number().int() });
export type CountRow = z.infer<typeof countRow>;

/** The next level's regions: provinces, or a province's cities, or a city's counties. */
export const regionCountsSchema = z.object({ regions: z.array(countRow) });
export const areaDictInput = z.object({ induChainId: chainCodeSchema });
export const areaDictNextInput = z.object({ induChainId: chainCodeSchema, regionCode: regionPrefixSchema });

/** Company counts of every node within a region (a node counts the companies under it too). */
export const nodeCountsInput = z.object({
  induChainId: chainCodeSchema,
  regionCode: regionPrefixSchema.optional(),
});
export const nodeCountsSchema = z.object({
  counts: z.array(z.object({ code: z.string(), companyCount: z.number().int() })),
});

/** chainMap-statistics-result: the scope's companies by region, status, capital and founding year. */
export const statisticsSchema = z.object({
  total: z.number().int(),
  listed: z.number().int(),
  regions: z.array(countRow),
  statuses: z.array(countRow),
  capital: z.array(countRow),
  founded: z.array(countRow),
});
export type ChainStatistics = z.infer<typeof statisticsSchema>;

const companyBrief = z.object({
  companyId: z.string(),
  companyName: z.string(),
  regCapital: z.number(),
  area: z.string(),
  totalScore: z.number(),
});

/** IndustryGraph-pop-up: what a node's pop-up shows. */
export const popupInput = z.object({ nodeCode: chainCodeSchema, regionCode: regionPrefixSchema.optional() });
export const popupSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  companyCount: z.number().int(),
  listedCount: z.number().int(),
  topCompanies: z.array(companyBrief),
});

/** getEntRecommendList: the scope's strongest companies (capability score). */
export const recommendInput = chainScopeInput.extend({
  size: z.coerce.number().int().min(1).max(20).default(10),
});
export const recommendSchema = z.array(companyBrief);

/** getEntSearchConditions: a node's company filters, each option with its count. */
export const nodeConditionsSchema = z.object({
  regions: z.array(countRow),
  statuses: z.array(countRow),
  capital: z.array(countRow),
  tags: z.array(countRow),
});

/** getTechnicalRecommendList: the scope's leading technology fields, with companies founded lately. */
export const technicalRecommendSchema = z.array(
  z.object({ tag: z.string(), companyCount: z.number().int(), recentCount: z.number().int() }),
);
/** getTalentRecommendList: the people who lead the scope's strongest companies. */
export const talentRecommendSchema = z.array(
  z.object({
    name: z.string(),
    /** The person's role in the company, a code the portal names. */
    role: z.enum(['legalRepresentative']),
    companyId: z.string(),
    companyName: z.string(),
    totalScore: z.number(),
  }),
);

/** induChainMap-matching-enterprise: companies of a chain by name, with the nodes they sit on. */
export const matchingInput = z.object({
  induChainId: chainCodeSchema,
  keyword: keywordSchema,
  size: z.coerce.number().int().min(1).max(20).default(10),
});
export const matchingSchema = z.array(
  z.object({ companyId: z.string(), companyName: z.string(), nodeCodes: z.array(z.string()) }),
);

/** getInduChainPageList: the catalogue, paged. */
export const chainPageInput = entPageInput.extend({ keyword: keywordSchema.optional() });
export const chainPageSchema = entPageOf(chainSummarySchema);
