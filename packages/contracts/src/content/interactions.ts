import { z } from 'zod';
import { endpoint } from '../envelope';
import { normalisePhone } from '../phone';
import { phoneSchema, shortText } from '../validation';
import { INTERACTION_LIMITS as L, interactionRoutes as routes } from './interactions-routes';

export * from './interactions-routes';
export * from './interactions-messages';

// ---------------------------------------------------------------- building blocks

/** Publication, comment, dynamic and user ids are digit strings. */
export const interactionIdSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,19}$/, 'id must be 1-19 digits');
/** Comma-separated or repeated ids (`ids=1,2` or a JSON array), deduplicated. */
export const interactionIdsSchema = z
  .union([z.string().max(L.batchIds * 20), z.array(z.union([z.string(), z.number()])).max(L.batchIds)])
  .transform((v) => [
    ...new Set((Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean)),
  ])
  .pipe(z.array(z.string().regex(/^\d{1,19}$/, 'ids must be digits')).max(L.batchIds));

export const interactionPageInput = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSize).default(10),
});
export const interactionPageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

export const likeTargetKindSchema = z.enum(['publication', 'dynamic']);
export type InteractionLikeKind = z.infer<typeof likeTargetKindSchema>;
const kindSchema = z.enum(['article', 'supply', 'demand', 'project', 'activity', 'policy']);

/**
 * What a liked or collected thing shows in a list: a publication (title, kind, section, author and
 * organisation, publish time) or a company dynamic (title, company, publish time). `readable` is
 * false once the caller may no longer read it (withdrawn, deleted, visibility narrowed): the
 * describing fields are then null and only the ids and the time of the like remain.
 */
export const interactionTargetSchema = z.object({
  targetKind: z.enum(['publication', 'dynamic', 'policy']),
  targetId: z.string(),
  readable: z.boolean(),
  title: z.string().nullable(),
  /** The publication's kind; null for a dynamic. */
  kind: kindSchema.nullable(),
  section: z.string().nullable(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  /** The author's organisation (tenant), or the dynamic's company. */
  orgName: z.string().nullable(),
  companyId: z.string().nullable(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  publishTime: z.string().nullable(),
  likeCount: z.number().int().nullable(),
  collectCount: z.number().int().nullable(),
});
export type InteractionTarget = z.infer<typeof interactionTargetSchema>;

export const likeRowSchema = interactionTargetSchema.extend({ likeTime: z.string() });
export type LikeRow = z.infer<typeof likeRowSchema>;
export const collectRowSchema = interactionTargetSchema.extend({ collectTime: z.string() });
export type CollectRow = z.infer<typeof collectRowSchema>;

// ---------------------------------------------------------------- likes

export const likeTargetInput = z.object({
  targetKind: likeTargetKindSchema.default('publication'),
  targetId: interactionIdSchema,
});
export const likeStateSchema = z.object({
  targetKind: likeTargetKindSchema,
  targetId: z.string(),
  liked: z.boolean(),
  /** The publication's like count after the change; null for a dynamic (not counted). */
  likeCount: z.number().int().nullable(),
});
export const likePageInput = interactionPageInput.extend({ targetKind: likeTargetKindSchema.optional() });
export const likeRemoveInput = z.object({
  targetKind: likeTargetKindSchema.default('publication'),
  targetIds: interactionIdsSchema.pipe(z.array(z.string()).min(1)),
});
export const interactionChangedSchema = z.object({ changed: z.number().int() });

// ---------------------------------------------------------------- collections

export const collectPublishPageInput = interactionPageInput.extend({
  kind: kindSchema.optional(),
});
export const targetPublicationInput = z.object({ publicationId: interactionIdSchema });
export const targetDynamicInput = z.object({ dynamicId: interactionIdSchema });
export const collectStateSchema = z.object({
  targetKind: z.enum(['publication', 'dynamic', 'policy']),
  targetId: z.string(),
  collected: z.boolean(),
  /** The publication's collection count after the change; null for a dynamic. */
  collectCount: z.number().int().nullable(),
});
export const policyRemoveInput = z.object({
  policyIds: interactionIdsSchema.pipe(z.array(z.string()).min(1)),
});

// ---------------------------------------------------------------- comments

export const commentPageInput = interactionPageInput.extend({ publicationId: interactionIdSchema });
/** Text of a comment: trimmed, 1..500 characters (checked for sensitive words on the server). */
export const commentTextSchema = z
  .string()
  .trim()
  .min(1, 'content is required')
  .max(L.commentLength, `content must be at most ${L.commentLength} characters`);
export const commentAddInput = z.object({
  publicationId: interactionIdSchema,
  content: commentTextSchema,
  /** The top comment this one replies under (one level of replies). */
  parentId: interactionIdSchema.optional(),
  /** Whom the reply answers (the top comment's author, or another reply's). */
  replyToUserId: interactionIdSchema.optional(),
});
export const commentIdInput = z.object({ id: interactionIdSchema });

const commentFields = {
  id: z.string(),
  publicationId: z.string(),
  parentId: z.string().nullable(),
  authorId: z.string(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  replyToUserId: z.string().nullable(),
  replyToName: z.string().nullable(),
  /** Empty once deleted (the client shows COMMENT_DELETED_TEXT). */
  content: z.string(),
  deleted: z.boolean(),
  createTime: z.string(),
  /** The caller may delete it (its author, the publication's author, their organisation's admin). */
  canDelete: z.boolean(),
};
export const replyRowSchema = z.object(commentFields);
export const commentRowSchema = z.object({ ...commentFields, replies: z.array(replyRowSchema) });
export type CommentReply = z.infer<typeof replyRowSchema>;
export type CommentRow = z.infer<typeof commentRowSchema>;
/** total counts top comments; commentCount is the publication's count of live comments and replies. */
export const commentPageSchema = interactionPageOf(commentRowSchema).extend({
  commentCount: z.number().int(),
});
export const commentRemovedSchema = z.object({ id: z.string(), commentCount: z.number().int() });

// ---------------------------------------------------------------- activity registrations

export const registrationSaveInput = z.object({
  publicationId: interactionIdSchema,
  name: shortText(L.registrationName).min(1, 'name is required'),
  phone: phoneSchema.transform(normalisePhone),
  company: shortText(L.registrationCompany).default(''),
  note: shortText(L.registrationNote).default(''),
});
export const registrationStateSchema = z.object({
  publicationId: z.string(),
  registered: z.boolean(),
  registrationCount: z.number().int(),
  capacity: z.number().int().nullable(),
});
export const registrationMineInput = interactionPageInput.extend({
  /** upcoming: activities that have not ended; past: ended; all (default). */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
});
export const myRegistrationRowSchema = z.object({
  publicationId: z.string(),
  readable: z.boolean(),
  title: z.string().nullable(),
  cover: z.string().nullable(),
  activityStart: z.string().nullable(),
  activityEnd: z.string().nullable(),
  place: z.string().nullable(),
  orgName: z.string().nullable(),
  registrationCount: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  note: z.string(),
  registerTime: z.string(),
});
export type MyRegistrationRow = z.infer<typeof myRegistrationRowSchema>;
export const registrationListInput = interactionPageInput.extend({ publicationId: interactionIdSchema });
export const registrantRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  note: z.string(),
  registerTime: z.string(),
});
export type RegistrantRow = z.infer<typeof registrantRowSchema>;

// ---------------------------------------------------------------- reader states

export const readerStatesInput = z.object({
  publicationIds: interactionIdsSchema.default([]),
  dynamicIds: interactionIdsSchema.default([]),
});
export const publicationReaderStateSchema = z.object({
  publicationId: z.string(),
  liked: z.boolean(),
  collected: z.boolean(),
  registered: z.boolean(),
});
export type PublicationReaderState = z.infer<typeof publicationReaderStateSchema>;
export const dynamicReaderStateSchema = z.object({
  dynamicId: z.string(),
  liked: z.boolean(),
  collected: z.boolean(),
});
export const readerStatesSchema = z.object({
  publications: z.array(publicationReaderStateSchema),
  dynamics: z.array(dynamicReaderStateSchema),
});

// ---------------------------------------------------------------- endpoints

export const interactionsApi = {
  likePage: endpoint({ ...routes.likePage, input: likePageInput, output: interactionPageOf(likeRowSchema) }),
  likeRemove: endpoint({ ...routes.likeRemove, input: likeRemoveInput, output: interactionChangedSchema }),
  likeSave: endpoint({ ...routes.likeSave, input: likeTargetInput, output: likeStateSchema }),
  likeCancel: endpoint({ ...routes.likeCancel, input: likeTargetInput, output: likeStateSchema }),

  collectPublishPage: endpoint({
    ...routes.collectPublishPage,
    input: collectPublishPageInput,
    output: interactionPageOf(collectRowSchema),
  }),
  collectPublishSave: endpoint({
    ...routes.collectPublishSave,
    input: targetPublicationInput,
    output: collectStateSchema,
  }),
  collectPublishCancel: endpoint({
    ...routes.collectPublishCancel,
    input: targetPublicationInput,
    output: collectStateSchema,
  }),
  collectDynamicPage: endpoint({
    ...routes.collectDynamicPage,
    input: interactionPageInput,
    output: interactionPageOf(collectRowSchema),
  }),
  collectDynamicSave: endpoint({
    ...routes.collectDynamicSave,
    input: targetDynamicInput,
    output: collectStateSchema,
  }),
  collectDynamicCancel: endpoint({
    ...routes.collectDynamicCancel,
    input: targetDynamicInput,
    output: collectStateSchema,
  }),
  collectPolicyPage: endpoint({
    ...routes.collectPolicyPage,
    input: interactionPageInput,
    output: interactionPageOf(collectRowSchema),
  }),
  collectPolicyRemove: endpoint({
    ...routes.collectPolicyRemove,
    input: policyRemoveInput,
    output: interactionChangedSchema,
  }),

  commentPage: endpoint({ ...routes.commentPage, input: commentPageInput, output: commentPageSchema }),
  commentAdd: endpoint({ ...routes.commentAdd, input: commentAddInput, output: replyRowSchema }),
  commentRemove: endpoint({ ...routes.commentRemove, input: commentIdInput, output: commentRemovedSchema }),

  registrationSave: endpoint({
    ...routes.registrationSave,
    input: registrationSaveInput,
    output: registrationStateSchema,
  }),
  registrationCancel: endpoint({
    ...routes.registrationCancel,
    input: targetPublicationInput,
    output: registrationStateSchema,
  }),
  registrationMine: endpoint({
    ...routes.registrationMine,
    input: registrationMineInput,
    output: interactionPageOf(myRegistrationRowSchema),
  }),
  registrationList: endpoint({
    ...routes.registrationList,
    input: registrationListInput,
    output: interactionPageOf(registrantRowSchema),
  }),

  readerStates: endpoint({ ...routes.readerStates, input: readerStatesInput, output: readerStatesSchema }),
};
