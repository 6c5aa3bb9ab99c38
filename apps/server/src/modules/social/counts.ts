import type { Queryable } from '../../db/db';
import type { AuthUser } from '../../lib/auth';

/**
 * The top-bar counts. Friends, card holder and following are rows the user owns in the current
 * tenant; fans are other users' follows of this user, wherever they were made (only a count).
 */
export async function userCounts(db: Queryable, user: AuthUser) {
  const [row] = await db.query<{ friends: number; cards: number; fans: number; following: number }>(
    `select
       (select count(*)::int from im_friends where tenant_id = $1 and user_id = $2) as friends,
       (select count(*)::int from vcard_holder where tenant_id = $1 and user_id = $2) as cards,
       (select count(*)::int from user_attention where target_user_id = $2) as fans,
       (select count(*)::int from user_attention where tenant_id = $1 and user_id = $2) as following`,
    [user.tenantId, user.userId],
  );
  return {
    friendCount: row?.friends ?? 0,
    VCardCount: row?.cards ?? 0,
    fansCount: row?.fans ?? 0,
    attentionCount: row?.following ?? 0,
  };
}
