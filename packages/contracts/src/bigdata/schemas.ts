import { z } from 'zod';
import { shortText } from '../validation';
import { isValidUscc } from './uscc';

// ---------------------------------------------------------------- input building blocks

/** Company and organisation ids: digits (generated ids are 10 digits). */
export const COMPANY_ID_PATTERN = /^\d{1,19}$/;
export const companyIdSchema = z.coerce
  .string()
  .trim()
  .regex(COMPANY_ID_PATTERN, 'companyId must be 1-19 digits');

/** At most this many ids in one batch call. */
export const MAX_BATCH_IDS = 100;
/** Comma-separated or repeated ids (`companyIds=1,2` or a JSON array), deduplicated. */
export const companyIdsSchema = z
  .union([z.string().max(MAX_BATCH_IDS * 21), z.array(z.union([z.string(), z.number()])).max(MAX_BATCH_IDS)])
  .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(COMPANY_ID_PATTERN, 'companyIds must be digits')).min(1).max(MAX_BATCH_IDS))
  .transform((ids) => [...new Set(ids)]);

/** A unified social credit code that passes the GB 32100 check (upper-cased first). */
export const usccSchema = z
  .string()
  .trim()
  .max(18)
  .transform((v) => v.toUpperCase())
  .refine((v) => isValidUscc(v), 'uscNo is not a valid unified social credit code (GB 32100)');

/**
 * GB/T 2260 code shape: 6 digits, not 000000, not a county-level 71–79 development-zone code. The
 * server also checks the code exists (a code of the right shape that names no region is refused).
 */
export const gbRegionCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'regionCode must be a 6-digit GB/T 2260 code')
  .refine((c) => {
    const county = Number(c.slice(4));
    return c.endsWith('0000') || c.endsWith('00') || county < 71 || county > 79;
  }, 'regionCode is a development-zone code, not GB/T 2260');

export const KEYWORD_MAX_LENGTH = 50;
/** Characters a keyword may not carry: SQL LIKE and regular-expression metacharacters, quotes. */
export const KEYWORD_FORBIDDEN = /[%_\\*?[\]{}()^$|+'"`;<>=~]/;
const hasControlChar = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
export const keywordSchema = z
  .string()
  .trim()
  .min(1, 'keyword is required')
  .max(KEYWORD_MAX_LENGTH, `keyword must be at most ${KEYWORD_MAX_LENGTH} characters`)
  .refine((k) => !KEYWORD_FORBIDDEN.test(k) && !hasControlChar(k), 'keyword has forbidden characters');

export const MAX_PAGE_SIZE = 100;
export const entPageInput = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export const entPageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

export const regStatusCodeSchema = z.coerce
  .string()
  .trim()
  .pipe(z.enum(['1', '2', '3', '4']));

export const companyIdInput = z.object({ companyId: companyIdSchema });
export const companyPageInput = entPageInput.extend({ companyId: companyIdSchema });
export const orgPageInput = entPageInput.extend({ entId: companyIdSchema });
export const cancelInfoInput = z.object({ companyId: companyIdSchema, regStatusCode: regStatusCodeSchema });
export const KLINE_MAX_DAYS = 1500;
export const klineInput = z.object({
  companyId: companyIdSchema,
  /** The last N trading days (default 250, about a year). */
  days: z.coerce.number().int().min(1).max(KLINE_MAX_DAYS).default(250),
});
export const companyExistsInput = z
  .object({
    companyId: companyIdSchema.optional(),
    uscNo: usccSchema.optional(),
    companyName: shortText(100).min(2).optional(),
  })
  .refine((v) => Boolean(v.companyId || v.uscNo || v.companyName), {
    message: 'companyId, uscNo or companyName is required',
  });
export const companyIdsInput = z.object({ companyIds: companyIdsSchema });
export const regionInput = z.object({ regionCode: gbRegionCodeSchema });
export const changeTagInput = z.object({
  companyId: companyIdSchema,
  /** Changes on or after this day (YYYY-MM-DD); all when absent. */
  timeCode: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'timeCode must be YYYY-MM-DD')
    .optional(),
  cardId: shortText(64).optional(),
});
export const entAssoInput = z.object({
  keyword: keywordSchema,
  /** Client info the card form sends (platform pc and a system value); not used for the answer. */
  platform: shortText(16).optional(),
  system: shortText(64).optional(),
  size: z.coerce.number().int().min(1).max(20).default(10),
});

// ---------------------------------------------------------------- output shapes

export const layoutEntrySchema = z.object({
  industryCode: z.string(),
  industryName: z.string(),
  chainCode: z.string(),
  chainName: z.string(),
});

export const stockInfoSchema = z.object({
  stockTypeName: z.string(),
  stockName: z.string(),
  stockCode: z.string(),
  exchangeName: z.string(),
  listDate: z.string(),
});

export const shareholderSchema = z.object({
  holderEntityId: z.string(),
  /** '1' person, '2' company (clickable, spec 2 §5). */
  holderEntityType: z.enum(['1', '2']),
  holderEntityName: z.string(),
  /** Percent. */
  ratio: z.number(),
  /** 万元. */
  subscribedCapital: z.number(),
});

export const relatedCompanySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  relation: z.string(),
});

export const capabilityScoresSchema = z.object({
  growScore: z.number(),
  evolScore: z.number(),
  innovScore: z.number(),
  stseScore: z.number(),
  effectScore: z.number(),
  riskScore: z.number(),
  totalScore: z.number(),
  /** 1–10 by the spec's bands, and its name. */
  level: z.number().int(),
  levelName: z.string(),
  isListed: z.boolean(),
  industrDistribution: z.string(),
  regionalDistribution: z.string(),
});
export type CapabilityScores = z.infer<typeof capabilityScoresSchema>;

/** Company detail (spec 2 §3), field names as the spec spells them. Tag lists are comma lists. */
export const companyInfoSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  companyNameAlias: z.string(),
  logoPath: z.string().nullable(),
  regStatusName: z.string(),
  regStatusCode: z.string(),

  companyScaleTag: z.string(),
  companyTypeTag: z.string(),
  financingStageTag: z.string(),
  qualificationTags: z.string(),
  industryFieldTags: z.string(),
  techFieldTags: z.string(),
  serviceAndProductTags: z.string(),
  circlesTags: z.string(),

  legalEntityName: z.string(),
  /** 万元. */
  regCapital: z.number(),
  regCapitalCurrency: z.string(),
  esDt: z.string(),
  uscNo: z.string(),
  regAddr: z.string(),
  operateAddr: z.string(),
  businessScope: z.string(),

  qualificationType: z.string(),
  enqaTypeName: z.string(),
  listTitle: z.string(),
  enterpriseLevel: z.number().int(),
  area: z.string(),
  capitalType: z.string(),

  managementSize: z.string(),
  /** 万元. */
  investAmt: z.number(),
  investCnt: z.number().int(),
  descr: z.string(),
  expansionTag: z.string(),
  highlight: z.string(),
  relatedCompany: z.array(relatedCompanySchema),

  /** 0/1 for the caller (0 without login). */
  isFollow: z.number().int(),
  isTop: z.number().int(),

  industrLayoutList: z.array(layoutEntrySchema),
  stockInfoList: z.array(stockInfoSchema),
  majorShareholders: z.array(shareholderSchema),
  realityControllingPerson: z.string(),
  realityControllingPersonId: z.string(),
  realityControllingPersonType: z.enum(['1', '2']),

  regionCode: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  countyName: z.string(),
  industrySectionCode: z.string(),
  industrySectionName: z.string(),
  industryDivisionCode: z.string(),
  industryDivisionName: z.string(),
  phone: z.string(),
  email: z.string(),
  employees: z.number().int(),
  isListed: z.boolean(),

  /** 'company', or 'org' for an investment organisation mapped onto these fields. */
  entType: z.enum(['company', 'org']),
  /** Set for an organisation (its id and name, also in companyId and companyName). */
  orgId: z.string().optional(),
  orgName: z.string().optional(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const financialRowSchema = z.object({
  yr: z.number().int(),
  revenue: z.number(),
  netProfit: z.number(),
  totalAssets: z.number(),
  totalLiabilities: z.number(),
  netAssets: z.number(),
  rdExpense: z.number(),
  taxPaid: z.number(),
  employees: z.number().int(),
});
export const financialTableSchema = z.object({
  /** Column order and titles of the table (key of a data field, title, unit). */
  schema: z.array(z.object({ key: z.string(), title: z.string(), unit: z.string() })),
  data: z.array(financialRowSchema),
});
export const financialChartSchema = z.object({
  data: z.array(
    z.object({
      yr: z.number().int(),
      loarRate: z.number(),
      assetsGrowthRate: z.number(),
      businessRate: z.number(),
    }),
  ),
});
export const energyLevelSchema = z.object({
  level: z.number().int(),
  rankScoreInIndustry: z.number(),
  contribution: z.number(),
});

/** Enterprise detail response (spec 2 §3) plus the capability scores. */
export const entDetailSchema = z.object({
  companyInfo: companyInfoSchema,
  stockInfoList: z.array(stockInfoSchema),
  layoutInfoList: z.array(layoutEntrySchema),
  financialTable: financialTableSchema,
  financialChart: financialChartSchema,
  shareholderInfo: z.array(shareholderSchema),
  energyLevelInfo: energyLevelSchema.nullable(),
  capability: capabilityScoresSchema.nullable(),
  /** The expansion gauge's value, 0–10 (null for an organisation). */
  expansionIndex: z.number().min(0).max(10).nullable(),
});
export type EntDetail = z.infer<typeof entDetailSchema>;

export const cancelInfoSchema = z.object({ date: z.string(), reason: z.string() });

/** Stock quote (spec 2 §3), from the last daily rows. */
export const stockQuoteSchema = z.object({
  stockCode: z.string(),
  stockName: z.string(),
  currentPrice: z.number(),
  upsDownsAmt: z.number(),
  upsDownsRate: z.number(),
  upsDownsIdent: z.enum(['red', 'green', 'black']),
  ceilingPrice: z.number(),
  limitPrice: z.number(),
  closeTime: z.string(),
  openToday: z.number(),
  highToday: z.number(),
  lowestToday: z.number(),
  yestClosePrice: z.number(),
  equityAmt: z.number(),
  dealAct: z.number(),
  dealAmt: z.number(),
  marketAmt: z.number(),
  circulationAmt: z.number(),
  circulationAct: z.number(),
  amplitudeRate: z.number(),
  handsRate: z.number(),
  pbRate: z.number(),
  peRate: z.number(),
});
export type StockQuote = z.infer<typeof stockQuoteSchema>;

/** [date, prevClose, open, high, low, close, volume, amount]. */
export const klineRowSchema = z.tuple([
  z.string(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
]);
export const klineSchema = z.object({ name: z.string(), symbol: z.string(), rows: z.array(klineRowSchema) });

/** Which depth buttons of the profile card apply, and whether the caller may use them. */
export const depthButtonSchema = z.object({
  /** Industry graph: the company sits on a chain node. */
  graph: z.boolean(),
  stock: z.boolean(),
  invest: z.boolean(),
  related: z.boolean(),
  /** The radar depth panels (scene 4): bought by the caller's tenant (false for a visitor). */
  purchased: z.boolean(),
});

/** Brief company info of the batch lookup and lists. */
export const companyBriefSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  logoPath: z.string().nullable(),
  regStatusName: z.string(),
  regStatusCode: z.string(),
  uscNo: z.string(),
  legalEntityName: z.string(),
  regCapital: z.number(),
  esDt: z.string(),
  area: z.string(),
  regionCode: z.string(),
  industryDivisionName: z.string(),
  companyScaleTag: z.string(),
  qualificationTags: z.string(),
  isListed: z.boolean(),
  totalScore: z.number(),
});
export type CompanyBrief = z.infer<typeof companyBriefSchema>;

interface RegionNode {
  code: string;
  name: string;
  level: number;
}
const regionLeaf = z.object({ code: z.string(), name: z.string(), level: z.number().int() });
const regionCity = regionLeaf.extend({ children: z.array(regionLeaf) });
/** Province (level 1) → city (2) → county (3). */
export const regionTreeSchema = z.array(regionLeaf.extend({ children: z.array(regionCity) }));
export type RegionTree = (RegionNode & { children: (RegionNode & { children: RegionNode[] })[] })[];

/** A node of an industry chain: level 1 stream (上游/中游/下游), 2 segment, 3 leaf. */
export interface ChainConditionNode {
  code: string;
  name: string;
  level: number;
  children: ChainConditionNode[];
}
const chainConditionNode: z.ZodType<ChainConditionNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    level: z.number().int(),
    children: z.array(chainConditionNode),
  }),
);
/**
 * What the search filter offers: the GB/T 4754 sections (门类) with their divisions (大类) and the
 * industry chains with their node trees, children in display order.
 */
export const searchConditionsSchema = z.object({
  industries: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      divisions: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
  chains: z.array(z.object({ code: z.string(), name: z.string(), children: z.array(chainConditionNode) })),
});
export type SearchConditions = z.infer<typeof searchConditionsSchema>;

export const regionBaseSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  regionFullname: z.string(),
  /** 1 province, 2 city, 3 county. */
  level: z.number().int(),
  parentCode: z.string().nullable(),
  companyCount: z.number().int(),
  operatingCount: z.number().int(),
  listedCount: z.number().int(),
  /** 万元. */
  regCapitalSum: z.number(),
  /**
   * Population, GDP and leading industries (region_facts; docs/attract.md): null where none is on
   * record. `source` 'generated' marks the demo's generated figures, not statistics.
   */
  facts: z
    .object({
      year: z.number().int(),
      /** 万人. */
      population: z.number(),
      /** 亿元. */
      gdp: z.number(),
      /** Percent over the year before. */
      gdpGrowth: z.number(),
      /** 元 per person. */
      gdpPerCapita: z.number(),
      /** km². */
      area: z.number(),
      industries: z.array(z.object({ name: z.string(), share: z.number() })),
      source: z.enum(['generated', 'import']),
    })
    .nullable()
    .default(null),
  /** Industrial parks in the region (and, for a city or province, in its counties). */
  parks: z
    .array(
      z.object({
        parkId: z.string(),
        name: z.string(),
        regionCode: z.string(),
        /** national 国家级, provincial 省级. */
        grade: z.enum(['national', 'provincial']),
        area: z.number(),
        industries: z.array(z.string()),
      }),
    )
    .default([]),
});

export const regionIndustryTagSchema = z.object({
  regionCode: z.string(),
  industries: z.array(z.object({ code: z.string(), name: z.string(), companyCount: z.number().int() })),
  chainNodes: z.array(
    z.object({
      industryCode: z.string(),
      industryName: z.string(),
      chainCode: z.string(),
      chainName: z.string(),
      companyCount: z.number().int(),
    }),
  ),
});

/** Card-update change record (spec 2 §3): one group per change code. */
export const changeTagGroupSchema = z.object({
  changeTagCode: z.enum(['industrLayoutList', 'qualificationTags', 'techFieldTags', 'serviceAndProductTags']),
  contentList: z.array(z.object({ tagName: z.string(), date: z.string() })),
});

export const entAssoSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  uscNo: z.string(),
  legalEntityName: z.string(),
  regStatusName: z.string(),
});

/** Dynamic entry (spec 2 §3). */
export const dynamicSchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  isSys: z.number().int(),
  webSource: z.string(),
  initSource: z.string(),
  publishDt: z.string(),
  content: z.string(),
  url: z.string(),
});

export const radarDnaSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  scores: capabilityScoresSchema,
  /** Level (1–10) of each dimension by the same bands. */
  dimensionLevels: z.object({
    growScore: z.number().int(),
    evolScore: z.number().int(),
    innovScore: z.number().int(),
    stseScore: z.number().int(),
    effectScore: z.number().int(),
    riskScore: z.number().int(),
  }),
});

export const similarCompanySchema = companyBriefSchema.extend({
  /** Why it is similar: same industry division, or same chain node. */
  basis: z.enum(['division', 'chainNode']),
  scoreGap: z.number(),
});
export const radarSimilarSchema = z.object({ records: z.array(similarCompanySchema) });

export const investEntrySchema = z.object({
  entityId: z.string(),
  entityName: z.string(),
  /** '1' person, '2' company, '3' investment organisation. */
  entityType: z.enum(['1', '2', '3']),
  ratio: z.number().nullable(),
  /** 万元. */
  amount: z.number().nullable(),
  date: z.string().nullable(),
  round: z.string().nullable(),
  fundName: z.string().nullable(),
});
export const radarInvestSchema = z.object({
  /** Who invested in the company: shareholders and organisations' rounds. */
  investors: z.array(investEntrySchema),
  /** Companies the company holds shares in. */
  investedCompanies: z.array(investEntrySchema),
});

export const radarInsSchema = z.object({
  industryDivisionCode: z.string(),
  industryDivisionName: z.string(),
  /** Companies of the division nationwide and in the company's province. */
  divisionCount: z.number().int(),
  provinceCount: z.number().int(),
  /** 1 = best total score in the division within the province. */
  provinceRank: z.number().int(),
  rankScoreInIndustry: z.number(),
  contribution: z.number(),
  /** Division average of each dimension in the province. */
  averages: z.object({
    growScore: z.number(),
    evolScore: z.number(),
    innovScore: z.number(),
    stseScore: z.number(),
    effectScore: z.number(),
    riskScore: z.number(),
    totalScore: z.number(),
  }),
});

export const radarNationSchema = z.object({
  industryDivisionCode: z.string(),
  industryDivisionName: z.string(),
  provinceCode: z.string(),
  /** Companies of the company's division per province, most first. */
  provinces: z.array(
    z.object({ regionCode: z.string(), regionName: z.string(), companyCount: z.number().int() }),
  ),
});

export const radarLinkageSchema = z.object({
  nodes: z.array(
    z.object({
      industryCode: z.string(),
      industryName: z.string(),
      chainCode: z.string(),
      chainName: z.string(),
      /** 'self' the company's node, 'up' a node of an earlier stage, 'down' of a later one. */
      position: z.enum(['self', 'up', 'down']),
      /** Companies on that node in the company's province. */
      provinceCount: z.number().int(),
      topCompanies: z.array(companyBriefSchema),
    }),
  ),
  partners: z.array(relatedCompanySchema),
});

export const orgRelatedCompanySchema = companyBriefSchema.extend({
  /** Portfolio companies both share. */
  sharedCount: z.number().int(),
});
export const orgFundSchema = z.object({
  fundName: z.string(),
  fundType: z.string(),
  /** 万元. */
  fundSize: z.number(),
  establishedDate: z.string(),
});
export const orgInvestmentSchema = companyBriefSchema.extend({
  fundName: z.string(),
  investDate: z.string(),
  round: z.string(),
  /** 万元. */
  amount: z.number(),
});
