import type { FastifyInstance } from 'fastify';
import { INDUSTRY_TRACKING_LIMITS as L, industryTrackingApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as service from './service';

export function industryTrackingRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const writes = { rateLimitPerMinute: L.writesPerMinute };
  r(api.follows, async ({ user, scope }) => service.follows(scope, user.userId));
  r(api.follow, async ({ input, user, scope }) => service.follow(scope, user.userId, input), writes);
  r(api.unfollow, async ({ input, user, scope }) => service.unfollow(scope, user.userId, input.id), writes);
  r(api.events, async ({ input, user, scope }) => service.events(scope, user.userId, input));
  r(api.stats, async ({ input, user, scope }) => service.stats(scope, user.userId, input.followId));
  r(api.markRead, async ({ input, user, scope }) => service.markRead(scope, user.userId, input.id), writes);
  r(api.chains, async () => service.chainChoices());
}
