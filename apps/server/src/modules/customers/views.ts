import {
  CUSTOMERS_LIMITS,
  ResultCode,
  SAVED_VIEW_COLUMNS,
  SAVED_VIEW_STATE,
  type SavedView,
  type SavedViewState,
  type SavedViewTable,
  type savedViewCreateInput,
  type savedViewUpdateInput,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { userDisplayNames } from '../accounts';
import type { Viewer } from './access';
import * as repo from './views-repo';

/**
 * Saved views of the customers and deals tables (docs/customers.md "Saved views"): a member names
 * the table's filters and column settings, keeps at most 20 per table, and may share one with the
 * organisation. A shared view is read-only to the others; its maker or an administrator deletes it.
 * Another member's private view is not found (404), never forbidden, so ids cannot be probed.
 */

const viewNotFound = () => new AppError('savedViewNotFound', ResultCode.NOT_FOUND, 404);

/**
 * A stored state as the table's schema reads it today. A view saved before a filter or column was
 * dropped keeps what still holds, so an old row never fails the answer.
 */
export function readState(table: SavedViewTable, raw: unknown): SavedViewState {
  const schema = SAVED_VIEW_STATE[table];
  const whole = schema.safeParse(raw);
  if (whole.success) return whole.data;
  const stored = (raw && typeof raw === 'object' ? raw : {}) as { filters?: unknown; columns?: unknown };
  const fields = schema.shape.filters.shape as Record<string, z.ZodType>;
  const filters = Object.fromEntries(
    Object.entries(stored.filters && typeof stored.filters === 'object' ? stored.filters : {}).filter(
      ([key, value]) => fields[key]?.safeParse(value).success,
    ),
  );
  const known = new Set<string>(SAVED_VIEW_COLUMNS[table]);
  const seen = new Set<string>();
  const columns = Array.isArray(stored.columns)
    ? (stored.columns as Array<{ key?: unknown; visible?: unknown }>).filter(
        (c) =>
          typeof c?.key === 'string' &&
          known.has(c.key) &&
          typeof c.visible === 'boolean' &&
          !seen.has(c.key) &&
          Boolean(seen.add(c.key)),
      )
    : null;
  const kept = schema.safeParse({ filters, columns });
  return kept.success ? kept.data : { filters: {}, columns: null };
}

async function present(db: Q, viewer: Viewer, rows: readonly repo.ViewRow[]): Promise<SavedView[]> {
  const names = await userDisplayNames(db, [...new Set(rows.map((r) => r.owner_id))]);
  return rows.map((r) => {
    const mine = r.owner_id === viewer.userId;
    return {
      viewId: r.id,
      table: r.table,
      name: r.name,
      shared: r.shared,
      state: readState(r.table, r.state),
      ownerId: r.owner_id,
      ownerName: names.get(r.owner_id) ?? '',
      mine,
      canDelete: mine || (r.shared && viewer.isAdmin),
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
    };
  });
}

async function presentOne(db: Q, scope: TenantScope, viewer: Viewer, viewId: string): Promise<SavedView> {
  const row = await repo.readableView(scope, viewer.userId, viewId);
  if (!row) throw viewNotFound();
  return (await present(db, viewer, [row]))[0]!;
}

/** The caller's own views of the table first, then the others' shared ones, each oldest first. */
export async function viewList(db: Q, scope: TenantScope, viewer: Viewer, table: SavedViewTable) {
  const rows = await repo.readableViews(scope, viewer.userId, table);
  const own = rows.filter((r) => r.owner_id === viewer.userId);
  const others = rows.filter((r) => r.owner_id !== viewer.userId);
  return present(db, viewer, [...own, ...others]);
}

/** A name the caller already gave a view of this table (whatever its case) is refused. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('savedViewDuplicate');
    throw err;
  }
}

/**
 * Saves a view. The count and the insert run under the member's lock of that table, so twenty
 * creates at once still leave at most 20 views; past the limit nothing is written.
 */
export async function createView(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: z.output<typeof savedViewCreateInput>,
): Promise<SavedView> {
  const viewId = await uniqueName(() =>
    scope.transaction(async (tx) => {
      await repo.lockOwnViews(tx, viewer.userId, input.table);
      if ((await repo.countOwnViews(tx, viewer.userId, input.table)) >= CUSTOMERS_LIMITS.savedViewsPerTable)
        throw badRequest('savedViewsMax');
      return repo.insertView(tx, {
        ownerId: viewer.userId,
        table: input.table,
        name: input.name,
        shared: input.shared,
        state: input.state,
      });
    }),
  );
  return presentOne(db, scope, viewer, viewId);
}

/** Renames, shares or unshares, or saves new filters and columns into the caller's own view. */
export async function updateView(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: z.output<typeof savedViewUpdateInput>,
): Promise<SavedView> {
  const row = await repo.readableView(scope, viewer.userId, input.viewId);
  if (!row) throw viewNotFound();
  if (row.owner_id !== viewer.userId) throw forbidden('savedViewOwnerOnly');
  let state: SavedViewState | undefined;
  if (input.state !== undefined) {
    const fits = SAVED_VIEW_STATE[row.table].safeParse(input.state);
    if (!fits.success) throw badRequest('savedViewStateInvalid');
    state = fits.data;
  }
  const changed = await uniqueName(() =>
    repo.updateOwnView(scope, viewer.userId, row.id, { name: input.name, shared: input.shared, state }),
  );
  if (!changed) throw viewNotFound();
  return presentOne(db, scope, viewer, row.id);
}

/** Deletes the caller's own view, or (an administrator) a view shared in the organisation. */
export async function removeView(scope: TenantScope, viewer: Viewer, viewId: string) {
  const row = await repo.readableView(scope, viewer.userId, viewId);
  if (!row) throw viewNotFound();
  if (row.owner_id !== viewer.userId && !viewer.isAdmin) throw forbidden('savedViewRemoveOnly');
  const changed = await repo.removeView(scope, viewer, row.id);
  if (!changed) throw viewNotFound();
  return { changed };
}
