import { z } from 'zod';
import { companyIdSchema } from '../bigdata/schemas';
import { daySchema as day } from '../validation';
import { PATENT_KINDS, PATENT_LIMITS as L, PATENT_STATUSES } from './limits';

const chainCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{1,8}$/, 'chainCode must be a chain code');
const provinceCode = z
  .string()
  .trim()
  .regex(/^\d{2}0000$/, 'provinceCode must be a province code');
const current = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(L.pageSizeMax).default(10);

/** The filters; a `from` after `to` is refused by the server (patentRangeInvalid). */
export const patentPageInput = z.object({
  /** Matched literally (no pattern characters) against the title, the number and the applicant. */
  keyword: z.string().trim().max(L.keywordMax).optional(),
  /** An IPC (or Locarno) prefix, upper-cased: `H01M`, `H01M 10`, `09-01`. */
  ipc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9 /-]{0,15}$/, 'ipc must be an IPC class prefix')
    .max(L.ipcMax)
    .optional(),
  kind: z.enum(PATENT_KINDS).optional(),
  status: z.enum(PATENT_STATUSES).optional(),
  chainCode: chainCode.optional(),
  provinceCode: provinceCode.optional(),
  from: day.optional(),
  to: day.optional(),
  current,
  size,
});
export type PatentPageInput = z.input<typeof patentPageInput>;

export const patentStatsInput = z.object({
  chainCode: chainCode.optional(),
  provinceCode: provinceCode.optional(),
});
export type PatentStatsInput = z.input<typeof patentStatsInput>;

export const patentCompanyInput = z.object({ companyId: companyIdSchema, current, size });
export type PatentCompanyInput = z.input<typeof patentCompanyInput>;

export const patentSchema = z.object({
  patentId: z.string(),
  patentNo: z.string(),
  title: z.string(),
  kind: z.enum(PATENT_KINDS),
  ipc: z.string(),
  applicant: z.string(),
  inventors: z.array(z.string()),
  appliedOn: z.string(),
  publishedOn: z.string().nullable(),
  grantedOn: z.string().nullable(),
  status: z.enum(PATENT_STATUSES),
  /** The company the patent is filed under, for its profile page. */
  companyId: z.string(),
  companyName: z.string(),
});
export type Patent = z.infer<typeof patentSchema>;

export const patentPageSchema = z.object({
  records: z.array(patentSchema),
  /** At most PATENT_LIMITS.totalCap: a search stops counting there (`totalCapped`). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  current: z.number().int(),
  size: z.number().int(),
});
export type PatentPage = z.infer<typeof patentPageSchema>;

const count = z.object({ value: z.string(), count: z.number().int() });
export const patentStatsSchema = z.object({
  total: z.number().int(),
  /** Every kind, 0 where there is none. */
  kinds: z.array(count.extend({ value: z.enum(PATENT_KINDS) })),
  /** Every legal status, 0 where there is none. */
  statuses: z.array(count.extend({ value: z.enum(PATENT_STATUSES) })),
  /** The most frequent IPC classes (first 4 characters: `H01M`), most first, at most 10. */
  ipcClasses: z.array(count),
  /** Applications a year for the last 10 years, oldest first, 0 where there is none. */
  years: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
});
const option = z.object({ value: z.string(), label: z.string() });
/** The chains (catalogue order) and the provinces that hold companies (by code). */
export const patentFacetsSchema = z.object({ chains: z.array(option), provinces: z.array(option) });
export type PatentFacets = z.infer<typeof patentFacetsSchema>;

export type PatentStats = z.infer<typeof patentStatsSchema>;
