import type { ScopeOf } from '../../../db/module-store';

type Scope = ScopeOf<'social'>;

/** A pending demo application; answers 1 when stored, 0 when it was there. */
export async function insertApplication(
  scope: Scope,
  a: { id: string; from: string; to: string; wording: string; remark: string; cardId: string },
): Promise<number> {
  const rows = await scope
    .insertInto('im_friend_applications', {
      id: a.id,
      apply_user_id: a.from,
      resp_user_id: a.to,
      source: 'card',
      wording: a.wording,
      remark: a.remark,
      vcard_ids: [a.cardId],
    })
    .onConflict((oc) => oc.doNothing())
    .returning('im_friend_applications.id')
    .execute();
  return rows.length;
}

/** One side's demo friendship row; answers 1 when stored, 0 when it was there. */
export async function insertFriend(scope: Scope, userId: string, friendId: string, remark: string) {
  const rows = await scope
    .insertInto('im_friends', { user_id: userId, friend_user_id: friendId, remark })
    .onConflict((oc) => oc.doNothing())
    .returning('im_friends.user_id')
    .execute();
  return rows.length;
}
