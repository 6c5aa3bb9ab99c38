import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TIP, IM_CODE, chatApi, groupChatApi } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createChatService, groupConversationId, setChatHub, type ChatService } from '.';
import { ChatRefusal } from './realtime/ports';
import { U, caller, cid, recordingHub, restAs } from '../../test/chat-users';

let t: TestApp;
let chat: ChatService;
let rest: ReturnType<typeof restAs>;
const hub = recordingHub();

beforeAll(async () => {
  t = await createTestApp();
  chat = createChatService(t.app.ctx.store);
  setChatHub(t.app, hub);
  rest = restAs(t.app);
  // zhangwei is lina's friend (made in lina's tenant); wangfang and liuyang are her colleagues.
  await t.db.query(`insert into im_friends (tenant_id, user_id, friend_user_id) values ('200001', $1, $2)`, [
    U.lina,
    U.zhangwei,
  ]);
});
afterAll(() => t?.close());

const ok = async (
  user: string,
  ep: { method: string; path: string },
  input: Record<string, unknown> = {},
) => {
  const res = await rest(user, ep, input);
  const body = res.json() as { code: number; data: never; msg: string };
  expect(body.code, res.body).toBe(666666);
  return body.data;
};
const fails = async (
  user: string,
  ep: { method: string; path: string },
  input: Record<string, unknown>,
  code: number,
) => {
  const before = await t.db.query('select conversation_id, seq from im_messages order by 1, 2');
  const res = await rest(user, ep, input);
  expect(res.json().code, res.body).toBe(code);
  expect(await t.db.query('select conversation_id, seq from im_messages order by 1, 2')).toEqual(before);
};
const tips = async (groupId: string) =>
  (
    await t.db.query<{ payload: { kind: string; op: number; event: string; userIds: string[] } }>(
      `select payload from im_messages where conversation_id = $1 and payload->>'kind' = 'groupTip' order by seq`,
      [groupConversationId(groupId)],
    )
  ).map((r) => ({ op: r.payload.op, event: r.payload.event, userIds: r.payload.userIds }));
const members = async (user: string, groupId: string) =>
  (
    (await ok(user, groupChatApi.selectGroupMembers, { groupId })) as Array<{ userId: string; role: string }>
  ).map((m) => `${m.userId}:${m.role}`);
const say = (user: string, groupId: string, body: string) =>
  chat.send(
    caller(user),
    { clientMsgId: cid(), to: { type: 'GROUP', groupId }, type: 'text', payload: { text: body } },
    'zh',
  );

describe('a general group from creation to dissolution', () => {
  let groupId = '';

  it('is created from friends and colleagues only, with a tip and a creation record', async () => {
    await fails(U.lina, groupChatApi.createGeneralGroupChat, { userIds: [U.zhaomin] }, 400);
    await fails(
      U.lina,
      groupChatApi.createGeneralGroupChat,
      { userIds: ['1999999999999999999'] },
      IM_CODE.userMissing,
    );
    hub.frames.length = 0;
    const group = (await ok(U.lina, groupChatApi.createGeneralGroupChat, {
      name: '产业链交流群',
      userIds: [U.zhangwei, U.wangfang],
    })) as { groupId: string; name: string; memberCount: number; ownerId: string };
    expect(group).toMatchObject({ name: '产业链交流群', memberCount: 3, ownerId: U.lina, type: 'general' });
    groupId = group.groupId;
    expect(await tips(groupId)).toEqual([
      { op: GROUP_TIP.join, event: 'groupCreate', userIds: [U.lina, U.zhangwei, U.wangfang] },
    ]);
    expect(hub.frames.map((f) => f.frame.t)).toEqual(['message', 'conversation']);
    expect(hub.frames[0]!.userIds.sort()).toEqual([U.lina, U.zhangwei, U.wangfang].sort());
    const records = (await ok(U.lina, groupChatApi.createRecordPage, {})) as {
      records: Array<{ groupId: string }>;
    };
    expect(records.records.map((r) => r.groupId)).toEqual([groupId]);
    const page = (await ok(U.zhangwei, groupChatApi.selectGroups, {})) as {
      records: Array<{ groupId: string }>;
      size: number;
    };
    expect(page).toMatchObject({ size: 101, records: [{ groupId }] });
  });

  it('lets members chat, counts unread and keeps outsiders out', async () => {
    await say(U.zhangwei, groupId, '大家好');
    const list = (await ok(U.wangfang, chatApi.conversationList)) as Array<Record<string, never>>;
    expect(list.find((c) => c.conversationID === groupConversationId(groupId))).toMatchObject({
      type: 'GROUP',
      groupProfile: { groupId, name: '产业链交流群' },
      unreadCount: 2,
      lastMessage: { abstract: '大家好' },
    });
    await expect(say(U.liuyang, groupId, '我不在群里')).rejects.toMatchObject({
      code: IM_CODE.notGroupMember,
    });
    expect(
      (await rest(U.liuyang, chatApi.history, { conversationId: groupConversationId(groupId) })).statusCode,
    ).toBe(404);
    expect((await rest(U.zhaomin, groupChatApi.selectGroupMembers, { groupId })).json().code).toBe(
      IM_CODE.notGroupMember,
    );
    expect((await rest(U.zhaomin, groupChatApi.confirmJoinGroupChat, { groupId })).json().data).toEqual({
      isMember: false,
      canJoin: false,
      group: null,
    });
    await fails(U.zhaomin, groupChatApi.enterGroup, { groupId }, 403);
  });

  it('invites: the new member reads from the join tip on', async () => {
    await fails(U.zhangwei, groupChatApi.inviteFriendsAndColleague, { groupId, userIds: [U.liuyang] }, 400);
    expect(
      await ok(U.wangfang, groupChatApi.inviteFriendsAndColleague, {
        groupId,
        userIds: `${U.liuyang},${U.lina}`,
      }),
    ).toEqual({
      userIds: [U.liuyang],
    });
    const history = (await ok(U.liuyang, chatApi.history, {
      conversationId: groupConversationId(groupId),
    })) as {
      messages: Array<{ payload: { event?: string } }>;
    };
    expect(history.messages.map((m) => m.payload.event)).toEqual(['groupInvite']);
    expect((await say(U.liuyang, groupId, '谢谢邀请')).message.senderId).toBe(U.liuyang);
  });

  it('renames (owner only) and sets nicknames, with tips', async () => {
    await fails(U.wangfang, groupChatApi.modifyGroupBase, { groupId, name: '改名' }, 403);
    expect(
      await ok(U.lina, groupChatApi.modifyGroupBase, {
        groupId,
        name: '长三角产业链交流群',
        notification: '每周四例会',
      }),
    ).toMatchObject({
      name: '长三角产业链交流群',
      notification: '每周四例会',
      myRole: 'owner',
    });
    expect(await ok(U.wangfang, groupChatApi.modifyGroupNickname, { groupId, nickname: '市场部王芳' })).toBe(
      true,
    );
    expect(await ok(U.wangfang, groupChatApi.loadGroups, { groupId })).toMatchObject({
      myNickname: '市场部王芳',
      myRole: 'member',
    });
    expect((await tips(groupId)).slice(-2).map((x) => [x.op, x.event])).toEqual([
      [GROUP_TIP.groupInfo, 'groupRename'],
      [GROUP_TIP.memberInfo, 'memberNickname'],
    ]);
  });

  it('kicks (owner only): the member is removed, refused afterwards, and keeps history up to the tip', async () => {
    await fails(U.wangfang, groupChatApi.deleteGroupMember, { groupId, userIds: [U.liuyang] }, 403);
    hub.frames.length = 0;
    expect(await ok(U.lina, groupChatApi.deleteGroupMember, { groupId, userIds: [U.liuyang] })).toEqual({
      userIds: [U.liuyang],
    });
    expect((await tips(groupId)).at(-1)).toEqual({
      op: GROUP_TIP.kick,
      event: 'groupRemove',
      userIds: [U.liuyang],
    });
    expect(hub.frames[0]!.userIds).toContain(U.liuyang); // the kicked member sees the tip
    expect(hub.frames[1]!).toMatchObject({
      userIds: [U.liuyang],
      frame: { t: 'conversation', change: 'left' },
    });
    expect(await members(U.lina, groupId)).not.toContain(`${U.liuyang}:member`);
    await expect(say(U.liuyang, groupId, '还在吗')).rejects.toBeInstanceOf(ChatRefusal);
    await say(U.lina, groupId, '踢出之后的消息');
    const seen = (await ok(U.liuyang, chatApi.history, { conversationId: groupConversationId(groupId) })) as {
      messages: Array<{ payload: { event?: string; text?: string } }>;
    };
    expect(seen.messages.at(-1)!.payload.event).toBe('groupRemove');
    expect(JSON.stringify(seen)).not.toContain('踢出之后的消息');
    const synced = await chat.after(caller(U.liuyang), { [groupConversationId(groupId)]: 0 });
    expect(synced[groupConversationId(groupId)]!.messages.at(-1)!.payload).toMatchObject({
      event: 'groupRemove',
    });
  });

  it('quits, changes owner, and an owner who quits hands the group on', async () => {
    expect(await ok(U.zhangwei, groupChatApi.quitGroup, { groupId })).toBe(true);
    await expect(say(U.zhangwei, groupId, 'hi')).rejects.toMatchObject({ code: IM_CODE.notGroupMember });
    await fails(
      U.lina,
      groupChatApi.changeGroupOwner,
      { groupId, userId: U.zhangwei },
      IM_CODE.notGroupMember,
    );
    await ok(U.lina, groupChatApi.inviteFriendsAndColleague, { groupId, userIds: [U.zhangwei] });
    expect(await ok(U.lina, groupChatApi.changeGroupOwner, { groupId, userId: U.wangfang })).toBe(true);
    expect(await members(U.lina, groupId)).toEqual([
      `${U.lina}:member`,
      `${U.wangfang}:owner`,
      `${U.zhangwei}:member`,
    ]);
    expect(await ok(U.wangfang, groupChatApi.quitGroup, { groupId })).toBe(true);
    expect(await members(U.lina, groupId)).toEqual([`${U.lina}:owner`, `${U.zhangwei}:member`]);
    expect((await tips(groupId)).slice(-5).map((x) => x.event)).toEqual([
      'groupQuit',
      'groupInvite',
      'groupOwner',
      'groupOwner',
      'groupQuit',
    ]);
  });

  it('dissolves (owner only): a tip, nothing more can be sent, history stays', async () => {
    await fails(U.zhangwei, groupChatApi.ungroup, { groupId }, 403);
    expect(await ok(U.lina, groupChatApi.ungroup, { groupId })).toBe(true);
    expect((await tips(groupId)).at(-1)).toMatchObject({ op: GROUP_TIP.groupInfo, event: 'groupDissolve' });
    await expect(say(U.lina, groupId, '还有人吗')).rejects.toMatchObject({ code: IM_CODE.groupGone });
    expect(((await ok(U.lina, groupChatApi.selectGroups)) as { records: unknown[] }).records).toEqual([]);
    const history = (await ok(U.zhangwei, chatApi.history, {
      conversationId: groupConversationId(groupId),
    })) as {
      messages: unknown[];
    };
    expect(history.messages.length).toBeGreaterThan(1);
    await fails(U.lina, groupChatApi.modifyGroupBase, { groupId, name: 'x' }, IM_CODE.groupGone);
  });
});

describe('the organisation group', () => {
  it('is built from the organisation tenant, synced idempotently, and cannot be edited by hand', async () => {
    const group = (await ok(U.wangfang, groupChatApi.syncGroupBuilding)) as {
      groupId: string;
      type: string;
      memberCount: number;
      ownerId: string;
    };
    expect(group).toMatchObject({
      type: 'org',
      memberCount: 3,
      ownerId: U.lina,
      name: '杭州云栖智造科技有限公司',
    });
    expect(await ok(U.lina, groupChatApi.syncGroupBuilding)).toEqual(group);
    expect(await tips(group.groupId)).toHaveLength(1);
    expect(await ok(U.zhangwei, groupChatApi.syncGroupBuilding)).toBeNull(); // a personal tenant
    await fails(U.liuyang, groupChatApi.quitGroup, { groupId: group.groupId }, 400);
    await fails(U.lina, groupChatApi.ungroup, { groupId: group.groupId }, 400);
    await fails(
      U.lina,
      groupChatApi.inviteFriendsAndColleague,
      { groupId: group.groupId, userIds: [U.zhangwei] },
      400,
    );

    // liuyang leaves the organisation: the next sync removes him with a kick tip.
    await t.db.query(`delete from tenant_members where tenant_id = '200001' and user_id = $1`, [U.liuyang]);
    await ok(U.lina, groupChatApi.syncGroupBuilding);
    expect((await tips(group.groupId)).at(-1)).toMatchObject({ op: GROUP_TIP.kick, userIds: [U.liuyang] });
    await expect(say(U.liuyang, group.groupId, 'hi')).rejects.toMatchObject({ code: IM_CODE.notGroupMember });
    // ...and back: he may enter again himself.
    await t.db.query(
      `insert into tenant_members (tenant_id, user_id, role_id, role_name) values ('200001', $1, 'member', 'member')`,
      [U.liuyang],
    );
    expect(await ok(U.liuyang, groupChatApi.confirmJoinGroupChat, { groupId: group.groupId })).toMatchObject({
      isMember: false,
      canJoin: true,
    });
    expect(await ok(U.liuyang, groupChatApi.enterGroup, { groupId: group.groupId })).toMatchObject({
      myRole: 'member',
    });
    expect((await tips(group.groupId)).at(-1)).toMatchObject({ op: GROUP_TIP.join, event: 'groupEnter' });
  });
});

describe('creation records and forward targets', () => {
  it('lists only the caller’s groups and records, and deletes only the caller’s records', async () => {
    const created = (await ok(U.lina, groupChatApi.createGeneralGroupChat, { userIds: [U.wangfang] })) as {
      groupId: string;
      name: string;
    };
    expect(created.name).toBe('李娜、王芳');
    const targets = (await ok(U.lina, chatApi.forwardGroups, { keyWord: '王芳' })) as Array<{
      groupId: string;
    }>;
    expect(targets.map((g) => g.groupId)).toEqual([created.groupId]);
    expect(await ok(U.zhangwei, chatApi.forwardGroups, { keyWord: '王芳' })).toEqual([]);
    const records = (await ok(U.lina, groupChatApi.createRecordPage)) as {
      records: Array<{ id: string }>;
      total: number;
    };
    expect(records.total).toBe(2);
    expect(await ok(U.wangfang, groupChatApi.createRecordDelete, { ids: records.records[0]!.id })).toBe(0);
    expect(
      await ok(U.lina, groupChatApi.createRecordDelete, { ids: records.records.map((r) => r.id).join(',') }),
    ).toBe(2);
  });
});
