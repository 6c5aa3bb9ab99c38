import type { QueriesOf } from '../../db/module-store';
import { ORG_TENANT_TYPES, displayName, likePattern } from './directory-repo';

type Q = QueriesOf<'accounts'>;

/**
 * The people directory (docs/im.md People): searches of users and organisations, and members of
 * the caller's organisations, as the people pages list them.
 */

export interface DirectoryUserRow {
  user_id: string;
  name: string;
  avatar: string;
}

/** An active user by id. */
export const activeUserById = (db: Q, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'account', 'real_name', 'nick_name', 'avatar', 'status'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();

/**
 * Active users (not `exclude`) by name (real or nick name contains the keyword) or exactly by
 * account or phone; optionally only members of one organisation. The phone is matched, never
 * returned.
 */
export async function searchPeople(
  db: Q,
  keyword: string,
  opts: { exclude: string; orgId?: string; limit: number; offset: number },
) {
  const phone = keyword.replace(/^(\+86|0086)/, '');
  let base = db
    .selectFrom('users')
    .where('users.status', '=', 1)
    .where('users.id', '<>', opts.exclude)
    .where((eb) =>
      eb.or([
        eb('users.real_name', 'like', likePattern(keyword)),
        eb('users.nick_name', 'like', likePattern(keyword)),
        eb('users.account', '=', keyword),
        eb('users.phone', '=', phone),
      ]),
    );
  if (opts.orgId) {
    const orgId = opts.orgId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tenant_members')
          .innerJoin('tenants', 'tenants.tenant_id', 'tenant_members.tenant_id')
          .select('tenant_members.user_id')
          .whereRef('tenant_members.user_id', '=', 'users.id')
          .where('tenant_members.tenant_id', '=', orgId)
          .where('tenants.tenant_type', 'in', [...ORG_TENANT_TYPES]),
      ),
    );
  }
  const [records, total] = await Promise.all([
    base
      .select(['users.id as user_id', displayName.as('name'), 'users.avatar'])
      .orderBy(displayName)
      .orderBy('users.id')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: records as DirectoryUserRow[], total: Number(total.n) };
}

// ---------------------------------------------------------------- organisations and colleagues

export interface OrgRow {
  tenant_id: string;
  tenant_name: string;
  tenant_type: number;
  member_count: number | string;
}

/** Organisation tenants the user is a member of (optionally one type), with the other members' count. */
export function organisationsOf(db: Q, userId: string, opts: { type?: number; keyword?: string } = {}) {
  let q = db
    .selectFrom('tenant_members as me')
    .innerJoin('tenants', 'tenants.tenant_id', 'me.tenant_id')
    .where('me.user_id', '=', userId)
    .where('tenants.tenant_type', 'in', opts.type ? [opts.type] : [...ORG_TENANT_TYPES]);
  if (opts.keyword) q = q.where('tenants.tenant_name', 'like', likePattern(opts.keyword));
  return q
    .select((eb) => [
      'tenants.tenant_id',
      'tenants.tenant_name',
      'tenants.tenant_type',
      eb
        .selectFrom('tenant_members as other')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('other.tenant_id', '=', 'me.tenant_id')
        .where('other.user_id', '<>', userId)
        .as('member_count'),
    ])
    .orderBy('tenants.tenant_name')
    .orderBy('tenants.tenant_id')
    .execute() as Promise<OrgRow[]>;
}

/** Organisation tenants by name (the platform operator's own tenant left out), with member counts. */
export function searchOrganisations(db: Q, keyword: string | undefined) {
  let q = db
    .selectFrom('tenants')
    .where('tenants.tenant_type', 'in', [...ORG_TENANT_TYPES])
    .where('tenants.tenant_id', '<>', '000000');
  if (keyword) q = q.where('tenants.tenant_name', 'like', likePattern(keyword));
  return q
    .select((eb) => [
      'tenants.tenant_id',
      'tenants.tenant_name',
      'tenants.tenant_type',
      eb
        .selectFrom('tenant_members')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('tenant_members.tenant_id', '=', 'tenants.tenant_id')
        .as('member_count'),
    ])
    .orderBy('tenants.tenant_name')
    .limit(20)
    .execute() as Promise<OrgRow[]>;
}

/** Is the user a member of this organisation tenant (type 2 or 3)? */
export const isOrganisationMember = async (db: Q, orgId: string, userId: string) =>
  !!(await db
    .selectFrom('tenant_members')
    .innerJoin('tenants', 'tenants.tenant_id', 'tenant_members.tenant_id')
    .select('tenant_members.user_id')
    .where('tenant_members.tenant_id', '=', orgId)
    .where('tenant_members.user_id', '=', userId)
    .where('tenants.tenant_type', 'in', [...ORG_TENANT_TYPES])
    .executeTakeFirst());

export interface ColleagueRow extends DirectoryUserRow {
  org_id: string;
  org_name: string;
  dept: string;
  post: string;
}

/**
 * Members (other than the user) of the user's organisation tenants: all of them, or of one org,
 * one type, or matching a name keyword. One row per organisation and member.
 */
export function colleaguesOf(
  db: Q,
  userId: string,
  opts: { orgId?: string; type?: number; keyword?: string; limit: number },
) {
  let q = db
    .selectFrom('tenant_members as me')
    .innerJoin('tenants', 'tenants.tenant_id', 'me.tenant_id')
    .innerJoin('tenant_members as m', 'm.tenant_id', 'me.tenant_id')
    .innerJoin('users', 'users.id', 'm.user_id')
    .where('me.user_id', '=', userId)
    .where('m.user_id', '<>', userId)
    .where('users.status', '=', 1)
    .where('tenants.tenant_type', 'in', opts.type ? [opts.type] : [...ORG_TENANT_TYPES]);
  if (opts.orgId) q = q.where('me.tenant_id', '=', opts.orgId);
  if (opts.keyword) q = q.where(displayName, 'like', likePattern(opts.keyword));
  return q
    .select([
      'users.id as user_id',
      displayName.as('name'),
      'users.avatar',
      'tenants.tenant_id as org_id',
      'tenants.tenant_name as org_name',
      'm.dept_id as dept',
      'm.post_id as post',
    ])
    .orderBy('tenants.tenant_name')
    .orderBy('m.dept_id')
    .orderBy(displayName)
    .orderBy('users.id')
    .limit(opts.limit)
    .execute() as Promise<ColleagueRow[]>;
}

/** Do a and b share an organisation tenant (type 2 or 3)? */
export const shareAnOrganisation = async (db: Q, a: string, b: string) =>
  a !== b &&
  !!(await db
    .selectFrom('tenant_members as x')
    .innerJoin('tenant_members as y', 'y.tenant_id', 'x.tenant_id')
    .innerJoin('tenants', 'tenants.tenant_id', 'x.tenant_id')
    .select('x.tenant_id')
    .where('x.user_id', '=', a)
    .where('y.user_id', '=', b)
    .where('tenants.tenant_type', 'in', [...ORG_TENANT_TYPES])
    .executeTakeFirst());

// ---------------------------------------------------------------- the discover directory

export interface DirectoryOrgRow {
  tenant_id: string;
  tenant_name: string;
  member_count: number;
}

/**
 * A page of the given organisation tenants (the discover directory's listed ones, chosen by the
 * org module), optionally by name, ordered by name, with their member counts.
 */
export async function organisationsPage(
  db: Q,
  ids: readonly string[],
  opts: { keyword?: string | undefined; limit: number; offset: number },
): Promise<{ records: DirectoryOrgRow[]; total: number }> {
  if (ids.length === 0) return { records: [], total: 0 };
  let base = db
    .selectFrom('tenants')
    .where('tenants.tenant_id', 'in', [...new Set(ids)])
    .where('tenants.tenant_type', 'in', [...ORG_TENANT_TYPES]);
  if (opts.keyword) base = base.where('tenants.tenant_name', 'like', likePattern(opts.keyword));
  const [rows, total] = await Promise.all([
    base
      .select((eb) => [
        'tenants.tenant_id',
        'tenants.tenant_name',
        eb
          .selectFrom('tenant_members')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('tenant_members.tenant_id', '=', 'tenants.tenant_id')
          .as('member_count'),
      ])
      .orderBy('tenants.tenant_name')
      .orderBy('tenants.tenant_id')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    records: rows.map((r) => ({ ...r, member_count: Number(r.member_count ?? 0) })),
    total: Number(total.n),
  };
}

/** A page of an organisation tenant's active members, optionally by name, administrators first. */
export async function organisationMembersPage(
  db: Q,
  tenantId: string,
  opts: { keyword?: string | undefined; limit: number; offset: number },
): Promise<{ records: DirectoryUserRow[]; total: number }> {
  let base = db
    .selectFrom('tenant_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .where('m.tenant_id', '=', tenantId)
    .where('users.status', '=', 1);
  if (opts.keyword) base = base.where(displayName, 'like', likePattern(opts.keyword));
  const [records, total] = await Promise.all([
    base
      .select(['users.id as user_id', displayName.as('name'), 'users.avatar'])
      .orderBy('m.is_admin', 'desc')
      .orderBy(displayName)
      .orderBy('users.id')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: records as DirectoryUserRow[], total: Number(total.n) };
}
