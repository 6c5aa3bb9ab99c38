import { sql, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { escapeLike } from '../../db/like';
import type { QueriesOf, ScopeOf, StoreOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/schema';
import type { VcardsTable } from '../../db/schema/vcard';
import type { TenantInsert } from '../../db/tenant-scope';

type Scope = ScopeOf<'vcard'>;
type Unscoped = StoreOf<'vcard'>['unscoped'];

/** The caller's tenant, or (only where a function says so) every tenant. */
export type CardSource = Scope | Unscoped;

/** A card as stored: the presenter's CardRow without its owner's avatar (owners.ts adds it). */
export type StoredCard = Selectable<VcardsTable>;

type CardQuery = SelectQueryBuilder<Pick<Database, 'vcards' | 'vcard_holder'>, 'vcards', StoredCard>;

const isScope = (source: CardSource): source is Scope => 'tenantId' in source;

/** vcards from a scope or (named callers only) unscoped. */
function cards(source: CardSource): CardQuery {
  const base = isScope(source) ? source.selectFrom('vcards') : source.selectFrom('vcards');
  return base.selectAll('vcards') as unknown as CardQuery;
}

/** A card of the caller's tenant by id, deleted or not. */
export const findCard = (scope: Scope, id: string) =>
  cards(scope).where('vcards.id', '=', id).executeTakeFirst();

/**
 * The public view link (/businessCard/view?id=) reads a card by id from ANY tenant: the link is
 * public, so this is the one read of vcards outside the caller's tenant. Privacy and masking are
 * applied by the service and the presenter before anything leaves the server.
 */
export const findCardAnyTenant = (unscoped: Unscoped, id: string) =>
  cards(unscoped).where('vcards.id', '=', id).executeTakeFirst();

/**
 * Cards shared in chat messages, by id in ANY tenant (chat crosses tenants, like the public view
 * link). Privacy and masking are applied per reader by
 * chat-cards.ts before anything leaves the server.
 */
export const chatCardsAnyTenant = (unscoped: Unscoped, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : cards(unscoped)
        .where('vcards.id', 'in', [...ids])
        .execute();

/** A user's cards in the tenant, in their order (deleted ones left out). */
export function userCards(scope: Scope, userId: string, opts: { openOnly?: boolean } = {}) {
  let q = cards(scope).where('vcards.user_id', '=', userId).where('vcards.is_deleted', '=', false);
  if (opts.openOnly) q = q.where('vcards.if_opened', '=', true);
  return q.orderBy('vcards.sort').orderBy('vcards.created_at').orderBy('vcards.id').execute();
}

export const countUserCards = async (scope: Scope, userId: string) =>
  Number(
    (
      await scope
        .selectFrom('vcards')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('is_deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * The card each user shows others: the default when it is open, else their first open card
 * (owners see their own default even when it is private). From the scope's tenant, or from every
 * tenant when the caller hands the unscoped instance (follows and fans are counted anywhere).
 */
export async function visibleDefaultCards(
  source: CardSource,
  viewer: string | null,
  userIds: readonly string[],
): Promise<StoredCard[]> {
  if (userIds.length === 0) return [];
  // One array parameter rather than a list of them: the feed asks for up to thousands of people.
  const ids = [...new Set(userIds)].map((id) => `"${id.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(',');
  const rows = await cards(source)
    .where(sql<boolean>`vcards.user_id = any(${`{${ids}}`}::text[])`)
    .where('vcards.is_deleted', '=', false)
    .where((eb) =>
      viewer === null
        ? eb('vcards.if_opened', '=', true)
        : eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', viewer)]),
    )
    .orderBy('vcards.user_id')
    .orderBy('vcards.is_default', 'desc')
    .orderBy('vcards.sort')
    .orderBy('vcards.created_at')
    .execute();
  const first = new Map<string, StoredCard>();
  for (const row of rows) if (!first.has(row.user_id)) first.set(row.user_id, row);
  return [...first.values()];
}

// ---------------------------------------------------------------- modules

export interface ModuleRow {
  id: string;
  vcard_id: string;
  module_code: number;
  module_name: string;
  if_display: number;
  content: string;
  sort: number;
}

export function modulesOf(source: CardSource, cardId: string): Promise<ModuleRow[]> {
  const base = isScope(source) ? source.selectFrom('vcard_modules') : source.selectFrom('vcard_modules');
  return base
    .select(['id', 'vcard_id', 'module_code', 'module_name', 'if_display', 'content', 'sort'])
    .where('vcard_id', '=', cardId)
    .orderBy('sort')
    .orderBy('module_code')
    .execute();
}

export const insertModules = (scope: Scope, rows: TenantInsert<'vcard_modules'>[]) =>
  rows.length ? scope.insertInto('vcard_modules', rows).execute() : Promise.resolve([]);

export const deleteModules = (scope: Scope, cardId: string, keepCodes: number[]) => {
  let q = scope.deleteFrom('vcard_modules').where('vcard_id', '=', cardId);
  if (keepCodes.length) q = q.where('module_code', 'not in', keepCodes);
  return q.execute();
};

export const upsertModule = (scope: Scope, row: TenantInsert<'vcard_modules'>) =>
  scope
    .insertInto('vcard_modules', row)
    .onConflict((oc) =>
      oc.columns(['vcard_id', 'module_code']).doUpdateSet((eb) => ({
        module_name: eb.ref('excluded.module_name'),
        if_display: eb.ref('excluded.if_display'),
        content: eb.ref('excluded.content'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();

export const updateModuleContent = (scope: Scope, id: string, content: string) =>
  scope.updateTable('vcard_modules').set({ content }).where('id', '=', id).execute();

// ---------------------------------------------------------------- the viewer's folder

/** Which of cardIds the viewer keeps in their folder in the caller's tenant. */
export async function folderIdsAmong(scope: Scope, viewer: string, cardIds: readonly string[]) {
  if (cardIds.length === 0) return new Set<string>();
  const rows = await scope
    .selectFrom('vcard_holder')
    .select('vcard_id')
    .where('user_id', '=', viewer)
    .where('vcard_id', 'in', [...cardIds])
    .execute();
  return new Set(rows.map((r) => r.vcard_id));
}

// ---------------------------------------------------------------- companies

export const companyExists = async (scope: Scope, companyId: string) =>
  !!(await scope.db
    .selectFrom('companies')
    .select('company_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst());

export const isListedCompany = async (db: QueriesOf<'vcard'>, companyId: string | null) =>
  !!companyId &&
  !!(await db
    .selectFrom('company_listings')
    .select('company_id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst());

// ---------------------------------------------------------------- writes of cards

export const insertCard = (scope: Scope, row: TenantInsert<'vcards'>) =>
  scope.insertInto('vcards', row).execute();

export const updateCard = (scope: Scope, id: string, patch: Updateable<VcardsTable>) =>
  scope
    .updateTable('vcards')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const clearDefault = (scope: Scope, userId: string) =>
  scope
    .updateTable('vcards')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();

// ---------------------------------------------------------------- card folder (vcard_holder)

export const folderAdd = (scope: Scope, userId: string, cardIds: readonly string[]) =>
  scope
    .insertInto(
      'vcard_holder',
      cardIds.map((vcard_id) => ({ user_id: userId, vcard_id })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'vcard_id']).doNothing())
    .execute();

export const folderRemove = (scope: Scope, userId: string, cardId: string) =>
  scope.deleteFrom('vcard_holder').where('user_id', '=', userId).where('vcard_id', '=', cardId).execute();

/** Folder cards the user may still see: not deleted, open (or their own). */
function folderCards(scope: Scope, userId: string, keyword?: string) {
  let q = cards(scope)
    .innerJoin('vcard_holder', (j) =>
      j
        .onRef('vcard_holder.vcard_id', '=', 'vcards.id')
        .onRef('vcard_holder.tenant_id', '=', 'vcards.tenant_id'),
    )
    .where('vcard_holder.tenant_id', '=', scope.tenantId)
    .where('vcard_holder.user_id', '=', userId)
    .where('vcards.is_deleted', '=', false)
    .where((eb) => eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', userId)]));
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('vcards.user_name', 'ilike', like), eb('vcards.org_name', 'ilike', like)]));
  }
  return q;
}

export async function folderPage(
  scope: Scope,
  userId: string,
  opts: { keyword?: string; current: number; size: number },
) {
  const { rows, total } = await paginate(
    folderCards(scope, userId, opts.keyword).orderBy('vcard_holder.created_at', 'desc').orderBy('vcards.id'),
    opts,
  );
  return { records: rows, total };
}

// ---------------------------------------------------------------- organisation lists

/** Open (or own) cards in the tenant under an organisation id or name. */
export function cardsUnderOrg(scope: Scope, viewer: string, org: { orgId?: string; orgName?: string }) {
  let q = cards(scope)
    .where('vcards.is_deleted', '=', false)
    .where((eb) => eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', viewer)]));
  if (org.orgId) q = q.where('vcards.org_id', '=', org.orgId);
  if (org.orgName) q = q.where('vcards.org_name', '=', org.orgName);
  return q.orderBy('vcards.user_id').orderBy('vcards.sort').limit(500).execute();
}

/** Organisations of the user's cards, with the number of cards others may see under each. */
export async function myOrgs(scope: Scope, userId: string) {
  const mine = await scope
    .selectFrom('vcards')
    .select(['org_id', 'org_name'])
    .where('user_id', '=', userId)
    .where('is_deleted', '=', false)
    .where('org_name', '<>', '')
    .groupBy(['org_id', 'org_name'])
    .orderBy('org_name')
    .execute();
  if (mine.length === 0) return [];
  const names = [...new Set(mine.map((m) => m.org_name))];
  const counts = await scope
    .selectFrom('vcards')
    .select((eb) => ['org_name', eb.fn.countAll<string>().as('n')])
    .where('org_name', 'in', names)
    .where('is_deleted', '=', false)
    .where((eb) => eb.or([eb('if_opened', '=', true), eb('user_id', '=', userId)]))
    .groupBy('org_name')
    .execute();
  const byName = new Map(counts.map((c) => [c.org_name, Number(c.n)]));
  const seen = new Set<string>();
  return mine
    .filter((m) => (seen.has(m.org_name) ? false : (seen.add(m.org_name), true)))
    .map((m) => ({ orgId: m.org_id, orgName: m.org_name, cardCount: byName.get(m.org_name) ?? 0 }));
}

export const receivedCardCount = async (scope: Scope, userId: string) =>
  Number(
    (
      (await folderCards(scope, userId)
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()) as unknown as { n: string }
    ).n,
  );

// ---------------------------------------------------------------- the people pages (social)

/** Cards by id from ANY tenant (the people pages: cards handed out with friend applications). */
export const cardsByIdsAnyTenant = (unscoped: Unscoped, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : cards(unscoped)
        .where('vcards.id', 'in', [...ids])
        .execute();

/** Is this card in the user's folder in the caller's tenant? */
export const inFolder = async (scope: Scope, userId: string, cardId: string) =>
  !!(await scope
    .selectFrom('vcard_holder')
    .select('vcard_holder.vcard_id')
    .where('vcard_holder.user_id', '=', userId)
    .where('vcard_holder.vcard_id', '=', cardId)
    .executeTakeFirst());

/** Open (or the viewer's own) cards of these users in the scope's tenant: at most 500, by user. */
export const openCardsOfUsers = (scope: Scope, viewer: string, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : cards(scope)
        .where('vcards.is_deleted', '=', false)
        .where((eb) => eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', viewer)]))
        .where('vcards.user_id', 'in', [...new Set(userIds)])
        .orderBy('vcards.user_id')
        .orderBy('vcards.is_default', 'desc')
        .orderBy('vcards.sort')
        .limit(500)
        .execute();

/**
 * The user's folder in the caller's tenant as the people pages show it. A folder row may point at
 * a card kept in another tenant (an accepted application saves the applicant's cards, which live
 * in the applicant's tenant): the card is read by id like the public view; deleted and others'
 * private cards are left out. Newest entry first.
 */
export async function folderPageAnyCardTenant(
  scope: Scope,
  userId: string,
  opts: { keyword?: string; current: number; size: number },
) {
  let base = scope
    .selectFrom('vcard_holder')
    .innerJoin('vcards', 'vcards.id', 'vcard_holder.vcard_id')
    .where('vcard_holder.user_id', '=', userId)
    .where('vcards.is_deleted', '=', false)
    .where((eb) => eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', userId)]));
  if (opts.keyword) {
    const like = `%${escapeLike(opts.keyword)}%`;
    base = base.where((eb) =>
      eb.or([eb('vcards.user_name', 'like', like), eb('vcards.org_name', 'like', like)]),
    );
  }
  const { rows, total } = await paginate(
    base.selectAll('vcards').orderBy('vcard_holder.created_at', 'desc').orderBy('vcards.id'),
    opts,
  );
  return { records: rows as StoredCard[], total };
}

/** The user's folder entries in the caller's tenant whose card still exists (any card tenant). */
export const folderCountAnyCardTenant = async (scope: Scope, userId: string) =>
  Number(
    (
      await scope
        .selectFrom('vcard_holder')
        .innerJoin('vcards', 'vcards.id', 'vcard_holder.vcard_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('vcard_holder.user_id', '=', userId)
        .where('vcards.is_deleted', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The user's cards among ids in the caller's tenant (deleted ones included, flagged). */
export const ownCardsAmong = (scope: Scope, userId: string, ids: readonly string[]) =>
  scope
    .selectFrom('vcards')
    .select(['vcards.id', 'vcards.is_deleted'])
    .where('vcards.user_id', '=', userId)
    .where('vcards.id', 'in', ids)
    .execute();

/** A card's id and linked company by id, from ANY tenant (the widgets' fixed demo card). */
export const cardCompanyAnyTenant = (unscoped: Unscoped, id: string) =>
  unscoped.selectFrom('vcards').select(['id', 'company_id']).where('id', '=', id).executeTakeFirst();

/** The card a user hands out by default in the scope's tenant: the default, else the first (not deleted). */
export const firstCardIdOf = async (scope: Scope, userId: string) =>
  (
    await scope
      .selectFrom('vcards')
      .select('vcards.id')
      .where('vcards.user_id', '=', userId)
      .where('vcards.is_deleted', '=', false)
      .orderBy('vcards.is_default', 'desc')
      .orderBy('vcards.sort')
      .orderBy('vcards.id')
      .executeTakeFirst()
  )?.id;

/** A user's default card (not deleted) in ANY tenant, the first found. */
export const defaultCardIdAnyTenant = async (unscoped: Unscoped, userId: string) =>
  (
    await unscoped
      .selectFrom('vcards')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('is_deleted', '=', false)
      .executeTakeFirst()
  )?.id;

/**
 * The dynamics module (code 14) of the cards `userIds` show `viewer` (their visible default card):
 * for the content feed's card dynamics. Rows whose module is hidden or empty are absent.
 */
export async function dynamicsModulesOf(
  source: CardSource,
  viewer: string | null,
  userIds: readonly string[],
) {
  const shown = await visibleDefaultCards(source, viewer, userIds);
  if (!shown.length) return [];
  const base = isScope(source) ? source.selectFrom('vcard_modules') : source.selectFrom('vcard_modules');
  const modules = await base
    .select(['vcard_id', 'content'])
    .where(
      'vcard_id',
      'in',
      shown.map((c) => c.id),
    )
    .where('module_code', '=', 14)
    .where('if_display', '=', 1)
    .where('content', '<>', '')
    .execute();
  const byCard = new Map(shown.map((c) => [c.id, c]));
  return modules.map((m) => ({ card: byCard.get(m.vcard_id)!, content: m.content }));
}

/**
 * Companies someone shows an open, live business card for, in every tenant (the lead finder's
 * "has a card on the platform" filter and mark): company ids only, at most `limit`.
 */
export async function companiesWithOpenCards(unscoped: Unscoped, limit: number): Promise<string[]> {
  const rows = await unscoped
    .selectFrom('vcards')
    .select('vcards.company_id')
    .distinct()
    .where('vcards.company_id', 'is not', null)
    .where('vcards.is_deleted', '=', false)
    .where('vcards.if_opened', '=', true)
    .orderBy('vcards.company_id')
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.company_id ? [r.company_id] : []));
}

/**
 * The open, live cards of a company in every tenant (a lead's or a customer's people on the
 * platform, like the public view link): default cards first, then the oldest, at most `limit`.
 * Masking is the presenter's, for each viewer.
 */
export const openCardsOfCompanyAnyTenant = (unscoped: Unscoped, companyId: string, limit: number) =>
  cards(unscoped)
    .where('vcards.company_id', '=', companyId)
    .where('vcards.is_deleted', '=', false)
    .where('vcards.if_opened', '=', true)
    .orderBy('vcards.is_default', 'desc')
    .orderBy('vcards.created_at')
    .orderBy('vcards.id')
    .limit(limit)
    .execute();

/**
 * Ids of these users' live cards in every tenant, private ones included (the CRM finds the contacts
 * linked to a person's cards when that person is messaged or hands a card): ids only, read by the
 * index `vcards_by_user` (on every chat message).
 */
export async function cardIdsOfUsersAnyTenant(unscoped: Unscoped, userIds: readonly string[]) {
  if (!userIds.length) return [];
  const rows = await unscoped
    .selectFrom('vcards')
    .select('vcards.id')
    .where('vcards.user_id', 'in', [...new Set(userIds)])
    .where('vcards.is_deleted', '=', false)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * How many live business cards the tenants hold, together (a platform's figure on its landing
 * page: the tenants are its customer's). One array parameter however many tenants there are.
 */
export async function liveCardCount(unscoped: Unscoped, tenantIds: readonly string[]): Promise<number> {
  if (!tenantIds.length) return 0;
  const ids = `{${tenantIds.map((id) => `"${id.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(',')}}`;
  const row = await unscoped
    .selectFrom('vcards')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('vcards.is_deleted', '=', false)
    .where(sql<boolean>`vcards.tenant_id = any(${ids}::text[])`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
