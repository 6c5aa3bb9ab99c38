import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';

/**
 * A user's follow groups and the companies in them, and the chain index (the chains the user
 * opened). Tenant-owned: every query runs in the caller's scope and on the caller's rows.
 */

type Scope = ScopeOf<'chain'>;

export interface GroupRow {
  id: string;
  group_name: string;
  created_at: Date;
  company_count: number | null;
}

/** A page of the user's groups in their order, each with its company count. */
export async function groupsPage(
  scope: Scope,
  userId: string,
  limit: number,
  offset: number,
): Promise<GroupRow[]> {
  return scope
    .selectFrom('chain_user_groups')
    .select((eb) => [
      'chain_user_groups.id',
      'chain_user_groups.group_name',
      'chain_user_groups.created_at',
      eb
        .selectFrom('chain_group_companies')
        .whereRef('chain_group_companies.group_id', '=', 'chain_user_groups.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('company_count'),
    ])
    .where('chain_user_groups.user_id', '=', userId)
    .orderBy('chain_user_groups.sort')
    .orderBy('chain_user_groups.created_at')
    .orderBy('chain_user_groups.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** One user's group writes one at a time: what the transaction reads holds until commit. */
export async function lockUserGroups(tx: Scope, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`chain-groups:${tx.tenantId}:${userId}`}))`.execute(
    tx.db,
  );
}

export async function countGroups(tx: Scope, userId: string): Promise<number> {
  const row = await tx
    .selectFrom('chain_user_groups')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('chain_user_groups.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertGroup(
  tx: Scope,
  group: { id: string; user_id: string; group_name: string; sort: number },
): Promise<void> {
  await tx.insertInto('chain_user_groups', group).execute();
}

/** Whether the user's group was found and renamed. */
export async function renameGroup(scope: Scope, userId: string, id: string, name: string): Promise<boolean> {
  const result = await scope
    .updateTable('chain_user_groups')
    .set({ group_name: name })
    .where('chain_user_groups.id', '=', id)
    .where('chain_user_groups.user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the user's group was found and deleted. */
export async function deleteGroup(scope: Scope, userId: string, id: string): Promise<boolean> {
  const result = await scope
    .deleteFrom('chain_user_groups')
    .where('chain_user_groups.id', '=', id)
    .where('chain_user_groups.user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Those of `ids` that are the user's own groups. */
export async function ownGroupIds(tx: Scope, userId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await tx
    .selectFrom('chain_user_groups')
    .select('chain_user_groups.id')
    .where('chain_user_groups.user_id', '=', userId)
    .where('chain_user_groups.id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** Takes the company out of every group of the user's. */
export async function removeFromUserGroups(tx: Scope, userId: string, companyId: string): Promise<void> {
  const mine = tx
    .selectFrom('chain_user_groups')
    .select('chain_user_groups.id')
    .where('chain_user_groups.user_id', '=', userId);
  await tx
    .deleteFrom('chain_group_companies')
    .where('chain_group_companies.company_id', '=', companyId)
    .where('chain_group_companies.group_id', 'in', mine)
    .execute();
}

export async function addToGroup(tx: Scope, groupId: string, companyId: string): Promise<void> {
  await tx.insertInto('chain_group_companies', { group_id: groupId, company_id: companyId }).execute();
}

/** A chain opened: its index entry counts one more visit. */
export async function recordVisit(scope: Scope, userId: string, chainCode: string): Promise<void> {
  await scope
    .insertInto('chain_index_entries', { user_id: userId, chain_code: chainCode })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'chain_code']).doUpdateSet({
        visits: sql<number>`chain_index_entries.visits + 1`,
        last_visited_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** A page of the user's index entries, last visited first, and how many there are. */
export const indexEntriesPage = (scope: Scope, userId: string, page: PageRequest) =>
  paginate(
    scope
      .selectFrom('chain_index_entries')
      .where('chain_index_entries.user_id', '=', userId)
      .select([
        'chain_index_entries.chain_code',
        'chain_index_entries.visits',
        'chain_index_entries.last_visited_at',
      ])
      .orderBy('chain_index_entries.last_visited_at', 'desc')
      .orderBy('chain_index_entries.chain_code'),
    page,
  );

/** Whether the user's index entry for the chain was found and deleted. */
export async function deleteIndexEntry(scope: Scope, userId: string, chainCode: string): Promise<boolean> {
  const result = await scope
    .deleteFrom('chain_index_entries')
    .where('chain_index_entries.user_id', '=', userId)
    .where('chain_index_entries.chain_code', '=', chainCode)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
