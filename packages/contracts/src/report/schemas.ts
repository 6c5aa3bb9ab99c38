import { z } from 'zod';
import { shortText } from '../validation';

/** Report type of the company report (spec 2 §9). */
export const REPORT_TYPE_CODE = 7;
/** Reports a tenant may generate unless configured otherwise (spec 2 §9). */
export const DEFAULT_REPORT_COUNT = 50;
export const REPORT_PAGE_MAX = 100;

const id = z.string().trim().min(1).max(64);
const regionCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be 6 digits');
/** One region or several (a comma-separated string or a list). */
const regionList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(regionCode).max(50));
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(id).max(200));

/** advancedSearchEntDTO of the report request (spec 2 §3): the search the report came from. */
export const advancedSearchEntSchema = z.object({
  srcId: shortText(64).optional(),
  regionCode: regionList.optional(),
  regionCodeNot: regionList.optional(),
  industrychainNodeIdNot: idList.optional(),
});

/** Report request (spec 2 §3). */
export const generateReportInput = z.object({
  entId: id,
  typeCode: z.coerce.number().int().pipe(z.literal(REPORT_TYPE_CODE)),
  entName: shortText(200).optional(),
  areaName: shortText(100).optional(),
  /** Business scene (spec 2 §9); above 0 the purchase check applies. */
  businessType: z.coerce.number().int().min(0).max(99).default(0),
  advancedSearchEntDTO: advancedSearchEntSchema.optional(),
});

export const reportNumInput = z.object({ type: z.coerce.number().int().min(1).max(9).default(1) });

export const reportPageInput = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(10),
});

export const reportIdInput = z.object({ id });

export const REPORT_STATUSES = ['generating', 'done', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportRowSchema = z.object({
  id: z.string(),
  entId: z.string(),
  entName: z.string(),
  typeCode: z.number().int(),
  areaName: z.string(),
  businessType: z.number().int(),
  /** generating (queued or being drawn), done, failed. */
  status: z.enum(REPORT_STATUSES),
  /** 0–100 while generating, 100 when done. */
  percent: z.number().int().min(0).max(100),
  failReason: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
  /** The caller's own report: only its owner removes it (an administrator also lists others'). */
  own: z.boolean(),
});
export type ReportRow = z.output<typeof reportRowSchema>;

export const reportPageSchema = z.object({
  records: z.array(reportRowSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

/** remaining: the tenant's reports left with this one reserved. */
export const generateReportOutput = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  remaining: z.number().int(),
});
export const downloadUrlOutput = z.object({ url: z.string(), expireTime: z.string() });
