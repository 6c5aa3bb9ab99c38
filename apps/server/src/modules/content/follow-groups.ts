import { randomUUID } from 'node:crypto';
import {
  FEED_LIMITS,
  ResultCode,
  type FollowGroupNode,
  type FollowTarget,
  type FollowTargetKind,
} from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { lockUserRow } from '../accounts';
import { dictionaryValuesByKey } from '../system';
import { followedIds, namesOf, type Followed } from './feed-follows';
import * as repo from './follow-groups-repo';
import type { GroupRow, MemberRow } from './follow-groups-repo';

/**
 * Follow groups (docs/content.md "Follow groups and feed"): a user's tree of named folders, at most
 * FEED_LIMITS.depth levels and FEED_LIMITS.groups groups, each holding entities the user follows
 * (people, companies, organisations, chains). An entity may sit in several groups. Removing a group
 * removes its subgroups and their memberships, never the follows. Every write runs in one
 * transaction with the user's row locked, so the limits hold under concurrent calls.
 */

const notFound = () => new AppError('groupNotFound', ResultCode.NOT_FOUND, 404);
const tooDeep = () => new AppError('groupTooDeep', ResultCode.BUSINESS_ERROR, 400);
const tooMany = () => new AppError('groupTooMany', ResultCode.BUSINESS_ERROR, 400);

/** The default groups of initGroupByCategory: one per kind of followed entity. */
export const CATEGORY_GROUPS: ReadonlyArray<{ name: string; kind: FollowTargetKind }> = [
  { name: '关注的人', kind: 'person' },
  { name: '关注的企业', kind: 'company' },
  { name: '关注的组织', kind: 'org' },
  { name: '关注的产业链', kind: 'chain' },
];

/** The subgroups each `group_template_type` dictionary key creates under a group of its name. */
export const GROUP_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  chain: ['上游', '中游', '下游'],
  region: ['本市', '本省', '省外'],
  customer: ['重点客户', '潜在客户', '一般客户'],
  investment: ['在谈项目', '签约项目', '落地项目'],
};

interface Tree {
  rows: GroupRow[];
  byId: Map<string, GroupRow>;
  children: Map<string | null, GroupRow[]>;
}

const treeOf = (rows: GroupRow[]): Tree => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string | null, GroupRow[]>();
  for (const r of rows) {
    const key = r.parent_id && byId.has(r.parent_id) ? r.parent_id : null;
    children.set(key, [...(children.get(key) ?? []), r]);
  }
  return { rows, byId, children };
};

/** 1 for a root group. */
const levelOf = (t: Tree, id: string): number => {
  let level = 0;
  for (let g = t.byId.get(id); g; g = g.parent_id ? t.byId.get(g.parent_id) : undefined) level++;
  return level;
};

/** The group and every group under it. */
export const subtreeIds = (t: Tree, id: string): string[] => {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const c of t.children.get(out[i]!) ?? []) out.push(c.id);
  return out;
};

/** Levels below the group, itself included (1 for a leaf). */
const heightOf = (t: Tree, id: string): number =>
  1 + Math.max(0, ...(t.children.get(id) ?? []).map((c) => heightOf(t, c.id)));

const nextSort = (t: Tree, parentId: string | null) =>
  Math.max(-1, ...(t.children.get(parentId) ?? []).map((c) => c.sort)) + 1;

function build(t: Tree, members: MemberRow[], names?: Map<string, FollowTarget>): FollowGroupNode[] {
  const byGroup = new Map<string, MemberRow[]>();
  for (const m of members) byGroup.set(m.group_id, [...(byGroup.get(m.group_id) ?? []), m]);
  const node = (g: GroupRow, level: number): FollowGroupNode => {
    const own = byGroup.get(g.id) ?? [];
    return {
      id: g.id,
      parentId: g.parent_id,
      name: g.name,
      level,
      sort: g.sort,
      memberCount: own.length,
      ...(names
        ? {
            members: own.map(
              (m) =>
                names.get(`${m.target_kind}:${m.target_id}`) ?? {
                  kind: m.target_kind,
                  id: m.target_id,
                  name: m.target_id,
                  avatar: null,
                },
            ),
          }
        : {}),
      children: (t.children.get(g.id) ?? []).map((c) => node(c, level + 1)),
    };
  };
  return (t.children.get(null) ?? []).map((g) => node(g, 1));
}

async function load(scope: TenantScope, userId: string) {
  return treeOf(await repo.groupsOf(scope, userId));
}

/** group/tree: the groups with their member counts. */
export async function tree(scope: TenantScope, userId: string): Promise<FollowGroupNode[]> {
  const t = await load(scope, userId);
  return build(t, await repo.membersOf(scope, userId));
}

/** group/businessTree: the groups with their members (names and avatars). */
export async function businessTree(scope: TenantScope, userId: string): Promise<FollowGroupNode[]> {
  const t = await load(scope, userId);
  const members = await repo.membersOf(scope, userId);
  const targets = await namesOf(
    scope,
    members.map((m) => ({ kind: m.target_kind, id: m.target_id })),
  );
  return build(t, members, new Map(targets.map((n) => [`${n.kind}:${n.id}`, n])));
}

/** Runs a write with the user's row locked (one user's group writes one after the other). */
const locked = <R>(scope: TenantScope, userId: string, fn: (tx: TenantScope, t: Tree) => Promise<R>) =>
  scope.transaction(async (tx) => {
    await lockUserRow(tx.db, userId);
    return fn(tx, await load(tx, userId));
  });

const requireGroup = (t: Tree, id: string) => {
  const g = t.byId.get(id);
  if (!g) throw notFound();
  return g;
};

const requireRoom = (t: Tree, more: number) => {
  if (t.rows.length + more > FEED_LIMITS.groups) throw tooMany();
};

/** group/save: a new group under `parentId` (null: a root group). */
export function save(scope: TenantScope, userId: string, input: { name: string; parentId: string | null }) {
  return locked(scope, userId, async (tx, t) => {
    if (input.parentId) {
      requireGroup(t, input.parentId);
      if (levelOf(t, input.parentId) + 1 > FEED_LIMITS.depth) throw tooDeep();
    }
    requireRoom(t, 1);
    const id = randomUUID();
    await repo.insertGroups(tx, userId, [
      { id, parent_id: input.parentId, name: input.name, sort: nextSort(t, input.parentId) },
    ]);
    return { id };
  });
}

/** group/update: renames the user's own group. */
export async function update(scope: TenantScope, userId: string, input: { id: string; name: string }) {
  if (!(await repo.renameGroup(scope, userId, input.id, input.name))) throw notFound();
  return { id: input.id };
}

/** group/remove: the group, its subgroups and their memberships (the follows stay). */
export function remove(scope: TenantScope, userId: string, id: string) {
  return locked(scope, userId, async (tx, t) => {
    requireGroup(t, id);
    return { changed: await repo.deleteGroups(tx, userId, subtreeIds(t, id)) };
  });
}

/** group/move: under another of the user's groups (never into itself or below) or to the root. */
export function move(
  scope: TenantScope,
  userId: string,
  input: { id: string; parentId: string | null; sort?: number },
) {
  return locked(scope, userId, async (tx, t) => {
    requireGroup(t, input.id);
    if (input.parentId) {
      requireGroup(t, input.parentId);
      if (subtreeIds(t, input.id).includes(input.parentId))
        throw new AppError('groupMoveIntoOwn', ResultCode.BUSINESS_ERROR, 400);
    }
    const parentLevel = input.parentId ? levelOf(t, input.parentId) : 0;
    if (parentLevel + heightOf(t, input.id) > FEED_LIMITS.depth) throw tooDeep();
    const siblings = (t.children.get(input.parentId) ?? []).filter((g) => g.id !== input.id);
    const at = Math.min(input.sort ?? siblings.length, siblings.length);
    const order = [
      ...siblings.slice(0, at).map((g) => g.id),
      input.id,
      ...siblings.slice(at).map((g) => g.id),
    ];
    for (const [i, gid] of order.entries())
      await repo.moveGroup(
        tx,
        userId,
        gid,
        gid === input.id ? input.parentId : t.byId.get(gid)!.parent_id,
        i,
      );
    return { id: input.id };
  });
}

/** group/clone: a copy of the group with its subgroups and members, next to it. */
export function clone(scope: TenantScope, userId: string, id: string) {
  return locked(scope, userId, async (tx, t) => {
    const g = requireGroup(t, id);
    const ids = subtreeIds(t, id);
    requireRoom(t, ids.length);
    const fresh = new Map(ids.map((old) => [old, randomUUID()]));
    const suffix = '-副本';
    const rows = ids.map((old) => {
      const src = t.byId.get(old)!;
      return old === id
        ? {
            id: fresh.get(old)!,
            parent_id: g.parent_id,
            name: `${src.name.slice(0, FEED_LIMITS.groupName - suffix.length)}${suffix}`,
            sort: nextSort(t, g.parent_id),
          }
        : { id: fresh.get(old)!, parent_id: fresh.get(src.parent_id!)!, name: src.name, sort: src.sort };
    });
    await repo.insertGroups(tx, userId, rows);
    const members = await repo.membersOf(tx, userId, ids);
    await repo.insertMembers(
      tx,
      members.map((m) => ({
        group_id: fresh.get(m.group_id)!,
        target_kind: m.target_kind,
        target_id: m.target_id,
      })),
    );
    return { id: fresh.get(id)! };
  });
}

/**
 * group/initGroupByCategory: with no groups yet, one group per kind holding everything the user
 * follows of that kind; with groups, the tree unchanged.
 */
export async function initByCategory(scope: TenantScope, userId: string): Promise<FollowGroupNode[]> {
  const followed = await followedIds(scope, userId);
  await locked(scope, userId, async (tx, t) => {
    if (t.rows.length) return;
    const rows = CATEGORY_GROUPS.map((c, i) => ({
      id: randomUUID(),
      parent_id: null,
      name: c.name,
      sort: i,
    }));
    await repo.insertGroups(tx, userId, rows);
    await repo.insertMembers(
      tx,
      CATEGORY_GROUPS.flatMap((c, i) =>
        idsOfKind(followed, c.kind).map((targetId) => ({
          group_id: rows[i]!.id,
          target_kind: c.kind,
          target_id: targetId,
        })),
      ),
    );
  });
  return tree(scope, userId);
}

const idsOfKind = (f: Followed, kind: FollowTargetKind): string[] =>
  kind === 'person' ? f.people : kind === 'company' ? f.companies : kind === 'org' ? f.orgs : f.chains;

/** group/saveGroupTemplate: a root group named as the template with its subgroups. */
export async function saveTemplate(scope: TenantScope, userId: string, type: string) {
  const names = await dictionaryValuesByKey(scope.db, 'group_template_type');
  const name = names.get(type);
  const subgroups = GROUP_TEMPLATES[type];
  if (!name || !subgroups) throw new AppError('groupTemplateNotFound', ResultCode.NOT_FOUND, 404);
  await locked(scope, userId, async (tx, t) => {
    requireRoom(t, 1 + subgroups.length);
    const root = {
      id: randomUUID(),
      parent_id: null,
      name: name.slice(0, FEED_LIMITS.groupName),
      sort: nextSort(t, null),
    };
    await repo.insertGroups(tx, userId, [
      root,
      ...subgroups.map((n, i) => ({ id: randomUUID(), parent_id: root.id, name: n, sort: i })),
    ]);
  });
  return tree(scope, userId);
}

/** groupOrganization/save: puts an entity the user follows into one of the user's groups. */
export async function addMember(
  scope: TenantScope,
  userId: string,
  input: { groupId: string; targetKind: FollowTargetKind; targetId: string },
) {
  const followed = await followedIds(scope, userId);
  if (!idsOfKind(followed, input.targetKind).includes(input.targetId))
    throw new AppError('followTargetNotFollowed', ResultCode.BUSINESS_ERROR, 400);
  return locked(scope, userId, async (tx, t) => {
    requireGroup(t, input.groupId);
    const changed = await repo.insertMembers(tx, [
      { group_id: input.groupId, target_kind: input.targetKind, target_id: input.targetId },
    ]);
    return { changed };
  });
}

/** groupOrganization/remove: takes an entity out of one of the user's groups (it stays followed). */
export function removeMember(
  scope: TenantScope,
  userId: string,
  input: { groupId: string; targetKind: FollowTargetKind; targetId: string },
) {
  return locked(scope, userId, async (tx, t) => {
    requireGroup(t, input.groupId);
    return { changed: await repo.deleteMember(tx, input.groupId, input.targetKind, input.targetId) };
  });
}

/** groupOrganization/getOrgById: the entities directly in one of the user's groups. */
export async function members(scope: TenantScope, userId: string, groupId: string): Promise<FollowTarget[]> {
  const t = await load(scope, userId);
  requireGroup(t, groupId);
  const rows = await repo.membersOf(scope, userId, [groupId]);
  return namesOf(
    scope,
    rows.map((m) => ({ kind: m.target_kind, id: m.target_id })),
  );
}

/** The entities of a group and its subgroups, for the feed's group filter. */
export async function groupTargets(scope: TenantScope, userId: string, groupId: string) {
  const t = await load(scope, userId);
  requireGroup(t, groupId);
  return repo.membersOf(scope, userId, subtreeIds(t, groupId));
}
