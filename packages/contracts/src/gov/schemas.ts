import { z } from 'zod';
import { companyIdSchema } from '../bigdata/schemas';
import { PHONE_PATTERN } from '../phone';
import {
  APPEAL_ACTIONS,
  APPEAL_EVENT_KINDS,
  APPEAL_STATES,
  GOV_CATEGORIES,
  GOV_LIMITS as L,
  NOTICE_CATEGORIES,
  NOTICE_TARGETS,
} from './limits';

/** bigint ids, as strings of digits. */
export const govIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,19}$/, 'id must be digits');
const userIdSchema = z.string().trim().min(1).max(32);
/** A region code of GB/T 2260 (six digits). */
export const govRegionCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be six digits');
const pageInput = {
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSizeMax).default(10),
};
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
const text = (max: number) => z.string().trim().max(max);
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const govCategorySchema = z.enum(GOV_CATEGORIES);
export const appealStateSchema = z.enum(APPEAL_STATES);
export const categoryDaysSchema = z.object(
  Object.fromEntries(
    GOV_CATEGORIES.map((c) => [c, z.coerce.number().int().min(L.daysMin).max(L.daysMax)]),
  ) as Record<(typeof GOV_CATEGORIES)[number], z.ZodNumber>,
);
export type CategoryDays = z.infer<typeof categoryDaysSchema>;

// ------------------------------------------------------------------ desk

export const govMemberSchema = z.object({ userId: z.string(), name: z.string() });
export const govDepartmentSchema = z.object({
  departmentId: z.string(),
  name: z.string(),
  openAppeals: z.number().int(),
});
export type GovDepartment = z.infer<typeof govDepartmentSchema>;
export const deskInfoSchema = z.object({
  deskName: z.string(),
  /** Empty until the administrator sets it (docs/gov.md). */
  regionCode: z.string(),
  regionName: z.string(),
  categoryDays: categoryDaysSchema,
  isAdmin: z.boolean(),
  departments: z.array(govDepartmentSchema),
  members: z.array(govMemberSchema),
});
export type DeskInfo = z.infer<typeof deskInfoSchema>;

export const deskSettingsInput = z.object({
  deskName: text(L.deskNameMax).min(1, 'deskName is required'),
  regionCode: govRegionCodeSchema,
  categoryDays: categoryDaysSchema,
});
export const departmentSaveInput = z.object({
  departmentId: govIdSchema.optional(),
  name: text(L.departmentNameMax).min(1, 'name is required'),
});
export const departmentIdInput = z.object({ departmentId: govIdSchema });
export const govChangedSchema = z.object({ changed: z.number().int() });

export const enterprisePageInput = z.object({
  keyword: text(L.keywordMax).optional(),
  chainNodeCode: z.string().trim().max(40).optional(),
  ...pageInput,
});
export const govEnterpriseSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  regionCode: z.string(),
  area: z.string(),
  industryName: z.string(),
  legalPerson: z.string(),
  linkedUsers: z.number().int(),
});
export const enterprisePageSchema = pageOf(govEnterpriseSchema);

// ------------------------------------------------------------------ appeals

export const attachmentSchema = z.object({
  fileId: z.string().trim().uuid('fileId must be the id the upload answered'),
  name: text(L.attachmentNameMax).min(1),
  mime: z.string().trim().min(1).max(120),
  size: z.coerce.number().int().min(0),
});
export type GovAttachment = z.infer<typeof attachmentSchema>;
export const attachmentOutSchema = attachmentSchema.extend({ url: z.string() });

export const appealEventSchema = z.object({
  kind: z.enum(APPEAL_EVENT_KINDS),
  actorName: z.string(),
  /** desk: a member of the desk; enterprise: the submitter. */
  side: z.enum(['desk', 'enterprise']),
  text: z.string(),
  departmentName: z.string(),
  assigneeName: z.string(),
  time: z.string(),
});
export const appealSchema = z.object({
  appealId: z.string(),
  deskName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  category: govCategorySchema,
  title: z.string(),
  content: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  submitterName: z.string(),
  state: appealStateSchema,
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string(),
  answer: z.string(),
  rejectReason: z.string(),
  /** The last day to answer (China date). */
  deadline: z.string(),
  /** Not answered by the deadline (or answered after it). */
  overdue: z.boolean(),
  rating: z.number().int().nullable(),
  ratingComment: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;
export const appealDetailSchema = appealSchema.extend({
  attachments: z.array(attachmentOutSchema),
  events: z.array(appealEventSchema),
});
export type AppealDetail = z.infer<typeof appealDetailSchema>;
export const appealPageSchema = pageOf(appealSchema);

export const appealPageInput = z.object({
  state: appealStateSchema.optional(),
  category: govCategorySchema.optional(),
  departmentId: govIdSchema.optional(),
  overdue: flag.optional(),
  mine: flag.optional(),
  keyword: text(L.keywordMax).optional(),
  ...pageInput,
});
export const appealIdInput = z.object({ appealId: govIdSchema });
/**
 * One step; what it needs is checked by the server with a message of its own (docs/gov.md):
 * assign and transfer a department of the desk (and optionally one of its members), answer and
 * reject a text.
 */
export const appealActInput = z.object({
  appealId: govIdSchema,
  action: z.enum(APPEAL_ACTIONS),
  departmentId: govIdSchema.optional(),
  assigneeId: userIdSchema.optional(),
  text: text(L.textMax).optional(),
});
export type AppealActInput = z.infer<typeof appealActInput>;

export const countSchema = z.object({ key: z.string(), name: z.string(), count: z.number().int() });
export const govStatsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  overdue: z.number().int(),
  /** Hours from submission to answer, over answered appeals (null: none yet). */
  avgAnswerHours: z.number().nullable(),
  avgRating: z.number().nullable(),
  rated: z.number().int(),
  byState: z.array(countSchema),
  byCategory: z.array(countSchema),
  byDepartment: z.array(countSchema),
});
export type GovStats = z.infer<typeof govStatsSchema>;

// ------------------------------------------------------------------ notices

export const noticeSchema = z.object({
  noticeId: z.string(),
  deskName: z.string(),
  title: z.string(),
  body: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  target: z.enum(NOTICE_TARGETS),
  companies: z.array(z.object({ companyId: z.string(), companyName: z.string() })),
  recipients: z.number().int(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticePageSchema = pageOf(noticeSchema);
export const govPageInput = z.object(pageInput);
export const noticeSendInput = z
  .object({
    title: text(L.noticeTitleMax).min(1, 'title is required'),
    body: text(L.noticeBodyMax).min(1, 'body is required'),
    category: z.enum(NOTICE_CATEGORIES),
    target: z.enum(NOTICE_TARGETS),
    companyIds: z.array(companyIdSchema).max(L.noticeCompaniesMax).default([]),
  })
  .refine((v) => v.target === 'all' || v.companyIds.length > 0, {
    message: 'companyIds: choose at least one company',
    path: ['companyIds'],
  });

// ------------------------------------------------------------------ enterprise side

export const govCompanySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
});
export const entMeSchema = z.object({
  company: govCompanySchema.nullable(),
  /** The desk serving the company's region, if any. */
  desk: z.object({ deskName: z.string(), regionName: z.string() }).nullable(),
});
export type EntMe = z.infer<typeof entMeSchema>;
export const entCompanyInput = z.object({ companyId: companyIdSchema });
export const appealSubmitInput = z.object({
  category: govCategorySchema,
  title: text(L.titleMax).min(1, 'title is required'),
  content: text(L.contentMax).min(1, 'content is required'),
  contactName: text(L.contactNameMax).min(1, 'contactName is required'),
  contactPhone: z.string().trim().regex(PHONE_PATTERN, 'contactPhone is not a mobile number'),
  attachments: z.array(attachmentSchema).max(L.attachmentsMax).default([]),
});
export type AppealSubmitInput = z.input<typeof appealSubmitInput>;
export const appealSupplementInput = z.object({
  appealId: govIdSchema,
  text: text(L.textMax).min(1, 'text is required'),
});
export const appealRateInput = z.object({
  appealId: govIdSchema,
  rating: z.coerce.number().int().min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5'),
  comment: text(L.commentMax).default(''),
});
