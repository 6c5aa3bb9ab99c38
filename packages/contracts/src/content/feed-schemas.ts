import { z } from 'zod';
import { chainCodeSchema, regionPrefixSchema } from '../chain/schemas';
import { FEED_KINDS, FEED_LIMITS, FOLLOW_TARGET_KINDS, TREND_BUCKETS, TREND_PERIODS } from './feed-limits';

/** A follow group's id. */
export const followGroupIdSchema = z.string().trim().uuid('a group id is a uuid');
/** A followed entity's id: a user, company, tenant (organisation) or chain code. */
export const followTargetIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id is 1-64 letters, digits, _ or -');
export const feedKindSchema = z.enum(FEED_KINDS);
export const followTargetKindSchema = z.enum(FOLLOW_TARGET_KINDS);

/** The keyset cursor of the next page (opaque to clients). */
export const feedCursorSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_-]*$/, 'a cursor is base64url');

export const feedListInput = z.object({
  /** Empty or absent: everything I follow. */
  groupId: z.preprocess((v) => (v === '' ? undefined : v), followGroupIdSchema.optional()),
  cursor: z.preprocess((v) => (v === '' ? undefined : v), feedCursorSchema.optional()),
});

/** Spec 2 §3 Dynamic entry, plus what the feed needs to draw and link it. */
export const feedItemSchema = z.object({
  /** Unique across kinds (`p:…`, `d:…`, `c:…`): the list key. */
  key: z.string(),
  kind: feedKindSchema,
  title: z.string(),
  publisher: z.string(),
  isSys: z.union([z.literal(0), z.literal(1)]),
  webSource: z.string(),
  initSource: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  publishDt: z.string(),
  content: z.string(),
  url: z.string(),
  /** Who published it: a person (user id), a company or an organisation (tenant id). */
  publisherKind: z.enum(['person', 'company', 'org']),
  publisherId: z.string(),
  /** The publisher's avatar or logo (a stored URL), null when none. */
  avatar: z.string().nullable(),
  publicationId: z.string().nullable(),
  companyId: z.string().nullable(),
  cardId: z.string().nullable(),
  cover: z.string().nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z.object({
  records: z.array(feedItemSchema),
  size: z.number().int(),
  /** Pass back as `cursor` for the next page; null when this page is the last. */
  cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const feedSettingSchema = z.object({ kinds: z.array(feedKindSchema) });
export const feedSettingInput = z.object({
  kinds: z
    .array(feedKindSchema)
    .max(FEED_KINDS.length)
    .refine((k) => new Set(k).size === k.length, 'each kind once'),
});
export type FeedSetting = z.infer<typeof feedSettingSchema>;

export const followTargetSchema = z.object({
  kind: followTargetKindSchema,
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type FollowTarget = z.infer<typeof followTargetSchema>;
export const followTargetListSchema = z.array(followTargetSchema);
export const followTargetInput = z.object({
  targetKind: z.enum(['org', 'chain']),
  targetId: followTargetIdSchema,
});
export const followTargetStateSchema = z.object({ followed: z.boolean() });

// ---------------------------------------------------------------- trends

export const trendsInput = z.object({
  chainCode: z.preprocess((v) => (v === '' ? undefined : v), chainCodeSchema.optional()),
  regionCode: z.preprocess((v) => (v === '' ? undefined : v), regionPrefixSchema.optional()),
  days: z.coerce
    .number()
    .int()
    .refine((d) => (TREND_PERIODS as readonly number[]).includes(d), 'days is 30, 90, 180 or 365')
    .default(90),
  bucket: z.enum(TREND_BUCKETS).default('week'),
});
export const trendPointSchema = z.object({
  /** First day of the bucket, yyyy-MM-dd. */
  date: z.string(),
  publications: z.number().int(),
  dynamics: z.number().int(),
  financing: z.number().int(),
  registrations: z.number().int(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;
export const trendsSchema = z.object({
  chainCode: z.string().nullable(),
  chainName: z.string().nullable(),
  regionCode: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(TREND_BUCKETS),
  series: z.array(trendPointSchema),
  totals: trendPointSchema.omit({ date: true }),
  /** The newest publications and company dynamics of the chain and region. */
  latest: z.array(feedItemSchema).max(FEED_LIMITS.pageSize),
});
export type Trends = z.infer<typeof trendsSchema>;
