/** Limits of 产业追踪 (docs/industry-tracking.md). */
export const INDUSTRY_TRACKING_LIMITS = {
  /** Follows (chains, regions, chains within regions) one user keeps. */
  followsMax: 20,
  pageSizeMax: 50,
  /** The timeline's window choices, in days (the `days` filter). */
  daysChoices: [7, 30, 90, 365] as const,
  /** The statistics' window, in days. */
  statsDays: 30,
  /** Writes (follows, unfollows, marks read) per address a minute. */
  writesPerMinute: 60,
} as const;
