import type { FastifyInstance } from 'fastify';
import { shellApi } from '@platform/contracts';
import type { AppContext } from '../../context';
import { newId } from '../../lib/crypto';
import { createRouter } from '../../lib/route';

/** One invite record per user and tenant: the first inviter counts, later calls change nothing. */
export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = createRouter(app, ctx.authenticate);
  r(shellApi.inviteSubmit, async ({ input, user }) => {
    const inviter = input.inviterUserId && input.inviterUserId !== user.userId ? input.inviterUserId : null;
    if (!inviter && !input.sellCode) return false;
    const rows = await ctx.db.query(
      `insert into user_invitations (id, tenant_id, user_id, inviter_user_id, inviter_tenant_id, sell_code, channel)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (tenant_id, user_id) do nothing
       returning 1`,
      [
        newId(),
        user.tenantId,
        user.userId,
        inviter,
        inviter ? (input.inviterTenantId ?? null) : null,
        input.sellCode ?? '',
        input.channel ?? '',
      ],
    );
    return rows.length === 1;
  });
}
