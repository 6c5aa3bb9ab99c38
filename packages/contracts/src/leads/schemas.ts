import { z } from 'zod';
import { companyIdSchema, entPageInput, entPageOf } from '../bigdata/schemas';
import { COMPANY_CARDS_MAX, cardBasicSchema } from '../vcard/schemas';

/** Limits of the 精准拓客 workspace (docs/leads.md). */
export const LEADS_LIMITS = {
  /** Leads in one list; creating or adding past it is refused. */
  listMax: 10_000,
  /** Revenue growth bound, percent (the latest year over the one before). */
  growthMin: -100,
  growthMax: 10_000,
  /** Lead lists per organisation. */
  listsPerTenant: 500,
  nameMax: 60,
  /** Codes of one kind in a profile (industry, node, region…). */
  codesMax: 50,
  /** Tags of one kind in a profile (qualifications, scale, financing stage). */
  tagsMax: 20,
  tagMax: 32,
  /** Registered capital bound, 万元. */
  capitalMax: 1e12,
  yearMin: 1900,
  yearMax: 2100,
  /** Chosen companies of a look-alike search. */
  lookAlikeMax: 5,
  /** Ranked results can be paged through up to here (current × size). */
  searchWindow: 10_000,
  searchSizeMax: 50,
  /** Companies named in one create or add call. */
  companyIdsMax: 1000,
  /** Leads named in one assign or status call. */
  leadIdsMax: 500,
  /** Members of one even assignment, and colleagues of one share. */
  membersMax: 100,
  /** Regions of one assignment by region. */
  regionMapMax: 100,
  noteMax: 1000,
  reasonMax: 200,
  keywordMax: 50,
  /** Companies an organisation may export in all (the quota row is made on first use). */
  exportTenantTotal: 50_000,
  /** Leads of the due list (today and overdue). */
  dueMax: 100,
  /** Follow-ups of one lead answered by followUpList. */
  followUpsMax: 200,
} as const;

export const LEAD_STATUSES = ['new', 'contacted', 'interested', 'converted', 'invalid'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const FOLLOW_UP_KINDS = ['call', 'visit', 'message', 'email'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];
export const LEAD_LIST_SHARES = ['private', 'users', 'organisation'] as const;
export type LeadListShare = (typeof LEAD_LIST_SHARES)[number];
export const LEAD_ASSIGN_MODES = ['manual', 'even', 'region'] as const;
export type LeadAssignMode = (typeof LEAD_ASSIGN_MODES)[number];

/**
 * Why a company matched (a ranked row's reasons): a code and its params, rendered by the portal
 * with LEADS_REASON_TEXT (zh/en, `{param}` placeholders).
 */
export const LEAD_REASON_CODES = [
  'industrySection',
  'industryDivision',
  'chain',
  'chainNode',
  'region',
  'capital',
  'founded',
  'status',
  'qualification',
  'listed',
  'scale',
  'financing',
  'hasCard',
  'hasPatents',
  'stateOwned',
  'investsOthers',
  'recentFinancing',
  'capitalIncrease',
  'revenueGrowth',
  'debtRatio',
  'highScore',
  'strongGrowth',
  'similarIndustry',
  'similarNode',
  'similarRegion',
  'similarSize',
  'similarScore',
] as const;
export type LeadReasonCode = (typeof LEAD_REASON_CODES)[number];

/** The bank's products to pitch to a lead (金融拓客): 流动资金贷款, 股权融资, 债券, 融资租赁. */
export const LEAD_PRODUCT_TAGS = ['workingCapital', 'equity', 'bond', 'leasing'] as const;
export type LeadProductTag = (typeof LEAD_PRODUCT_TAGS)[number];

const code = (pattern: RegExp, what: string) => z.string().trim().regex(pattern, what);
const codes = (item: z.ZodType<string>, max: number = LEADS_LIMITS.codesMax) =>
  z.array(item).max(max).optional();
const tag = z.string().trim().min(1).max(LEADS_LIMITS.tagMax);
const capital = z.coerce
  .number()
  .finite()
  .min(0, 'capital must not be negative')
  .max(LEADS_LIMITS.capitalMax);
const growth = z.coerce
  .number()
  .finite()
  .min(LEADS_LIMITS.growthMin, `revenueGrowthMin must be at least ${LEADS_LIMITS.growthMin}`)
  .max(LEADS_LIMITS.growthMax, `revenueGrowthMin must be at most ${LEADS_LIMITS.growthMax}`);
const debtRatio = (field: string) =>
  z.coerce
    .number()
    .finite()
    .min(0, `${field} must be between 0 and 100`)
    .max(100, `${field} must be between 0 and 100`);
const year = z.coerce.number().int().min(LEADS_LIMITS.yearMin).max(LEADS_LIMITS.yearMax);

export const leadChainCodeSchema = code(/^[A-Z]{2,4}$/, 'chainCode is not a chain code');
export const leadChainNodeCodeSchema = code(
  /^[A-Z]{2,4}(?:\d{2}){1,5}$/,
  'nodeCode is not a chain node code',
);
/** GB/T 2260 code of a province (xx0000), city (xxxx00) or county; a province or city includes its counties. */
export const leadRegionCodeSchema = code(/^\d{6}$/, 'regionCode must be 6 digits');

/**
 * A target profile over the company data. Every field narrows (AND across fields, OR within one);
 * an empty profile matches every company. Ranges are inclusive and must not be upside down.
 */
export const leadProfileSchema = z
  .object({
    /** GB/T 4754 section letters (A–T). */
    sectionCodes: codes(code(/^[A-T]$/, 'sectionCodes holds section letters A-T')),
    /** GB/T 4754 two-digit divisions. */
    divisionCodes: codes(code(/^\d{2}$/, 'divisionCodes holds 2-digit divisions')),
    /** An industry chain; with nodeCodes, its nodes (each includes its descendants). */
    chainCode: leadChainCodeSchema.optional(),
    nodeCodes: codes(leadChainNodeCodeSchema, LEADS_LIMITS.tagsMax),
    regionCodes: codes(leadRegionCodeSchema),
    /** Registered capital, 万元. */
    capitalMin: capital.optional(),
    capitalMax: capital.optional(),
    foundedFrom: year.optional(),
    foundedTo: year.optional(),
    /** Registration status: 1 在营, 2 存续, 3 注销, 4 吊销 (the company data's reg_status_code). */
    statusCodes: z
      .array(z.enum(['1', '2', '3', '4']))
      .max(4)
      .optional(),
    /** Companies carrying any of these qualification tags (高新技术企业, 专精特新…). */
    qualificationTags: codes(tag, LEADS_LIMITS.tagsMax),
    listed: z.boolean().optional(),
    /** Company scale tags (大型, 中型, 小型, 微型). */
    scaleTags: codes(tag, LEADS_LIMITS.tagsMax),
    /** Financing stages (天使轮, A轮…). */
    financingStages: codes(tag, LEADS_LIMITS.tagsMax),
    /** Someone of the company shows a business card on the platform. */
    hasCard: z.boolean().optional(),
    /** The company has patents: at least one on record (applied for, granted or lapsed), or none. */
    hasPatents: z.boolean().optional(),
    /** 金融拓客: a state-owned company (国有企业). */
    stateOwned: z.boolean().optional(),
    /** 金融拓客: the company invests in other companies. */
    investsOthers: z.boolean().optional(),
    /** 金融拓客: an investment round into the company within this many months (6, 12, 24 or 36). */
    financedWithinMonths: z.union([z.literal(6), z.literal(12), z.literal(24), z.literal(36)]).optional(),
    /** 金融拓客: a registered-capital increase within this many months (6, 12, 24 or 36). */
    capitalIncreasedWithinMonths: z
      .union([z.literal(6), z.literal(12), z.literal(24), z.literal(36)])
      .optional(),
    /** 金融拓客: revenue growth of the latest financial year over the one before, percent (at least). */
    revenueGrowthMin: growth.optional(),
    /** 金融拓客: the latest year's liabilities over assets, percent. */
    debtRatioMin: debtRatio('debtRatioMin').optional(),
    debtRatioMax: debtRatio('debtRatioMax').optional(),
  })
  .refine((p) => p.capitalMin === undefined || p.capitalMax === undefined || p.capitalMin <= p.capitalMax, {
    message: 'capitalMin must not be above capitalMax',
    path: ['capitalMin'],
  })
  .refine((p) => p.foundedFrom === undefined || p.foundedTo === undefined || p.foundedFrom <= p.foundedTo, {
    message: 'foundedFrom must not be after foundedTo',
    path: ['foundedFrom'],
  })
  .refine(
    (p) => p.debtRatioMin === undefined || p.debtRatioMax === undefined || p.debtRatioMin <= p.debtRatioMax,
    { message: 'debtRatioMin must not be above debtRatioMax', path: ['debtRatioMin'] },
  )
  .refine(
    (p) =>
      !p.nodeCodes?.length ||
      (p.chainCode !== undefined && p.nodeCodes.every((n) => n.startsWith(p.chainCode!))),
    {
      message: 'nodeCodes need their chainCode and must belong to it',
      path: ['nodeCodes'],
    },
  );
export type LeadProfile = z.infer<typeof leadProfileSchema>;
export type LeadProfileInput = z.input<typeof leadProfileSchema>;

export const leadIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'id must be digits');
export const leadMemberIdSchema = z.string().trim().min(1).max(32);
const listName = z.string().trim().min(1, 'name is required').max(LEADS_LIMITS.nameMax);
const searchPage = {
  current: z.coerce.number().int().min(1).max(LEADS_LIMITS.searchWindow).default(1),
  size: z.coerce.number().int().min(1).max(LEADS_LIMITS.searchSizeMax).default(10),
};
const withinWindow = (p: { current: number; size: number }) =>
  p.current * p.size <= LEADS_LIMITS.searchWindow;
const windowMessage = {
  message: `results can be paged up to ${LEADS_LIMITS.searchWindow}`,
  path: ['current'],
};

export const profileCountInput = z.object({ profile: leadProfileSchema });
export const profileCountSchema = z.object({ total: z.number().int() });
export const profileSearchInput = z
  .object({ profile: leadProfileSchema, ...searchPage })
  .refine(withinWindow, windowMessage);
export const lookAlikeInput = z
  .object({
    companyIds: z.array(companyIdSchema).min(1, 'choose at least one company').max(LEADS_LIMITS.lookAlikeMax),
    ...searchPage,
  })
  .refine(withinWindow, windowMessage);

export const leadReasonSchema = z.object({
  code: z.enum(LEAD_REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type LeadReason = z.infer<typeof leadReasonSchema>;

/** A company found by a profile or a look-alike search. */
export const leadCandidateSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  uscNo: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  industryCode: z.string(),
  industryName: z.string(),
  /** 万元. */
  regCapital: z.number(),
  foundedYear: z.number().int().nullable(),
  statusCode: z.string(),
  statusName: z.string(),
  /** 0–100: the company's own strength and how well it fits. */
  score: z.number(),
  hasCard: z.boolean(),
  reasons: z.array(leadReasonSchema),
});
export type LeadCandidate = z.infer<typeof leadCandidateSchema>;
export const leadCandidatePageSchema = entPageOf(leadCandidateSchema);
export type LeadCandidatePage = z.infer<typeof leadCandidatePageSchema>;

export const leadMemberSchema = z.object({ userId: z.string(), name: z.string(), isAdmin: z.boolean() });
export type LeadMember = z.infer<typeof leadMemberSchema>;
export const leadMembersSchema = z.array(leadMemberSchema);

// ------------------------------------------------------------------ lists

export const listPageInput = entPageInput.extend({
  keyword: z.string().trim().max(LEADS_LIMITS.keywordMax).optional(),
});
export const leadListIdInput = z.object({ listId: leadIdSchema });
/** From a profile (its top `top` ranked companies) or from chosen companies: exactly one. */
export const listCreateInput = z
  .object({
    name: listName,
    profile: leadProfileSchema.optional(),
    top: z.coerce.number().int().min(1).max(LEADS_LIMITS.listMax).optional(),
    companyIds: z.array(companyIdSchema).min(1).max(LEADS_LIMITS.companyIdsMax).optional(),
  })
  .refine((v) => (v.profile === undefined) !== (v.companyIds === undefined), {
    message: 'give either a profile or companyIds',
    path: ['profile'],
  });
export type ListCreateInput = z.input<typeof listCreateInput>;
export const listRenameInput = z.object({ listId: leadIdSchema, name: listName });
export const listShareInput = z
  .object({
    listId: leadIdSchema,
    share: z.enum(LEAD_LIST_SHARES),
    /** Colleagues of the caller's organisation (share = users). */
    userIds: z.array(leadMemberIdSchema).max(LEADS_LIMITS.membersMax).optional(),
  })
  .refine((v) => v.share !== 'users' || (v.userIds?.length ?? 0) > 0, {
    message: 'choose at least one colleague',
    path: ['userIds'],
  });
export const listAddCompaniesInput = z.object({
  listId: leadIdSchema,
  companyIds: z.array(companyIdSchema).min(1).max(LEADS_LIMITS.companyIdsMax),
});

export const leadStatusCountsSchema = z.object({
  new: z.number().int(),
  contacted: z.number().int(),
  interested: z.number().int(),
  converted: z.number().int(),
  invalid: z.number().int(),
});
export const leadListSchema = z.object({
  listId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  share: z.enum(LEAD_LIST_SHARES),
  sharedUserIds: z.array(z.string()),
  leadCount: z.number().int(),
  statusCounts: leadStatusCountsSchema,
  /** The caller may rename, delete, share, add to and assign this list. */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadList = z.infer<typeof leadListSchema>;
export const leadListPageSchema = entPageOf(leadListSchema);
export const listAddedSchema = z.object({
  listId: z.string(),
  /** Companies added; the rest were already in the list (same credit code) or unknown. */
  added: z.number().int(),
  skipped: z.number().int(),
  leadCount: z.number().int(),
});
export const leadsChangedSchema = z.object({ changed: z.number().int() });
export const leadsExportCountSchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});

// ------------------------------------------------------------------ leads

export const leadPageInput = entPageInput.extend({
  listId: leadIdSchema,
  status: z.enum(LEAD_STATUSES).optional(),
  /** A member's id, or `none` for unassigned leads. */
  assigneeId: leadMemberIdSchema.optional(),
  keyword: z.string().trim().max(LEADS_LIMITS.keywordMax).optional(),
  /** Leads carrying this product tag (金融拓客). */
  productTag: z.enum(LEAD_PRODUCT_TAGS).optional(),
});
export const leadSchema = z.object({
  leadId: z.string(),
  listId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  uscNo: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  industryName: z.string(),
  score: z.number(),
  status: z.enum(LEAD_STATUSES),
  invalidReason: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** 'YYYY-MM-DD'. */
  nextFollowUpOn: z.string().nullable(),
  lastFollowUpAt: z.string().nullable(),
  followUpCount: z.number().int(),
  convertedAt: z.string().nullable(),
  /** The bank's products to pitch (金融拓客). */
  productTags: z.array(z.enum(LEAD_PRODUCT_TAGS)),
  /** The caller may change its status and log follow-ups. */
  canWork: z.boolean(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadPageSchema = entPageOf(leadSchema);

/**
 * manual: leadIds to assigneeId (null/absent unassigns); even: leadIds (or, without them, the
 * list's unassigned leads) spread evenly across memberIds; region: the list's leads whose region
 * starts with a key go to its member (a county beats its city, a city its province).
 */
export const leadAssignInput = z
  .object({
    listId: leadIdSchema,
    mode: z.enum(LEAD_ASSIGN_MODES),
    leadIds: z.array(leadIdSchema).min(1).max(LEADS_LIMITS.leadIdsMax).optional(),
    assigneeId: leadMemberIdSchema.nullable().optional(),
    memberIds: z.array(leadMemberIdSchema).min(1).max(LEADS_LIMITS.membersMax).optional(),
    regionMap: z
      .record(leadRegionCodeSchema, leadMemberIdSchema)
      .refine((m) => Object.keys(m).length >= 1 && Object.keys(m).length <= LEADS_LIMITS.regionMapMax, {
        message: `give 1 to ${LEADS_LIMITS.regionMapMax} regions`,
      })
      .optional(),
  })
  .refine((v) => v.mode !== 'manual' || v.leadIds !== undefined, {
    message: 'manual assignment needs leadIds',
    path: ['leadIds'],
  })
  .refine((v) => v.mode !== 'even' || v.memberIds !== undefined, {
    message: 'even assignment needs memberIds',
    path: ['memberIds'],
  })
  .refine((v) => v.mode !== 'region' || v.regionMap !== undefined, {
    message: 'assignment by region needs regionMap',
    path: ['regionMap'],
  });
export type LeadAssignInput = z.input<typeof leadAssignInput>;
export const leadStatusInput = z
  .object({
    leadIds: z.array(leadIdSchema).min(1).max(LEADS_LIMITS.leadIdsMax),
    status: z.enum(LEAD_STATUSES),
    /** Required for invalid. */
    reason: z.string().trim().max(LEADS_LIMITS.reasonMax).optional(),
  })
  .refine((v) => v.status !== 'invalid' || (v.reason?.length ?? 0) > 0, {
    message: 'an invalid lead needs a reason',
    path: ['reason'],
  });

/** Sets the products to pitch on chosen leads (replacing theirs; an empty list clears them). */
export const leadProductsInput = z.object({
  leadIds: z.array(leadIdSchema).min(1).max(LEADS_LIMITS.leadIdsMax),
  tags: z
    .array(z.enum(LEAD_PRODUCT_TAGS))
    .max(LEAD_PRODUCT_TAGS.length)
    .refine((t) => new Set(t).size === t.length, { message: 'tags must not repeat' }),
});

/** A calendar day, 'YYYY-MM-DD' (no time, no zone). */
export const calendarDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'not a calendar date',
    },
  );
export const followUpAddInput = z.object({
  leadId: leadIdSchema,
  kind: z.enum(FOLLOW_UP_KINDS),
  note: z.string().trim().min(1, 'note is required').max(LEADS_LIMITS.noteMax),
  /** The next follow-up, 'YYYY-MM-DD' (the reminder's due date). */
  nextOn: calendarDateSchema.optional(),
});
export const leadIdInput = z.object({ leadId: leadIdSchema });
export const followUpSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  note: z.string(),
  nextOn: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;
export const followUpListSchema = z.array(followUpSchema);
/** A lead's people on the platform: the open cards of its company, as the server masks them for the caller. */
export const leadCardsSchema = z.array(cardBasicSchema).max(COMPANY_CARDS_MAX);
export const leadDueSchema = z.object({
  /** 'YYYY-MM-DD' in China Standard Time. */
  today: z.string(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
  leads: z.array(leadSchema),
});
export type LeadDue = z.infer<typeof leadDueSchema>;

// ------------------------------------------------------------------ dashboard

export const leadsDashboardInput = z.object({ listId: leadIdSchema.optional() });
export const leadsDashboardSchema = z.object({
  byStatus: leadStatusCountsSchema,
  byAssignee: z.array(
    z.object({
      /** null: unassigned. */
      assigneeId: z.string().nullable(),
      name: z.string(),
      total: z.number().int(),
      converted: z.number().int(),
    }),
  ),
  /** Follow-ups logged this week (Monday to Sunday, China Standard Time) per day. */
  followUpsThisWeek: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Leads converted per month, the last 12 months, oldest first ('YYYY-MM'). */
  conversions: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type LeadsDashboard = z.infer<typeof leadsDashboardSchema>;
