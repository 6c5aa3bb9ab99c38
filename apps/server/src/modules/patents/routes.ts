import type { FastifyInstance } from 'fastify';
import { patentApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as service from './service';

export function patentRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  r(api.page, async ({ input }) => service.page(store.db, input), { rateLimitPerMinute: 120 });
  r(api.stats, async ({ input }) => service.stats(store, input), { rateLimitPerMinute: 60 });
  r(api.facets, async () => service.facets(store.db), { rateLimitPerMinute: 120 });
  r(api.company, async ({ input }) => service.company(store.db, input), { rateLimitPerMinute: 120 });
}
