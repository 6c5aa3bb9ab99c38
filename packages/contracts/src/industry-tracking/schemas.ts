import { z } from 'zod';
import { COMPANY_EVENT_KINDS } from '../company-tracking/limits';
import { companyEventSchema } from '../company-tracking/schemas';
import { INDUSTRY_TRACKING_LIMITS as L } from './limits';

const id = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/, 'id must be digits');
/** A chain code (letters) or a node code (the chain code and two digits a level). */
const chainCode = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9]{0,15}$/, 'chain code must be upper-case letters and digits');
/** GB/T 2260: six digits (province xx0000, city xxxx00, county). */
const regionCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'region code must be six digits');

export const trackFollowSchema = z.object({
  id: z.string(),
  /** The chain's code, or null for a region alone. */
  chainCode: z.string().nullable(),
  chainName: z.string().nullable(),
  /** A node of the chain (null: the whole chain). */
  nodeCode: z.string().nullable(),
  nodeName: z.string().nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  /** 1 province, 2 city, 3 county; null without a region. */
  regionLevel: z.number().int().nullable(),
  /** Events arrived since the user last read this follow. */
  newEvents: z.number().int(),
  createdAt: z.string(),
});
export type TrackFollow = z.infer<typeof trackFollowSchema>;

export const trackFollowsSchema = z.object({
  follows: z.array(trackFollowSchema),
  newEvents: z.number().int(),
  max: z.number().int(),
});
export type TrackFollows = z.infer<typeof trackFollowsSchema>;

/** A chain, a node (its chain follows from the code), a region, or a chain (node) within a region. */
export const trackFollowInput = z.object({
  chainCode: chainCode.optional(),
  regionCode: regionCode.optional(),
});
export type TrackFollowInput = z.input<typeof trackFollowInput>;
export const trackFollowIdInput = z.object({ id });
export const trackMarkReadInput = z.object({ id: id.optional() });

const kinds = z
  .string()
  .trim()
  .max(200)
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(z.enum(COMPANY_EVENT_KINDS)));

export const trackEventsInput = z.object({
  /** One follow; all of the user's follows when absent. */
  followId: id.optional(),
  /** Comma-separated kinds; all when absent. */
  kinds: kinds.optional(),
  /** Only events of the last N days (by the day of the change). */
  days: z.coerce
    .number()
    .int()
    .refine((d) => (L.daysChoices as readonly number[]).includes(d), 'days must be 7, 30, 90 or 365')
    .optional(),
  /** Narrows to a region (province, city or county) within the follows. */
  regionCode: regionCode.optional(),
  /** Only events not yet read. */
  unread: z.enum(['0', '1']).optional(),
  /** The cursor of the previous page's last event (`nextCursor`). */
  cursor: z.string().trim().max(60).optional(),
  size: z.coerce.number().int().min(1).max(L.pageSizeMax).default(20),
});
export type TrackEventsInput = z.input<typeof trackEventsInput>;

/** 企业监控's event with the company's region; `isNew`: arrived since the user last read a follow that holds it. */
export const trackEventSchema = companyEventSchema.extend({
  companyName: z.string(),
  regionCode: z.string(),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;

export const trackEventPageSchema = z.object({
  records: z.array(trackEventSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  size: z.number().int(),
});
export type TrackEventPage = z.infer<typeof trackEventPageSchema>;

export const trackStatsInput = z.object({ followId: id.optional() });
export const trackStatsSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  byKind: z.array(z.object({ kind: z.enum(COMPANY_EVENT_KINDS), count: z.number().int() })),
  /** The next level under each followed chain or node (the chains for a region alone). */
  byNode: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
});
export type TrackStats = z.infer<typeof trackStatsSchema>;

export const trackChainsSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    nodes: z.array(z.object({ code: z.string(), name: z.string(), level: z.number().int() })),
  }),
);
export type TrackChains = z.infer<typeof trackChainsSchema>;
