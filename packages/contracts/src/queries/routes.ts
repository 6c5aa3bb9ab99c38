import type { Route } from '../route';
import { SERVICE } from '../services';

const Q = `${SERVICE.system}/query`;

/**
 * Query history of the user area (/control/query; issue 25 item 6). The spec names no path for it,
 * so these are ours, under the user area's system service (docs/queries.md). Recent entries are
 * recorded by the searches themselves (discover's searchCompanyPage, the chain map's company list),
 * never by a call of their own.
 */
export const queriesRoutes = {
  /** Recent or named entries, newest run first (query: source, kind, current, size). */
  queryPage: { method: 'GET', path: `${Q}/page`, auth: 'user' },
  /** Saves a search under a name (body: source, params, title): an existing entry with the same params is named. */
  querySave: { method: 'POST', path: `${Q}/save`, auth: 'user' },
  /** Names (or renames) an entry, recent or named: it becomes named and is kept (body: id, title). */
  queryRename: { method: 'POST', path: `${Q}/rename`, auth: 'user' },
  /** Deletes entries (body: ids). */
  queryRemove: { method: 'POST', path: `${Q}/remove`, auth: 'user' },
  /** Deletes every recent (unnamed) entry, of one source or all (body: source?). */
  queryClearRecent: { method: 'POST', path: `${Q}/clearRecent`, auth: 'user' },
} as const satisfies Record<string, Route>;
