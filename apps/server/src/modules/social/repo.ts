import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../db/tenant-scope';

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

/** Rows the user owns in the caller's tenant; the folder counts only cards that still exist. */
export async function ownCounts(scope: TenantScope, userId: string) {
  const [friends, cards, following] = await Promise.all([
    count(
      scope
        .selectFrom('im_friends')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('im_friends.user_id', '=', userId),
    ),
    count(
      scope
        .selectFrom('vcard_holder')
        .innerJoin('vcards', 'vcards.id', 'vcard_holder.vcard_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('vcard_holder.user_id', '=', userId)
        .where('vcards.is_deleted', '=', false),
    ),
    count(
      scope
        .selectFrom('user_attention')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_attention.user_id', '=', userId),
    ),
  ]);
  return { friends, cards, following };
}

/**
 * Distinct users who follow this user, wherever the follow was made. Deliberately unscoped (spec:
 * fans count wherever they were made) and it hands back a number only, never a row.
 */
export function fansCount(unscoped: Kysely<Database>, userId: string): Promise<number> {
  return count(
    unscoped
      .selectFrom('user_attention')
      .select((eb) => eb.fn.count<number>('user_attention.user_id').distinct().as('n'))
      .where('target_user_id', '=', userId),
  );
}

// ---------------------------------------------------------------- users (shared table)

/** The display name: realName, else nickName, else the account (spec 1 §3 user info). */
const displayName = sql<string>`coalesce(nullif(users.real_name, ''), nullif(users.nick_name, ''), users.account)`;

/** Active users among ids (status 1). */
export const activeUsers = (scope: TenantScope, ids: readonly string[]) =>
  scope.db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', ids)
    .where('users.status', '=', 1)
    .execute()
    .then((rows) => new Set(rows.map((r) => r.id)));

/** LIKE pattern for a keyword, its metacharacters escaped (backslash is the default escape). */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface PersonPageOpts {
  current: number;
  size: number;
  keyword?: string;
}

export interface PersonRow {
  user_id: string;
  name: string;
  avatar: string;
  created_at: Date | string;
}

// ---------------------------------------------------------------- following (caller's tenant)

/** People the user follows in the caller's tenant, newest first. */
export async function followingPage(scope: TenantScope, userId: string, opts: PersonPageOpts) {
  let base = scope
    .selectFrom('user_attention')
    .innerJoin('users', 'users.id', 'user_attention.target_user_id')
    .where('user_attention.user_id', '=', userId);
  if (opts.keyword) base = base.where(displayName, 'like', likePattern(opts.keyword));
  const [records, total] = await Promise.all([
    base
      .select([
        'user_attention.target_user_id as user_id',
        displayName.as('name'),
        'users.avatar',
        'user_attention.created_at',
      ])
      .orderBy('user_attention.created_at', 'desc')
      .orderBy('user_attention.target_user_id')
      .limit(opts.size)
      .offset((opts.current - 1) * opts.size)
      .execute(),
    count(base.select((eb) => eb.fn.countAll<number>().as('n'))),
  ]);
  return { records: records as PersonRow[], total };
}

/** Which of ids the user follows in the caller's tenant. */
export const followedAmong = (scope: TenantScope, userId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve(new Set<string>())
    : scope
        .selectFrom('user_attention')
        .select('user_attention.target_user_id')
        .where('user_attention.user_id', '=', userId)
        .where('user_attention.target_user_id', 'in', ids)
        .execute()
        .then((rows) => new Set(rows.map((r) => r.target_user_id)));

export async function insertFollow(scope: TenantScope, userId: string, targetId: string) {
  await scope
    .insertInto('user_attention', { user_id: userId, target_user_id: targetId })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'target_user_id']).doNothing())
    .execute();
}

export async function deleteFollows(scope: TenantScope, userId: string, targetIds: readonly string[]) {
  const result = await scope
    .deleteFrom('user_attention')
    .where('user_attention.user_id', '=', userId)
    .where('user_attention.target_user_id', 'in', targetIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------- fans (any tenant)

/**
 * Distinct users who follow this user in any tenant, newest follow first: the rows behind
 * fansCount. Deliberately unscoped; it hands back only the follower's public user info (id,
 * display name, avatar) and the time of their latest follow, never the tenant it was made in.
 */
export async function fansPageAnyTenant(unscoped: Kysely<Database>, userId: string, opts: PersonPageOpts) {
  let base = unscoped
    .selectFrom('user_attention')
    .innerJoin('users', 'users.id', 'user_attention.user_id')
    .where('user_attention.target_user_id', '=', userId);
  if (opts.keyword) base = base.where(displayName, 'like', likePattern(opts.keyword));
  const [records, total] = await Promise.all([
    base
      .select((eb) => [
        'user_attention.user_id',
        displayName.as('name'),
        'users.avatar',
        eb.fn.max('user_attention.created_at').as('created_at'),
      ])
      .groupBy([
        'user_attention.user_id',
        'users.real_name',
        'users.nick_name',
        'users.account',
        'users.avatar',
      ])
      .orderBy(sql`max(user_attention.created_at)`, 'desc')
      .orderBy('user_attention.user_id')
      .limit(opts.size)
      .offset((opts.current - 1) * opts.size)
      .execute(),
    count(base.select((eb) => eb.fn.count<number>('user_attention.user_id').distinct().as('n'))),
  ]);
  return { records: records as PersonRow[], total };
}

/** Which of ids follow this user in any tenant (the fans flag; no more than fansPageAnyTenant shows). */
export const fansAmongAnyTenant = (unscoped: Kysely<Database>, userId: string, ids: readonly string[]) =>
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

export const friendRow = (scope: TenantScope, userId: string, otherId: string) =>
  scope
    .selectFrom('im_friends')
    .select('im_friends.remark')
    .where('im_friends.user_id', '=', userId)
    .where('im_friends.friend_user_id', '=', otherId)
    .executeTakeFirst();

/** Which of ids are members of the caller's tenant. */
export const membersOfTenant = (scope: TenantScope, ids: readonly string[]) =>
  scope.db
    .selectFrom('tenant_members')
    .select('tenant_members.user_id')
    .where('tenant_members.tenant_id', '=', scope.tenantId)
    .where('tenant_members.user_id', 'in', ids)
    .execute()
    .then((rows) => new Set(rows.map((r) => r.user_id)));

// ---------------------------------------------------------------- friend applications

/** The applicant's cards among ids in the caller's tenant (deleted ones included, flagged). */
export const ownCardsAmong = (scope: TenantScope, userId: string, ids: readonly string[]) =>
  scope
    .selectFrom('vcards')
    .select(['vcards.id', 'vcards.is_deleted'])
    .where('vcards.user_id', '=', userId)
    .where('vcards.id', 'in', ids)
    .execute();

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
export async function upsertPendingApplication(scope: TenantScope, a: ApplicationInput) {
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
