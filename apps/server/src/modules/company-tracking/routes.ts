import type { FastifyInstance } from 'fastify';
import { COMPANY_TRACKING_LIMITS as L, companyTrackingApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as service from './service';

export function companyTrackingRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const writes = { rateLimitPerMinute: L.writesPerMinute };
  r(api.groups, async ({ user, scope }) => service.groups(scope, user.userId));
  r(api.groupSave, async ({ input, user, scope }) => service.saveGroup(scope, user.userId, input), writes);
  r(
    api.groupRemove,
    async ({ input, user, scope }) => service.removeGroup(scope, user.userId, input.id),
    writes,
  );
  r(api.companies, async ({ input, user, scope }) => service.companies(scope, user.userId, input));
  r(api.company, async ({ input, user, scope }) => service.state(scope, user.userId, input.companyId));
  r(
    api.add,
    async ({ input, user, scope }) => service.add(scope, user.userId, input.companyId, input.groupIds),
    writes,
  );
  r(
    api.remove,
    async ({ input, user, scope }) => service.remove(scope, user.userId, input.companyId),
    writes,
  );
  r(api.events, async ({ input, user, scope }) =>
    service.events(scope, user.userId, { ...input, unreadOnly: input.unread === '1' }),
  );
  r(api.unread, async ({ user, scope }) => service.unread(scope, user.userId));
  r(api.markRead, async ({ user, scope }) => service.markRead(scope, user.userId), writes);
}
