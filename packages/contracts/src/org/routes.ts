import type { Route } from '../route';
import { SERVICE } from '../services';

const D = `${SERVICE.system}/discover`;

/**
 * The discover pages (/discoverHome/discoverIndex, /discoverMem/discoverMember): organisations on
 * the platform and their members' cards. The spec names no path for them: ours, see
 * docs/discover.md. Zod-free, so the portal imports it without the schemas.
 */
export const discoverRoutes = {
  /** Listed organisations of the caller's customer, filtered and paged. */
  orgList: { method: 'GET', path: `${D}/orgList`, auth: 'user' },
  /** The regions and industries the listed organisations have, for the filters. */
  orgFilters: { method: 'GET', path: `${D}/orgFilters`, auth: 'user' },
  /** One listed organisation's header. */
  orgDetail: { method: 'GET', path: `${D}/orgDetail`, auth: 'user' },
  /** One listed organisation's members with their (masked) default cards, paged. */
  orgMembers: { method: 'GET', path: `${D}/orgMembers`, auth: 'user' },
} as const satisfies Record<string, Route>;
