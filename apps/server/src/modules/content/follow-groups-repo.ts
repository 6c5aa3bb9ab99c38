import type { ScopeOf } from '../../db/module-store';
import type { FollowGroupMemberKind } from '../../db/schema/content';

/** A user's follow groups and their members; every query through the caller's scope. */

type Scope = ScopeOf<'content'>;

export interface GroupRow {
  id: string;
  parent_id: string | null;
  name: string;
  sort: number;
}

export const groupsOf = (scope: Scope, userId: string): Promise<GroupRow[]> =>
  scope
    .selectFrom('follow_groups')
    .select(['follow_groups.id', 'follow_groups.parent_id', 'follow_groups.name', 'follow_groups.sort'])
    .where('follow_groups.user_id', '=', userId)
    .orderBy('follow_groups.sort')
    .orderBy('follow_groups.created_at')
    .orderBy('follow_groups.id')
    .execute();

export interface MemberRow {
  group_id: string;
  target_kind: FollowGroupMemberKind;
  target_id: string;
}

/** Members of the user's groups (all, or those of `groupIds`). */
export function membersOf(scope: Scope, userId: string, groupIds?: readonly string[]): Promise<MemberRow[]> {
  if (groupIds && !groupIds.length) return Promise.resolve([]);
  let q = scope
    .selectFrom('follow_group_members')
    .innerJoin('follow_groups', 'follow_groups.id', 'follow_group_members.group_id')
    .select([
      'follow_group_members.group_id',
      'follow_group_members.target_kind',
      'follow_group_members.target_id',
    ])
    .where('follow_groups.user_id', '=', userId)
    .where('follow_groups.tenant_id', '=', scope.tenantId);
  if (groupIds) q = q.where('follow_group_members.group_id', 'in', [...groupIds]);
  return q.orderBy('follow_group_members.created_at').orderBy('follow_group_members.target_id').execute();
}

export async function insertGroups(
  scope: Scope,
  userId: string,
  rows: readonly { id: string; parent_id: string | null; name: string; sort: number }[],
) {
  if (!rows.length) return;
  await scope
    .insertInto(
      'follow_groups',
      rows.map((r) => ({ ...r, user_id: userId })),
    )
    .execute();
}

export async function renameGroup(scope: Scope, userId: string, id: string, name: string) {
  const r = await scope
    .updateTable('follow_groups')
    .set({ name })
    .where('follow_groups.user_id', '=', userId)
    .where('follow_groups.id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function moveGroup(
  scope: Scope,
  userId: string,
  id: string,
  parentId: string | null,
  sort: number,
) {
  await scope
    .updateTable('follow_groups')
    .set({ parent_id: parentId, sort })
    .where('follow_groups.user_id', '=', userId)
    .where('follow_groups.id', '=', id)
    .execute();
}

/** Deletes groups (their subgroups and members go by cascade). */
export async function deleteGroups(scope: Scope, userId: string, ids: readonly string[]) {
  if (!ids.length) return 0;
  const r = await scope
    .deleteFrom('follow_groups')
    .where('follow_groups.user_id', '=', userId)
    .where('follow_groups.id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function insertMembers(
  scope: Scope,
  rows: readonly { group_id: string; target_kind: FollowGroupMemberKind; target_id: string }[],
) {
  if (!rows.length) return 0;
  const done = await scope
    .insertInto('follow_group_members', [...rows])
    .onConflict((oc) => oc.columns(['group_id', 'target_kind', 'target_id']).doNothing())
    .returning('target_id')
    .execute();
  return done.length;
}

export async function deleteMember(
  scope: Scope,
  groupId: string,
  kind: FollowGroupMemberKind,
  targetId: string,
) {
  const r = await scope
    .deleteFrom('follow_group_members')
    .where('follow_group_members.group_id', '=', groupId)
    .where('follow_group_members.target_kind', '=', kind)
    .where('follow_group_members.target_id', '=', targetId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const groupExists = (scope: Scope, id: string) =>
  scope
    .selectFrom('follow_groups')
    .select('follow_groups.id')
    .where('follow_groups.id', '=', id)
    .executeTakeFirst()
    .then(Boolean);
