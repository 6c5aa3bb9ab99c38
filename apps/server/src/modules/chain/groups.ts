import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { GROUP_LIMITS, ResultCode, type chainApi } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { follow, unfollow } from '../follow';
import * as repo from './groups-repo';
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
  const rows = await repo.groupsPage(scope, userId, input.size, input.current * input.size);
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
    await repo.lockUserGroups(tx, userId);
    const count = await repo.countGroups(tx, userId);
    if (count >= GROUP_LIMITS.groups) throw new AppError('chainGroupLimit', ResultCode.BAD_REQUEST, 400);
    const id = randomUUID();
    await uniqueName(() => repo.insertGroup(tx, { id, user_id: userId, group_name: name, sort: count }));
    return { id };
  });
}

export async function groupUpdate(
  scope: TenantScope,
  userId: string,
  input: In<typeof chainApi.groupUpdate>,
) {
  const renamed = await uniqueName(() => repo.renameGroup(scope, userId, input.id, input.name));
  if (!renamed) throw groupNotFound();
  return true;
}

/** Removing a group keeps its companies followed: only the grouping goes. */
export async function groupRemove(scope: TenantScope, userId: string, id: string) {
  if (!(await repo.deleteGroup(scope, userId, id))) throw groupNotFound();
  return true;
}

/** Follow a company into exactly these groups (all the user's own), or unfollow it and leave them. */
export async function followSave(scope: TenantScope, userId: string, input: In<typeof chainApi.followSave>) {
  const groupIds = [...new Set(input.groupIds)];
  return scope.transaction(async (tx) => {
    const own = groupIds.length ? await repo.ownGroupIds(tx, userId, groupIds) : [];
    if (own.length !== groupIds.length) throw groupNotFound();
    await repo.removeFromUserGroups(tx, userId, input.companyId);
    if (!input.follow) {
      await unfollow(tx, userId, [input.companyId]);
      return { followed: false, groupIds: [] };
    }
    await follow(tx, userId, [input.companyId]);
    for (const groupId of groupIds) await repo.addToGroup(tx, groupId, input.companyId);
    return { followed: true, groupIds };
  });
}

export async function indexPage(scope: TenantScope, userId: string, input: In<typeof chainApi.indexPage>) {
  const { rows, total } = await repo.indexEntriesPage(scope, userId, input);
  const names = new Map((await base.chains(scope.db)).map((c) => [c.chain_code, c.chain_name]));
  return {
    records: rows.map((r) => ({
      chainCode: r.chain_code,
      chainName: names.get(r.chain_code) ?? r.chain_code,
      visits: r.visits,
      lastVisitedAt: new Date(r.last_visited_at).toISOString(),
    })),
    total,
    current: input.current,
    size: input.size,
  };
}

export async function indexRemove(scope: TenantScope, userId: string, chainCode: string) {
  if (!(await repo.deleteIndexEntry(scope, userId, chainCode)))
    throw new AppError('chainNotFound', ResultCode.NOT_FOUND, 404, chainCode);
  return true;
}
