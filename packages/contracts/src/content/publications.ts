import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { UPLOAD_PATH_PREFIX } from '../url';
import { urlSchema } from '../validation';
import { richDocumentSchema } from './document';
import type { RichDocument } from './types';
import {
  PUBLICATION_KINDS,
  PUBLICATION_LIMITS as L,
  PUBLICATION_SECTIONS,
  PUBLICATION_STATUSES,
  PUBLICATION_VISIBILITIES,
} from './publications-limits';
import { publicationRoutes as routes } from './publications-routes';

// ---------------------------------------------------------------- fields

export const publicationIdSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,19}$/, 'id must be 1-19 digits');
export const publicationIdInput = z.object({ id: publicationIdSchema });

export const publicationKindSchema = z.enum(PUBLICATION_KINDS);
export const publicationSectionSchema = z.enum(PUBLICATION_SECTIONS);
export const publicationVisibilitySchema = z.enum(PUBLICATION_VISIBILITIES);
export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES);

/** One of our uploads (`/api/platform-resource/...`), through the one URL-safety rule. */
export const publicationUploadSchema = urlSchema(2_000).refine(
  (url) => url.startsWith(UPLOAD_PATH_PREFIX),
  'must be one of our uploads',
);

const publicationCodeSchema = z
  .string()
  .trim()
  .max(L.code)
  .regex(/^[A-Za-z0-9_.-]*$/, 'a code is letters, digits, dot, dash or underscore');
const optionalCode = publicationCodeSchema.nullish().transform((v) => v || null);
export const publicationRegionSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'a region code is 6 digits');

const CHINA_LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;
/**
 * A moment: ISO 8601 with an offset, or `YYYY-MM-DD HH:mm[:ss]` read as China time (+08:00).
 * Parsed to an ISO string in UTC.
 */
export const publicationTimeSchema = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const local = CHINA_LOCAL.exec(value);
    const iso = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+08:00` : value;
    const at = /[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? new Date(iso) : new Date(NaN);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'a time is ISO 8601 with an offset or YYYY-MM-DD HH:mm' });
      return z.NEVER;
    }
    return at.toISOString();
  });

export const publicationTagsSchema = z
  .array(z.string().trim().min(1).max(L.tagLength))
  .max(L.tags)
  .default([])
  .transform((tags) => [...new Set(tags)]);

export const publicationAttachmentSchema = z.object({
  name: z.string().trim().min(1).max(L.attachmentName),
  url: publicationUploadSchema,
  size: z.number().int().min(0).max(L.attachmentSize),
});

/** The body: a rich document on the allow-list (docs/content-document.md). */
export const publicationBodySchema = richDocumentSchema;
export const EMPTY_DOCUMENT: RichDocument = { type: 'doc', content: [] } as RichDocument;

/**
 * Every field of a publication as the editor sends it. Drafts may be incomplete (autosave): what a
 * kind needs is checked on publish; bounds and the order of an activity's times always.
 */
const publicationFields = z.object({
  kind: publicationKindSchema,
  section: publicationSectionSchema.nullish().transform((v) => v ?? null),
  visibility: publicationVisibilitySchema.default('public'),
  title: z.string().trim().max(L.title).default(''),
  cover: publicationUploadSchema
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  /** Empty: derived from the body. */
  summary: z.string().trim().max(L.summary).default(''),
  body: publicationBodySchema.default(EMPTY_DOCUMENT),
  attachments: z.array(publicationAttachmentSchema).max(L.attachments).default([]),
  tags: publicationTagsSchema,
  industryCode: optionalCode,
  chainCode: optionalCode,
  chainNodeId: optionalCode,
  regionCode: publicationRegionSchema
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  /** Project amount, in yuan. */
  projectAmount: z.coerce
    .number()
    .min(0)
    .max(L.amountMax)
    .nullish()
    .transform((v) => v ?? null),
  activityStart: publicationTimeSchema.nullish().transform((v) => v || null),
  activityEnd: publicationTimeSchema.nullish().transform((v) => v || null),
  activityPlace: z
    .string()
    .trim()
    .max(L.place)
    .nullish()
    .transform((v) => v || null),
  activityCapacity: z.coerce
    .number()
    .int()
    .min(L.capacityMin)
    .max(L.capacityMax)
    .nullish()
    .transform((v) => v ?? null),
  registrationDeadline: publicationTimeSchema.nullish().transform((v) => v || null),
});

type Fields = z.output<typeof publicationFields>;
const activityTimesInOrder = (f: Pick<Fields, 'activityStart' | 'activityEnd' | 'registrationDeadline'>) =>
  (!f.activityStart || !f.activityEnd || f.activityStart < f.activityEnd) &&
  (!f.activityStart || !f.registrationDeadline || f.registrationDeadline <= f.activityStart);
const timesRule = {
  message: 'an activity ends after it starts; registration closes no later than the start',
  path: ['activityEnd'],
};

export const savePublicationInput = publicationFields.refine(activityTimesInOrder, timesRule);
export const updatePublicationInput = publicationFields
  .extend({ id: publicationIdSchema })
  .refine(activityTimesInOrder, timesRule);
export type SavePublicationInput = z.output<typeof savePublicationInput>;
export type UpdatePublicationInput = z.output<typeof updatePublicationInput>;

export const orgWithdrawInput = z.object({
  id: publicationIdSchema,
  reason: z.string().trim().min(1).max(L.reason),
});

// ---------------------------------------------------------------- lists

const pageFields = {
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSize).default(10),
};
const keywordSchema = z.string().trim().max(L.keyword).optional();

export const publicationPageInput = z.object({
  ...pageFields,
  section: publicationSectionSchema.optional(),
  kind: publicationKindSchema.optional(),
  tag: z.string().trim().min(1).max(L.tagLength).optional(),
  regionCode: publicationRegionSchema.optional(),
  industryCode: publicationCodeSchema.min(1).optional(),
  chainCode: publicationCodeSchema.min(1).optional(),
  keyword: keywordSchema,
  authorId: publicationIdSchema.optional(),
  /**
   * Activities by their time (/activity/index): upcoming have not ended yet, soonest first; past
   * have ended, latest first. An activity without times is in neither.
   */
  when: z.enum(['upcoming', 'past']).optional(),
  /** An organisation's publications (the author's tenant). */
  tenantId: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
  /** A visitor's customer host (as system customerDetail); a signed-in caller's tenant decides. */
  domain: z.string().trim().max(255).optional(),
});
export type PublicationPageInput = z.output<typeof publicationPageInput>;

export const publicationDetailInput = publicationIdInput.extend({
  domain: z.string().trim().max(255).optional(),
});

export const myPublicationPageInput = z.object({
  ...pageFields,
  status: publicationStatusSchema.optional(),
  section: publicationSectionSchema.optional(),
  kind: publicationKindSchema.optional(),
  keyword: keywordSchema,
});
export type MyPublicationPageInput = z.output<typeof myPublicationPageInput>;

export const myCountsInput = z.object({ section: publicationSectionSchema.optional() });

export const orgPublicationPageInput = z.object({
  ...pageFields,
  status: publicationStatusSchema.optional(),
  authorId: publicationIdSchema.optional(),
  keyword: keywordSchema,
});
export type OrgPublicationPageInput = z.output<typeof orgPublicationPageInput>;

export const senWordsCheckInput = z.object({ text: z.string().max(L.checkText) });

// ---------------------------------------------------------------- output

export const publicationAuthorSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  tenantId: z.string(),
  orgName: z.string(),
});

/** A publication in a list (no body). Times are ISO 8601 strings. */
export const publicationSummarySchema = z.object({
  id: z.string(),
  kind: publicationKindSchema,
  section: publicationSectionSchema.nullable(),
  visibility: publicationVisibilitySchema,
  status: publicationStatusSchema,
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string(),
  tags: z.array(z.string()),
  industryCode: z.string().nullable(),
  chainCode: z.string().nullable(),
  regionCode: z.string().nullable(),
  projectAmount: z.number().nullable(),
  activityStart: z.string().nullable(),
  activityEnd: z.string().nullable(),
  activityPlace: z.string().nullable(),
  activityCapacity: z.number().int().nullable(),
  registrationDeadline: z.string().nullable(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  collectCount: z.number().int(),
  commentCount: z.number().int(),
  registrationCount: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: publicationAuthorSchema,
  /** Who withdrew it: the author, or the organisation administrator (moderation). */
  withdrawnBy: z.enum(['author', 'orgAdmin']).nullable(),
  withdrawReason: z.string().nullable(),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

export const publicationDetailSchema = publicationSummarySchema.extend({
  body: z.custom<RichDocument>(),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size: z.number() })),
  chainNodeId: z.string().nullable(),
  /** The caller wrote it (may edit, withdraw, delete). */
  isOwner: z.boolean(),
  /** The caller administers the author's organisation (may withdraw it with a reason). */
  canModerate: z.boolean(),
  /**
   * The author's business card the caller may see (their default, else their first open card;
   * docs/cards-api.md), for the author's card on the page; null when they show none.
   */
  authorCardId: z.string().nullable(),
});
export type PublicationDetail = z.infer<typeof publicationDetailSchema>;

export const publicationCountsSchema = z.object({
  draft: z.number().int(),
  published: z.number().int(),
  withdrawn: z.number().int(),
  total: z.number().int(),
});
export type PublicationCounts = z.infer<typeof publicationCountsSchema>;

export const publicationPageSchema = z.object({
  records: z.array(publicationSummarySchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type PublicationPage = z.infer<typeof publicationPageSchema>;

export const myPublicationPageSchema = publicationPageSchema.extend({ counts: publicationCountsSchema });

const ok = z.boolean();

export const publicationApi = {
  /** data: the new draft's id. */
  save: endpoint({ ...routes.save, input: savePublicationInput, output: z.string() }),
  /** data: the id. */
  update: endpoint({ ...routes.update, input: updatePublicationInput, output: z.string() }),
  publish: endpoint({ ...routes.publish, input: publicationIdInput, output: ok }),
  withdraw: endpoint({ ...routes.withdraw, input: publicationIdInput, output: ok }),
  remove: endpoint({ ...routes.remove, input: publicationIdInput, output: ok }),
  detail: endpoint({ ...routes.detail, input: publicationDetailInput, output: publicationDetailSchema }),
  page: endpoint({ ...routes.page, input: publicationPageInput, output: publicationPageSchema }),
  myPage: endpoint({ ...routes.myPage, input: myPublicationPageInput, output: myPublicationPageSchema }),
  myCounts: endpoint({ ...routes.myCounts, input: myCountsInput, output: publicationCountsSchema }),
  orgPage: endpoint({ ...routes.orgPage, input: orgPublicationPageInput, output: publicationPageSchema }),
  orgWithdraw: endpoint({ ...routes.orgWithdraw, input: orgWithdrawInput, output: ok }),
  /** data: the caller's published publications. */
  myPublishCount: endpoint({ ...routes.myPublishCount, input: noInput, output: z.number().int() }),
  /** data: the sensitive words found, in the order first found; empty when clean. */
  ifSenWords: endpoint({ ...routes.ifSenWords, input: senWordsCheckInput, output: z.array(z.string()) }),
};
