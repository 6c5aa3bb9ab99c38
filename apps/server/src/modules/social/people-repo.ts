import { sql, type Kysely } from 'kysely';
import type { Q } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../db/tenant-scope';
import type { CardRow } from '../vcard';

/**
 * SQL of the people side of chat (docs/im.md People). Friendship rows and applications are
 * tenant-owned rows of each side; functions whose name ends in AnyTenant read or write rows of
 * other tenants on purpose and say why. Identity tables (users, tenants, tenant_members, im_users)
 * are shared.
 */

type Unscoped = Kysely<Database>;

/** Organisation tenants: colleagues are members of the same one (spec 1 §3 tenant type 2, 3). */
export const ORG_TYPES = [2, 3] as const;

const displayName = sql<string>`coalesce(nullif(users.real_name, ''), nullif(users.nick_name, ''), users.account)`;

/** LIKE pattern for a keyword, its metacharacters escaped. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UserRow {
  user_id: string;
  name: string;
  avatar: string;
}

// ---------------------------------------------------------------- users and IM users

export const userById = (db: Q, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'account', 'real_name', 'nick_name', 'avatar', 'status'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();

/** A user of any status (a disabled friend can still be removed). */
export const userExists = async (db: Q, id: string) =>
  !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());

export const tenantById = (db: Q, tenantId: string) =>
  db
    .selectFrom('tenants')
    .select(['tenant_id', 'tenant_name', 'tenant_type'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();

export const membership = (db: Q, tenantId: string, userId: string) =>
  db
    .selectFrom('tenant_members')
    .select(['dept_id', 'post_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Records a use of chat: first use inserts, later uses move last_used_at. The IM account is the user id. */
export async function upsertImUser(db: Q, userId: string, tenantId: string) {
  await db
    .insertInto('im_users')
    .values({ user_id: userId, im_account: userId, last_tenant_id: tenantId })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ last_used_at: sql<Date>`now()`, last_tenant_id: tenantId }),
    )
    .execute();
}

/**
 * Active users (not `exclude`) by name (real or nick name contains the keyword) or exactly by
 * account or phone; optionally only members of one organisation. The phone is matched, never
 * returned.
 */
export async function searchUsers(
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
          .where('tenants.tenant_type', 'in', [...ORG_TYPES]),
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
  return { records: records as UserRow[], total: Number(total.n) };
}

// ---------------------------------------------------------------- organisations and colleagues

export interface OrgRow {
  tenant_id: string;
  tenant_name: string;
  tenant_type: number;
  member_count: number | string;
}

/** Organisation tenants the user is a member of (optionally one type), with the other members' count. */
export function myOrgs(db: Q, userId: string, opts: { type?: number; keyword?: string } = {}) {
  let q = db
    .selectFrom('tenant_members as me')
    .innerJoin('tenants', 'tenants.tenant_id', 'me.tenant_id')
    .where('me.user_id', '=', userId)
    .where('tenants.tenant_type', 'in', opts.type ? [opts.type] : [...ORG_TYPES]);
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
export function searchOrgs(db: Q, keyword: string | undefined) {
  let q = db
    .selectFrom('tenants')
    .where('tenants.tenant_type', 'in', [...ORG_TYPES])
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
export const isOrgMember = async (db: Q, orgId: string, userId: string) =>
  !!(await db
    .selectFrom('tenant_members')
    .innerJoin('tenants', 'tenants.tenant_id', 'tenant_members.tenant_id')
    .select('tenant_members.user_id')
    .where('tenant_members.tenant_id', '=', orgId)
    .where('tenant_members.user_id', '=', userId)
    .where('tenants.tenant_type', 'in', [...ORG_TYPES])
    .executeTakeFirst());

export interface ColleagueRow extends UserRow {
  org_id: string;
  org_name: string;
  dept: string;
  post: string;
}

/**
 * Members (other than the user) of the user's organisation tenants: all of them, or of one org,
 * one type, or matching a name keyword. One row per organisation and member.
 */
export function colleagues(
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
    .where('tenants.tenant_type', 'in', opts.type ? [opts.type] : [...ORG_TYPES]);
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
export const shareOrg = async (db: Q, a: string, b: string) =>
  a !== b &&
  !!(await db
    .selectFrom('tenant_members as x')
    .innerJoin('tenant_members as y', 'y.tenant_id', 'x.tenant_id')
    .innerJoin('tenants', 'tenants.tenant_id', 'x.tenant_id')
    .select('x.tenant_id')
    .where('x.user_id', '=', a)
    .where('y.user_id', '=', b)
    .where('tenants.tenant_type', 'in', [...ORG_TYPES])
    .executeTakeFirst());

/** Which of ids share an organisation tenant with the user. */
export async function colleaguesAmong(db: Q, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('tenant_members as x')
    .innerJoin('tenant_members as y', 'y.tenant_id', 'x.tenant_id')
    .innerJoin('tenants', 'tenants.tenant_id', 'x.tenant_id')
    .select('y.user_id')
    .distinct()
    .where('x.user_id', '=', userId)
    .where('y.user_id', 'in', ids)
    .where('y.user_id', '<>', userId)
    .where('tenants.tenant_type', 'in', [...ORG_TYPES])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

// ---------------------------------------------------------------- friends

export interface FriendRow extends UserRow {
  remark: string;
  created_at: Date | string;
}

/** The user's friends in the caller's tenant, newest first; keyword on name or remark. */
export function friends(scope: TenantScope, userId: string, opts: { keyword?: string; limit?: number } = {}) {
  let q = scope
    .selectFrom('im_friends')
    .innerJoin('users', 'users.id', 'im_friends.friend_user_id')
    .where('im_friends.user_id', '=', userId)
    .where('users.status', '=', 1);
  if (opts.keyword) {
    const like = likePattern(opts.keyword);
    q = q.where((eb) => eb.or([eb(displayName, 'like', like), eb('im_friends.remark', 'like', like)]));
  }
  return q
    .select([
      'im_friends.friend_user_id as user_id',
      displayName.as('name'),
      'users.avatar',
      'im_friends.remark',
      'im_friends.created_at',
    ])
    .orderBy('im_friends.created_at', 'desc')
    .orderBy('im_friends.friend_user_id')
    .limit(opts.limit ?? 1000)
    .execute() as Promise<FriendRow[]>;
}

/** Which of ids the user has as friends in the caller's tenant. */
export async function friendsAmong(scope: TenantScope, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await scope
    .selectFrom('im_friends')
    .select('im_friends.friend_user_id')
    .where('im_friends.user_id', '=', userId)
    .where('im_friends.friend_user_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.friend_user_id));
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

export const setRemark = async (scope: TenantScope, userId: string, friendId: string, remark: string) =>
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

export const deleteOwnFriendRow = (scope: TenantScope, userId: string, friendId: string) =>
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

export const friendCount = async (scope: TenantScope, userId: string) =>
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
export const insertFriendRow = (scope: TenantScope, userId: string, friendId: string, remark: string) =>
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
export const sentApplications = (scope: TenantScope, userId: string, limit = 100) =>
  scope
    .selectFrom('im_friend_applications')
    .select(APPLICATION_COLUMNS)
    .where('im_friend_applications.apply_user_id', '=', userId)
    .orderBy('im_friend_applications.created_at', 'desc')
    .orderBy('im_friend_applications.id', 'desc')
    .limit(limit)
    .execute() as Promise<ApplicationRow[]>;

/** Marks an application accepted in its own tenant (the scope of the application's tenant). */
export const markAccepted = (scope: TenantScope, id: string) =>
  scope
    .updateTable('im_friend_applications')
    .set({ status: 1 })
    .where('im_friend_applications.id', '=', id)
    .where('im_friend_applications.status', '=', 0)
    .execute();

/** The caller's own pending applications to someone (now friends): accepted too. */
export const acceptPendingTo = (scope: TenantScope, userId: string, otherId: string) =>
  scope
    .updateTable('im_friend_applications')
    .set({ status: 1 })
    .where('im_friend_applications.apply_user_id', '=', userId)
    .where('im_friend_applications.resp_user_id', '=', otherId)
    .where('im_friend_applications.status', '=', 0)
    .execute();

/** Ids among `ids` that the user sent from the caller's tenant. */
export async function sentIdsAmong(scope: TenantScope, userId: string, ids: readonly string[]) {
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

// ---------------------------------------------------------------- cards

type CardQuerySource = Unscoped | TenantScope;

/** Cards with the owner's user-centre avatar (the presenter's CardRow). */
function cardRows(source: CardQuerySource) {
  const base = 'tenantId' in source ? source.selectFrom('vcards') : source.selectFrom('vcards');
  return base
    .innerJoin('users', 'users.id', 'vcards.user_id')
    .selectAll('vcards')
    .select('users.avatar as user_center_avatar');
}

/**
 * The cards an applicant handed out with applications: by id, in the application's tenant and
 * owned by the applicant (what the application names, nothing else). Unscoped because the
 * responder reads applications of any tenant; the presenter masks them.
 */
export const handedOutCardsAnyTenant = (
  unscoped: Unscoped,
  apps: readonly Pick<ApplicationRow, 'tenant_id' | 'apply_user_id' | 'vcard_ids'>[],
) => {
  const ids = [...new Set(apps.flatMap((a) => a.vcard_ids))];
  if (ids.length === 0) return Promise.resolve([] as CardRow[]);
  return cardRows(unscoped).where('vcards.id', 'in', ids).execute() as Promise<CardRow[]>;
};

/**
 * A card by id from any tenant, once the caller holds it (people.cardBasic checks): like the public view link
 * (vcard findCardAnyTenant); the service refuses deleted and private ones and the presenter masks.
 */
export const cardByIdAnyTenant = (unscoped: Unscoped, id: string) =>
  cardRows(unscoped).where('vcards.id', '=', id).executeTakeFirst() as Promise<CardRow | undefined>;

/** A card of the caller's tenant by id. */
export const cardInTenant = (scope: TenantScope, id: string) =>
  cardRows(scope).where('vcards.id', '=', id).executeTakeFirst() as Promise<CardRow | undefined>;

/**
 * Does the user hold this card from elsewhere: in their folder here, or handed to them with an
 * application they received (any tenant, keyed by the responder, as receivedApplicationsAnyTenant)?
 */
export async function holdsCard(scope: TenantScope, unscoped: Unscoped, userId: string, id: string) {
  const [folder, applied] = await Promise.all([
    scope
      .selectFrom('vcard_holder')
      .select('vcard_holder.vcard_id')
      .where('vcard_holder.user_id', '=', userId)
      .where('vcard_holder.vcard_id', '=', id)
      .executeTakeFirst(),
    unscoped
      .selectFrom('im_friend_applications')
      .select('im_friend_applications.id')
      .where('im_friend_applications.resp_user_id', '=', userId)
      .where(sql<boolean>`${id} = any(im_friend_applications.vcard_ids)`)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return !!folder || !!applied;
}

/** Open (or own) cards of an organisation tenant's members, in that tenant's scope. */
export const orgMemberCards = (orgScope: TenantScope, viewer: string) =>
  cardRows(orgScope)
    .where('vcards.is_deleted', '=', false)
    .where((eb) => eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', viewer)]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tenant_members')
          .select('tenant_members.user_id')
          .whereRef('tenant_members.user_id', '=', 'vcards.user_id')
          .where('tenant_members.tenant_id', '=', orgScope.tenantId),
      ),
    )
    .orderBy('vcards.user_id')
    .orderBy('vcards.is_default', 'desc')
    .orderBy('vcards.sort')
    .limit(500)
    .execute() as Promise<CardRow[]>;

/** Adds cards to the user's folder in the scope's tenant (kept when already there). */
export const folderAdd = (scope: TenantScope, userId: string, cardIds: readonly string[]) =>
  cardIds.length === 0
    ? Promise.resolve()
    : scope
        .insertInto(
          'vcard_holder',
          cardIds.map((vcard_id) => ({ user_id: userId, vcard_id })),
        )
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'vcard_id']).doNothing())
        .execute()
        .then(() => undefined);

/**
 * The user's folder in the caller's tenant. A folder row may point at a card kept in another
 * tenant (an accepted application saves the applicant's cards, which live in the applicant's
 * tenant): the card is read by id like the public view; deleted and others' private cards are left
 * out. Newest entry first.
 */
export async function holderPage(
  scope: TenantScope,
  userId: string,
  opts: { keyword?: string; current: number; size: number },
) {
  let base = scope
    .selectFrom('vcard_holder')
    .innerJoin('vcards', 'vcards.id', 'vcard_holder.vcard_id')
    .innerJoin('users', 'users.id', 'vcards.user_id')
    .where('vcard_holder.user_id', '=', userId)
    .where('vcards.is_deleted', '=', false)
    .where((eb) => eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', userId)]));
  if (opts.keyword) {
    const like = likePattern(opts.keyword);
    base = base.where((eb) =>
      eb.or([eb('vcards.user_name', 'like', like), eb('vcards.org_name', 'like', like)]),
    );
  }
  const [records, total] = await Promise.all([
    base
      .selectAll('vcards')
      .select('users.avatar as user_center_avatar')
      .orderBy('vcard_holder.created_at', 'desc')
      .orderBy('vcards.id')
      .limit(opts.size)
      .offset((opts.current - 1) * opts.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: records as unknown as CardRow[], total: Number(total.n) };
}
