import type { Route } from '../route';
import { SERVICE } from '../services';

const M = `${SERVICE.system}/company-monitor`;

/**
 * 企业监控 (/serve/compTracking, issue 28 item 5; docs/company-tracking.md): the companies a user
 * monitors, in groups of their own, and the timeline of their change events. A user's own data.
 */
export const companyTrackingRoutes = {
  /** The user's groups, each with its companies and new events. */
  groups: { method: 'GET', path: `${M}/groups`, auth: 'user' },
  /** Creates a group, or renames one (with id). */
  groupSave: { method: 'POST', path: `${M}/group/save`, auth: 'user' },
  /** Deletes a group; its companies stay monitored. */
  groupRemove: { method: 'POST', path: `${M}/group/remove`, auth: 'user' },
  /** Monitored companies, in one group or all (query: groupId, current, size). */
  companies: { method: 'GET', path: `${M}/companies`, auth: 'user' },
  /** Whether a company is monitored, and in which groups (the profile's 监控 button). */
  company: { method: 'GET', path: `${M}/company`, auth: 'user' },
  /** Monitors a company in the chosen groups (none: ungrouped), replacing its groups. */
  add: { method: 'POST', path: `${M}/add`, auth: 'user' },
  /** Stops monitoring a company. */
  remove: { method: 'POST', path: `${M}/remove`, auth: 'user' },
  /** The change events of monitored companies, newest first. */
  events: { method: 'GET', path: `${M}/events`, auth: 'user' },
  /** How many events arrived since the user last read them (the badge). */
  unread: { method: 'GET', path: `${M}/unread`, auth: 'user' },
  /** Marks every event read. */
  markRead: { method: 'POST', path: `${M}/read`, auth: 'user' },
} as const satisfies Record<string, Route>;
