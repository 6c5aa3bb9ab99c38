/**
 * One company of an import file (docs/enterprise-import.md), as zod validates it: camelCase field
 * names as the product spec spells them, defaults for what an operator may leave out, and every
 * rule the tables and the product rely on (GB 32100 check character, GB/T 2260 region, GB/T 4754
 * industry, known chain nodes, real dates, finite numbers in the columns' ranges, capped strings).
 */
import { z } from 'zod';
import { createHash } from 'node:crypto';
import {
  capabilityLevel,
  CAPABILITY_LEVEL_NAMES,
  COMPANY_EVENT_KINDS,
  COMPANY_ID_PATTERN,
} from '@platform/contracts';
import { EXCHANGE_NAMES } from '../quotes';
import {
  getChainNode,
  getDivision,
  getSection,
  IPC_SYMBOL,
  isKnownRegionCode,
  isValidPatentNo,
  isValidUscc,
  LOCARNO_CLASS,
  patentKindOfNo,
  regionNames,
} from '../reference';
import type { RegStatusCode, RegStatusName } from '../types';
import type { CompanyRecord } from '../store';

const STATUS_NAMES: Record<RegStatusCode, RegStatusName> = {
  '1': '在营',
  '2': '存续',
  '3': '注销',
  '4': '吊销',
};

/** Today in China (UTC+8), 'YYYY-MM-DD': no date in an import may be later. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** A real calendar date 'YYYY-MM-DD' from 1800 to today. */
const date = z
  .string()
  .refine(isRealDate, { message: 'must be a real date YYYY-MM-DD', abort: true })
  .refine((s) => s >= '1800-01-01', { message: 'must not be before 1800-01-01', abort: true })
  .refine((s) => s <= today(), { message: 'must not be in the future', abort: true });

/** 'YYYY-MM-DD HH:mm:ss' (China time, as the product shows it) or 'YYYY-MM-DD'. */
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( ([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/, {
    message: 'must be YYYY-MM-DD HH:mm:ss',
    abort: true,
  })
  .refine((s) => isRealDate(s.slice(0, 10)), { message: 'must be a real date', abort: true })
  .refine((s) => s.slice(0, 10) >= '1800-01-01', { message: 'must not be before 1800-01-01', abort: true })
  .refine((s) => s.slice(0, 10) <= today(), { message: 'must not be in the future', abort: true })
  .transform((s) => (s.length === 10 ? `${s} 00:00:00` : s));

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
/** A finite number with at most `max` in absolute value (the column's numeric precision). */
const amount = (min: number, max: number) => z.number().finite().min(min).max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const tags = z.array(required(50)).max(100).default([]);

/** 万元 in numeric(18, 2). */
const WAN_MAX = 1e15;
const score = int(0, 900).default(0);

export const shareholderSchema = z.strictObject({
  holderEntityId: text(64).default(''),
  holderEntityType: z.enum(['1', '2']).default('1'),
  holderEntityName: required(200),
  /** Percent, 0–100. */
  ratio: amount(0, 100).default(0),
  /** 万元. */
  subscribedCapital: amount(0, WAN_MAX).default(0),
});

/** One K-line day: [date, prevClose, open, high, low, close, volume (shares), amount (元)]. */
export const dailySchema = z
  .tuple([
    date,
    amount(0, 1e9),
    amount(0.01, 1e9),
    amount(0.01, 1e9),
    amount(0.01, 1e9),
    amount(0.01, 1e9),
    int(0, 1e17),
    amount(0, 1e17),
  ])
  .superRefine(([, , open, high, low, close], ctx) => {
    if (low > Math.min(open, close) || high < Math.max(open, close)) {
      ctx.addIssue({ code: 'custom', message: 'must satisfy low ≤ open, close ≤ high' });
    }
  });

export const listingSchema = z
  .strictObject({
    stockCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit A-share code'),
    stockTypeName: required(20).default('A股'),
    stockName: required(40),
    exchange: z.enum(['SSE', 'SZSE', 'BSE']),
    exchangeName: required(20).optional(),
    listDate: date,
    totalShares: int(1, 1e17),
    floatShares: int(0, 1e17),
    /** Oldest first, one row per trading day. */
    daily: z.array(dailySchema).max(20_000).default([]),
  })
  .superRefine((l, ctx) => {
    if (l.floatShares > l.totalShares) {
      ctx.addIssue({ code: 'custom', path: ['floatShares'], message: 'must not exceed totalShares' });
    }
    for (let i = 1; i < l.daily.length; i++) {
      if ((l.daily[i]?.[0] ?? '') <= (l.daily[i - 1]?.[0] ?? '')) {
        ctx.addIssue({
          code: 'custom',
          path: ['daily', i, 0],
          message: 'dates must increase (one row per day, oldest first)',
        });
        break;
      }
    }
  });

const rate = (max: number) => amount(-max, max).default(0);
export const financialSchema = z.strictObject({
  yr: int(1900, 2100),
  revenue: amount(-WAN_MAX, WAN_MAX).default(0),
  netProfit: amount(-WAN_MAX, WAN_MAX).default(0),
  totalAssets: amount(-WAN_MAX, WAN_MAX).default(0),
  totalLiabilities: amount(-WAN_MAX, WAN_MAX).default(0),
  netAssets: amount(-WAN_MAX, WAN_MAX).default(0),
  rdExpense: amount(-WAN_MAX, WAN_MAX).default(0),
  taxPaid: amount(-WAN_MAX, WAN_MAX).default(0),
  employees: int(0, 10_000_000).default(0),
  /** Percentages. */
  loarRate: rate(999_999),
  assetsGrowthRate: rate(99_999_999),
  businessRate: rate(99_999_999),
});

export const dynamicSchema = z.strictObject({
  title: required(200),
  publisher: text(100).default(''),
  isSys: z.union([z.literal(0), z.literal(1)]).default(1),
  webSource: text(100).default(''),
  initSource: text(100).default(''),
  publishDt: dateTime,
  content: text(20_000).default(''),
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(https?:\/\/\S+)?$/, 'must be an http(s) URL or empty')
    .default(''),
});

export const tagChangeSchema = z.strictObject({
  date,
  changeTagCode: z.enum(['qualificationTags', 'techFieldTags', 'serviceAndProductTags', 'industrLayoutList']),
  action: z.enum(['add', 'remove']),
  tagName: required(500),
});

export const relatedSchema = z.strictObject({
  companyId: required(64),
  companyName: text(200).default(''),
  relation: required(20),
});

export const patentSchema = z
  .strictObject({
    /** CNIPA application number: CN + 12 digits (8 before 2004) + '.' + check character. */
    patentNo: z.string().trim().toUpperCase().refine(isValidPatentNo, {
      message: 'is not a CNIPA application number (CN + 12 or 8 digits, a point and its check character)',
      abort: true,
    }),
    title: required(500),
    kind: z.enum(['invention', 'utility', 'design']),
    /** IPC symbol of an invention or utility model ('H01M 10/0525'), Locarno class of a design ('13-02'). */
    ipc: text(50).default(''),
    applicant: text(1000).default(''),
    inventors: z.array(required(100)).max(200).default([]),
    appliedOn: date,
    publishedOn: date.nullable().default(null),
    grantedOn: date.nullable().default(null),
    legalStatus: z.enum(['pending', 'granted', 'lapsed']),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const numbered = patentKindOfNo(p.patentNo);
    if (numbered && numbered !== p.kind) issue('kind', `must be ${numbered}: the application number says so`);
    if (p.ipc && p.kind === 'design' && !LOCARNO_CLASS.test(p.ipc))
      issue('ipc', "a design's class is a Locarno class like 13-02");
    if (p.ipc && p.kind !== 'design' && !IPC_SYMBOL.test(p.ipc))
      issue('ipc', 'must be an IPC symbol like H01M 10/0525');
    if (p.publishedOn && p.publishedOn < p.appliedOn) issue('publishedOn', 'must not be before appliedOn');
    if (p.grantedOn && p.grantedOn < p.appliedOn) issue('grantedOn', 'must not be before appliedOn');
    if (p.legalStatus === 'granted' && !p.grantedOn)
      issue('grantedOn', 'a granted patent needs its grant date');
    if (p.legalStatus === 'pending' && p.grantedOn)
      issue('grantedOn', 'a pending application has no grant date');
  });

/** The kinds of change event: one list with 企业监控's contract. */
export const CHANGE_KINDS = COMPANY_EVENT_KINDS;

export const changeSchema = z
  .strictObject({
    changedOn: date,
    kind: z.enum(CHANGE_KINDS),
    beforeText: text(2000).default(''),
    afterText: text(2000).default(''),
    /** Registered capital before and after, 万元: required for 'capital', refused for the others. */
    beforeAmount: amount(0, WAN_MAX).nullable().default(null),
    afterAmount: amount(0, WAN_MAX).nullable().default(null),
  })
  .superRefine((x, ctx) => {
    for (const field of ['beforeAmount', 'afterAmount'] as const) {
      if (x.kind === 'capital' && x[field] === null)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'a capital change needs both amounts (万元)',
        });
      if (x.kind !== 'capital' && x[field] !== null)
        ctx.addIssue({ code: 'custom', path: [field], message: 'only a capital change has amounts' });
    }
  });

const chainNode = z
  .string()
  .refine((code) => getChainNode(code) !== undefined, 'is not a known chain node code');

export const companySchema = z
  .strictObject({
    /** Optional: a stored company with this uscNo keeps its id; a new one gets one made from its uscNo. */
    companyId: z
      .string()
      .regex(COMPANY_ID_PATTERN, 'must be 1–19 digits (the platform’s company id)')
      .optional(),
    companyName: required(200),
    companyNameAlias: text(200).default(''),
    logoPath: z.string().trim().max(500).nullable().default(null),
    uscNo: z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => isValidUscc(c), 'is not a valid unified social credit code (GB 32100 check character)'),
    regStatusCode: z.enum(['1', '2', '3', '4']).default('1'),
    regStatusName: z.enum(['在营', '存续', '注销', '吊销']).optional(),
    cancellation: z
      .strictObject({ date, reason: text(200).default('') })
      .nullable()
      .default(null),
    legalEntityName: text(100).default(''),
    /** 万元. */
    regCapital: amount(0, WAN_MAX).default(0),
    regCapitalCurrency: required(20).default('人民币'),
    esDt: date,
    registrationAuthority: text(200).default(''),
    regAddr: text(500).default(''),
    operateAddr: text(500).default(''),
    businessScope: text(5000).default(''),
    phone: text(50).default(''),
    email: z
      .string()
      .trim()
      .max(200)
      .regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, 'must be an e-mail address or empty')
      .default(''),
    regionCode: z
      .string()
      .refine(
        isKnownRegionCode,
        'is not a GB/T 2260 region code (county, city or province; development zones are not codes)',
      ),
    industrySectionCode: z
      .string()
      .refine((c) => getSection(c) !== undefined, 'is not a GB/T 4754 section (A–T)')
      .optional(),
    industryDivisionCode: z
      .string()
      .refine((c) => getDivision(c) !== undefined, 'is not a GB/T 4754 division (01–97)')
      .optional(),
    companyScaleTag: text(20).default(''),
    companyTypeTag: text(50).default(''),
    financingStageTag: text(50).default(''),
    enqaTypeName: text(100).default(''),
    qualificationType: text(100).default(''),
    listTitle: text(100).default(''),
    enterpriseLevel: int(0, 10).default(0),
    capitalType: text(50).default(''),
    managementSize: text(50).default(''),
    employees: int(0, 10_000_000).default(0),
    /** 万元. */
    investAmt: amount(0, WAN_MAX).default(0),
    investCnt: int(0, 10_000_000).default(0),
    descr: text(5000).default(''),
    expansionTag: text(100).default(''),
    highlight: text(1000).default(''),
    qualificationTags: tags,
    industryFieldTags: tags,
    techFieldTags: tags,
    serviceAndProductTags: tags,
    circlesTags: tags,
    realityControllingPerson: z
      .strictObject({
        name: text(200).default(''),
        type: z.enum(['1', '2']).default('1'),
        id: text(64).default(''),
      })
      .default({ name: '', type: '1', id: '' }),
    capability: z
      .strictObject({
        growScore: score,
        evolScore: score,
        innovScore: score,
        stseScore: score,
        effectScore: score,
        riskScore: score,
        totalScore: score,
      })
      .optional(),
    energyLevelInfo: z
      .strictObject({
        level: int(1, 5).default(1),
        rankScoreInIndustry: amount(0, 100).default(0),
        contribution: amount(0, 100).default(0),
      })
      .default({ level: 1, rankScoreInIndustry: 0, contribution: 0 }),
    majorShareholders: z.array(shareholderSchema).max(100).default([]),
    listings: z.array(listingSchema).max(5).default([]),
    financials: z.array(financialSchema).max(50).default([]),
    dynamics: z.array(dynamicSchema).max(1000).default([]),
    tagChanges: z.array(tagChangeSchema).max(1000).default([]),
    layoutNodeCodes: z.array(chainNode).max(50).default([]),
    relatedCompany: z.array(relatedSchema).max(200).default([]),
    patents: z.array(patentSchema).max(20_000).default([]),
    changes: z.array(changeSchema).max(5000).default([]),
  })
  .superRefine((c, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (c.regStatusName && c.regStatusName !== STATUS_NAMES[c.regStatusCode]) {
      issue(
        ['regStatusName'],
        `must be ${STATUS_NAMES[c.regStatusCode]} for regStatusCode ${c.regStatusCode}`,
      );
    }
    if (c.cancellation && c.regStatusCode !== '3' && c.regStatusCode !== '4') {
      issue(['cancellation'], 'only a cancelled (3) or revoked (4) company has a cancellation');
    }
    if (c.cancellation && c.cancellation.date < c.esDt)
      issue(['cancellation', 'date'], 'must not be before esDt');
    const division = c.industryDivisionCode ? getDivision(c.industryDivisionCode) : undefined;
    if (division && c.industrySectionCode && division.sectionCode !== c.industrySectionCode) {
      issue(
        ['industrySectionCode'],
        `division ${division.code} belongs to section ${division.sectionCode}, not ${c.industrySectionCode}`,
      );
    }
    const ratios = c.majorShareholders.reduce((sum, h) => sum + h.ratio, 0);
    if (ratios > 100.01) issue(['majorShareholders'], `ratios add up to ${ratios.toFixed(2)} %, over 100 %`);
    c.listings.forEach((l, i) => {
      if (l.listDate < c.esDt) issue(['listings', i, 'listDate'], 'must not be before esDt');
    });
    duplicates(c.listings, (l) => l.stockCode, ['listings'], 'stockCode', issue);
    duplicates(c.financials, (f) => String(f.yr), ['financials'], 'yr', issue);
    duplicates(c.layoutNodeCodes, (n) => n, ['layoutNodeCodes'], '', issue);
    duplicates(c.relatedCompany, (r) => r.companyId, ['relatedCompany'], 'companyId', issue);
    duplicates(c.patents, (p) => p.patentNo, ['patents'], 'patentNo', issue);
    c.changes.forEach((x, i) => {
      if (x.changedOn < c.esDt) issue(['changes', i, 'changedOn'], 'must not be before esDt');
    });
    if (c.capability) {
      const s = c.capability;
      const parts = [s.growScore, s.evolScore, s.innovScore, s.stseScore, s.effectScore, s.riskScore];
      if (s.totalScore === 0 && parts.some((p) => p > 0)) {
        issue(['capability', 'totalScore'], 'must be given when the dimension scores are');
      }
    }
  });

function duplicates<T>(
  items: readonly T[],
  key: (t: T) => string,
  path: (string | number)[],
  field: string,
  issue: (path: (string | number)[], message: string) => void,
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) issue([...path, i, ...(field ? [field] : [])], `duplicate ${field || 'value'} ${k}`);
    seen.add(k);
  });
}

/** What an import file gives of one company. */
export type CompanyInput = z.input<typeof companySchema>;
/** One company after validation, with its defaults filled in. */
export type ImportedCompany = z.output<typeof companySchema>;

/** The stored form of a validated company, under the id the import settled on. */
/**
 * The id of a new company the file gives none: 18 digits made from its credit code (a hash, so the
 * same file gives the same ids in every database), starting with 8 where the demo generator's ids
 * (10 digits) never do. The platform's APIs take company ids of digits only.
 */
export function companyIdOfCredit(uscNo: string): string {
  const digest = createHash('sha256').update(uscNo).digest();
  return `8${(digest.readBigUInt64BE(0) % 10n ** 17n).toString().padStart(17, '0')}`;
}

export function recordOfImported(c: ImportedCompany, companyId: string): CompanyRecord {
  const division = c.industryDivisionCode ? getDivision(c.industryDivisionCode) : undefined;
  const s = c.capability ?? {
    growScore: 0,
    evolScore: 0,
    innovScore: 0,
    stseScore: 0,
    effectScore: 0,
    riskScore: 0,
    totalScore: 0,
  };
  const level = capabilityLevel(s.totalScore);
  return {
    companyId,
    companyName: c.companyName,
    companyNameAlias: c.companyNameAlias,
    logoPath: c.logoPath || null,
    uscNo: c.uscNo,
    regStatusCode: c.regStatusCode,
    regStatusName: STATUS_NAMES[c.regStatusCode],
    cancellation: c.cancellation,
    legalEntityName: c.legalEntityName,
    regCapital: c.regCapital,
    regCapitalCurrency: c.regCapitalCurrency,
    esDt: c.esDt,
    registrationAuthority: c.registrationAuthority,
    regAddr: c.regAddr,
    operateAddr: c.operateAddr,
    businessScope: c.businessScope,
    phone: c.phone,
    email: c.email,
    regionCode: c.regionCode,
    industrySectionCode: c.industrySectionCode ?? division?.sectionCode ?? '',
    industryDivisionCode: c.industryDivisionCode ?? '',
    companyScaleTag: c.companyScaleTag,
    companyTypeTag: c.companyTypeTag,
    financingStageTag: c.financingStageTag,
    enqaTypeName: c.enqaTypeName,
    qualificationType: c.qualificationType,
    listTitle: c.listTitle,
    enterpriseLevel: c.enterpriseLevel,
    capitalType: c.capitalType,
    managementSize: c.managementSize,
    employees: c.employees,
    investAmt: c.investAmt,
    investCnt: c.investCnt,
    descr: c.descr,
    expansionTag: c.expansionTag,
    highlight: c.highlight,
    qualificationTags: c.qualificationTags,
    industryFieldTags: c.industryFieldTags,
    techFieldTags: c.techFieldTags,
    serviceAndProductTags: c.serviceAndProductTags,
    circlesTags: c.circlesTags,
    tagChanges: c.tagChanges,
    majorShareholders: c.majorShareholders,
    realityControllingPerson: c.realityControllingPerson,
    relatedCompany: c.relatedCompany,
    financials: c.financials,
    capability: {
      ...s,
      level,
      levelName: CAPABILITY_LEVEL_NAMES[level - 1] ?? '',
      isListed: c.listings.length > 0,
      industrDistribution: division?.name ?? '',
      regionalDistribution: regionNames(c.regionCode)?.province.name ?? '',
    },
    energyLevelInfo: c.energyLevelInfo,
    dynamics: c.dynamics,
    patents: c.patents,
    changes: c.changes,
    layoutNodeCodes: c.layoutNodeCodes,
    listings: c.listings.map((l) => ({
      stockCode: l.stockCode,
      stockTypeName: l.stockTypeName,
      stockName: l.stockName,
      exchange: l.exchange,
      exchangeName: l.exchangeName ?? EXCHANGE_NAMES[l.exchange],
      listDate: l.listDate,
      totalShares: l.totalShares,
      floatShares: l.floatShares,
      daily: l.daily.map(([date, prevClose, open, high, low, close, volume, amount]) => ({
        date,
        prevClose,
        open,
        high,
        low,
        close,
        volume,
        amount,
      })),
    })),
  };
}

/** 'path.to.field: message' lines of a failed validation. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(company)'}: ${i.message}`);
}
