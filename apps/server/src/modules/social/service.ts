import type { Kysely } from 'kysely';
import { ResultCode, type CardBasic } from '@platform/contracts';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../db/tenant-scope';
import { newNumericId } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { colleagueIdsAmong, peopleAmong, usersByIds } from '../accounts';
import { defaultCardBasics, ownCardsAmong } from '../vcard';
import * as repo from './repo';

/**
 * Following people, fans, the chat helper's relationship and friend applications. Follows are
 * tenant-owned rows of the follower; fans are follows of the caller made in any tenant (like the
 * dropdown count). See docs/people-api.md.
 */

const userNotFound = (ids: readonly string[]) =>
  new AppError('userNotFound', ResultCode.NOT_FOUND, 404, ids.slice(0, 10).join(','));
const business = (key: 'followSelf' | 'alreadyFriend' | 'applyFailed' | 'cardDeleted', detail?: string) =>
  new AppError(key, ResultCode.BUSINESS_ERROR, 400, detail);

/** yyyy-MM-dd HH:mm:ss, China time. */
const chinaTime = (t: Date | string) =>
  new Date(new Date(t).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Every id must be an active user; otherwise nothing is written. */
async function requireUsers(scope: TenantScope, ids: readonly string[]) {
  const found = new Set((await usersByIds(scope.db, ids, { activeOnly: true })).map((u) => u.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw userNotFound(missing);
}

// ---------------------------------------------------------------- following

/** attention true follows (idempotent), false unfollows; answers 1 following, 0 not. */
export async function saveAttention(
  scope: TenantScope,
  userId: string,
  targetId: string,
  attention: boolean,
) {
  if (attention && targetId === userId) throw business('followSelf');
  await requireUsers(scope, [targetId]);
  if (attention) await repo.insertFollow(scope, userId, targetId);
  else await repo.deleteFollows(scope, userId, [targetId]);
  return attention ? 1 : 0;
}

/** Unfollows several people at once; every id must be a user. Answers how many follows ended. */
export async function removeAttention(scope: TenantScope, userId: string, targetIds: readonly string[]) {
  const ids = [...new Set(targetIds)];
  await requireUsers(scope, ids);
  return repo.deleteFollows(scope, userId, ids);
}

interface PageInput {
  current: number;
  size: number;
  keyword?: string;
}

type Unscoped = Kysely<Database>;

/**
 * A page of follows whose person matches the keyword (display name contains it; every person
 * without one): the names live in accounts, so the people matching are found first.
 */
async function pageOfPeople(
  db: TenantScope['db'],
  input: PageInput,
  everyone: () => Promise<string[]>,
  page: (among?: readonly string[]) => Promise<{ records: repo.FollowRow[]; total: number }>,
) {
  if (!input.keyword) return page();
  const named = await peopleAmong(db, await everyone(), { nameContains: input.keyword });
  return named.size ? page([...named.keys()]) : { records: [], total: 0 };
}

async function toPersonPage(
  unscoped: Unscoped,
  viewer: string,
  page: { records: repo.FollowRow[]; total: number },
  input: PageInput,
  flags: { isAttention: Set<string> | true; isFan: Set<string> | true },
) {
  const ids = page.records.map((r) => r.user_id);
  const [cards, people] = await Promise.all([
    ids.length ? defaultCardBasics(unscoped, viewer, ids) : new Map<string, CardBasic>(),
    peopleAmong(unscoped, ids),
  ]);
  const has = (set: Set<string> | true, id: string) => set === true || set.has(id);
  return {
    records: page.records.map((r) => ({
      userId: r.user_id,
      name: people.get(r.user_id)?.name ?? '',
      avatar: people.get(r.user_id)?.avatar ?? '',
      card: cards.get(r.user_id) ?? null,
      isAttention: has(flags.isAttention, r.user_id),
      isFan: has(flags.isFan, r.user_id),
      createdAt: chinaTime(r.created_at),
    })),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

/** People I follow in this tenant, newest first; isFan when they follow me anywhere. */
export async function followingPage(
  scope: TenantScope,
  unscoped: Unscoped,
  userId: string,
  input: PageInput,
) {
  const page = await pageOfPeople(
    scope.db,
    input,
    () => repo.followedIds(scope, userId),
    (among) => repo.followingPage(scope, userId, { ...input, among }),
  );
  const fans = await repo.fansAmongAnyTenant(
    unscoped,
    userId,
    page.records.map((r) => r.user_id),
  );
  return toPersonPage(unscoped, userId, page, input, { isAttention: true, isFan: fans });
}

/** People who follow me (in any tenant, once each), newest follow first; isAttention when I follow them here. */
export async function fansPage(scope: TenantScope, unscoped: Unscoped, userId: string, input: PageInput) {
  const page = await pageOfPeople(
    scope.db,
    input,
    () => repo.fanIdsAnyTenant(unscoped, userId),
    (among) => repo.fansPageAnyTenant(unscoped, userId, { ...input, among }),
  );
  const followed = await repo.followedAmong(
    scope,
    userId,
    page.records.map((r) => r.user_id),
  );
  return toPersonPage(unscoped, userId, page, input, { isAttention: followed, isFan: true });
}

// ---------------------------------------------------------------- chat helper

export async function relationship(scope: TenantScope, userId: string, otherId: string) {
  await requireUsers(scope, [otherId]);
  const [friend, members, followed] = await Promise.all([
    repo.friendRow(scope, userId, otherId),
    colleagueIdsAmong(scope.db, userId, [userId, otherId], { tenantId: scope.tenantId }),
    repo.followedAmong(scope, userId, [otherId]),
  ]);
  return {
    isFriend: !!friend,
    isColleague: members.has(userId) && members.has(otherId),
    isAttention: followed.has(otherId),
    friendRemark: friend?.remark ?? '',
  };
}

// ---------------------------------------------------------------- friend applications

export interface FriendApplyInput {
  respImUserId: string;
  applyAddSource: string;
  applyAddWording: string;
  applyRemark: string;
  vcardIdList: string[];
}

/**
 * Stores a friend application from the caller to another active user (any tenant; the row lives
 * in the caller's tenant, with the caller's own cards). All checks run before anything is written.
 */
export async function applyFriend(scope: TenantScope, userId: string, input: FriendApplyInput) {
  const target = input.respImUserId;
  if (target === userId) throw business('applyFailed', 'you cannot add yourself');
  await requireUsers(scope, [target]);
  const cardIds = [...new Set(input.vcardIdList)];
  const own = await ownCardsAmong(scope, userId, cardIds);
  const ownIds = new Set(own.map((c) => c.id));
  const foreign = cardIds.filter((id) => !ownIds.has(id));
  if (foreign.length)
    throw new AppError('notYourCard', ResultCode.BUSINESS_ERROR, 400, foreign.slice(0, 10).join(','));
  const deleted = own.filter((c) => c.is_deleted).map((c) => c.id);
  if (deleted.length) throw business('cardDeleted', deleted.slice(0, 10).join(','));
  if (await repo.friendRow(scope, userId, target)) throw business('alreadyFriend');
  await repo.upsertPendingApplication(scope, {
    id: newNumericId(),
    applyUserId: userId,
    respUserId: target,
    source: input.applyAddSource,
    wording: input.applyAddWording,
    remark: input.applyRemark,
    vcardIds: cardIds,
  });
  return true;
}
