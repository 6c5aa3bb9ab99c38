import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attentionUserApi, imHelperApi, systemApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { tooManyRequests } from '../../lib/errors';
import { folderCountAnyCardTenant } from '../vcard';
import type { PeopleChat } from './chat';
import { reportExchange, type OnCardsExchanged } from './exchange';
import { peopleRoutes } from './people-routes';
import { fansCount, ownCounts } from './repo';
import {
  applyFriend,
  fansPage,
  followingPage,
  relationship,
  removeAttention,
  saveAttention,
} from './service';

/** Follow and unfollow per IP and minute (each notifies the person followed); as chain follows. */
export const FOLLOW_TOGGLES_PER_MINUTE = 120;

/** Friend applications one user may send per hour (they notify someone else). */
export const FRIEND_APPLY_PER_HOUR = 30;

/**
 * The top-bar counts, following people, fans, the chat helper's relationship and friend
 * applications. Friends, card holder and following are rows the user owns in the current tenant;
 * fans are other users' follows of this user, wherever they were made.
 */
export function socialRoutes(
  app: FastifyInstance,
  chat: PeopleChat,
  onCardsExchanged?: OnCardsExchanged,
): void {
  const r = createRouter(app);
  // eslint-disable-next-line no-restricted-syntax -- fans are follows made in any tenant (count, fansPageAnyTenant) and cards are read where their owner keeps them (masked by the vcard module)
  const { unscoped } = app.ctx.store;

  r(systemApi.userCounts, async ({ scope, user }) => {
    const [own, cards, fans] = await Promise.all([
      ownCounts(scope, user.userId),
      folderCountAnyCardTenant(scope, user.userId),
      fansCount(unscoped, user.userId),
    ]);
    return {
      friendCount: own.friends,
      VCardCount: cards,
      fansCount: fans,
      attentionCount: own.following,
    };
  });

  const toggles = { rateLimitPerMinute: FOLLOW_TOGGLES_PER_MINUTE };
  r(
    attentionUserApi.attentionUserSave,
    async ({ input, user, scope }) => saveAttention(scope, user.userId, input.userId, input.attention),
    toggles,
  );
  r(
    attentionUserApi.attentionUserRemove,
    async ({ input, user, scope }) => ({ changed: await removeAttention(scope, user.userId, input.userIds) }),
    toggles,
  );
  r(
    attentionUserApi.attentionUserCancel,
    async ({ input, user, scope }) => {
      await removeAttention(scope, user.userId, [input.userId]);
      return 0;
    },
    { ...toggles, successMessage: 'unfollowed' },
  );
  r(attentionUserApi.attentionUserPage, async ({ input, user, scope }) =>
    followingPage(scope, unscoped, user.userId, input),
  );
  r(attentionUserApi.fansPage, async ({ input, user, scope }) =>
    fansPage(scope, unscoped, user.userId, input),
  );

  r(imHelperApi.selectUserRelationship, async ({ input, user, scope }) =>
    relationship(scope, user.userId, input.userId),
  );

  // Per user (the key is the caller, known only after authentication), shared through Redis
  // when one is configured, like every other limit (plugins/rate-limit.ts).
  const applicant = new WeakMap<FastifyRequest, string>();
  const applyLimit = app.createRateLimit({
    max: FRIEND_APPLY_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `friend-apply:${applicant.get(request) ?? request.ip}`,
  });
  r(
    imHelperApi.sendBusinessCard,
    async ({ input, user, scope, request }) => {
      applicant.set(request, user.userId);
      const limit = await applyLimit(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests();
      await applyFriend(scope, user.userId, input);
      reportExchange(app, onCardsExchanged, {
        tenantId: scope.tenantId,
        userId: user.userId,
        peerId: input.respImUserId,
      });
      return true;
    },
    { successMessage: 'applySent' },
  );

  peopleRoutes(app, chat, onCardsExchanged);
}
