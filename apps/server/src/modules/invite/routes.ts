import type { FastifyInstance } from 'fastify';
import { chainApi } from '@platform/contracts';
import { newId } from '../../lib/crypto';
import { createRouter } from '../../lib/route';
import { bindSellCode } from '../sales';
import { insertInvitation } from './repo';

/** Invitation submits per IP and minute: a user submits once, on arriving from an invitation link. */
export const INVITE_SUBMITS_PER_MINUTE = 10;

/** One invite record per user and tenant: the first inviter counts, later calls change nothing. */
export function inviteRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  r(
    chainApi.inviteSubmit,
    async ({ input, scope, user }) => {
      const inviter = input.inviterUserId && input.inviterUserId !== user.userId ? input.inviterUserId : null;
      if (!inviter && !input.sellCode) return false;
      // A sales code in the link binds the user to its seller (the first binding stays; a wrong
      // or own code binds nothing and does not fail the record).
      if (input.sellCode)
        await bindSellCode(scope.db, user, input.sellCode.trim().toUpperCase(), 'link').catch(
          () => undefined,
        );
      return insertInvitation(scope, {
        id: newId(),
        userId: user.userId,
        inviterUserId: inviter,
        inviterTenantId: inviter ? (input.inviterTenantId ?? null) : null,
        sellCode: input.sellCode ?? '',
        channel: input.channel ?? '',
      });
    },
    { rateLimitPerMinute: INVITE_SUBMITS_PER_MINUTE },
  );
}
