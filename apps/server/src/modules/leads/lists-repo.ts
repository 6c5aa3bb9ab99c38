import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import type { LeadListShareColumn, LeadStatusColumn } from '../../db/schema/leads';
import { escapeLike } from '../../db/like';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'leads'>;

/** Lead lists and their shares: tenant-owned, every query through the scope. */

/** Who asks: administrators of the organisation see every list of it. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

const LIST_COLUMNS = [
  'lead_lists.id',
  'lead_lists.owner_id',
  'lead_lists.name',
  'lead_lists.share',
  'lead_lists.lead_count',
  'lead_lists.created_at',
  'lead_lists.updated_at',
] as const;

/** The lists the viewer may see: their own, shared with them or the organisation (all, for an admin). */
function visible(scope: Scope, viewer: Viewer) {
  const q = scope.selectFrom('lead_lists');
  if (viewer.isAdmin) return q;
  return q.where((eb) =>
    eb.or([
      eb('lead_lists.owner_id', '=', viewer.userId),
      eb('lead_lists.share', '=', 'organisation'),
      eb.and([
        eb('lead_lists.share', '=', 'users'),
        eb(
          'lead_lists.id',
          'in',
          scope
            .selectFrom('lead_list_shares')
            .select('lead_list_shares.list_id')
            .where('lead_list_shares.user_id', '=', viewer.userId),
        ),
      ]),
    ]),
  );
}

/** bigint ids read as numbers by one driver and strings by the other: always strings here. */
const withId = <R extends { id: string }>(r: R): R => ({ ...r, id: String(r.id) });

export async function visibleList(scope: Scope, viewer: Viewer, listId: string) {
  const row = await visible(scope, viewer)
    .select(LIST_COLUMNS)
    .where('lead_lists.id', '=', listId)
    .executeTakeFirst();
  return row && withId(row);
}
export type ListRow = NonNullable<Awaited<ReturnType<typeof visibleList>>>;

/** Ids of every list the viewer sees (an organisation has at most LEADS_LIMITS.listsPerTenant). */
export async function visibleListIds(scope: Scope, viewer: Viewer): Promise<string[]> {
  const rows = await visible(scope, viewer).select('lead_lists.id').execute();
  return rows.map((r) => String(r.id));
}

export async function listPage(
  scope: Scope,
  viewer: Viewer,
  opts: { current: number; size: number; keyword?: string },
) {
  let q = visible(scope, viewer);
  if (opts.keyword) q = q.where('lead_lists.name', 'like', `%${escapeLike(opts.keyword)}%`);
  const page = await paginate(
    q.select(LIST_COLUMNS).orderBy('lead_lists.updated_at', 'desc').orderBy('lead_lists.id', 'desc'),
    opts,
  );
  return { ...page, rows: page.rows.map(withId) };
}

export const countLists = (scope: Scope) =>
  scope
    .selectFrom('lead_lists')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

export async function insertList(
  scope: Scope,
  row: { ownerId: string; name: string; profile: string | null },
): Promise<string> {
  const r = await scope
    .insertInto('lead_lists', { owner_id: row.ownerId, name: row.name, profile: row.profile })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

/** The list row, locked until the transaction ends (adding leads counts against its size). */
export const lockList = (tx: Scope, listId: string) =>
  tx
    .selectFrom('lead_lists')
    .select(['lead_lists.id', 'lead_lists.lead_count'])
    .where('lead_lists.id', '=', listId)
    .forUpdate()
    .executeTakeFirst()
    .then((r) => r && withId(r));

export async function renameList(scope: Scope, listId: string, name: string): Promise<void> {
  await scope
    .updateTable('lead_lists')
    .set({ name, updated_at: sql`now()` })
    .where('lead_lists.id', '=', listId)
    .execute();
}

export async function removeList(scope: Scope, listId: string): Promise<number> {
  const r = await scope.deleteFrom('lead_lists').where('lead_lists.id', '=', listId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function setShare(
  tx: Scope,
  listId: string,
  share: LeadListShareColumn,
  userIds: readonly string[],
): Promise<void> {
  await tx
    .updateTable('lead_lists')
    .set({ share, updated_at: sql`now()` })
    .where('lead_lists.id', '=', listId)
    .execute();
  await tx.deleteFrom('lead_list_shares').where('lead_list_shares.list_id', '=', listId).execute();
  if (share === 'users' && userIds.length)
    await tx
      .insertInto(
        'lead_list_shares',
        userIds.map((user_id) => ({ list_id: listId, user_id })),
      )
      .execute();
}

export async function sharesOf(scope: Scope, listIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!listIds.length) return out;
  const rows = await scope
    .selectFrom('lead_list_shares')
    .select(['lead_list_shares.list_id', 'lead_list_shares.user_id'])
    .where('lead_list_shares.list_id', 'in', [...listIds])
    .orderBy('lead_list_shares.user_id')
    .execute();
  for (const r of rows) out.set(String(r.list_id), [...(out.get(String(r.list_id)) ?? []), r.user_id]);
  return out;
}

export async function addToCount(tx: Scope, listId: string, added: number): Promise<void> {
  await tx
    .updateTable('lead_lists')
    .set((eb) => ({ lead_count: eb('lead_count', '+', added), updated_at: sql`now()` }))
    .where('lead_lists.id', '=', listId)
    .execute();
}

/** Leads per status of each list. */
export async function statusCounts(
  scope: Scope,
  listIds: readonly string[],
): Promise<Map<string, Map<LeadStatusColumn, number>>> {
  const out = new Map<string, Map<LeadStatusColumn, number>>();
  if (!listIds.length) return out;
  const rows = await scope
    .selectFrom('leads')
    .select(['leads.list_id', 'leads.status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('leads.list_id', 'in', [...listIds])
    .groupBy(['leads.list_id', 'leads.status'])
    .execute();
  for (const r of rows) {
    const m = out.get(String(r.list_id)) ?? new Map<LeadStatusColumn, number>();
    m.set(r.status, Number(r.n));
    out.set(String(r.list_id), m);
  }
  return out;
}

/** Names of these lists, by id. */
export async function listNames(scope: Scope, listIds: readonly string[]): Promise<Map<string, string>> {
  if (!listIds.length) return new Map();
  const rows = await scope
    .selectFrom('lead_lists')
    .select(['lead_lists.id', 'lead_lists.name'])
    .where('lead_lists.id', 'in', [...listIds])
    .execute();
  return new Map(rows.map((r) => [String(r.id), r.name]));
}
