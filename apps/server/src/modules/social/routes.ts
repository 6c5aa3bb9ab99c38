import type { FastifyInstance } from 'fastify';
import { systemApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { fansCount, ownCounts } from './repo';

/**
 * The top-bar counts. Friends, card holder and following are rows the user owns in the current
 * tenant; fans are other users' follows of this user, wherever they were made (only a count).
 */
export function socialRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  // eslint-disable-next-line no-restricted-syntax -- fans count follows made in any tenant (a number only)
  const { unscoped } = app.ctx.store;
  r(systemApi.userCounts, async ({ scope, user }) => {
    const [own, fans] = await Promise.all([ownCounts(scope, user.userId), fansCount(unscoped, user.userId)]);
    return {
      friendCount: own.friends,
      VCardCount: own.cards,
      fansCount: fans,
      attentionCount: own.following,
    };
  });
}
