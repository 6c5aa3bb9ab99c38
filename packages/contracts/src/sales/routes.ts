import type { Route } from '../route';
import { SERVICE } from '../services';

const S = `${SERVICE.system}/sellers`;

/**
 * Sales management (issue 29 item 4; docs/sales.md). The first five are the spec's calls (spec 2 §7
 * Sales: `{p}-system/sellers/…`, payloads not shown, so ours); the team calls are ours beside them.
 */
export const salesRoutes = {
  /** The caller's sales code (made on first ask) with what it brought. */
  getMySalesCode: { method: 'GET', path: `${S}/getMySalesCode`, auth: 'user' },
  /** The people the caller's code brought, newest first (query: current, size). */
  salesReferralPage: { method: 'GET', path: `${S}/page`, auth: 'user' },
  /** Joins a sales team by its team code (body: teamCode). */
  joiningTheSalesTeam: { method: 'POST', path: `${S}/joiningTheSalesTeam`, auth: 'user' },
  /** Binds the caller to the seller whose code brought them; the first binding stays (body: sellCode). */
  bindSellCode: { method: 'POST', path: `${S}/bindSellCode`, auth: 'user' },
  /** Whether a sales code exists for the caller's platform (query: sellCode). */
  verifySalesCodeCorrectness: { method: 'GET', path: `${S}/verifySalesCodeCorrectness`, auth: 'user' },
  /** Creates a team led by the caller (body: name). */
  salesTeamCreate: { method: 'POST', path: `${S}/team/create`, auth: 'user' },
  /** The caller's team with its members, or null. */
  salesTeamMine: { method: 'GET', path: `${S}/team/mine`, auth: 'user' },
  /** The team's registrations, paid orders and amounts by member and month (query: teamId, months). */
  salesTeamDetail: { method: 'GET', path: `${S}/team/detail`, auth: 'user' },
} as const satisfies Record<string, Route>;
