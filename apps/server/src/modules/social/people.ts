import type { Kysely } from 'kysely';
import { ResultCode, type CardBasic, type ImPerson } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import * as accounts from '../accounts';
import * as vcard from '../vcard';
import { defaultCardBasics, presentCard, withOwnerAvatars } from '../vcard';
import type { PeopleChat } from './chat';
import * as repo from './people-repo';

/**
 * The people side of chat (spec 1 §7 Friends, groups, chat; docs/im.md People): IM users,
 * searches, friends, applications and their acceptance, colleagues, the folder as chat shows it.
 * Every person or card that leaves goes through the vcard presenter (masked for other viewers).
 */

type Unscoped = Kysely<Database>;

/** A pending application older than this is expired: it can no longer be accepted. */
export const FRIEND_APPLY_EXPIRE_DAYS = 30;
/** Search results per call of the add-friend person search and the colleague and forward lists. */
const SEARCH_LIMIT = 20;
const LIST_LIMIT = 50;

const notFound = (key: 'userNotFound' | 'applyNotFound', detail?: string) =>
  new AppError(key, ResultCode.NOT_FOUND, 404, detail);
const business = (
  key: 'applyRefused' | 'applyExpired' | 'notFriendYet' | 'notYourApplyRecord' | 'cardUnavailable',
) => new AppError(key, ResultCode.BUSINESS_ERROR, 400);

/** yyyy-MM-dd HH:mm:ss, China time. */
const chinaTime = (t: Date | string) =>
  new Date(new Date(t).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function requireUser(db: Store['db'], id: string) {
  const user = await accounts.activeUserById(db, id);
  if (!user) throw notFound('userNotFound', id);
  return user;
}

/** Person rows with each person's visible default card (any tenant; masked for the viewer). */
async function persons<R extends accounts.DirectoryUserRow>(
  unscoped: Unscoped,
  viewer: string,
  rows: readonly R[],
): Promise<(R & { person: ImPerson })[]> {
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const cards = ids.length ? await defaultCardBasics(unscoped, viewer, ids) : new Map<string, CardBasic>();
  return rows.map((r) => ({
    ...r,
    person: {
      userId: r.user_id,
      imAccount: r.user_id,
      name: r.name,
      avatar: r.avatar,
      card: cards.get(r.user_id) ?? null,
    },
  }));
}

// ---------------------------------------------------------------- IM users

/**
 * The IM user (spec 1 §3): the caller's with their current tenant, organisation (an organisation
 * tenant's name, else their card's) and position (their post in the tenant, else the card's);
 * another user's with names and their visible default card's organisation and post only.
 */
export async function imUserInfo(
  scope: TenantScope,
  unscoped: Unscoped,
  caller: string,
  input: { userId?: string; imAccount?: string },
) {
  const target = input.userId ?? input.imAccount ?? caller;
  const user = await requireUser(scope.db, target);
  const card = (await defaultCardBasics(unscoped, caller, [target])).get(target);
  const base = {
    id: user.id,
    imAccount: user.id,
    userAccountId: user.id,
    realName: user.real_name,
    nickName: user.nick_name,
    avatar: user.avatar,
  };
  if (target !== caller)
    return {
      ...base,
      tenantId: '',
      tenantName: '',
      organizationName: card?.orgName ?? '',
      positionName: card?.post ?? '',
    };
  const [tenant, member] = await Promise.all([
    accounts.findTenant(scope.db, scope.tenantId),
    accounts.membership(scope.db, caller, scope.tenantId),
  ]);
  const isOrg = !!tenant && (accounts.ORG_TENANT_TYPES as readonly number[]).includes(tenant.tenant_type);
  return {
    ...base,
    tenantId: scope.tenantId,
    tenantName: tenant?.tenant_name ?? '',
    organizationName: isOrg ? tenant.tenant_name : (card?.orgName ?? ''),
    positionName: member?.post_id || card?.post || '',
  };
}

/** The default card the user shows the viewer (the viewer's own when no user), masked; null when none. */
export async function personalCard(db: Store['db'], unscoped: Unscoped, viewer: string, userId?: string) {
  const target = userId ?? viewer;
  await requireUser(db, target);
  return (await defaultCardBasics(unscoped, viewer, [target])).get(target) ?? null;
}

export const recordImUse = async (chat: PeopleChat, db: Store['db'], userId: string, tenantId: string) => {
  await chat.recordChatUse(db, userId, tenantId);
  return true;
};

// ---------------------------------------------------------------- searches

async function withFlags(
  scope: TenantScope,
  unscoped: Unscoped,
  viewer: string,
  rows: accounts.DirectoryUserRow[],
) {
  const ids = rows.map((r) => r.user_id);
  const [list, friends, colleagues] = await Promise.all([
    persons(unscoped, viewer, rows),
    repo.friendIdsAmong({ ownRowsIn: scope }, viewer, ids),
    accounts.colleagueIdsAmong(scope.db, viewer, ids, 'sharedOrganisation'),
  ]);
  colleagues.delete(viewer);
  return list.map((r) => ({
    ...r.person,
    isFriend: friends.has(r.user_id),
    isColleague: colleagues.has(r.user_id),
  }));
}

/** Add-friend search (imuser/searchresult): name contains, or account or phone exactly; paged. */
export async function searchResult(
  scope: TenantScope,
  unscoped: Unscoped,
  viewer: string,
  input: { keyword: string; current: number; size: number },
) {
  const page = await accounts.searchPeople(scope.db, input.keyword, {
    exclude: viewer,
    limit: input.size,
    offset: (input.current - 1) * input.size,
  });
  return {
    records: await withFlags(scope, unscoped, viewer, page.records),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

/** friend/searchperson: the same match, optionally within one organisation; the first 20. */
export async function searchPerson(
  scope: TenantScope,
  unscoped: Unscoped,
  viewer: string,
  input: { keyword: string; orgId?: string },
) {
  const page = await accounts.searchPeople(scope.db, input.keyword, {
    exclude: viewer,
    orgId: input.orgId,
    limit: SEARCH_LIMIT,
    offset: 0,
  });
  return withFlags(scope, unscoped, viewer, page.records);
}

const orgOut = (r: accounts.OrgRow) => ({
  orgId: r.tenant_id,
  orgName: r.tenant_name,
  type: Number(r.tenant_type),
  memberCount: Number(r.member_count ?? 0),
});

export const searchEnt = async (db: Store['db'], keyword?: string) =>
  (await accounts.searchOrganisations(db, keyword)).map(orgOut);

export const myOrgs = async (db: Store['db'], userId: string, opts: { type?: number; keyword?: string }) =>
  (await accounts.organisationsOf(db, userId, opts)).map(orgOut);

// ---------------------------------------------------------------- friends

/**
 * The user's active friends in the caller's tenant, newest first, at most `limit` (1000); with a
 * keyword, those whose display name or remark contains it.
 */
async function friendsMatching(
  scope: TenantScope,
  userId: string,
  opts: { keyword?: string; limit?: number },
) {
  const rows = await repo.ownFriendRows(scope, userId);
  const ids = rows.map((r) => r.friend_user_id);
  const [people, named, remarked] = await Promise.all([
    accounts.peopleAmong(scope.db, ids, { activeOnly: true }),
    opts.keyword ? accounts.peopleAmong(scope.db, ids, { nameContains: opts.keyword }) : undefined,
    opts.keyword ? repo.friendIdsByRemark(scope, userId, opts.keyword) : undefined,
  ]);
  return rows
    .filter((r) => people.has(r.friend_user_id))
    .filter((r) => !named || !remarked || named.has(r.friend_user_id) || remarked.has(r.friend_user_id))
    .slice(0, opts.limit ?? 1000)
    .map((r) => ({ ...people.get(r.friend_user_id)!, remark: r.remark, created_at: r.created_at }));
}

export async function friendList(
  scope: TenantScope,
  unscoped: Unscoped,
  userId: string,
  opts: { keyword?: string; limit?: number },
) {
  const rows = await friendsMatching(scope, userId, opts);
  return (await persons(unscoped, userId, rows)).map((r) => ({
    ...r.person,
    remark: r.remark,
    createdAt: chinaTime(r.created_at),
  }));
}

/**
 * Ends a friendship on both sides: the caller's row in this tenant and the friend's rows naming
 * the caller wherever they are. Idempotent (deleting a non-friend changes nothing).
 */
export async function deleteFriend(store: Store, scope: TenantScope, caller: string, friendId: string) {
  if (!(await accounts.findUserById(scope.db, friendId))) throw notFound('userNotFound', friendId);
  await store.transaction(async (tx) => {
    // eslint-disable-next-line no-restricted-syntax -- the caller's own tenant (call.scope's), inside the transaction
    await repo.deleteOwnFriendRow(tx.forTenant(scope.tenantId), caller, friendId);
    // eslint-disable-next-line no-restricted-syntax -- the friend's side of the friendship lives in the friend's tenant; only rows naming the caller
    await repo.deleteRowsNamingUserAnyTenant(tx.unscoped, friendId, caller);
  });
  return true;
}

export async function setFriendRemark(scope: TenantScope, caller: string, friendId: string, remark: string) {
  if ((await repo.setRemark(scope, caller, friendId, remark)) === 0) throw business('notFriendYet');
  return true;
}

export const friendCount = (scope: TenantScope, userId: string) => repo.friendCount(scope, userId);

/**
 * Is either a friend of the other in any tenant? Friendship rows are each side's own, written in
 * the tenant each side was in; the chat's rule (who may message whom) holds wherever they were made.
 */
const friendsEitherWay = async (unscoped: Unscoped, a: string, b: string) =>
  (await repo.friendIdsAmong({ eitherWayAnyTenant: unscoped }, a, [b])).has(b);

/**
 * The chat's rule (spec 1 §6: sending needs friend or colleague status): true when a and b are
 * friends in either direction (in any tenant) or members of a shared organisation tenant.
 */
export async function areFriendsOrColleagues(unscoped: Unscoped, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  if (await friendsEitherWay(unscoped, a, b)) return true;
  return accounts.shareAnOrganisation(unscoped, a, b);
}

export async function colleagueOrFriendStatus(
  unscoped: Unscoped,
  caller: string,
  input: { friendUserId: string; myUserId: string },
) {
  if (input.myUserId !== caller) throw forbidden('notYourself');
  const [isFriend, isColleague] = await Promise.all([
    friendsEitherWay(unscoped, caller, input.friendUserId),
    accounts.shareAnOrganisation(unscoped, caller, input.friendUserId),
  ]);
  return { isFriend: input.friendUserId !== caller && isFriend, isColleague };
}

// ---------------------------------------------------------------- applications

/** The cards applications name (the presenter masks them; only the applicant's own are shown or kept). */
const handedOut = (apps: readonly Pick<repo.ApplicationRow, 'vcard_ids'>[]) => [
  ...new Set(apps.flatMap((a) => a.vcard_ids)),
];

const statusOf = (row: repo.ApplicationRow, now = Date.now()): 0 | 1 | 2 | 3 =>
  row.status === 0 && now - new Date(row.created_at).getTime() > FRIEND_APPLY_EXPIRE_DAYS * 24 * 3_600_000
    ? 3
    : (row.status as 0 | 1 | 2);

/** Applications I received (any tenant) and sent (this tenant), with the applicant's cards, masked. */
export async function applicationLists(scope: TenantScope, unscoped: Unscoped, viewer: string) {
  const [received, sent] = await Promise.all([
    repo.receivedApplicationsAnyTenant(unscoped, viewer),
    repo.sentApplications(scope, viewer),
  ]);
  const all = [...received, ...sent];
  const cardRows = await withOwnerAvatars(
    unscoped,
    await vcard.cardsByIdsAnyTenant(unscoped, handedOut(all)),
  );
  const cardsById = new Map(cardRows.map((c) => [c.id, c]));
  const others = await Promise.all(
    [...new Set(all.map((a) => (a.apply_user_id === viewer ? a.resp_user_id : a.apply_user_id)))].map((id) =>
      accounts.activeUserById(scope.db, id),
    ),
  );
  const people = await persons(
    unscoped,
    viewer,
    others.flatMap((u) =>
      u ? [{ user_id: u.id, name: u.real_name || u.nick_name || u.account, avatar: u.avatar }] : [],
    ),
  );
  const personById = new Map(people.map((p) => [p.user_id, p.person]));
  const now = Date.now();
  const out = (direction: 'received' | 'sent') => (a: repo.ApplicationRow) => {
    const other = direction === 'received' ? a.apply_user_id : a.resp_user_id;
    const person = personById.get(other);
    if (!person) return [];
    const cards = a.vcard_ids.flatMap((id) => {
      const c = cardsById.get(id);
      // Only what the application names: the applicant's own card in the application's tenant.
      if (!c || c.tenant_id !== a.tenant_id || c.user_id !== a.apply_user_id) return [];
      if (c.is_deleted || (!c.if_opened && c.user_id !== viewer)) return [];
      return [presentCard(c, viewer)];
    });
    return [
      {
        id: a.id,
        direction,
        status: statusOf(a, now),
        applyUserId: a.apply_user_id,
        respUserId: a.resp_user_id,
        person,
        source: a.source,
        wording: a.wording,
        remark: a.remark,
        cards,
        createdAt: chinaTime(a.created_at),
      },
    ];
  };
  return { received: received.flatMap(out('received')), sent: sent.flatMap(out('sent')) };
}

/**
 * The responder accepts (friend/acceptfriendapply): the applicant's friendship row in the
 * application's tenant, the responder's in the responder's current tenant, the applicant's
 * handed-out cards (still existing, not deleted, open) into the responder's folder here, the
 * application status 1, and the responder's own pending application to the applicant accepted
 * too. One transaction; accepting again changes nothing. Only the responder finds the
 * application; refused, expired or unknown ones write nothing. Answers the applicant, the
 * application's wording and whether this call accepted it (for the friend-verify message).
 */
export async function acceptApplication(
  store: Store,
  scope: TenantScope,
  caller: string,
  input: { id: string; remark?: string },
): Promise<{ applicantId: string; wording: string; firstAccept: boolean }> {
  return store.transaction(async (tx) => {
    // eslint-disable-next-line no-restricted-syntax -- the application lives in the applicant's tenant; found only by id AND the caller as responder
    const app = await repo.receivedApplicationAnyTenant(tx.unscoped, caller, input.id);
    if (!app) throw notFound('applyNotFound');
    const status = statusOf(app);
    if (status === 2) throw business('applyRefused');
    if (status === 3) throw business('applyExpired');
    if (!(await accounts.activeUserById(tx.db, app.apply_user_id))) throw notFound('userNotFound');
    // eslint-disable-next-line no-restricted-syntax -- the caller's own tenant (call.scope's), inside the transaction
    const mine = tx.forTenant(scope.tenantId);
    // eslint-disable-next-line no-restricted-syntax -- the applicant's side is written in the application's own tenant, where the applicant asked
    const theirs = tx.forTenant(app.tenant_id);
    await repo.insertFriendRow(theirs, app.apply_user_id, caller, app.remark);
    await repo.insertFriendRow(mine, caller, app.apply_user_id, input.remark ?? '');
    if (status === 0) {
      // eslint-disable-next-line no-restricted-syntax -- the cards named by this application (applicant's, in its tenant)
      const cards = await vcard.cardsByIdsAnyTenant(tx.unscoped, handedOut([app]));
      const keep = cards
        .filter(
          (c) =>
            c.tenant_id === app.tenant_id && c.user_id === app.apply_user_id && !c.is_deleted && c.if_opened,
        )
        .map((c) => c.id);
      if (keep.length) await vcard.folderAdd(mine, caller, keep);
      await repo.markAccepted(theirs, app.id);
      await repo.acceptPendingTo(mine, caller, app.apply_user_id);
    }
    return { applicantId: app.apply_user_id, wording: app.wording, firstAccept: status === 0 };
  });
}

/** Deletes application records the caller sent or received; any other id refuses the whole call. */
export async function deleteApplyRecords(
  scope: TenantScope,
  unscoped: Unscoped,
  caller: string,
  ids: string[],
) {
  const unique = [...new Set(ids)];
  const [sent, received] = await Promise.all([
    repo.sentIdsAmong(scope, caller, unique),
    repo.receivedIdsAmongAnyTenant(unscoped, caller, unique),
  ]);
  if (unique.some((id) => !sent.has(id) && !received.has(id))) throw business('notYourApplyRecord');
  return repo.deleteApplicationsOfUserAnyTenant(unscoped, caller, unique);
}

// ---------------------------------------------------------------- colleagues

async function colleagueRows(
  unscoped: Unscoped,
  viewer: string,
  rows: accounts.ColleagueRow[],
): Promise<(ImPerson & { orgId: string; orgName: string; dept: string; post: string })[]> {
  return (await persons(unscoped, viewer, rows)).map((r) => ({
    ...r.person,
    orgId: r.org_id,
    orgName: r.org_name,
    dept: r.dept,
    post: r.post,
  }));
}

export async function searchColleagues(
  db: Store['db'],
  unscoped: Unscoped,
  viewer: string,
  input: { keyword: string; type?: number },
) {
  const rows = await accounts.colleaguesOf(db, viewer, { ...input, limit: LIST_LIMIT });
  return colleagueRows(unscoped, viewer, rows);
}

async function requireOrgMember(db: Store['db'], orgId: string, userId: string) {
  if (!(await accounts.isOrganisationMember(db, orgId, userId))) throw forbidden('notOrgMember');
}

export async function orgUsers(db: Store['db'], unscoped: Unscoped, viewer: string, orgId: string) {
  await requireOrgMember(db, orgId, viewer);
  return colleagueRows(unscoped, viewer, await accounts.colleaguesOf(db, viewer, { orgId, limit: 1000 }));
}

export async function orgAndPersons(db: Store['db'], unscoped: Unscoped, viewer: string, orgId: string) {
  const list = await orgUsers(db, unscoped, viewer, orgId);
  const tenant = await accounts.findTenant(db, orgId);
  const depts = new Map<string, typeof list>();
  for (const p of list) depts.set(p.dept, [...(depts.get(p.dept) ?? []), p]);
  return {
    orgId,
    orgName: tenant?.tenant_name ?? '',
    depts: [...depts].map(([dept, ps]) => ({ dept, persons: ps })),
  };
}

/** Open cards of the organisation's members, kept in the organisation's tenant; members only. */
export async function orgMemberCards(store: Store, viewer: string, orgId: string) {
  await requireOrgMember(store.db, orgId, viewer);
  // eslint-disable-next-line no-restricted-syntax -- the caller is a member of this organisation (checked above); its members' open cards, masked
  const orgScope = store.forTenant(orgId);
  const members = await accounts.memberIdsOf(store.db, orgId);
  const rows = await withOwnerAvatars(store.db, await vcard.openCardsOfUsers(orgScope, viewer, members));
  return rows.map((r) => presentCard(r, viewer));
}

// ---------------------------------------------------------------- folder and cards

export async function holderPage(
  scope: TenantScope,
  viewer: string,
  input: { current: number; size: number; keyword?: string },
) {
  const page = await vcard.folderPageAnyCardTenant(scope, viewer, input);
  return {
    records: (await withOwnerAvatars(scope.db, page.records)).map((r) => presentCard(r, viewer)),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

/**
 * Does the user hold this card from elsewhere: in their folder here, or handed to them with an
 * application they received (any tenant)?
 */
async function holdsCard(scope: TenantScope, unscoped: Unscoped, userId: string, id: string) {
  const [folder, applied] = await Promise.all([
    vcard.inFolder(scope, userId, id),
    repo.receivedCardWithApplicationAnyTenant(unscoped, userId, id),
  ]);
  return folder || applied;
}

/**
 * A card's basics by id: a card of the caller's tenant, or one the caller holds (folder here, or
 * handed to them with an application). Other tenants' cards are for the public view link only.
 * Deleted or others' private cards are refused; contacts masked for others.
 */
export async function cardBasic(scope: TenantScope, unscoped: Unscoped, viewer: string, vcardId: string) {
  const stored =
    (await vcard.findCard(scope, vcardId)) ??
    ((await holdsCard(scope, unscoped, viewer, vcardId))
      ? await vcard.findCardAnyTenant(unscoped, vcardId)
      : undefined);
  if (!stored) throw badRequest('cardNotFound');
  const [row] = await withOwnerAvatars(scope.db, [stored]);
  if (!row) throw badRequest('cardNotFound');
  if (row.user_id !== viewer && (row.is_deleted || !row.if_opened)) throw business('cardUnavailable');
  return presentCard(row, viewer);
}

// ---------------------------------------------------------------- forward targets

/** Friends (this tenant) and colleagues (my organisations) whose name matches; 20 of each. */
export async function forwardTargets(
  scope: TenantScope,
  unscoped: Unscoped,
  viewer: string,
  keyWord: string,
) {
  const [friends, colleagues] = await Promise.all([
    friendList(scope, unscoped, viewer, { keyword: keyWord, limit: SEARCH_LIMIT }),
    accounts.colleaguesOf(scope.db, viewer, { keyword: keyWord, limit: SEARCH_LIMIT }),
  ]);
  return { friends, colleagues: await colleagueRows(unscoped, viewer, colleagues) };
}
