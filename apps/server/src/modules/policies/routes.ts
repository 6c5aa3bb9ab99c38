import type { FastifyInstance } from 'fastify';
import { interactionsApi, policyApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as service from './service';

/** Collections and their removal per address and minute (as content's other collections). */
export const POLICY_COLLECT_TOGGLES_PER_MINUTE = 120;

export function policyRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  r(api.page, async ({ input }) => service.page(store.db, input), { rateLimitPerMinute: 120 });
  r(api.detail, async ({ input }) => service.detail(store.db, input.id), { rateLimitPerMinute: 120 });
  r(api.facets, async () => service.facets(store.db), { rateLimitPerMinute: 120 });
  r(api.forCompany, async ({ input }) => service.forCompany(store.db, input.companyId, input.size), {
    rateLimitPerMinute: 120,
  });

  // myCollectPolicy (spec 2 §7): page and remove keep their paths in interactionsApi.
  const toggles = { rateLimitPerMinute: POLICY_COLLECT_TOGGLES_PER_MINUTE };
  r(interactionsApi.collectPolicyPage, async (call) =>
    service.collectPage(call.scope, call.user.userId, call.input),
  );
  r(
    interactionsApi.collectPolicyRemove,
    async (call) => service.remove(call.scope, call.user.userId, call.input.policyIds),
    toggles,
  );
  r(api.collect, async (call) => service.collect(call.scope, call.user.userId, call.input.policyId), toggles);
  r(api.state, async (call) => service.state(call.scope, call.user.userId, call.input.policyId));
}
