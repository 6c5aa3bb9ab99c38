import { z } from 'zod';
import { chainSummarySchema } from '../chain/schemas';

/** Limits of company search (docs/search.md). */
export const SEARCH_LIMITS = {
  /** Longest keyword, in characters, after trimming. */
  keywordMax: 50,
  sizeMax: 50,
  sizeDefault: 10,
  /** current × size may not pass this: results can be paged through up to here. */
  window: 5000,
  suggestMax: 10,
  /** A visitor's search on the landing page shows this many results (the rest after login). */
  previewSize: 5,
  /** The landing page lists this many chains of the catalogue (in the platform's order). */
  landingChains: 12,
  tagsMax: 10,
  /** Registered capital bound, 万元. */
  capitalMax: 1e12,
  yearMin: 1900,
  yearMax: 2100,
} as const;

/** Which key of the company the keyword matched (for highlighting). */
export const SEARCH_MATCHED = ['name', 'alias', 'pinyin', 'initials', 'code'] as const;
export type SearchMatched = (typeof SEARCH_MATCHED)[number];
/** How it matched, best first: the ranking classes. */
export const SEARCH_MATCH_TYPES = ['exact', 'prefix', 'contains', 'fuzzy'] as const;
export type SearchMatchType = (typeof SEARCH_MATCH_TYPES)[number];

export const SEARCH_SORTS = ['relevance', 'regCapital', 'esDt', 'totalScore'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Keyword: any text is literal (% _ \ ' ( [ * … are searched as themselves); trimmed; at most
 * SEARCH_LIMITS.keywordMax characters. Empty means no keyword (filters only, by score).
 */
export const searchKeywordSchema = z
  .string()
  .trim()
  .max(SEARCH_LIMITS.keywordMax, `keyword must be at most ${SEARCH_LIMITS.keywordMax} characters`);

/** GB/T 2260 code of a province (xx0000), city (xxxx00) or county; the server checks it exists. */
export const searchRegionCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be 6 digits');

const year = z.coerce.number().int().min(SEARCH_LIMITS.yearMin).max(SEARCH_LIMITS.yearMax);
const capital = z.coerce.number().min(0).max(SEARCH_LIMITS.capitalMax);

export const searchFiltersSchema = z
  .object({
    /** Province or city includes its counties. */
    regionCode: searchRegionCodeSchema.optional(),
    /** GB/T 4754 section letter (A–T) or two-digit division. */
    industryCode: z
      .string()
      .trim()
      .regex(/^(?:[A-T]|\d{2})$/, 'industryCode must be a section letter or a 2-digit division')
      .optional(),
    /** Industry chain node (IC, IC02, IC0201…); includes its descendants. */
    chainNodeCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,4}(?:\d{2}){0,5}$/, 'chainNodeCode is not a chain node code')
      .optional(),
    regStatusCodes: z
      .array(z.enum(['1', '2', '3', '4']))
      .max(4)
      .optional(),
    /** Registered capital range, 万元, inclusive. */
    capitalMin: capital.optional(),
    capitalMax: capital.optional(),
    /** Founding year range, inclusive. */
    foundedYearMin: year.optional(),
    foundedYearMax: year.optional(),
    /** Companies carrying every one of these tags (qualification, field, product or circle tags). */
    tags: z.array(z.string().trim().min(1).max(32)).max(SEARCH_LIMITS.tagsMax).optional(),
    isListed: z.boolean().optional(),
  })
  .refine((f) => f.capitalMin === undefined || f.capitalMax === undefined || f.capitalMin <= f.capitalMax, {
    message: 'capitalMin must not be above capitalMax',
    path: ['capitalMin'],
  })
  .refine(
    (f) =>
      f.foundedYearMin === undefined ||
      f.foundedYearMax === undefined ||
      f.foundedYearMin <= f.foundedYearMax,
    { message: 'foundedYearMin must not be after foundedYearMax', path: ['foundedYearMin'] },
  );
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchCompanyInputSchema = z
  .object({
    keyword: searchKeywordSchema.optional(),
    filters: searchFiltersSchema.optional(),
    /** relevance (default; by score when there is no keyword), or a field, descending by default. */
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    order: z.enum(['asc', 'desc']).default('desc'),
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(SEARCH_LIMITS.sizeMax).default(SEARCH_LIMITS.sizeDefault),
  })
  .refine((v) => v.current * v.size <= SEARCH_LIMITS.window, {
    message: `current × size must be at most ${SEARCH_LIMITS.window}`,
    path: ['current'],
  });
export type SearchCompanyInput = z.input<typeof searchCompanyInputSchema>;

export const searchCompanyRowSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  companyNameAlias: z.string(),
  logoPath: z.string().nullable(),
  regStatusCode: z.string(),
  regStatusName: z.string(),
  legalEntityName: z.string(),
  /** 万元 */
  regCapital: z.number(),
  /** YYYY-MM-DD */
  esDt: z.string().nullable(),
  uscNo: z.string(),
  regionCode: z.string(),
  /** Full region name, e.g. 广东省深圳市南山区. */
  area: z.string(),
  industryCode: z.string(),
  industryName: z.string(),
  tags: z.object({
    scale: z.string(),
    type: z.string(),
    financingStage: z.string(),
    qualifications: z.array(z.string()),
  }),
  isListed: z.boolean(),
  totalScore: z.number().int(),
  /** Key the keyword matched (null without a keyword); highlight the keyword in it. */
  matched: z.enum(SEARCH_MATCHED).nullable(),
  matchType: z.enum(SEARCH_MATCH_TYPES).nullable(),
  /** Always false here: the portal asks the follow check (system followCheck) for the page's ids. */
  isFollow: z.boolean(),
});
export type SearchCompanyRow = z.infer<typeof searchCompanyRowSchema>;

export const searchCompanyPageSchema = z.object({
  records: z.array(searchCompanyRowSchema),
  /**
   * Number of matches: exact when `totalExact`; otherwise the database's estimate for a common
   * keyword or filter (show it as 约 N / N+; the first 5,000 can be paged through either way).
   */
  total: z.number().int(),
  totalExact: z.boolean(),
  current: z.number().int(),
  size: z.number().int(),
});
export type SearchCompanyPage = z.infer<typeof searchCompanyPageSchema>;

export const suggestCompanyInputSchema = z.object({
  keyword: searchKeywordSchema,
  size: z.coerce.number().int().min(1).max(SEARCH_LIMITS.suggestMax).default(SEARCH_LIMITS.suggestMax),
});

export const suggestCompanySchema = z.array(
  z.object({
    companyId: z.string(),
    companyName: z.string(),
    matched: z.enum(SEARCH_MATCHED),
  }),
);
export type SuggestCompany = z.infer<typeof suggestCompanySchema>;

export const searchPreviewInputSchema = z.object({ keyword: searchKeywordSchema.optional() });

/** What a visitor sees of a result: who and where, not the figures (those need login). */
export const searchPreviewSchema = z.object({
  records: z.array(
    searchCompanyRowSchema.pick({
      companyId: true,
      companyName: true,
      logoPath: true,
      regStatusName: true,
      area: true,
      industryName: true,
    }),
  ),
  total: z.number().int(),
  totalExact: z.boolean(),
});
export type SearchPreview = z.infer<typeof searchPreviewSchema>;

/** The landing facts of the customer of `domain` (the host the portal was opened on), else of the request's host. */
export const landingFactsInputSchema = z.object({ domain: z.string().trim().max(255).optional() });

/** What `/` shows a visitor of the data set: counts, and the first chains of the catalogue. */
export const landingFactsSchema = z.object({
  companies: z.object({ total: z.number().int(), totalExact: z.boolean() }),
  /** Electronic business cards (live ones) of the customer's users. */
  cards: z.number().int(),
  chains: z.object({
    total: z.number().int(),
    /** The first `SEARCH_LIMITS.landingChains` by the platform's order, with their size. */
    list: z.array(
      chainSummarySchema.pick({ chainCode: true, chainName: true, nodeCount: true, companyCount: true }),
    ),
  }),
});
export type LandingFacts = z.infer<typeof landingFactsSchema>;
