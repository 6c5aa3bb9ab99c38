import type { Route } from '../route';
import { SERVICE } from '../services';

const M = `${SERVICE.system}/media`;

/**
 * Media tracking (issue 30 item 7; docs/media-tracking.md). The spec shows only the monitor GET the
 * server sends to each channel (spec 2 §7); these calls, by which the portal reports what it sees
 * and the operator reads the report, are ours.
 */
export const mediaTrackingRoutes = {
  /** A visit arriving with a channel (body: channel, visitorId, pageLink, origLink). */
  mediaVisit: { method: 'POST', path: `${M}/visit`, auth: 'public' },
  /** A click on a purchased-service entry by a visitor with a channel (body: channel, visitorId, targetLink, pageLink). */
  mediaClick: { method: 'POST', path: `${M}/click`, auth: 'public' },
  /** Ties the signed-in user to the visitor's channel (first touch); records a fresh user's registration. */
  mediaAttribute: { method: 'POST', path: `${M}/attribute`, auth: 'user' },
  /** The platform operator's report: visits, registrations, trials and orders by channel and day (query: from, to). */
  mediaChannelReport: { method: 'GET', path: `${M}/report`, auth: 'user' },
} as const satisfies Record<string, Route>;
