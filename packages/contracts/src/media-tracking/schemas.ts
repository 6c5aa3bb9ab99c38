import { z } from 'zod';
import { daySchema as day } from '../validation';
import { MEDIA_CHANNELS, MEDIA_LIMITS, VISITOR_ID_PATTERN } from './limits';

const channel = z.enum(MEDIA_CHANNELS, {
  message: `channel must be one of ${MEDIA_CHANNELS.join(', ')}`,
});
const visitorId = z
  .string()
  .trim()
  .regex(VISITOR_ID_PATTERN, 'visitorId has 8 to 64 letters, digits, - and _');
/** A link as the browser saw it: http(s) or a path, cut to linkMax; markup is refused. */
const link = (what: string) =>
  z
    .string()
    .trim()
    .max(MEDIA_LIMITS.linkMax * 4, `${what} is too long`)
    .refine((v) => !/[<>"'`\s]/.test(v), `${what} must be a plain address`)
    .refine((v) => v === '' || /^(https?:\/\/|\/)/.test(v), `${what} must be an http(s) address or a path`)
    .transform((v) => v.slice(0, MEDIA_LIMITS.linkMax))
    .default('');

export const mediaVisitInput = z.object({
  channel,
  visitorId,
  pageLink: link('pageLink'),
  origLink: link('origLink'),
});
export const mediaClickInput = z.object({
  channel,
  visitorId,
  targetLink: link('targetLink'),
  pageLink: link('pageLink'),
});
export const mediaAttributeInput = z.object({ channel, visitorId });

/** Whether a record was stored (false: a repeat that is not counted again). */
export const mediaRecordedSchema = z.object({ recorded: z.boolean() });
export const mediaAttributionSchema = z.object({
  /** The user's channel: the first one attributed, whatever this call named. */
  channel: z.enum(MEDIA_CHANNELS),
  /** Whether this call recorded the user's registration. */
  registered: z.boolean(),
});
export type MediaAttribution = z.infer<typeof mediaAttributionSchema>;

export const mediaReportInput = z
  .object({ from: day, to: day })
  .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['from'] })
  .refine(
    (r) =>
      (Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000 <
      MEDIA_LIMITS.reportDaysMax,
    { message: `the range is at most ${MEDIA_LIMITS.reportDaysMax} days`, path: ['to'] },
  );

export const mediaFiguresSchema = z.object({
  visits: z.number().int(),
  registrations: z.number().int(),
  trials: z.number().int(),
  orders: z.number().int(),
  /** Paid orders' amount, yuan. */
  amount: z.number(),
});
export type MediaFigures = z.infer<typeof mediaFiguresSchema>;

export const mediaReportRowSchema = mediaFiguresSchema.extend({
  /** 'YYYY-MM-DD', the customer's time zone. */
  day: z.string(),
  channel: z.enum(MEDIA_CHANNELS),
});
export type MediaReportRow = z.infer<typeof mediaReportRowSchema>;

export const mediaReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days with any record, by day then channel type; days and channels without records are left out. */
  rows: z.array(mediaReportRowSchema),
  /** Every channel of the range (all nine, zeros included), in type order. */
  channels: z.array(mediaFiguresSchema.extend({ channel: z.enum(MEDIA_CHANNELS) })),
  totals: mediaFiguresSchema,
});
export type MediaReport = z.infer<typeof mediaReportSchema>;
