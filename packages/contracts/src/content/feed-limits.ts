/** Limits of follow groups and the feed (docs/content.md "Follow groups and feed"). */
export const FEED_LIMITS = {
  /** Spec 2 §9: dynamics page size 10. */
  pageSize: 10,
  /** Spec 2 §9: scroll trigger distance (px) and delay (ms). */
  scrollTriggerPx: 86,
  scrollDelayMs: 300,
  /** Groups per user (all levels). */
  groups: 200,
  /** Depth of the group tree: a root group is level 1. */
  depth: 3,
  groupName: 20,
  /** Organisations and chains one user may follow (people and companies have their own limits). */
  targets: 2000,
} as const;

/** The kinds of feed items; `followDynamic/setting` chooses among them. */
export const FEED_KINDS = ['publication', 'companyDynamic', 'cardDynamic', 'activity'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** What a group holds and what a user follows. */
export const FOLLOW_TARGET_KINDS = ['person', 'company', 'org', 'chain'] as const;
export type FollowTargetKind = (typeof FOLLOW_TARGET_KINDS)[number];

/** Trend periods (days) and buckets. */
export const TREND_PERIODS = [30, 90, 180, 365] as const;
export const TREND_BUCKETS = ['day', 'week'] as const;
export type TrendBucket = (typeof TREND_BUCKETS)[number];
