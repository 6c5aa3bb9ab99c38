import {
  GROUP_TIP,
  IM_CODE,
  IM_LIMITS,
  ResultCode,
  type GroupDetail,
  type GroupSummary,
  type ImSection,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { ORG_TENANT_TYPES, activeStaffOf, colleagueIdsAmong, findTenant } from '../accounts';
import type { Fanout } from './hub';
import { myOrganisations } from './section';
import { groupConversationId } from './ids';
import * as repo from './groups-repo';
import { contactsAmong, displayName, findUsers, safeAvatar } from './relations';
import { toChatMessage, type MessageRow } from './message-repo';
import { storeTip, type TipEvent } from './tips';

/** A connection or open transaction (chat tables here, users and tenants through accounts). */
type Conn = Pick<Store, 'db'>;

/**
 * Group rules (spec 1 §7 groups calls). Every membership or profile change stores a group tip in
 * the same transaction and answers a Fanout for the routes to publish after the commit.
 *
 * Lock order, the same as a group send (service.ts): group row, then group member rows, then the
 * conversation row (seq), then conversation member rows. Removals therefore delete the member rows
 * before the tip is stored, and no two paths wait on each other in opposite orders.
 */

const imError = (code: number, key: ConstructorParameters<typeof AppError>[0], status = 400) =>
  new AppError(key, code, status);
const missing = () => imError(ResultCode.NOT_FOUND, 'groupMissing', 404);
const notMember = () => imError(IM_CODE.notGroupMember, 'notGroupMember');
const gone = () => imError(IM_CODE.groupGone, 'groupGone');
const notOwner = () => imError(ResultCode.FORBIDDEN, 'notGroupOwner', 403);
const orgFixed = () => imError(ResultCode.BAD_REQUEST, 'orgGroupFixed');

export interface Changed<T> {
  result: T;
  fanout: Fanout;
}

function summary(g: repo.GroupRow, memberCount: number): GroupSummary {
  return {
    groupId: g.id,
    conversationID: groupConversationId(g.id),
    type: g.type,
    name: g.name,
    ownerId: g.owner_id,
    faceUrl: g.face_url,
    memberCount,
    createTime: new Date(g.created_at).toISOString(),
    dissolved: g.dissolved_at !== null,
  };
}

export async function summaries(store: Store, groups: repo.GroupRow[]): Promise<GroupSummary[]> {
  const counts = await repo.memberCounts(
    store,
    groups.map((g) => g.id),
  );
  return groups.map((g) => summary(g, counts.get(g.id) ?? 0));
}

/** The fanout of a tip: the message to everyone who was or is in the group, plus conversation changes. */
function tipFanout(tip: MessageRow, recipients: string[], conversation: Fanout['conversation'] = []): Fanout {
  return { message: { frame: toChatMessage(tip), recipients: [...new Set(recipients)] }, conversation };
}

export function createGroupService(store: Store) {
  // eslint-disable-next-line no-restricted-syntax -- friendships count in either direction and in any tenant (contactsAmong)
  const { unscoped } = store;

  /** A live group the caller is in, locked for a change; `owner` demands the caller own it. */
  async function lockForChange(tx: Conn, groupId: string, callerId: string, opts: { owner?: boolean } = {}) {
    const group = await repo.lockGroup(tx, groupId);
    if (!group) throw missing();
    if (group.dissolved_at) throw gone();
    const me = await repo.membership(tx, groupId, callerId);
    if (!me) throw notMember();
    if (opts.owner && group.owner_id !== callerId) throw notOwner();
    return group;
  }

  async function memberIds(tx: Conn, groupId: string) {
    return (await repo.groupMembers(tx, groupId)).map((m) => m.user_id);
  }

  /** Users the caller may put in a group: existing friends or colleagues. */
  async function checkContacts(callerId: string, userIds: string[]) {
    const users = await findUsers(store.db, userIds);
    if (users.length !== userIds.length) throw imError(IM_CODE.userMissing, 'userMissing');
    const contacts = await contactsAmong(store.db, unscoped, callerId, userIds);
    if (userIds.some((id) => !contacts.has(id)))
      throw imError(ResultCode.BAD_REQUEST, 'notFriendOrColleague');
    return users;
  }

  async function detail(callerId: string, groupId: string): Promise<GroupDetail> {
    const group = await repo.findGroup(store, groupId);
    if (!group) throw missing();
    const me = await repo.membership(store, groupId, callerId);
    if (!me) throw notMember();
    const [s] = await summaries(store, [group]);
    return {
      ...s!,
      introduction: group.introduction,
      notification: group.notification,
      myRole: me.role,
      myNickname: me.nickname,
    };
  }

  async function tipped(
    tx: Conn,
    group: repo.GroupRow,
    tip: {
      op: number;
      event: TipEvent;
      operatorId: string;
      userIds: string[];
      changes?: Record<string, string>;
    },
  ) {
    return storeTip(tx, group.id, tip);
  }

  return {
    detail,

    async members(callerId: string, groupId: string) {
      const group = await repo.findGroup(store, groupId);
      if (!group) throw missing();
      if (!(await repo.membership(store, groupId, callerId))) throw notMember();
      const rows = await repo.groupMembers(store, groupId);
      const users = new Map(
        (
          await findUsers(
            store.db,
            rows.map((r) => r.user_id),
          )
        ).map((u) => [u.id, u]),
      );
      return rows.map((r) => {
        const u = users.get(r.user_id);
        return {
          userId: r.user_id,
          imAccount: r.user_id,
          userID: r.user_id,
          name: u ? displayName(u) : '',
          nickname: r.nickname,
          avatar: u ? safeAvatar(u.avatar) : '',
          role: r.role,
          joinTime: new Date(r.joined_at).toISOString(),
        };
      });
    },

    async list(
      callerId: string,
      input: {
        current: number;
        size: number;
        keyword: string;
        type?: 'general' | 'org';
        section?: ImSection;
      },
    ) {
      const { section, ...page } = input;
      // A section IM page lists the organisation groups of the caller's organisations only.
      const orgTenantIds = section ? [...(await myOrganisations(store, callerId))] : undefined;
      const { rows, total } = await repo.groupsPageOf(store, callerId, { ...page, orgTenantIds });
      return {
        records: await summaries(store, rows),
        total,
        current: input.current,
        size: input.size,
      };
    },

    async create(scope: TenantScope, callerId: string, input: { name?: string; userIds: string[] }) {
      const others = [...new Set(input.userIds)].filter((id) => id !== callerId);
      if (others.length === 0) throw imError(ResultCode.BAD_REQUEST, 'notFriendOrColleague');
      const users = await checkContacts(callerId, others);
      const [me] = await findUsers(store.db, [callerId]);
      const name =
        input.name ||
        [me, ...users]
          .filter((u) => u)
          .map((u) => displayName(u!))
          .join('、')
          .slice(0, IM_LIMITS.groupName);
      const out = await scope.transaction(async (tx) => {
        const groupId = await repo.insertGroup(tx, {
          type: 'general',
          name,
          ownerId: callerId,
          creatorTenantId: scope.tenantId,
        });
        await repo.addMembers(tx, groupId, [callerId], 'owner');
        await repo.addMembers(tx, groupId, others);
        const tip = await storeTip(tx, groupId, {
          op: GROUP_TIP.join,
          event: 'groupCreate',
          operatorId: callerId,
          userIds: [callerId, ...others],
        });
        await repo.insertCreateRecord(tx, {
          id: tip.id,
          creator_id: callerId,
          group_id: groupId,
          group_name: name,
          member_ids: [callerId, ...others],
        });
        return { groupId, tip };
      });
      const group = (await repo.findGroup(store, out.groupId))!;
      const all = [callerId, ...others];
      return {
        result: (await summaries(store, [group]))[0]!,
        fanout: tipFanout(out.tip, all, [
          { userIds: all, conversationId: groupConversationId(group.id), change: 'joined' },
        ]),
      };
    },

    async invite(callerId: string, groupId: string, userIds: string[]) {
      const wanted = [...new Set(userIds)].filter((id) => id !== callerId);
      await checkContacts(callerId, wanted);
      return store.transaction(async (tx) => {
        const group = await lockForChange(tx, groupId, callerId);
        if (group.type === 'org') throw orgFixed();
        const before = await memberIds(tx, groupId);
        const fresh = wanted.filter((id) => !before.includes(id));
        if (before.length + fresh.length > IM_LIMITS.groupMembers)
          throw imError(ResultCode.BAD_REQUEST, 'groupFull');
        const added = await repo.addMembers(tx, groupId, fresh);
        if (added.length === 0) return { result: { userIds: [] }, fanout: {} };
        const tip = await tipped(tx, group, {
          op: GROUP_TIP.join,
          event: 'groupInvite',
          operatorId: callerId,
          userIds: added,
        });
        return {
          result: { userIds: added },
          fanout: tipFanout(
            tip,
            [...before, ...added],
            [{ userIds: added, conversationId: groupConversationId(groupId), change: 'joined' }],
          ),
        };
      });
    },

    async kick(callerId: string, groupId: string, userIds: string[]) {
      return store.transaction(async (tx) => {
        const group = await lockForChange(tx, groupId, callerId, { owner: true });
        if (group.type === 'org') throw orgFixed();
        const before = await memberIds(tx, groupId);
        const removed = await repo.deleteMembers(
          tx,
          groupId,
          [...new Set(userIds)].filter((id) => id !== callerId),
        );
        if (removed.length === 0) return { result: { userIds: [] }, fanout: {} };
        const tip = await tipped(tx, group, {
          op: GROUP_TIP.kick,
          event: 'groupRemove',
          operatorId: callerId,
          userIds: removed,
        });
        await repo.closeMemberships(tx, groupId, removed, tip.seq);
        return {
          result: { userIds: removed },
          fanout: tipFanout(tip, before, [
            { userIds: removed, conversationId: groupConversationId(groupId), change: 'left' },
          ]),
        };
      });
    },

    /** Leaves a group; an owner first hands it to the longest-standing member, the last one out dissolves it. */
    async quit(callerId: string, groupId: string): Promise<Changed<boolean>> {
      return store.transaction(async (tx) => {
        const group = await lockForChange(tx, groupId, callerId);
        if (group.type === 'org') throw orgFixed();
        const before = await repo.groupMembers(tx, groupId);
        const heir = before.find((m) => m.user_id !== callerId);
        if (!heir)
          return dissolveLocked(
            tx,
            group,
            callerId,
            before.map((m) => m.user_id),
          );
        await repo.deleteMembers(tx, groupId, [callerId]);
        const conversation: Fanout['conversation'] = [
          { userIds: [callerId], conversationId: groupConversationId(groupId), change: 'left' },
        ];
        if (group.owner_id === callerId) {
          await repo.setOwner(tx, groupId, heir.user_id);
          await repo.setRole(tx, groupId, heir.user_id, 'owner');
          await tipped(tx, group, {
            op: GROUP_TIP.groupInfo,
            event: 'groupOwner',
            operatorId: callerId,
            userIds: [heir.user_id],
            changes: { ownerId: heir.user_id },
          });
          conversation.push({
            userIds: [heir.user_id],
            conversationId: groupConversationId(groupId),
            change: 'updated',
          });
        }
        const tip = await tipped(tx, group, {
          op: GROUP_TIP.quit,
          event: 'groupQuit',
          operatorId: callerId,
          userIds: [callerId],
        });
        await repo.closeMemberships(tx, groupId, [callerId], tip.seq);
        return {
          result: true,
          fanout: tipFanout(
            tip,
            before.map((m) => m.user_id),
            conversation,
          ),
        };
      });
    },

    async dissolve(callerId: string, groupId: string): Promise<Changed<boolean>> {
      return store.transaction(async (tx) => {
        const group = await lockForChange(tx, groupId, callerId, { owner: true });
        if (group.type === 'org') throw orgFixed();
        return dissolveLocked(tx, group, callerId, await memberIds(tx, groupId));
      });
    },

    async changeOwner(callerId: string, groupId: string, userId: string): Promise<Changed<boolean>> {
      return store.transaction(async (tx) => {
        const group = await lockForChange(tx, groupId, callerId, { owner: true });
        if (userId === callerId) return { result: true, fanout: {} };
        if (!(await repo.membership(tx, groupId, userId))) throw notMember();
        await repo.setOwner(tx, groupId, userId);
        await repo.setRole(tx, groupId, callerId, 'member');
        await repo.setRole(tx, groupId, userId, 'owner');
        const tip = await tipped(tx, group, {
          op: GROUP_TIP.groupInfo,
          event: 'groupOwner',
          operatorId: callerId,
          userIds: [userId],
          changes: { ownerId: userId },
        });
        const all = await memberIds(tx, groupId);
        return {
          result: true,
          fanout: tipFanout(tip, all, [
            { userIds: all, conversationId: groupConversationId(groupId), change: 'updated' },
          ]),
        };
      });
    },

    async modifyBase(
      callerId: string,
      input: {
        groupId: string;
        name?: string;
        introduction?: string;
        notification?: string;
        faceUrl?: string;
      },
    ): Promise<Changed<GroupDetail>> {
      const changed = await store.transaction(async (tx) => {
        const group = await lockForChange(tx, input.groupId, callerId, { owner: true });
        const changes: Record<string, string> = {};
        if (input.name !== undefined && input.name !== group.name) changes.name = input.name;
        if (input.introduction !== undefined && input.introduction !== group.introduction)
          changes.introduction = input.introduction;
        if (input.notification !== undefined && input.notification !== group.notification)
          changes.notification = input.notification;
        if (input.faceUrl !== undefined && input.faceUrl !== group.face_url) changes.faceUrl = input.faceUrl;
        if (Object.keys(changes).length === 0) return { fanout: {} };
        await repo.updateProfile(tx, group.id, {
          name: changes.name ?? group.name,
          introduction: changes.introduction ?? group.introduction,
          notification: changes.notification ?? group.notification,
          face_url: changes.faceUrl ?? group.face_url,
        });
        const tip = await tipped(tx, group, {
          op: GROUP_TIP.groupInfo,
          event: 'groupRename',
          operatorId: callerId,
          userIds: [],
          changes,
        });
        const all = await memberIds(tx, group.id);
        return {
          fanout: tipFanout(tip, all, [
            { userIds: all, conversationId: groupConversationId(group.id), change: 'updated' },
          ]),
        };
      });
      return { result: await detail(callerId, input.groupId), fanout: changed.fanout };
    },

    async nickname(callerId: string, groupId: string, nickname: string): Promise<Changed<boolean>> {
      return store.transaction(async (tx) => {
        const group = await lockForChange(tx, groupId, callerId);
        await repo.setNickname(tx, groupId, callerId, nickname);
        const tip = await tipped(tx, group, {
          op: GROUP_TIP.memberInfo,
          event: 'memberNickname',
          operatorId: callerId,
          userIds: [callerId],
          changes: { nickname },
        });
        return { result: true, fanout: tipFanout(tip, await memberIds(tx, groupId)) };
      });
    },

    /** Whether the caller may enter: their own organisation's group (general groups are by invitation). */
    async confirmJoin(callerId: string, groupId: string) {
      const group = await repo.findGroup(store, groupId);
      if (!group || group.dissolved_at) return { isMember: false, canJoin: false, group: null };
      const isMember = Boolean(await repo.membership(store, groupId, callerId));
      const canJoin = !isMember && (await mayEnter(callerId, group));
      // Only members and those who may join learn about the group.
      const visible = isMember || canJoin;
      return { isMember, canJoin, group: visible ? (await summaries(store, [group]))[0]! : null };
    },

    async enter(callerId: string, groupId: string): Promise<Changed<GroupDetail>> {
      const changed = await store.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, groupId);
        if (!group) throw missing();
        if (group.dissolved_at) throw gone();
        if (await repo.membership(tx, groupId, callerId)) return { fanout: {} };
        if (!(await mayEnter(callerId, group, tx)))
          throw imError(ResultCode.FORBIDDEN, 'cannotJoinGroup', 403);
        const before = await memberIds(tx, groupId);
        await repo.addMembers(tx, groupId, [callerId]);
        const tip = await tipped(tx, group, {
          op: GROUP_TIP.join,
          event: 'groupEnter',
          operatorId: callerId,
          userIds: [callerId],
        });
        return {
          fanout: tipFanout(
            tip,
            [...before, callerId],
            [{ userIds: [callerId], conversationId: groupConversationId(groupId), change: 'joined' }],
          ),
        };
      });
      return { result: await detail(callerId, groupId), fanout: changed.fanout };
    },

    /**
     * The organisation group of the caller's tenant: created when missing (owned by the tenant's
     * administrator), then brought in line with the tenant's members (join and kick tips).
     */
    async syncOrg(scope: TenantScope, callerId: string): Promise<Changed<GroupSummary | null>> {
      const tenant = await findTenant(store.db, scope.tenantId);
      if (!tenant || !(ORG_TENANT_TYPES as readonly number[]).includes(tenant.tenant_type))
        return { result: null, fanout: {} };
      const out = await store.transaction((tx) => syncOrgGroup(tx, tenant, callerId));
      const group = (await repo.findGroup(store, out.groupId))!;
      return { result: (await summaries(store, [group]))[0]!, fanout: out.fanout };
    },

    async forwardTargets(callerId: string, keyWord: string) {
      const page = await this.list(callerId, { current: 1, size: IM_LIMITS.groupPage, keyword: keyWord });
      return page.records;
    },
  };

  async function mayEnter(callerId: string, group: repo.GroupRow, tx: Conn = store) {
    if (group.type !== 'org' || !group.org_tenant_id) return false;
    const members = await colleagueIdsAmong(tx.db, callerId, [callerId], { tenantId: group.org_tenant_id });
    return members.has(callerId);
  }
}

/** Dissolves a locked group: a tip, then everyone's membership closes at it (history stays readable). */
async function dissolveLocked(
  tx: Conn,
  group: repo.GroupRow,
  callerId: string,
  members: string[],
): Promise<Changed<boolean>> {
  await repo.deleteMembers(tx, group.id, members);
  const tip = await storeTip(tx, group.id, {
    op: GROUP_TIP.groupInfo,
    event: 'groupDissolve',
    operatorId: callerId,
    userIds: members,
    changes: { dissolved: '1' },
  });
  await repo.closeMemberships(tx, group.id, members, tip.seq);
  await repo.markDissolved(tx, group.id);
  return {
    result: true,
    fanout: tipFanout(tip, members, [
      { userIds: members, conversationId: groupConversationId(group.id), change: 'dissolved' },
    ]),
  };
}

/** Creates or updates one organisation's group in an open transaction (also used by the demo seed). */
export async function syncOrgGroup(
  tx: Conn,
  tenant: { tenant_id: string; tenant_name: string },
  operatorId: string | null,
): Promise<{ groupId: string; fanout: Fanout }> {
  const staff = await activeStaffOf(tx.db, tenant.tenant_id);
  const staffIds = staff.map((s) => s.user_id);
  const owner = staffIds[0] ?? operatorId;
  let group = await repo.findOrgGroup(tx, tenant.tenant_id);
  let created = false;
  if (!group) {
    if (!owner) throw new Error(`organisation ${tenant.tenant_id} has no members`);
    const id = await repo.insertGroup(tx, {
      type: 'org',
      name: tenant.tenant_name.slice(0, IM_LIMITS.groupName),
      ownerId: owner,
      creatorTenantId: tenant.tenant_id,
      orgTenantId: tenant.tenant_id,
    });
    await repo.addMembers(tx, id, [owner], 'owner');
    group = (await repo.findGroup(tx, id))!;
    created = true;
  }
  group = (await repo.lockGroup(tx, group.id))!;
  const operator = operatorId ?? group.owner_id;
  const before = (await repo.groupMembers(tx, group.id)).map((m) => m.user_id);
  const leaving = before.filter((id) => !staffIds.includes(id) && id !== group.owner_id);
  const removed = await repo.deleteMembers(tx, group.id, leaving);
  const added = await repo.addMembers(
    tx,
    group.id,
    staffIds.filter((id) => !before.includes(id)),
  );
  const conversationId = groupConversationId(group.id);
  const fanout: Fanout = { conversation: [] };
  let last: MessageRow | undefined;
  if (removed.length) {
    last = await storeTip(tx, group.id, {
      op: GROUP_TIP.kick,
      event: 'groupRemove',
      operatorId: operator,
      userIds: removed,
    });
    await repo.closeMemberships(tx, group.id, removed, last.seq);
    fanout.conversation!.push({ userIds: removed, conversationId, change: 'left' });
  }
  if (added.length || created) {
    const joined = created ? [group.owner_id, ...added] : added;
    last = await storeTip(tx, group.id, {
      op: GROUP_TIP.join,
      event: created ? 'groupCreate' : 'groupSync',
      operatorId: operator,
      userIds: joined,
    });
    fanout.conversation!.push({ userIds: joined, conversationId, change: 'joined' });
  }
  if (last) fanout.message = { frame: toChatMessage(last), recipients: [...new Set([...before, ...added])] };
  return { groupId: group.id, fanout };
}
