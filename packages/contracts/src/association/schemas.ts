import { z } from 'zod';
import { companyIdSchema, entPageInput, entPageOf } from '../bigdata/schemas';
import { calendarDateSchema, leadIdSchema } from '../leads/schemas';
import { PHONE_PATTERN } from '../phone';
import { cardBasicSchema } from '../vcard/schemas';
import {
  APPLICATION_STATES,
  ASSOCIATION_LIMITS as L,
  DUES_FILTERS,
  DUES_STATES,
  MEMBER_STATES,
  ASSOCIATION_POST_KINDS,
} from './limits';

/** bigint ids, as strings of digits. */
export const assocIdSchema = leadIdSchema;
/** An association is an organisation: its tenant id. */
export const associationIdSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'associationId must be an organisation id');
const keyword = z.string().trim().max(L.keywordMax).optional();
const contactName = z.string().trim().min(1, 'contactName is required').max(L.contactNameMax);
const contactPhone = z.string().trim().max(20).regex(PHONE_PATTERN, 'contactPhone is not a mobile number');
const levelName = z.string().trim().min(1, 'level name is required').max(L.levelNameMax);

/**
 * Yuan with at most two decimals, more than 0 and at most ten million: 1200, "1200.5", "1200.50".
 * Read as fen (an integer) so no float is ever stored.
 */
export const duesAmountSchema = z.coerce
  .number()
  .finite()
  .gt(0, 'amount must be more than 0')
  .max(L.duesAmountMax, 'amount must be at most 10,000,000')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'amount has at most two decimals');
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);
export const fenToYuan = (fen: number) => Math.round(fen) / 100;

const term = {
  termStart: calendarDateSchema,
  termEnd: calendarDateSchema,
};
const termInOrder = (t: { termStart?: string; termEnd?: string }) =>
  !t.termStart || !t.termEnd || t.termStart <= t.termEnd;
const termMessage = { message: 'termEnd must not be before termStart', path: ['termEnd'] };

// ------------------------------------------------------------------ levels

export const levelSchema = z.object({
  levelId: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** Active members of this level (a level in use cannot be removed). */
  members: z.number().int(),
});
export type AssociationLevel = z.infer<typeof levelSchema>;
export const levelListSchema = z.array(levelSchema);
export const levelSaveInput = z.object({
  /** In order, highest first; an existing level keeps its id (renamed), a new one has none. */
  levels: z
    .array(z.object({ levelId: assocIdSchema.optional(), name: levelName }))
    .min(1, 'at least one level')
    .max(L.levelsMax),
});

// ------------------------------------------------------------------ members

export const memberSchema = z.object({
  memberId: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string(),
  regionName: z.string().nullable(),
  industryName: z.string().nullable(),
  levelId: z.string(),
  levelName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  /** The platform user who applied (the directory shows their card), when the member came by application. */
  contactUserId: z.string().nullable(),
  termStart: z.string(),
  termEnd: z.string(),
  state: z.enum(MEMBER_STATES),
  /** The term ended before today (China time) while the membership is still active: due for renewal. */
  termExpired: z.boolean(),
  createdAt: z.string(),
});
export type AssociationMember = z.infer<typeof memberSchema>;
export const memberPageInput = entPageInput.extend({
  keyword,
  levelId: assocIdSchema.optional(),
  state: z.enum(MEMBER_STATES).optional(),
});
export const memberPageSchema = entPageOf(memberSchema);
export const memberIdInput = z.object({ memberId: assocIdSchema });
export const memberAddInput = z
  .object({ companyId: companyIdSchema, levelId: assocIdSchema, contactName, contactPhone, ...term })
  .refine(termInOrder, termMessage);
export const memberUpdateInput = z
  .object({
    memberId: assocIdSchema,
    levelId: assocIdSchema.optional(),
    contactName: contactName.optional(),
    contactPhone: contactPhone.optional(),
    termStart: term.termStart.optional(),
    termEnd: term.termEnd.optional(),
  })
  .refine(termInOrder, termMessage);

export const directoryEntrySchema = memberSchema.extend({
  /** The contact's business card as the server masks it for the caller; null without one. */
  card: cardBasicSchema.nullable(),
});
export const directorySchema = z.array(directoryEntrySchema);
export const directoryInput = z.object({ keyword });

// ------------------------------------------------------------------ applications

export const applicationSchema = z.object({
  applicationId: z.string(),
  associationId: z.string(),
  associationName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  note: z.string(),
  state: z.enum(APPLICATION_STATES),
  reason: z.string().nullable(),
  applicantName: z.string(),
  memberId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AssociationApplication = z.infer<typeof applicationSchema>;
export const applicationPageInput = entPageInput.extend({ state: z.enum(APPLICATION_STATES).optional() });
export const applicationPageSchema = entPageOf(applicationSchema);
export const applicationApproveInput = z
  .object({ applicationId: assocIdSchema, levelId: assocIdSchema, ...term })
  .refine(termInOrder, termMessage);
export const applicationRejectInput = z.object({
  applicationId: assocIdSchema,
  reason: z.string().trim().min(1, 'reason is required').max(L.reasonMax),
});
export const applySubmitInput = z.object({
  associationId: associationIdSchema,
  companyId: companyIdSchema,
  contactName,
  contactPhone,
  note: z.string().trim().max(L.noteMax).default(''),
});
export const associationCardSchema = z.object({
  associationId: z.string(),
  name: z.string(),
  intro: z.string(),
  members: z.number().int(),
});
export const associationListSchema = z.array(associationCardSchema);
export const associationIdInput = z.object({ associationId: associationIdSchema });
export const myApplicationsSchema = z.array(applicationSchema);

// ------------------------------------------------------------------ dues

export const duesSchema = z.object({
  duesId: z.string(),
  memberId: z.string(),
  companyName: z.string(),
  levelName: z.string(),
  year: z.number().int(),
  /** Yuan, two decimals. */
  amount: z.number(),
  dueDate: z.string(),
  paidOn: z.string().nullable(),
  state: z.enum(DUES_STATES),
  /** Unpaid and due within ASSOCIATION_LIMITS.duesSoonDays (not yet overdue). */
  dueSoon: z.boolean(),
});
export type AssociationDues = z.infer<typeof duesSchema>;
export const duesPageInput = entPageInput.extend({
  year: z.coerce.number().int().min(L.yearMin).max(L.yearMax).optional(),
  state: z.enum(DUES_FILTERS).optional(),
  memberId: assocIdSchema.optional(),
});
export const duesPageSchema = entPageOf(duesSchema);
export const duesCreateInput = z.object({
  memberId: assocIdSchema,
  year: z.coerce.number().int().min(L.yearMin).max(L.yearMax),
  amount: duesAmountSchema,
  dueDate: calendarDateSchema,
});
export const duesPaidInput = z.object({ duesId: assocIdSchema, paidOn: calendarDateSchema.optional() });
/** What 发送催缴提醒 did: messages sent now, already sent today, members with no platform user. */
export const duesRemindSchema = z.object({
  day: z.string(),
  reminded: z.number().int(),
  already: z.number().int(),
  noContact: z.number().int(),
});
export type AssociationDuesRemind = z.infer<typeof duesRemindSchema>;

// ------------------------------------------------------------------ overview, stats, settings

export const overviewSchema = z.object({
  isAdmin: z.boolean(),
  associationName: z.string(),
  activeMembers: z.number().int(),
  pendingApplications: z.number().int(),
  duesOverdue: z.number().int(),
  duesSoon: z.number().int(),
});
const countRow = z.object({ key: z.string().nullable(), name: z.string(), count: z.number().int() });
export const statsSchema = z.object({
  byLevel: z.array(countRow),
  byIndustry: z.array(countRow),
  byRegion: z.array(countRow),
  dues: z.object({
    year: z.number().int(),
    collected: z.number(),
    outstanding: z.number(),
    overdue: z.number(),
    paidCount: z.number().int(),
    unpaidCount: z.number().int(),
  }),
});
export type AssociationStats = z.infer<typeof statsSchema>;
export const settingsSchema = z.object({
  accepting: z.boolean(),
  intro: z.string(),
  /** The application link's association id (the organisation). */
  associationId: z.string(),
});
export const settingsSaveInput = z.object({
  accepting: z.boolean(),
  intro: z.string().trim().max(L.introMax).default(''),
});

// ------------------------------------------------------------------ notices and events (通知活动)

export const assocPostSendInput = z.object({
  publicationId: z.coerce
    .string()
    .trim()
    .regex(/^\d{1,19}$/, 'publicationId must be 1-19 digits'),
});
/**
 * A notice (article) or event (activity) of the content module sent to the members: the
 * publication as it reads now (`readable` false once withdrawn or narrowed: title as sent), where
 * the content module shows it, and how many member users it reached.
 */
export const assocPostSchema = z.object({
  postId: z.string(),
  associationId: z.string(),
  associationName: z.string(),
  publicationId: z.string(),
  kind: z.enum(ASSOCIATION_POST_KINDS),
  title: z.string(),
  readable: z.boolean(),
  activityStart: z.string().nullable(),
  activityEnd: z.string().nullable(),
  activityPlace: z.string().nullable(),
  path: z.string(),
  recipients: z.number().int(),
  sentAt: z.string(),
});
export type AssociationPost = z.infer<typeof assocPostSchema>;
export const assocPostPageSchema = entPageOf(assocPostSchema);
export const assocPostSentSchema = assocPostSchema.extend({ sentNow: z.number().int() });
export const assocMyPostsSchema = z.array(assocPostSchema);
