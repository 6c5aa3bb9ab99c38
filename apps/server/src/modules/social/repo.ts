import { sql } from 'kysely';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'social'>;
type Unscoped = StoreOf<'social'>['unscoped'];

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

/** Friendship and follow rows the user owns in the caller's tenant. */
export async function ownCounts(scope: Scope, userId: string) {
  const [friends, following] = await Promise.all([
    count(
      scope
        .selectFrom('im_friends')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('im_friends.user_id', '=', userId),
    ),
    count(
      scope
        .selectFrom('user_attention')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_attention.user_id', '=', userId),
    ),
  ]);
  return { friends, following };
}

/**
 * Distinct users who follow this user, wherever the follow was made. Deliberately unscoped (spec:
 * fans count wherever they were made) and it hands back a number only, never a row.
 */
export function fansCount(unscoped: Unscoped, userId: string): Promise<number> {
  return count(
    unscoped
      .selectFrom('user_attention')
      .select((eb) => eb.fn.count<number>('user_attention.user_id').distinct().as('n'))
      .where('target_user_id', '=', userId),
  );
}

// ---------------------------------------------------------------- people pages

export interface PageOpts {
  current: number;
  size: number;
}

/** A follow as a page lists it: who, and when (the latest follow, for fans). */
export interface FollowRow {
  user_id: string;
  created_at: Date | string;
}

// ---------------------------------------------------------------- following (caller's tenant)

/** Everyone the user follows in the caller's tenant. */
export const followedIds = async (scope: Scope, userId: string) =>
  (
    await scope
      .selectFrom('user_attention')
      .select('user_attention.target_user_id')
      .where('user_attention.user_id', '=', userId)
      .execute()
  ).map((r) => r.target_user_id);

/** People the user follows in the caller's tenant (optionally only some), newest first. */
export async function followingPage(
  scope: Scope,
  userId: string,
  opts: PageOpts & { among?: readonly string[] },
) {
  let base = scope.selectFrom('user_attention').where('user_attention.user_id', '=', userId);
  if (opts.among) base = base.where('user_attention.target_user_id', 'in', [...opts.among]);
  const { rows, total } = await paginate(
    base
      .select(['user_attention.target_user_id as user_id', 'user_attention.created_at'])
      .orderBy('user_attention.created_at', 'desc')
      .orderBy('user_attention.target_user_id'),
    opts,
  );
  return { records: rows as FollowRow[], total };
}

/** Which of ids the user follows in the caller's tenant. */
export const followedAmong = (scope: Scope, userId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve(new Set<string>())
    : scope
        .selectFrom('user_attention')
        .select('user_attention.target_user_id')
        .where('user_attention.user_id', '=', userId)
        .where('user_attention.target_user_id', 'in', ids)
        .execute()
        .then((rows) => new Set(rows.map((r) => r.target_user_id)));

/** Every person the user follows in the scope's tenant (the feed's people). */
export const followedUserIds = (scope: Scope, userId: string) =>
  scope
    .selectFrom('user_attention')
    .select('user_attention.target_user_id')
    .where('user_attention.user_id', '=', userId)
    .execute()
    .then((rows) => rows.map((r) => r.target_user_id));

export async function insertFollow(scope: Scope, userId: string, targetId: string) {
  await scope
    .insertInto('user_attention', { user_id: userId, target_user_id: targetId })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'target_user_id']).doNothing())
    .execute();
}

export async function deleteFollows(scope: Scope, userId: string, targetIds: readonly string[]) {
  const result = await scope
    .deleteFrom('user_attention')
    .where('user_attention.user_id', '=', userId)
    .where('user_attention.target_user_id', 'in', targetIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------- fans (any tenant)

/** Everyone who follows this user, in any tenant (as fansCount counts them). */
export const fanIdsAnyTenant = async (unscoped: Unscoped, userId: string) =>
  (
    await unscoped
      .selectFrom('user_attention')
      .select('user_attention.user_id')
      .distinct()
      .where('user_attention.target_user_id', '=', userId)
      .execute()
  ).map((r) => r.user_id);

/**
 * Distinct users who follow this user in any tenant (optionally only some), newest follow first:
 * the rows behind fansCount. Deliberately unscoped; it hands back only the follower and the time
 * of their latest follow, never the tenant it was made in.
 */
export async function fansPageAnyTenant(
  unscoped: Unscoped,
  userId: string,
  opts: PageOpts & { among?: readonly string[] },
) {
  let base = unscoped.selectFrom('user_attention').where('user_attention.target_user_id', '=', userId);
  if (opts.among) base = base.where('user_attention.user_id', 'in', [...opts.among]);
  const { rows, total } = await paginate(
    base
      .select((eb) => ['user_attention.user_id', eb.fn.max('user_attention.created_at').as('created_at')])
      .groupBy('user_attention.user_id')
      .orderBy(sql`max(user_attention.created_at)`, 'desc')
      .orderBy('user_attention.user_id'),
    opts,
  );
  return { records: rows as FollowRow[], total };
}

/** Which of ids follow this user in any tenant (the fans flag; no more than fansPageAnyTenant shows). */
export const fansAmongAnyTenant = (unscoped: Unscoped, userId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve(new Set<string>())
    : unscoped
        .selectFrom('user_attention')
        .select('user_attention.user_id')
        .distinct()
        .where('user_attention.target_user_id', '=', userId)
        .where('user_attention.user_id', 'in', ids)
        .execute()
        .then((rows) => new Set(rows.map((r) => r.user_id)));

// ---------------------------------------------------------------- relationship

export const friendRow = (scope: Scope, userId: string, otherId: string) =>
  scope
    .selectFrom('im_friends')
    .select('im_friends.remark')
    .where('im_friends.user_id', '=', userId)
    .where('im_friends.friend_user_id', '=', otherId)
    .executeTakeFirst();

// ---------------------------------------------------------------- friend applications

export interface ApplicationInput {
  id: string;
  applyUserId: string;
  respUserId: string;
  source: string;
  wording: string;
  remark: string;
  vcardIds: string[];
}

/** Stores a pending application; a pending one to the same person is updated instead. */
export async function upsertPendingApplication(scope: Scope, a: ApplicationInput) {
  const row = await scope
    .insertInto('im_friend_applications', {
      id: a.id,
      apply_user_id: a.applyUserId,
      resp_user_id: a.respUserId,
      source: a.source,
      wording: a.wording,
      remark: a.remark,
      vcard_ids: a.vcardIds,
      status: 0,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'apply_user_id', 'resp_user_id'])
        .where('status', '=', 0)
        .doUpdateSet((eb) => ({
          source: eb.ref('excluded.source'),
          wording: eb.ref('excluded.wording'),
          remark: eb.ref('excluded.remark'),
          vcard_ids: eb.ref('excluded.vcard_ids'),
          created_at: sql<Date>`now()`,
        })),
    )
    .returning('im_friend_applications.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Follow rows in the scope's tenant (kept when already there). */
export async function insertFollows(scope: Scope, rows: { user_id: string; target_user_id: string }[]) {
  await scope
    .insertInto('user_attention', rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
