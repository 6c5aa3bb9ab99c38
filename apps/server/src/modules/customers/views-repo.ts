import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import type { SavedViewTableColumn } from '../../db/schema/customers';

type Scope = ScopeOf<'customers'>;

/** Saved views of the tables (crm_saved_views): a member's named filters and columns. Tenant-owned. */

const COLUMNS = [
  'crm_saved_views.id',
  'crm_saved_views.owner_id',
  'crm_saved_views.table',
  'crm_saved_views.name',
  'crm_saved_views.shared',
  'crm_saved_views.state',
  'crm_saved_views.created_at',
  'crm_saved_views.updated_at',
] as const;

const withId = <R extends { id: string }>(r: R): R => ({ ...r, id: String(r.id) });

/** The views of a table a member may read: their own and those shared in the organisation. */
export async function readableViews(scope: Scope, userId: string, table: SavedViewTableColumn) {
  const rows = await scope
    .selectFrom('crm_saved_views')
    .select(COLUMNS)
    .where('crm_saved_views.table', '=', table)
    .where((eb) =>
      eb.or([eb('crm_saved_views.owner_id', '=', userId), eb('crm_saved_views.shared', '=', true)]),
    )
    .orderBy('crm_saved_views.created_at')
    .orderBy('crm_saved_views.id')
    .execute();
  return rows.map(withId);
}
export type ViewRow = Awaited<ReturnType<typeof readableViews>>[number];

/** One view the member may read (own, or shared), or undefined: another's private view is not found. */
export async function readableView(scope: Scope, userId: string, viewId: string) {
  const row = await scope
    .selectFrom('crm_saved_views')
    .select(COLUMNS)
    .where('crm_saved_views.id', '=', viewId)
    .where((eb) =>
      eb.or([eb('crm_saved_views.owner_id', '=', userId), eb('crm_saved_views.shared', '=', true)]),
    )
    .executeTakeFirst();
  return row && withId(row);
}

/**
 * Serialises a member's writes of one table's views, so parallel creates count each other: taken
 * at the start of the transaction that counts and inserts.
 */
export async function lockOwnViews(tx: Scope, userId: string, table: SavedViewTableColumn): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`crm_saved_views:${tx.tenantId}:${userId}:${table}`}))`.execute(
    tx.db,
  );
}

export async function countOwnViews(scope: Scope, userId: string, table: SavedViewTableColumn) {
  const row = await scope
    .selectFrom('crm_saved_views')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('crm_saved_views.owner_id', '=', userId)
    .where('crm_saved_views.table', '=', table)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewView {
  ownerId: string;
  table: SavedViewTableColumn;
  name: string;
  shared: boolean;
  state: unknown;
}

export async function insertView(tx: Scope, v: NewView): Promise<string> {
  const row = await tx
    .insertInto('crm_saved_views', {
      owner_id: v.ownerId,
      table: v.table,
      name: v.name,
      shared: v.shared,
      state: JSON.stringify(v.state),
    })
    .returning('crm_saved_views.id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The demo's views: written once, a name the member already has is left as it is. */
export async function insertViewsOnce(scope: Scope, views: readonly NewView[]): Promise<number> {
  if (!views.length) return 0;
  const rows = await scope
    .insertInto(
      'crm_saved_views',
      views.map((v) => ({
        owner_id: v.ownerId,
        table: v.table,
        name: v.name,
        shared: v.shared,
        state: JSON.stringify(v.state),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('crm_saved_views.id')
    .execute();
  return rows.length;
}

/** Changes one of the owner's views; false when it is not theirs (or gone). */
export async function updateOwnView(
  scope: Scope,
  userId: string,
  viewId: string,
  v: { name?: string; shared?: boolean; state?: unknown },
): Promise<boolean> {
  const res = await scope
    .updateTable('crm_saved_views')
    .set({
      ...(v.name !== undefined && { name: v.name }),
      ...(v.shared !== undefined && { shared: v.shared }),
      ...(v.state !== undefined && { state: JSON.stringify(v.state) }),
      updated_at: sql<Date>`now()`,
    })
    .where('crm_saved_views.id', '=', viewId)
    .where('crm_saved_views.owner_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Deletes a view the caller may delete: their own, or (an administrator) one shared in the
 * organisation. The rule is in the statement, so a view unshared meanwhile is not deleted.
 */
export async function removeView(
  scope: Scope,
  viewer: { userId: string; isAdmin: boolean },
  viewId: string,
): Promise<number> {
  const res = await scope
    .deleteFrom('crm_saved_views')
    .where('crm_saved_views.id', '=', viewId)
    .where((eb) =>
      viewer.isAdmin
        ? eb.or([eb('crm_saved_views.owner_id', '=', viewer.userId), eb('crm_saved_views.shared', '=', true)])
        : eb('crm_saved_views.owner_id', '=', viewer.userId),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
