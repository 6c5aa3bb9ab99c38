import type { Route } from '../route';
import { SERVICE } from '../services';

const T = `${SERVICE.system}/industry-tracking`;

/**
 * 产业追踪 (/serve/induTracking, issue 28 item 5; docs/industry-tracking.md): the chains (or chain
 * nodes) and regions a user follows, and the timeline of the change events of the companies on them.
 * A user's own data.
 */
export const industryTrackingRoutes = {
  /** The user's follows, each with its new events (the badge). */
  follows: { method: 'GET', path: `${T}/follows`, auth: 'user' },
  /** Follows a chain (or node), a region, or a chain within a region. */
  follow: { method: 'POST', path: `${T}/follow`, auth: 'user' },
  /** Stops a follow. */
  unfollow: { method: 'POST', path: `${T}/unfollow`, auth: 'user' },
  /** The change events on the followed chains and regions, newest first, by cursor. */
  events: { method: 'GET', path: `${T}/events`, auth: 'user' },
  /** The last 30 days' events by kind and by chain node (one follow or all). */
  stats: { method: 'GET', path: `${T}/stats`, auth: 'user' },
  /** Marks one follow's events (or every follow's) read. */
  markRead: { method: 'POST', path: `${T}/read`, auth: 'user' },
  /** The chains and their nodes to choose from (the follow dialog). */
  chains: { method: 'GET', path: `${T}/chains`, auth: 'user' },
} as const satisfies Record<string, Route>;
