import { z } from 'zod';
import { POLICY_LEVELS, POLICY_LIMITS as L } from './limits';

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'not a day of the calendar');
export const policyIdSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,18}$/, 'id must be digits');

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** The filters; a `from` after `to` is refused by the server (policyRangeInvalid). */
export const policyPageInput = z.object({
  /** Literal text in the title or the issuing body. */
  keyword: z.string().trim().max(L.keywordMax).optional(),
  level: z.enum(POLICY_LEVELS).optional(),
  /** A province: its own policies and its cities' and counties'. */
  provinceCode: z
    .string()
    .trim()
    .regex(/^\d{2}0000$/, 'provinceCode must be a province code')
    .optional(),
  chainCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{1,8}$/, 'chainCode must be a chain code')
    .optional(),
  /** Issued on or after. */
  from: day.optional(),
  /** Issued on or before. */
  to: day.optional(),
  /** Only policies not expired today. */
  validOnly: flag.optional(),
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSizeMax).default(10),
});
export type PolicyPageInput = z.input<typeof policyPageInput>;

export const policyMeasureSchema = z.object({
  title: z.string(),
  content: z.string(),
  /** 万元; null when the measure names no sum. */
  amount: z.number().nullable(),
});
export type PolicyMeasure = z.infer<typeof policyMeasureSchema>;

export const policySchema = z.object({
  policyId: z.string(),
  title: z.string(),
  issuer: z.string(),
  level: z.enum(POLICY_LEVELS),
  /** '' for a national policy. */
  regionCode: z.string(),
  regionName: z.string(),
  chainCodes: z.array(z.string()),
  chainNames: z.array(z.string()),
  issuedOn: z.string(),
  /** null: no end day. */
  expiresOn: z.string().nullable(),
  /** Whether it is still in force today. */
  valid: z.boolean(),
  measureCount: z.number().int(),
  /** The largest sum its measures name (万元), or null. */
  maxAmount: z.number().nullable(),
});
export type Policy = z.infer<typeof policySchema>;

export const policyPageSchema = z.object({
  records: z.array(policySchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

export const policyDetailSchema = policySchema.extend({
  /** The full text, paragraph by paragraph: plain text, never markup. */
  paragraphs: z.array(z.string()),
  measures: z.array(policyMeasureSchema),
});
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

const facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const policyFacetsSchema = z.object({
  levels: z.array(facet),
  provinces: z.array(facet),
  chains: z.array(facet),
  total: z.number().int(),
});
export type PolicyFacets = z.infer<typeof policyFacetsSchema>;

export const policyForCompanyInput = z.object({
  companyId: z.string().trim().min(1, 'companyId is required').max(64),
  size: z.coerce.number().int().min(1).max(L.forCompanyMax).default(6),
});
export const policyForCompanySchema = z.object({
  records: z.array(policySchema),
  total: z.number().int(),
  /** The company's region and chains the policies were matched on. */
  regionCode: z.string(),
  chainCodes: z.array(z.string()),
});
export type PolicyForCompany = z.infer<typeof policyForCompanySchema>;

export const policyCollectInput = z.object({ policyId: policyIdSchema });
export const policyCollectStateSchema = z.object({ policyId: z.string(), collected: z.boolean() });
