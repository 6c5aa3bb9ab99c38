import type { FastifyInstance } from 'fastify';
import { groupChatApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import type { Changed, createGroupService } from './groups';
import { chatHubOf, imMirrorOf, publish } from './hub';
import { deleteRecords, recordPage } from './records-repo';

/** New groups per IP and minute: each one notifies every member. */
export const GROUP_CREATE_PER_MINUTE = 20;
/** Invitations into groups per IP and minute: each adds up to a page of members at once. */
export const GROUP_INVITE_PER_MINUTE = 30;

/** Groups (spec 1 §7): each change publishes its tip and conversation frames after the commit. */
export function groupRoutes(app: FastifyInstance, groups: ReturnType<typeof createGroupService>): void {
  const r = createRouter(app);
  const done = async <T>(changed: Changed<T>): Promise<T> => {
    await publish(chatHubOf(app), changed.fanout, app.log);
    return changed.result;
  };

  r(groupChatApi.selectGroups, async ({ user, input }) => groups.list(user.userId, input));
  r(groupChatApi.loadGroups, async ({ user, input }) => groups.detail(user.userId, input.groupId));
  r(groupChatApi.selectGroupMembers, async ({ user, input }) => groups.members(user.userId, input.groupId));
  r(groupChatApi.confirmJoinGroupChat, async ({ user, input }) =>
    groups.confirmJoin(user.userId, input.groupId),
  );

  // Tencent Cloud Chat, when configured, gets each change after it is stored (never awaited).
  const mirror = () => imMirrorOf(app);

  r(
    groupChatApi.createGeneralGroupChat,
    async ({ user, input, scope }) => {
      const group = await done(await groups.create(scope, user.userId, input));
      void mirror().createGroup({
        groupId: group.groupId,
        ownerId: user.userId,
        name: group.name,
        memberIds: input.userIds,
      });
      return group;
    },
    { rateLimitPerMinute: GROUP_CREATE_PER_MINUTE },
  );
  r(
    groupChatApi.inviteFriendsAndColleague,
    async ({ user, input }) => {
      const added = await done(await groups.invite(user.userId, input.groupId, input.userIds));
      if (added.userIds.length) void mirror().addMembers(input.groupId, added.userIds);
      return added;
    },
    { rateLimitPerMinute: GROUP_INVITE_PER_MINUTE },
  );
  r(groupChatApi.deleteGroupMember, async ({ user, input }) => {
    const removed = await done(await groups.kick(user.userId, input.groupId, input.userIds));
    if (removed.userIds.length) void mirror().removeMembers(input.groupId, removed.userIds);
    return removed;
  });
  r(groupChatApi.quitGroup, async ({ user, input }) => {
    const result = await done(await groups.quit(user.userId, input.groupId));
    void mirror().removeMembers(input.groupId, [user.userId]);
    return result;
  });
  r(groupChatApi.ungroup, async ({ user, input }) => {
    const result = await done(await groups.dissolve(user.userId, input.groupId));
    void mirror().destroyGroup(input.groupId);
    return result;
  });
  r(groupChatApi.changeGroupOwner, async ({ user, input }) => {
    const result = await done(await groups.changeOwner(user.userId, input.groupId, input.userId));
    void mirror().changeOwner(input.groupId, input.userId);
    return result;
  });
  r(groupChatApi.modifyGroupBase, async ({ user, input }) => {
    const result = await done(await groups.modifyBase(user.userId, input));
    const { groupId, ...info } = input;
    void mirror().modifyGroup(groupId, info);
    return result;
  });
  r(groupChatApi.modifyGroupNickname, async ({ user, input }) => {
    const result = await done(await groups.nickname(user.userId, input.groupId, input.nickname));
    void mirror().setMemberNickname(input.groupId, user.userId, input.nickname);
    return result;
  });
  r(groupChatApi.enterGroup, async ({ user, input }) => {
    const result = await done(await groups.enter(user.userId, input.groupId));
    void mirror().addMembers(input.groupId, [user.userId]);
    return result;
  });
  r(groupChatApi.syncGroupBuilding, async ({ user, scope }) =>
    done(await groups.syncOrg(scope, user.userId)),
  );

  r(groupChatApi.createRecordPage, async ({ user, input, scope }) => recordPage(scope, user.userId, input));
  r(groupChatApi.createRecordDelete, async ({ user, input, scope }) =>
    deleteRecords(scope, user.userId, input.ids),
  );
}
