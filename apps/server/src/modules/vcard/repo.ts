import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
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

/** A user's cards in the tenant, in their order (deleted ones left out). */
export function userCards(scope: TenantScope, userId: string, opts: { openOnly?: boolean } = {}) {
  let q = cards(scope).where('vcards.user_id', '=', userId).where('vcards.is_deleted', '=', false);
  if (opts.openOnly) q = q.where('vcards.if_opened', '=', true);
  return q.orderBy('vcards.sort').orderBy('vcards.created_at').orderBy('vcards.id').execute();
}

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

// ---------------------------------------------------------------- relations of a viewer to an owner

/** Follows, friendship, same tenant and folder entry of the viewer (in the viewer's tenant). */
export async function relationOf(scope: TenantScope, viewer: string, owner: string, cardId: string) {
  const [attention, friend, colleague, folder] = await Promise.all([
    scope
      .selectFrom('user_attention')
      .select('target_user_id')
      .where('user_id', '=', viewer)
      .where('target_user_id', '=', owner)
      .executeTakeFirst(),
    scope
      .selectFrom('im_friends')
      .select('remark')
      .where('user_id', '=', viewer)
      .where('friend_user_id', '=', owner)
      .executeTakeFirst(),
    scope.db
      .selectFrom('tenant_members')
      .select('user_id')
      .where('tenant_id', '=', scope.tenantId)
      .where('user_id', '=', owner)
      .executeTakeFirst(),
    scope
      .selectFrom('vcard_holder')
      .select('vcard_id')
      .where('user_id', '=', viewer)
      .where('vcard_id', '=', cardId)
      .executeTakeFirst(),
  ]);
  return {
    isAttention: !!attention,
    isFriend: !!friend,
    isColleague: viewer !== owner && !!colleague,
    isInFolder: !!folder,
    friendRemark: friend?.remark ?? '',
  };
}
