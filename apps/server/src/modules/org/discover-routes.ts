import type { FastifyInstance } from 'fastify';
import { DISCOVER_LIMITS, discoverApi } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { createRouter } from '../../lib/route';
import { orgDetail, orgFilters, orgList, orgMembers } from './discover';

/** The discover pages' calls (docs/discover.md), each limited per address against enumeration. */
export function discoverRoutes(app: FastifyInstance, store: Store): void {
  const r = createRouter(app);
  const limit = { rateLimitPerMinute: DISCOVER_LIMITS.perMinute };

  r(discoverApi.orgList, async ({ input, scope }) => orgList(scope, input), limit);
  r(discoverApi.orgFilters, async ({ scope }) => orgFilters(scope), limit);
  r(discoverApi.orgDetail, async ({ input, scope }) => orgDetail(scope, input.orgId), limit);
  r(
    discoverApi.orgMembers,
    async ({ input, scope, user }) => orgMembers(store, scope, user.userId, input),
    limit,
  );
}
