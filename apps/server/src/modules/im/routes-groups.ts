import type { FastifyInstance } from 'fastify';
import { groupChatApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import type { Changed, createGroupService } from './groups';
import { chatHubOf, publish } from './hub';
import { deleteRecords, recordPage } from './records';

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

  r(groupChatApi.createGeneralGroupChat, async ({ user, input, scope }) =>
    done(await groups.create(scope, user.userId, input)),
  );
  r(groupChatApi.inviteFriendsAndColleague, async ({ user, input }) =>
    done(await groups.invite(user.userId, input.groupId, input.userIds)),
  );
  r(groupChatApi.deleteGroupMember, async ({ user, input }) =>
    done(await groups.kick(user.userId, input.groupId, input.userIds)),
  );
  r(groupChatApi.quitGroup, async ({ user, input }) => done(await groups.quit(user.userId, input.groupId)));
  r(groupChatApi.ungroup, async ({ user, input }) => done(await groups.dissolve(user.userId, input.groupId)));
  r(groupChatApi.changeGroupOwner, async ({ user, input }) =>
    done(await groups.changeOwner(user.userId, input.groupId, input.userId)),
  );
  r(groupChatApi.modifyGroupBase, async ({ user, input }) =>
    done(await groups.modifyBase(user.userId, input)),
  );
  r(groupChatApi.modifyGroupNickname, async ({ user, input }) =>
    done(await groups.nickname(user.userId, input.groupId, input.nickname)),
  );
  r(groupChatApi.enterGroup, async ({ user, input }) => done(await groups.enter(user.userId, input.groupId)));
  r(groupChatApi.syncGroupBuilding, async ({ user, scope }) =>
    done(await groups.syncOrg(scope, user.userId)),
  );

  r(groupChatApi.createRecordPage, async ({ user, input, scope }) => recordPage(scope, user.userId, input));
  r(groupChatApi.createRecordDelete, async ({ user, input, scope }) =>
    deleteRecords(scope, user.userId, input.ids),
  );
}
