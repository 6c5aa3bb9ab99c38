import { sql } from 'kysely';
import { newNumericId } from '../../lib/crypto';
import { groupConversationId } from './ids';
import type { ScopeOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';
import type { Conn } from './message-repo';

export interface GroupRow {
  id: string;
  type: 'general' | 'org';
  name: string;
  owner_id: string;
  creator_tenant_id: string;
  org_tenant_id: string | null;
  face_url: string;
  introduction: string;
  notification: string;
  created_at: Date;
  dissolved_at: Date | null;
}

const GROUP_COLUMNS = [
  'im_groups.id',
  'im_groups.type',
  'im_groups.name',
  'im_groups.owner_id',
  'im_groups.creator_tenant_id',
  'im_groups.org_tenant_id',
  'im_groups.face_url',
  'im_groups.introduction',
  'im_groups.notification',
  'im_groups.created_at',
  'im_groups.dissolved_at',
] as const;

export const findGroup = (store: Conn, id: string): Promise<GroupRow | undefined> =>
  store.db.selectFrom('im_groups').select(GROUP_COLUMNS).where('id', '=', id).executeTakeFirst();

/** Locks the group row: membership changes of one group run one at a time. */
export const lockGroup = (tx: Conn, id: string): Promise<GroupRow | undefined> =>
  tx.db.selectFrom('im_groups').select(GROUP_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();

export const findOrgGroup = (store: Conn, tenantId: string): Promise<GroupRow | undefined> =>
  store.db
    .selectFrom('im_groups')
    .select(GROUP_COLUMNS)
    .where('org_tenant_id', '=', tenantId)
    .where('dissolved_at', 'is', null)
    .executeTakeFirst();

export interface MemberRow {
  user_id: string;
  role: 'owner' | 'admin' | 'member';
  nickname: string;
  joined_at: Date;
}

export const groupMembers = (store: Conn, groupId: string): Promise<MemberRow[]> =>
  store.db
    .selectFrom('im_group_members')
    .select(['user_id', 'role', 'nickname', 'joined_at'])
    .where('group_id', '=', groupId)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();

export const membership = (store: Conn, groupId: string, userId: string) =>
  store.db
    .selectFrom('im_group_members')
    .select(['role', 'nickname'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export async function memberCounts(store: Conn, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await store.db
    .selectFrom('im_group_members')
    .select(['group_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('group_id', 'in', [...groupIds])
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

/** Creates the group and its (empty) conversation. */
export async function insertGroup(
  tx: Conn,
  g: {
    type: 'general' | 'org';
    name: string;
    ownerId: string;
    creatorTenantId: string;
    orgTenantId?: string;
    /** Demo data only: a fixed id. */
    id?: string;
  },
): Promise<string> {
  const id = g.id ?? newNumericId();
  await tx.db
    .insertInto('im_groups')
    .values({
      id,
      type: g.type,
      name: g.name,
      owner_id: g.ownerId,
      creator_tenant_id: g.creatorTenantId,
      org_tenant_id: g.orgTenantId ?? null,
    })
    .execute();
  await tx.db
    .insertInto('im_conversations')
    .values({ id: groupConversationId(id), type: 'GROUP', group_id: id })
    .execute();
  return id;
}

/**
 * Adds members (those already in are skipped) and answers who was added. Their conversation
 * membership starts at the current last seq, so they read only what comes next (the join tip on).
 */
export async function addMembers(
  tx: Conn,
  groupId: string,
  userIds: readonly string[],
  role: 'owner' | 'member' = 'member',
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const added = await tx.db
    .insertInto('im_group_members')
    .values(userIds.map((user_id) => ({ group_id: groupId, user_id, role })))
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .execute();
  const ids = added.map((r) => r.user_id);
  if (ids.length === 0) return [];
  const conversationId = groupConversationId(groupId);
  const { last_seq } = await tx.db
    .selectFrom('im_conversations')
    .select('last_seq')
    .where('id', '=', conversationId)
    .forUpdate() // no send slips between this seq and the join tip
    .executeTakeFirstOrThrow();
  await tx.db
    .insertInto('im_conversation_members')
    .values(
      ids.map((user_id) => ({
        conversation_id: conversationId,
        user_id,
        joined_seq: last_seq,
        read_seq: last_seq,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'user_id']).doUpdateSet({
        joined_seq: last_seq,
        read_seq: last_seq,
        unread: 0,
        left_seq: null,
        hidden: false,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  return ids;
}

/** Removes group members (before the tip, see groups.ts on lock order); answers who was removed. */
export async function deleteMembers(
  tx: Conn,
  groupId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx.db
    .deleteFrom('im_group_members')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', [...userIds])
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Former members keep their history up to `seq` (the tip that removed them). */
export async function closeMemberships(tx: Conn, groupId: string, userIds: readonly string[], seq: number) {
  if (userIds.length === 0) return;
  await tx.db
    .updateTable('im_conversation_members')
    .set({ left_seq: seq })
    .where('conversation_id', '=', groupConversationId(groupId))
    .where('user_id', 'in', [...userIds])
    .where('left_seq', 'is', null)
    .execute();
}

export async function setRole(tx: Conn, groupId: string, userId: string, role: 'owner' | 'member') {
  await tx.db
    .updateTable('im_group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/** A group's id and dissolution time, or undefined. */
export const groupState = (conn: Conn, groupId: string) =>
  conn.db.selectFrom('im_groups').select(['id', 'dissolved_at']).where('id', '=', groupId).executeTakeFirst();

/** Is the user a member of the group? With `lock`, the member row is share-locked until the commit. */
export async function isGroupMember(
  conn: Conn,
  groupId: string,
  userId: string,
  opts: { lock?: boolean } = {},
) {
  let member = conn.db
    .selectFrom('im_group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId);
  if (opts.lock) member = member.forShare();
  return !!(await member.executeTakeFirst());
}

/** The caller's live groups (optionally by name keyword and type): organisation groups first, newest first. */
export async function groupsPageOf(
  store: Conn,
  callerId: string,
  input: {
    current: number;
    size: number;
    keyword: string;
    type?: 'general' | 'org';
    /** Only the organisation groups of these tenants (a section IM page: the caller's organisations). */
    orgTenantIds?: readonly string[];
  },
) {
  let q = store.db
    .selectFrom('im_groups')
    .innerJoin('im_group_members as me', (j) =>
      j.onRef('me.group_id', '=', 'im_groups.id').on('me.user_id', '=', callerId),
    )
    .where('im_groups.dissolved_at', 'is', null);
  if (input.keyword) q = q.where('im_groups.name', 'like', `%${input.keyword.replace(/[\\%_]/g, '\\$&')}%`);
  if (input.type) q = q.where('im_groups.type', '=', input.type);
  if (input.orgTenantIds) {
    q = q.where('im_groups.type', '=', 'org');
    q = input.orgTenantIds.length
      ? q.where('im_groups.org_tenant_id', 'in', [...input.orgTenantIds])
      : q.where(sql<boolean>`false`);
  }
  return paginate(
    q
      .selectAll('im_groups')
      .orderBy('im_groups.type', 'desc') // organisation groups first
      .orderBy('im_groups.created_at', 'desc')
      .orderBy('im_groups.id'),
    input,
  );
}

/** The record of a group created by a user (creategroupchatrecord), in the creator's tenant. */
export async function insertCreateRecord(
  scope: ScopeOf<'im'>,
  record: { id: string; creator_id: string; group_id: string; group_name: string; member_ids: string[] },
): Promise<void> {
  await scope.insertInto('im_group_create_records', record).execute();
}

export async function setOwner(tx: Conn, groupId: string, ownerId: string): Promise<void> {
  await tx.db
    .updateTable('im_groups')
    .set({ owner_id: ownerId, updated_at: new Date() })
    .where('id', '=', groupId)
    .execute();
}

export async function updateProfile(
  tx: Conn,
  groupId: string,
  profile: { name: string; introduction: string; notification: string; face_url: string },
): Promise<void> {
  await tx.db
    .updateTable('im_groups')
    .set({ ...profile, updated_at: new Date() })
    .where('id', '=', groupId)
    .execute();
}

export async function markDissolved(tx: Conn, groupId: string): Promise<void> {
  await tx.db
    .updateTable('im_groups')
    .set({ dissolved_at: new Date(), updated_at: new Date() })
    .where('id', '=', groupId)
    .execute();
}

export async function setNickname(
  tx: Conn,
  groupId: string,
  userId: string,
  nickname: string,
): Promise<void> {
  await tx.db
    .updateTable('im_group_members')
    .set({ nickname })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}
