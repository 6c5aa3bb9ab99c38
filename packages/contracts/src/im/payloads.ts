import { z } from 'zod';
import { urlSchema } from '../validation';
import { IM_LIMITS, MESSAGE_TYPES, SERVER_ONLY_KINDS } from './constants';

/**
 * What each message type carries in `payload` (the server validates every send with these, the
 * clients render with them). Unknown keys are dropped, so a payload cannot smuggle a `senderId`:
 * the sender is always the authenticated caller.
 */

/** Our upload links (`/api/platform-resource/...`) or http(s): the one URL rule (url.ts). */
export const mediaUrlSchema = urlSchema(1000).pipe(z.string().min(1));

const size = z
  .number()
  .int()
  .min(0)
  .max(4 * 1024 * 1024 * 1024);
const pixels = z.number().int().min(0).max(100_000);
const seconds = z
  .number()
  .min(0)
  .max(24 * 3600);
const fileName = z.string().trim().max(200);

export const textPayloadSchema = z.object({ text: z.string().min(1).max(IM_LIMITS.textChars) });
export const facePayloadSchema = z.object({
  index: z.number().int().min(0).max(10_000),
  data: z.string().max(200),
});
export const imagePayloadSchema = z.object({
  url: mediaUrlSchema,
  name: fileName.default(''),
  size: size.default(0),
  width: pixels.default(0),
  height: pixels.default(0),
});
export const videoPayloadSchema = imagePayloadSchema.extend({
  duration: seconds.default(0),
  coverUrl: mediaUrlSchema.optional(),
});
export const audioPayloadSchema = z.object({
  url: mediaUrlSchema,
  name: fileName.default(''),
  size: size.default(0),
  duration: seconds.default(0),
});
export const filePayloadSchema = z.object({
  url: mediaUrlSchema,
  name: fileName.min(1),
  size: size.default(0),
});

/** A business card in the chat: the client names the card, the server adds what it shows. */
export const cardPayloadSchema = z.object({
  kind: z.literal('card'),
  vcardId: z.string().regex(/^\d{1,19}$/, 'vcardId must be digits'),
});
export const customPayloadSchema = z.object({
  kind: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((k) => k !== 'card' && !(SERVER_ONLY_KINDS as readonly string[]).includes(k), 'reserved kind'),
  data: z.unknown().optional(),
  description: z.string().max(IM_LIMITS.textChars).optional(),
});

const basicPayloads = {
  text: textPayloadSchema,
  face: facePayloadSchema,
  image: imagePayloadSchema,
  video: videoPayloadSchema,
  audio: audioPayloadSchema,
  file: filePayloadSchema,
  custom: z.union([cardPayloadSchema, customPayloadSchema]),
} as const;

/** One message inside a merged record (forward type 3), as the server stores and answers it. */
export const mergedItemSchema = z
  .object({
    type: z.enum(MESSAGE_TYPES),
    payload: z.record(z.string(), z.unknown()),
    senderId: z.string().max(64).default(''),
    senderName: z.string().max(100).default(''),
    time: z.string().max(40).default(''),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'merged') return;
    const parsed = basicPayloads[item.type].safeParse(item.payload);
    if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        path: ['payload'],
        message: parsed.error.issues[0]?.message ?? 'bad payload',
      });
  });

const mergedTitle = z.string().trim().min(1).max(100);

/**
 * A merged record as readers get it: built by the server from stored messages (senders, names and
 * times are theirs), never written by a client.
 */
export const mergedPayloadSchema = z.object({
  title: mergedTitle,
  abstractList: z.array(z.string().max(IM_LIMITS.mergedAbstractChars)).max(IM_LIMITS.mergedAbstractCount),
  messages: z.array(mergedItemSchema).min(1).max(IM_LIMITS.forwardMax),
});
export type MergedPayload = z.infer<typeof mergedPayloadSchema>;

/**
 * What a client sends to forward messages merged (forward type 3): the title and the ids of
 * messages it can read in one conversation; the server builds the record (mergedPayloadSchema).
 * One merged record alone is forwarded as it is. Other keys (the Tencent client's
 * `abstractList`) are dropped.
 */
export const mergedSendSchema = z.object({
  title: mergedTitle,
  conversationId: z.string().min(1).max(160),
  messageIds: z
    .array(z.string().regex(/^\d{1,19}$/, 'message ids are digits'))
    .min(1)
    .max(IM_LIMITS.forwardMax),
});
export type MergedSendPayload = z.infer<typeof mergedSendSchema>;

/** What a client may send, per message type (the server validates every send with these). */
export const PAYLOAD_SCHEMAS = { ...basicPayloads, merged: mergedSendSchema } as const;

/** A group tip as stored (custom, kind 'groupTip'); `op` is a GROUP_TIP code. */
export interface GroupTipPayload {
  kind: 'groupTip';
  op: number;
  operatorId: string;
  userIds: string[];
  /** Changed group fields (groupInfo) or member fields (memberInfo). */
  changes?: Record<string, string>;
  [key: string]: unknown;
}

/** One due item of a work reminder: a lead to follow up or a customer task, with its due day. */
export interface WorkReminderItem {
  id: string;
  /** The lead's company, or the task's title. */
  title: string;
  /** The task's customer, or the lead's list. */
  context: string;
  /** YYYY-MM-DD. */
  due: string;
  /** Where the portal opens it (a portal path). */
  path: string;
}

/**
 * A work reminder as stored (custom, kind 'workReminder'): what a member of one organisation has
 * due on `day` (China time), counted and the first few listed; written only by the server's
 * daily sweep (modules/reminders), once per member, organisation and day.
 */
export interface WorkReminderPayload {
  kind: 'workReminder';
  day: string;
  tenantId: string;
  tenantName: string;
  leads: { dueToday: number; overdue: number; items: WorkReminderItem[] };
  tasks: { dueToday: number; overdue: number; items: WorkReminderItem[] };
  /** 精准招商's next steps (absent in reminders sent before they were listed). */
  projects?: { dueToday: number; overdue: number; items: WorkReminderItem[] };
  [key: string]: unknown;
}

/**
 * The system account's notices of the 政企通 and 会员管理 workspaces (custom kinds govNotice,
 * govAppeal, assocDues, assocNotice; server-only). `data` holds ids, names and titles (user
 * content), amounts in fen, days and times (China time), states and paths of this site, never
 * copy: clients draw it in the reader's language. `description` is the Chinese text for clients
 * that do not know the kind and for the conversation list's last line.
 */
export interface GovNoticePayload {
  kind: 'govNotice';
  data: {
    noticeId: string;
    category: 'notice' | 'policy';
    deskName: string;
    title: string;
    /** The body's first 200 characters. */
    excerpt: string;
    path: string;
  };
  description: string;
  [key: string]: unknown;
}

/** An appeal answered or rejected: the desk's answer or reason is the desk's own words. */
export interface GovAppealPayload {
  kind: 'govAppeal';
  data: {
    appealId: string;
    state: 'answered' | 'rejected';
    deskName: string;
    title: string;
    reply: string;
    path: string;
  };
  description: string;
  [key: string]: unknown;
}

export interface AssocDuesPayload {
  kind: 'assocDues';
  data: {
    duesId: string;
    associationName: string;
    companyName: string;
    year: number;
    amountFen: number;
    /** YYYY-MM-DD. */
    dueDate: string;
    overdue: boolean;
  };
  description: string;
  [key: string]: unknown;
}

/** A notice (article) or event (activity) an association sent its members. */
export interface AssocNoticePayload {
  kind: 'assocNotice';
  data: {
    postId: string;
    publicationId: string;
    postKind: 'article' | 'activity';
    associationName: string;
    title: string;
    /** YYYY-MM-DD HH:mm, China time; null for a notice. */
    activityStart: string | null;
    activityEnd: string | null;
    activityPlace: string | null;
    path: string;
  };
  description: string;
  [key: string]: unknown;
}

/**
 * 企业监控's daily digest (custom, kind 'companyWatch'; server-only, modules/company-tracking): the
 * change events of the reader's monitored companies not yet told, counted, the newest few listed.
 * Data, never copy: clients draw it in the reader's language.
 */
export interface CompanyWatchPayload {
  kind: 'companyWatch';
  data: {
    /** YYYY-MM-DD, China time. */
    day: string;
    events: number;
    companies: number;
    items: Array<{ companyId: string; companyName: string; kind: string; changedOn: string }>;
    path: string;
    /** Whose digest: 企业监控's (absent, as before) or 产业追踪's (modules/industry-tracking). */
    source?: 'company' | 'industry';
  };
  description: string;
  [key: string]: unknown;
}
