import type { FastifyInstance } from 'fastify';
import { shellApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { upsertOrgProfile } from './repo';
import { orgInfo } from './service';

export function orgRoutes(app: FastifyInstance): void {
  const r = createRouter(app);

  r(shellApi.orgInfo, async ({ scope, user }) => orgInfo(scope, user.userId));

  r(shellApi.orgSubmit, async ({ input, scope, user }) => {
    await upsertOrgProfile(scope, user.userId, input);
    return orgInfo(scope, user.userId);
  });
}
