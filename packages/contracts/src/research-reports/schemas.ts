import { z } from 'zod';
import { daySchema as day } from '../validation';
import { RESEARCH_REPORT_KINDS, RESEARCH_REPORT_LIMITS as L } from './limits';

export const researchReportIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/, 'id must be digits');

/** The filters; a `from` after `to` is refused by the server (researchReportRangeInvalid). */
export const researchReportPageInput = z.object({
  keyword: z.string().trim().max(L.keywordMax).optional(),
  chainCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{1,8}$/, 'chainCode must be a chain code')
    .optional(),
  provinceCode: z
    .string()
    .trim()
    .regex(/^\d{2}0000$/, 'provinceCode must be a province code')
    .optional(),
  kind: z.enum(RESEARCH_REPORT_KINDS).optional(),
  from: day.optional(),
  to: day.optional(),
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSizeMax).default(10),
});
export type ResearchReportPageInput = z.input<typeof researchReportPageInput>;

export const researchReportSchema = z.object({
  reportId: z.string(),
  title: z.string(),
  summary: z.string(),
  kind: z.enum(RESEARCH_REPORT_KINDS),
  chainCode: z.string(),
  chainName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  publisher: z.string(),
  publishedOn: z.string(),
  pages: z.number().int(),
});
export type ResearchReport = z.infer<typeof researchReportSchema>;

export const researchReportPageSchema = z.object({
  records: z.array(researchReportSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

export const researchReportDetailSchema = researchReportSchema.extend({
  sections: z.array(z.string()),
  /** The PDF to open in the browser; add `&download=1` to save it. */
  fileUrl: z.string(),
});
export type ResearchReportDetail = z.infer<typeof researchReportDetailSchema>;

const facet = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const researchReportFacetsSchema = z.object({
  chains: z.array(facet),
  provinces: z.array(facet),
  kinds: z.array(facet),
  total: z.number().int(),
});
export type ResearchReportFacets = z.infer<typeof researchReportFacetsSchema>;
