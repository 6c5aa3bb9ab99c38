import type { FastifyInstance } from 'fastify';
import { queriesApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { clearRecentQueries, queryPage, removeQueries, renameQuery, saveQuery } from './service';

/** Pages of the query history per IP and minute. */
export const QUERY_PAGES_PER_MINUTE = 120;
/** Saves, renames, deletes and clears of the query history per IP and minute. */
export const QUERY_WRITES_PER_MINUTE = 60;

export function queriesRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const writes = { rateLimitPerMinute: QUERY_WRITES_PER_MINUTE };
  r(queriesApi.queryPage, async ({ input, user, scope }) => queryPage(scope, user.userId, input), {
    rateLimitPerMinute: QUERY_PAGES_PER_MINUTE,
  });
  r(queriesApi.querySave, async ({ input, user, scope }) => saveQuery(scope, user.userId, input), writes);
  r(
    queriesApi.queryRename,
    async ({ input, user, scope }) => renameQuery(scope, user.userId, input.id, input.title),
    writes,
  );
  r(
    queriesApi.queryRemove,
    async ({ input, user, scope }) => removeQueries(scope, user.userId, input.ids),
    writes,
  );
  r(
    queriesApi.queryClearRecent,
    async ({ input, user, scope }) => clearRecentQueries(scope, user.userId, input.source),
    writes,
  );
}
