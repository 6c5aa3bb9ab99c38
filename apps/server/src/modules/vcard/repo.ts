import type { Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import type { Q } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { VcardsTable } from '../../db/schema/vcard';
import { TenantScope, type TenantInsert } from '../../db/tenant-scope';
import type { CardRow } from './presenter';

/** The caller's tenant, or (only where a function says so) every tenant. */
export type CardSource = TenantScope | Kysely<Database>;

type CardQuery = SelectQueryBuilder<Database, 'vcards' | 'users', CardRow>;

/** vcards with the owner's user-centre avatar, from a scope or (named callers only) unscoped. */
function cards(source: CardSource): CardQuery {
  const base = source instanceof TenantScope ? source.selectFrom('vcards') : source.selectFrom('vcards');
  return base
    .innerJoin('users', 'users.id', 'vcards.user_id')
    .selectAll('vcards')
    .select('users.avatar as user_center_avatar') as unknown as CardQuery;
}

/** A card of the caller's tenant by id, deleted or not. */
export const findCard = (scope: TenantScope, id: string) =>
  cards(scope).where('vcards.id', '=', id).executeTakeFirst();

/**
 * The public view link (/businessCard/view?id=) reads a card by id from ANY tenant: the link is
 * public, so this is the one read of vcards outside the caller's tenant. Privacy and masking are
 * applied by the service and the presenter before anything leaves the server.
 */
export const findCardAnyTenant = (unscoped: Kysely<Database>, id: string) =>
  cards(unscoped).where('vcards.id', '=', id).executeTakeFirst();

/**
 * Cards shared in chat messages, by id in ANY tenant (chat crosses tenants, like the public view
 * link), with their owner's account names. Privacy and masking are applied per reader by
 * chat-cards.ts before anything leaves the server.
 */
export const chatCardsAnyTenant = (unscoped: Kysely<Database>, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : cards(unscoped)
        .where('vcards.id', 'in', [...ids])
        .select(['users.real_name as owner_real_name', 'users.nick_name as owner_nick_name'])
        .execute();

/** A user's cards in the tenant, in their order (deleted ones left out). */
export function userCards(scope: TenantScope, userId: string, opts: { openOnly?: boolean } = {}) {
  let q = cards(scope).where('vcards.user_id', '=', userId).where('vcards.is_deleted', '=', false);
  if (opts.openOnly) q = q.where('vcards.if_opened', '=', true);
  return q.orderBy('vcards.sort').orderBy('vcards.created_at').orderBy('vcards.id').execute();
}

/** Serialises one user's card writes (the limit and the first-card default) until the transaction ends. */
export const lockUser = (scope: TenantScope, userId: string) =>
  scope.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

export const countUserCards = async (scope: TenantScope, userId: string) =>
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
): Promise<CardRow[]> {
  if (userIds.length === 0) return [];
  const rows = await cards(source)
    .where('vcards.user_id', 'in', [...new Set(userIds)])
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
  const first = new Map<string, CardRow>();
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
  const base =
    source instanceof TenantScope ? source.selectFrom('vcard_modules') : source.selectFrom('vcard_modules');
  return base
    .select(['id', 'vcard_id', 'module_code', 'module_name', 'if_display', 'content', 'sort'])
    .where('vcard_id', '=', cardId)
    .orderBy('sort')
    .orderBy('module_code')
    .execute();
}

export const insertModules = (scope: TenantScope, rows: TenantInsert<'vcard_modules'>[]) =>
  rows.length ? scope.insertInto('vcard_modules', rows).execute() : Promise.resolve([]);

export const deleteModules = (scope: TenantScope, cardId: string, keepCodes: number[]) => {
  let q = scope.deleteFrom('vcard_modules').where('vcard_id', '=', cardId);
  if (keepCodes.length) q = q.where('module_code', 'not in', keepCodes);
  return q.execute();
};

export const upsertModule = (scope: TenantScope, row: TenantInsert<'vcard_modules'>) =>
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

export const updateModuleContent = (scope: TenantScope, id: string, content: string) =>
  scope.updateTable('vcard_modules').set({ content }).where('id', '=', id).execute();

// ---------------------------------------------------------------- relations of a viewer to owners

export interface Relations {
  attention: Set<string>;
  friends: Map<string, string>;
  colleagues: Set<string>;
  folder: Set<string>;
}

/** Follows, friendships, colleagues (members of the tenant) and folder entries of the viewer. */
export async function relationsOf(
  scope: TenantScope,
  viewer: string,
  owners: readonly string[],
  cardIds: readonly string[],
): Promise<Relations> {
  const users = [...new Set(owners)];
  if (users.length === 0)
    return { attention: new Set(), friends: new Map(), colleagues: new Set(), folder: new Set() };
  const [attention, friends, colleagues, folder] = await Promise.all([
    scope
      .selectFrom('user_attention')
      .select('target_user_id')
      .where('user_id', '=', viewer)
      .where('target_user_id', 'in', users)
      .execute(),
    scope
      .selectFrom('im_friends')
      .select(['friend_user_id', 'remark'])
      .where('user_id', '=', viewer)
      .where('friend_user_id', 'in', users)
      .execute(),
    scope.db
      .selectFrom('tenant_members')
      .select('user_id')
      .where('tenant_id', '=', scope.tenantId)
      .where('user_id', 'in', users)
      .execute(),
    cardIds.length
      ? scope
          .selectFrom('vcard_holder')
          .select('vcard_id')
          .where('user_id', '=', viewer)
          .where('vcard_id', 'in', [...cardIds])
          .execute()
      : Promise.resolve([]),
  ]);
  return {
    attention: new Set(attention.map((r) => r.target_user_id)),
    friends: new Map(friends.map((r) => [r.friend_user_id, r.remark])),
    colleagues: new Set(colleagues.map((r) => r.user_id).filter((u) => u !== viewer)),
    folder: new Set(folder.map((r) => r.vcard_id)),
  };
}

export const isTenantMember = async (scope: TenantScope, userId: string) =>
  !!(await scope.db
    .selectFrom('tenant_members')
    .select('user_id')
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst());

// ---------------------------------------------------------------- companies

export const companyExists = async (scope: TenantScope, companyId: string) =>
  !!(await scope.db
    .selectFrom('companies')
    .select('company_id')
    .where('company_id', '=', companyId)
    .executeTakeFirst());

export const isListedCompany = async (db: Q, companyId: string | null) =>
  !!companyId &&
  !!(await db
    .selectFrom('company_listings')
    .select('company_id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst());

// ---------------------------------------------------------------- writes of cards

export const insertCard = (scope: TenantScope, row: TenantInsert<'vcards'>) =>
  scope.insertInto('vcards', row).execute();

export const updateCard = (scope: TenantScope, id: string, patch: Updateable<VcardsTable>) =>
  scope
    .updateTable('vcards')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const clearDefault = (scope: TenantScope, userId: string) =>
  scope
    .updateTable('vcards')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();

// ---------------------------------------------------------------- card folder (vcard_holder)

export const folderAdd = (scope: TenantScope, userId: string, cardIds: readonly string[]) =>
  scope
    .insertInto(
      'vcard_holder',
      cardIds.map((vcard_id) => ({ user_id: userId, vcard_id })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'vcard_id']).doNothing())
    .execute();

export const folderRemove = (scope: TenantScope, userId: string, cardId: string) =>
  scope.deleteFrom('vcard_holder').where('user_id', '=', userId).where('vcard_id', '=', cardId).execute();

/** Folder cards the user may still see: not deleted, open (or their own). */
function folderCards(scope: TenantScope, userId: string, keyword?: string) {
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
  scope: TenantScope,
  userId: string,
  opts: { keyword?: string; current: number; size: number },
) {
  const [records, total] = await Promise.all([
    folderCards(scope, userId, opts.keyword)
      .orderBy('vcard_holder.created_at', 'desc')
      .orderBy('vcards.id')
      .limit(opts.size)
      .offset((opts.current - 1) * opts.size)
      .execute(),
    folderCards(scope, userId, opts.keyword)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total: Number((total as unknown as { n: string }).n) };
}

// ---------------------------------------------------------------- organisation lists

/** Open (or own) cards in the tenant under an organisation id or name. */
export function cardsUnderOrg(scope: TenantScope, viewer: string, org: { orgId?: string; orgName?: string }) {
  let q = cards(scope)
    .where('vcards.is_deleted', '=', false)
    .where((eb) => eb.or([eb('vcards.if_opened', '=', true), eb('vcards.user_id', '=', viewer)]));
  if (org.orgId) q = q.where('vcards.org_id', '=', org.orgId);
  if (org.orgName) q = q.where('vcards.org_name', '=', org.orgName);
  return q.orderBy('vcards.user_id').orderBy('vcards.sort').limit(500).execute();
}

/** Organisations of the user's cards, with the number of cards others may see under each. */
export async function myOrgs(scope: TenantScope, userId: string) {
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

export const receivedCardCount = async (scope: TenantScope, userId: string) =>
  Number(
    (
      (await folderCards(scope, userId)
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()) as unknown as { n: string }
    ).n,
  );
