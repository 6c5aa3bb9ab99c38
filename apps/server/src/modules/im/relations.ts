import { storableUrl } from '@platform/contracts';
import type { Kysely } from 'kysely';
import type { Database, SharedDatabase } from '../../db/schema';

/** Organisation tenants (2 enterprise, 3 organisation): their members are colleagues. */
export const ORG_TENANT_TYPES = [2, 3];

export interface ChatUserRow {
  id: string;
  real_name: string;
  nick_name: string;
  account: string;
  avatar: string;
}

export const displayName = (u: Pick<ChatUserRow, 'real_name' | 'nick_name' | 'account'>) =>
  u.real_name || u.nick_name || u.account;

/** Spec 1 §5: an avatar is used only when it starts with http, https or //; else the client's default. */
export const safeAvatar = (url: string) => (storableUrl(url) ? url : '');

export async function findUsers(db: Kysely<SharedDatabase>, ids: readonly string[]): Promise<ChatUserRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'real_name', 'nick_name', 'account', 'avatar'])
    .where('id', 'in', [...new Set(ids)])
    .where('status', '=', 1)
    .execute();
}

/**
 * Friends in either direction, made in any tenant: a friendship is between two people, wherever
 * one of them added the other. Takes the unscoped instance for that reason (callers name why).
 */
export async function friendsAmong(
  unscoped: Kysely<Database>,
  userId: string,
  others: readonly string[],
): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await unscoped
    .selectFrom('im_friends')
    .select(['user_id', 'friend_user_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('friend_user_id', 'in', [...others])]),
        eb.and([eb('friend_user_id', '=', userId), eb('user_id', 'in', [...others])]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.user_id === userId ? r.friend_user_id : r.user_id)));
}

/** Users who share an organisation tenant with userId. */
export async function colleaguesAmong(
  db: Kysely<SharedDatabase>,
  userId: string,
  others: readonly string[],
): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .selectFrom('tenant_members as mine')
    .innerJoin('tenants', 'tenants.tenant_id', 'mine.tenant_id')
    .innerJoin('tenant_members as theirs', 'theirs.tenant_id', 'mine.tenant_id')
    .select('theirs.user_id')
    .distinct()
    .where('mine.user_id', '=', userId)
    .where('tenants.tenant_type', 'in', ORG_TENANT_TYPES)
    .where('theirs.user_id', 'in', [...others])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Friends or colleagues of userId among others. */
export async function contactsAmong(
  db: Kysely<SharedDatabase>,
  unscoped: Kysely<Database>,
  userId: string,
  others: readonly string[],
): Promise<Set<string>> {
  const [friends, colleagues] = await Promise.all([
    friendsAmong(unscoped, userId, others),
    colleaguesAmong(db, userId, others),
  ]);
  return new Set([...friends, ...colleagues]);
}

/** The service accounts of the system dictionary `customer_service_account_list` (values may list several, comma-separated). */
export async function serviceAccounts(db: Kysely<SharedDatabase>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('dict_biz')
    .select('dict_value')
    .where('code', '=', 'customer_service_account_list')
    .execute();
  return new Set(rows.flatMap((r) => r.dict_value.split(/[,，\s]+/).filter(Boolean)));
}

/** The first sensitive word the text contains, or undefined. */
export async function sensitiveWordIn(db: Kysely<SharedDatabase>, text: string): Promise<string | undefined> {
  if (!text) return undefined;
  const row = await db
    .selectFrom('im_sensitive_words')
    .select('word')
    .where((eb) => eb(eb.fn('strpos', [eb.val(text), eb.ref('word')]), '>', 0))
    .executeTakeFirst();
  return row?.word;
}
