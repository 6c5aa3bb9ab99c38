import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import { escapeLike } from '../../db/like';

type Queries = QueriesOf<'accounts'>;

/** Organisation tenants (spec 1 §3 tenant type 2 enterprise, 3 organisation): their members are colleagues. */
export const ORG_TENANT_TYPES = [2, 3] as const;

/** What a list calls a user: the real name, else the nickname, else the account. */
export const displayName = sql<string>`coalesce(nullif(users.real_name, ''), nullif(users.nick_name, ''), users.account)`;

/** LIKE pattern for "contains the keyword" (metacharacters literal). */
export const likePattern = (keyword: string) => `%${escapeLike(keyword)}%`;

export interface UserCardRow {
  id: string;
  account: string;
  real_name: string;
  nick_name: string;
  avatar: string;
  status: number;
}

/** Users by id (any status, or only active ones), in no particular order. */
export function usersByIds(
  db: Queries,
  ids: readonly string[],
  opts: { activeOnly?: boolean } = {},
): Promise<UserCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let q = db
    .selectFrom('users')
    .select(['id', 'account', 'real_name', 'nick_name', 'avatar', 'status'])
    .where('id', 'in', [...new Set(ids)]);
  if (opts.activeOnly) q = q.where('status', '=', 1);
  return q.execute();
}

export interface PersonRow {
  user_id: string;
  name: string;
  avatar: string;
}

/**
 * The display name and avatar of users among ids, optionally only active ones and only those whose
 * display name contains a keyword (LIKE, metacharacters literal).
 */
export async function peopleAmong(
  db: Queries,
  ids: readonly string[],
  opts: { activeOnly?: boolean; nameContains?: string } = {},
): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  let q = db
    .selectFrom('users')
    .select(['users.id as user_id', displayName.as('name'), 'users.avatar'])
    .where('users.id', 'in', [...new Set(ids)]);
  if (opts.activeOnly) q = q.where('users.status', '=', 1);
  if (opts.nameContains) q = q.where(displayName, 'like', likePattern(opts.nameContains));
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** The user-centre avatar of users among ids. */
export async function userAvatars(db: Queries, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'avatar'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.avatar]));
}

/** Locks the user's row until the transaction ends (serialises one user's writes elsewhere). */
export async function lockUserRow(tx: Queries, userId: string): Promise<void> {
  await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * Where two people count as colleagues: members of one given tenant (the caller's, whose
 * membership its token proves), or members of an organisation tenant they share.
 */
export type ColleagueScope = { tenantId: string } | 'sharedOrganisation';

/** Which of ids are colleagues of userId under `scope` (userId itself counts when it meets the same test). */
export async function colleagueIdsAmong(
  db: Queries,
  userId: string,
  ids: readonly string[],
  scope: ColleagueScope,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows =
    scope === 'sharedOrganisation'
      ? await db
          .selectFrom('tenant_members as mine')
          .innerJoin('tenants', 'tenants.tenant_id', 'mine.tenant_id')
          .innerJoin('tenant_members as theirs', 'theirs.tenant_id', 'mine.tenant_id')
          .select('theirs.user_id')
          .distinct()
          .where('mine.user_id', '=', userId)
          .where('tenants.tenant_type', 'in', [...ORG_TENANT_TYPES])
          .where('theirs.user_id', 'in', [...ids])
          .execute()
      : await db
          .selectFrom('tenant_members')
          .select('user_id')
          .where('tenant_id', '=', scope.tenantId)
          .where('user_id', 'in', [...ids])
          .execute();
  return new Set(rows.map((r) => r.user_id));
}

/**
 * The organisation tenants (type 2 or 3) of one white-label customer that users among ids belong
 * to, one row per membership. A section IM page asks which of a caller's chat peers belong to
 * organisations that bought the section; the customer keeps another customer's tenants out.
 */
export async function organisationMembershipsAmong(
  db: Queries,
  ids: readonly string[],
  customerCode: string,
): Promise<{ user_id: string; tenant_id: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tenant_members')
    .innerJoin('tenants', 'tenants.tenant_id', 'tenant_members.tenant_id')
    .select(['tenant_members.user_id', 'tenant_members.tenant_id'])
    .where('tenant_members.user_id', 'in', [...ids])
    .where('tenants.tenant_type', 'in', [...ORG_TENANT_TYPES])
    .where('tenants.customer_code', '=', customerCode)
    .execute();
}

/** Every member of a tenant (any status). */
export async function memberIdsOf(db: Queries, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tenant_members')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Active members of a tenant, administrators first, then by joining time. */
export function activeStaffOf(db: Queries, tenantId: string) {
  return db
    .selectFrom('tenant_members')
    .innerJoin('users', 'users.id', 'tenant_members.user_id')
    .select(['tenant_members.user_id', 'tenant_members.is_admin'])
    .where('tenant_members.tenant_id', '=', tenantId)
    .where('tenant_members.disabled_at', 'is', null)
    .where('users.status', '=', 1)
    .orderBy('tenant_members.is_admin', 'desc')
    .orderBy('tenant_members.joined_at')
    .orderBy('tenant_members.user_id')
    .execute();
}

/** Active members with their display names (a workspace's owner and assignee pickers). */
export async function staffWithNames(db: Queries, tenantId: string) {
  const rows = await db
    .selectFrom('tenant_members')
    .innerJoin('users', 'users.id', 'tenant_members.user_id')
    .select(['tenant_members.user_id', 'tenant_members.is_admin', displayName.as('name')])
    .where('tenant_members.tenant_id', '=', tenantId)
    .where('tenant_members.disabled_at', 'is', null)
    .where('users.status', '=', 1)
    .orderBy('tenant_members.is_admin', 'desc')
    .orderBy('tenant_members.joined_at')
    .orderBy('tenant_members.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, name: r.name, isAdmin: r.is_admin }));
}
