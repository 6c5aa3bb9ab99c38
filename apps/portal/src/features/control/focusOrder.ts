import type { FollowRow } from '@platform/contracts/system';

/** Pinned first, then newest follow first (the server's order, kept when a page is re-sorted). */
export function pinnedFirst(rows: readonly FollowRow[]): FollowRow[] {
  return [...rows].sort((a, b) => b.isTop - a.isTop || b.followTime.localeCompare(a.followTime));
}
