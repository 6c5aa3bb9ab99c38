import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'invite'>;

/** The first invite record of a user in the tenant; true when this call wrote it. */
export async function insertInvitation(
  scope: Scope,
  i: {
    id: string;
    userId: string;
    inviterUserId: string | null;
    inviterTenantId: string | null;
    sellCode: string;
    channel: string;
  },
): Promise<boolean> {
  const rows = await scope
    .insertInto('user_invitations', {
      id: i.id,
      user_id: i.userId,
      inviter_user_id: i.inviterUserId,
      inviter_tenant_id: i.inviterTenantId,
      sell_code: i.sellCode,
      channel: i.channel,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}
