import { sql } from 'kysely';
import { escapeLike } from '../../db/like';
import type { ScopeOf, StoreOf } from '../../db/module-store';

/**
 * SQL of the people side of chat (docs/im.md People). Friendship rows and applications are
 * tenant-owned rows of each side; functions whose name ends in AnyTenant read or write rows of
 * other tenants on purpose and say why. Who people are comes from accounts, their cards from vcard.
 */

type Scope = ScopeOf<'social'>;
type Unscoped = StoreOf<'social'>['unscoped'];

// ---------------------------------------------------------------- friends

/** The user's friendship rows in the caller's tenant, newest first. */
export const ownFriendRows = (scope: Scope, userId: string) =>
  scope
    .selectFrom('im_friends')
    .select(['im_friends.friend_user_id', 'im_friends.remark', 'im_friends.created_at'])
    .where('im_friends.user_id', '=', userId)
    .orderBy('im_friends.created_at', 'desc')
    .orderBy('im_friends.friend_user_id')
    .execute();

/** The user's friends in the caller's tenant whose remark contains the keyword (LIKE, literal). */
export const friendIdsByRemark = async (scope: Scope, userId: string, keyword: string) =>
  new Set(
    (
      await scope
        .selectFrom('im_friends')
        .select('im_friends.friend_user_id')
        .where('im_friends.user_id', '=', userId)
        .where('im_friends.remark', 'like', `%${escapeLike(keyword)}%`)
        .execute()
    ).map((r) => r.friend_user_id),
  );

/**
 * Where a friendship counts: the user's own friendship rows in the caller's tenant (the people
 * pages), or rows in either direction made in any tenant (the chat: a friendship is between two
 * people, wherever one of them added the other).
 */
export type FriendReach = { ownRowsIn: Scope } | { eitherWayAnyTenant: Unscoped };

/** Which of ids are friends of userId, as `reach` counts them. */
export async function friendIdsAmong(
  reach: FriendReach,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  if ('ownRowsIn' in reach) {
    const rows = await reach.ownRowsIn
      .selectFrom('im_friends')
      .select('im_friends.friend_user_id')
      .where('im_friends.user_id', '=', userId)
      .where('im_friends.friend_user_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.friend_user_id));
  }
  const rows = await reach.eitherWayAnyTenant
    .selectFrom('im_friends')
    .select(['user_id', 'friend_user_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('friend_user_id', 'in', [...ids])]),
        eb.and([eb('friend_user_id', '=', userId), eb('user_id', 'in', [...ids])]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.user_id === userId ? r.friend_user_id : r.user_id)));
}

/** The remarks the user gave friends among ids, in the caller's tenant. */
export async function friendRemarksAmong(scope: Scope, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await scope
    .selectFrom('im_friends')
    .select(['friend_user_id', 'remark'])
    .where('user_id', '=', userId)
    .where('friend_user_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.friend_user_id, r.remark]));
}

/**
 * Is either a friend of the other in any tenant? Friendship rows are each side's own, written in
 * the tenant each side was in; the chat's rule (who may message whom) holds wherever they were
 * made. Deliberately unscoped; it hands back a boolean only.
 */
export const friendsEitherWayAnyTenant = async (unscoped: Unscoped, a: string, b: string) =>
  !!(await unscoped
    .selectFrom('im_friends')
    .select('im_friends.user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('im_friends.user_id', '=', a), eb('im_friends.friend_user_id', '=', b)]),
        eb.and([eb('im_friends.user_id', '=', b), eb('im_friends.friend_user_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst());

export const setRemark = async (scope: Scope, userId: string, friendId: string, remark: string) =>
  Number(
    (
      await scope
        .updateTable('im_friends')
        .set({ remark })
        .where('im_friends.user_id', '=', userId)
        .where('im_friends.friend_user_id', '=', friendId)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

export const deleteOwnFriendRow = (scope: Scope, userId: string, friendId: string) =>
  scope
    .deleteFrom('im_friends')
    .where('im_friends.user_id', '=', userId)
    .where('im_friends.friend_user_id', '=', friendId)
    .execute();

/**
 * The other side of a friendship: the friend's rows naming the user, in whichever tenant the
 * friend keeps them. Deleting a friend ends the friendship for both (spec: the chat then refuses
 * messages), so this write reaches rows of other tenants; it touches only rows whose friend is
 * the caller.
 */
export const deleteRowsNamingUserAnyTenant = (unscoped: Unscoped, friendId: string, userId: string) =>
  unscoped
    .deleteFrom('im_friends')
    .where('im_friends.user_id', '=', friendId)
    .where('im_friends.friend_user_id', '=', userId)
    .execute();

export const friendCount = async (scope: Scope, userId: string) =>
  Number(
    (
      await scope
        .selectFrom('im_friends')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('im_friends.user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A friendship row in one side's tenant; an existing one is kept as it is. */
export const insertFriendRow = (scope: Scope, userId: string, friendId: string, remark: string) =>
  scope
    .insertInto('im_friends', { user_id: userId, friend_user_id: friendId, remark })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'friend_user_id']).doNothing())
    .execute();

// ---------------------------------------------------------------- friend applications

export interface ApplicationRow {
  id: string;
  tenant_id: string;
  apply_user_id: string;
  resp_user_id: string;
  source: string;
  wording: string;
  remark: string;
  vcard_ids: string[];
  status: number;
  created_at: Date | string;
}

const APPLICATION_COLUMNS = [
  'im_friend_applications.id',
  'im_friend_applications.tenant_id',
  'im_friend_applications.apply_user_id',
  'im_friend_applications.resp_user_id',
  'im_friend_applications.source',
  'im_friend_applications.wording',
  'im_friend_applications.remark',
  'im_friend_applications.vcard_ids',
  'im_friend_applications.status',
  'im_friend_applications.created_at',
] as const;

/**
 * Applications the user received, from whichever tenant they were sent (like fans: the
 * application row belongs to the applicant's tenant). Deliberately unscoped, keyed by the
 * responder; newest first.
 */
export const receivedApplicationsAnyTenant = (unscoped: Unscoped, userId: string, limit = 100) =>
  unscoped
    .selectFrom('im_friend_applications')
    .select(APPLICATION_COLUMNS)
    .where('im_friend_applications.resp_user_id', '=', userId)
    .orderBy('im_friend_applications.created_at', 'desc')
    .orderBy('im_friend_applications.id', 'desc')
    .limit(limit)
    .execute() as Promise<ApplicationRow[]>;

/** One application the user received (any tenant, as above), by id; locked for the accept. */
export const receivedApplicationAnyTenant = (unscoped: Unscoped, userId: string, id: string) =>
  unscoped
    .selectFrom('im_friend_applications')
    .select(APPLICATION_COLUMNS)
    .where('im_friend_applications.id', '=', id)
    .where('im_friend_applications.resp_user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst() as Promise<ApplicationRow | undefined>;

/** Applications the user sent from the caller's tenant, newest first. */
export const sentApplications = (scope: Scope, userId: string, limit = 100) =>
  scope
    .selectFrom('im_friend_applications')
    .select(APPLICATION_COLUMNS)
    .where('im_friend_applications.apply_user_id', '=', userId)
    .orderBy('im_friend_applications.created_at', 'desc')
    .orderBy('im_friend_applications.id', 'desc')
    .limit(limit)
    .execute() as Promise<ApplicationRow[]>;

/** Marks an application accepted in its own tenant (the scope of the application's tenant). */
export const markAccepted = (scope: Scope, id: string) =>
  scope
    .updateTable('im_friend_applications')
    .set({ status: 1 })
    .where('im_friend_applications.id', '=', id)
    .where('im_friend_applications.status', '=', 0)
    .execute();

/** The caller's own pending applications to someone (now friends): accepted too. */
export const acceptPendingTo = (scope: Scope, userId: string, otherId: string) =>
  scope
    .updateTable('im_friend_applications')
    .set({ status: 1 })
    .where('im_friend_applications.apply_user_id', '=', userId)
    .where('im_friend_applications.resp_user_id', '=', otherId)
    .where('im_friend_applications.status', '=', 0)
    .execute();

/** Ids among `ids` that the user sent from the caller's tenant. */
export async function sentIdsAmong(scope: Scope, userId: string, ids: readonly string[]) {
  const rows = await scope
    .selectFrom('im_friend_applications')
    .select('im_friend_applications.id')
    .where('im_friend_applications.id', 'in', ids)
    .where('im_friend_applications.apply_user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Ids among `ids` that the user received (any tenant, as receivedApplicationsAnyTenant). */
export async function receivedIdsAmongAnyTenant(unscoped: Unscoped, userId: string, ids: readonly string[]) {
  const rows = await unscoped
    .selectFrom('im_friend_applications')
    .select('im_friend_applications.id')
    .where('im_friend_applications.id', 'in', ids)
    .where('im_friend_applications.resp_user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Deletes application records by id where the user is the applicant or the responder: the
 * responder's records live in the applicants' tenants (any tenant, checked by the service first).
 */
export const deleteApplicationsOfUserAnyTenant = async (
  unscoped: Unscoped,
  userId: string,
  ids: readonly string[],
) =>
  Number(
    (
      await unscoped
        .deleteFrom('im_friend_applications')
        .where('im_friend_applications.id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb('im_friend_applications.apply_user_id', '=', userId),
            eb('im_friend_applications.resp_user_id', '=', userId),
          ]),
        )
        .executeTakeFirst()
    ).numDeletedRows,
  );

/**
 * Does the user hold this card from an application they received (any tenant, keyed by the
 * responder, as receivedApplicationsAnyTenant)?
 */
export const receivedCardWithApplicationAnyTenant = async (
  unscoped: Unscoped,
  userId: string,
  cardId: string,
) =>
  !!(await unscoped
    .selectFrom('im_friend_applications')
    .select('im_friend_applications.id')
    .where('im_friend_applications.resp_user_id', '=', userId)
    .where(sql<boolean>`${cardId} = any(im_friend_applications.vcard_ids)`)
    .limit(1)
    .executeTakeFirst());
