/**
 * Media tracking (issue 30 item 7; docs/media-tracking.md), without zod so the portal can import it
 * in its first bundle: the nine media channels (spec 2 §9, types 1-9), the actions, the fixed
 * record fields and the bounds.
 */

/** The media channels in type order: `MEDIA_CHANNELS[type - 1]` (spec 2 §9). */
export const MEDIA_CHANNELS = [
  'baidu',
  'toutiao',
  'douyin',
  'kuaishou',
  'oppo',
  'vivo',
  'huawei',
  'xiaomi',
  'aisiassistant',
] as const;
export type MediaChannel = (typeof MEDIA_CHANNELS)[number];

/** The channel's mediaType (1-9). */
export const mediaTypeOf = (channel: MediaChannel): number => MEDIA_CHANNELS.indexOf(channel) + 1;

/** Whether a value is exactly one of the nine channel names (anything else is ignored, never stored). */
export const isMediaChannel = (value: unknown): value is MediaChannel =>
  typeof value === 'string' && (MEDIA_CHANNELS as readonly string[]).includes(value);

/**
 * The record's action: the spec gives 2 (click), 4 (activation) and 6 (purchase); 1 (visit) and
 * 3 (registration) are ours (docs/media-tracking.md).
 */
export const MediaAction = {
  VISIT: 1,
  CLICK: 2,
  REGISTRATION: 3,
  ACTIVATION: 4,
  PURCHASE: 6,
} as const;
export type MediaActionValue = (typeof MediaAction)[keyof typeof MediaAction];

/** Fixed fields of every record (spec 2 §3, §9). */
export const MEDIA_APPID = 5;
export const MEDIA_OS = 2;

/** Monitor paths: actions 4 and 6 use media-cust-acq (spec 2 §7); the others ours. */
export const MEDIA_CUST_ACQ_PATH = 'media-cust-acq';
export const MEDIA_MONITOR_PATH = 'media-monitor';
export const monitorPathOf = (action: number): string =>
  action === MediaAction.ACTIVATION || action === MediaAction.PURCHASE
    ? MEDIA_CUST_ACQ_PATH
    : MEDIA_MONITOR_PATH;

export const MEDIA_LIMITS = {
  /** The longest date range of the operator's report, in days (both ends included). */
  reportDaysMax: 92,
  reportDaysDefault: 30,
  /** A link (origin, target, page) is cut to this many characters. */
  linkMax: 500,
  /** A registration is recorded only for a user created this many minutes before the attribution. */
  freshUserMinutes: 10,
} as const;

/** The entry query parameter that names the channel (spec 1 §2). */
export const CHANNEL_PARAM = 'channel';

/** A visitor id: 8 to 64 letters, digits, `-` and `_` (the portal makes a random UUID). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
