import type { FastifyInstance } from 'fastify';
import { attractAnalysisApi } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { createRouter } from '../../lib/route';
import { attractViewerOf, type AttractViewer } from './access';
import { chainGaps } from './gaps';
import { regionOverview, regionsOf } from './region';
import { governmentSuggest } from './suggest';

/** government-suggest calls per IP and minute (each ranks hundreds of companies). */
export const ATTRACT_SUGGEST_PER_MINUTE = 60;

/** The analysis calls of 精准招商 (docs/attract.md): login, type 4 bought for the region, then read. */
export function attractAnalysisRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store } = app.ctx;

  const inRegion =
    <I extends { regionCode: string }, O>(
      fn: (a: { input: I; scope: TenantScope; viewer: AttractViewer }) => Promise<O>,
    ) =>
    async ({ input, scope, user }: { input: I; scope: TenantScope; user: { userId: string } }) =>
      fn({ input, scope, viewer: await attractViewerOf(scope, user.userId, input.regionCode) });

  r(attractAnalysisApi.regions, ({ scope }) => regionsOf(scope));
  r(
    attractAnalysisApi.regionOverview,
    inRegion(({ viewer }) => regionOverview(store, viewer)),
  );
  r(
    attractAnalysisApi.chainGaps,
    inRegion(({ input, viewer }) => chainGaps(store, viewer, input.chainCode)),
  );
  r(
    attractAnalysisApi.governmentSuggest,
    inRegion(({ input, scope, viewer }) => governmentSuggest(store, scope, viewer, input, new Date())),
    { rateLimitPerMinute: ATTRACT_SUGGEST_PER_MINUTE },
  );
}
