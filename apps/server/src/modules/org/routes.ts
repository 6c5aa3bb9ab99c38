import type { FastifyInstance } from 'fastify';
import { systemApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { upsertOrgProfile } from './repo';
import { orgInfo } from './service';

export function orgRoutes(app: FastifyInstance): void {
  const r = createRouter(app);

  r(systemApi.orgInfo, async ({ scope, user }) => orgInfo(scope, user.userId));

  r(systemApi.orgSubmit, async ({ input, scope, user }) => {
    await upsertOrgProfile(scope, user.userId, input);
    return orgInfo(scope, user.userId);
  });
}
