import type { FastifyInstance } from 'fastify';
import { shellApi } from '@platform/contracts';
import type { AppContext } from '../../context';
import { createRouter } from '../../lib/route';
import { userCounts } from './counts';

export function registerSocialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = createRouter(app, ctx.authenticate);
  r(shellApi.userCounts, async ({ user }) => userCounts(ctx.db, user));
}
