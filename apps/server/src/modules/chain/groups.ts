import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import { GROUP_LIMITS, ResultCode, type chainApi } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { follow, unfollow } from '../follow';
import * as base from './repo';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;

/**
 * A user's follow groups (usergroup/*), following a company into them (userfollow/saveOrcancel),
 * and the chain index: the chains the user opened (induindex/*). Tenant-owned: every query runs
 * in the caller's scope and on the caller's rows.
 */

const groupNotFound = () => new AppError('chainGroupNotFound', ResultCode.NOT_FOUND, 404);
const nameTaken = () => new AppError('chainGroupNameTaken', ResultCode.BAD_REQUEST, 409);

export async function groupList(scope: TenantScope, userId: string, input: In<typeof chainApi.groupList>) {
  const rows = await scope
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
    .limit(input.size)
    .offset(input.current * input.size)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.group_name,
    companyCount: Number(r.company_count ?? 0),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Names are unique per user; the unique index answers a race the check before it lost. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (String((e as { code?: string }).code) === '23505') throw nameTaken();
    throw e;
  }
}

export async function groupSave(scope: TenantScope, userId: string, name: string) {
  return scope.transaction(async (tx) => {
    // One user's group writes one at a time: the count below holds until commit.
    await sql`select pg_advisory_xact_lock(hashtext(${`chain-groups:${tx.tenantId}:${userId}`}))`.execute(
      tx.db,
    );
    const count = await tx
      .selectFrom('chain_user_groups')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('chain_user_groups.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (count.n >= GROUP_LIMITS.groups) throw new AppError('chainGroupLimit', ResultCode.BAD_REQUEST, 400);
    const id = randomUUID();
    await uniqueName(() =>
      tx.insertInto('chain_user_groups', { id, user_id: userId, group_name: name, sort: count.n }).execute(),
    );
    return { id };
  });
}

export async function groupUpdate(
  scope: TenantScope,
  userId: string,
  input: In<typeof chainApi.groupUpdate>,
) {
  const result = await uniqueName(() =>
    scope
      .updateTable('chain_user_groups')
      .set({ group_name: input.name })
      .where('chain_user_groups.id', '=', input.id)
      .where('chain_user_groups.user_id', '=', userId)
      .executeTakeFirst(),
  );
  if (!Number(result.numUpdatedRows)) throw groupNotFound();
  return true;
}

/** Removing a group keeps its companies followed: only the grouping goes. */
export async function groupRemove(scope: TenantScope, userId: string, id: string) {
  const result = await scope
    .deleteFrom('chain_user_groups')
    .where('chain_user_groups.id', '=', id)
    .where('chain_user_groups.user_id', '=', userId)
    .executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw groupNotFound();
  return true;
}

/** Follow a company into exactly these groups (all the user's own), or unfollow it and leave them. */
export async function followSave(scope: TenantScope, userId: string, input: In<typeof chainApi.followSave>) {
  const groupIds = [...new Set(input.groupIds)];
  return scope.transaction(async (tx) => {
    const own = groupIds.length
      ? await tx
          .selectFrom('chain_user_groups')
          .select('chain_user_groups.id')
          .where('chain_user_groups.user_id', '=', userId)
          .where('chain_user_groups.id', 'in', groupIds)
          .execute()
      : [];
    if (own.length !== groupIds.length) throw groupNotFound();
    const mine = tx
      .selectFrom('chain_user_groups')
      .select('chain_user_groups.id')
      .where('chain_user_groups.user_id', '=', userId);
    await tx
      .deleteFrom('chain_group_companies')
      .where('chain_group_companies.company_id', '=', input.companyId)
      .where('chain_group_companies.group_id', 'in', mine)
      .execute();
    if (!input.follow) {
      await unfollow(tx, userId, [input.companyId]);
      return { followed: false, groupIds: [] };
    }
    await follow(tx, userId, [input.companyId]);
    for (const groupId of groupIds)
      await tx
        .insertInto('chain_group_companies', { group_id: groupId, company_id: input.companyId })
        .execute();
    return { followed: true, groupIds };
  });
}

/** A chain opened: its index entry counts one more visit. */
export async function recordVisit(scope: TenantScope, userId: string, chainCode: string) {
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

export async function indexPage(scope: TenantScope, userId: string, input: In<typeof chainApi.indexPage>) {
  const mine = scope.selectFrom('chain_index_entries').where('chain_index_entries.user_id', '=', userId);
  const [rows, total] = await Promise.all([
    mine
      .select([
        'chain_index_entries.chain_code',
        'chain_index_entries.visits',
        'chain_index_entries.last_visited_at',
      ])
      .orderBy('chain_index_entries.last_visited_at', 'desc')
      .orderBy('chain_index_entries.chain_code')
      .limit(input.size)
      .offset((input.current - 1) * input.size)
      .execute(),
    mine.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const names = new Map((await base.chains(scope.db)).map((c) => [c.chain_code, c.chain_name]));
  return {
    records: rows.map((r) => ({
      chainCode: r.chain_code,
      chainName: names.get(r.chain_code) ?? r.chain_code,
      visits: r.visits,
      lastVisitedAt: new Date(r.last_visited_at).toISOString(),
    })),
    total: total.n,
    current: input.current,
    size: input.size,
  };
}

export async function indexRemove(scope: TenantScope, userId: string, chainCode: string) {
  const result = await scope
    .deleteFrom('chain_index_entries')
    .where('chain_index_entries.user_id', '=', userId)
    .where('chain_index_entries.chain_code', '=', chainCode)
    .executeTakeFirst();
  if (!Number(result.numDeletedRows))
    throw new AppError('chainNotFound', ResultCode.NOT_FOUND, 404, chainCode);
  return true;
}
