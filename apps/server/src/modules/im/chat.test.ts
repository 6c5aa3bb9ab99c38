import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_CODE, IM_LIMITS, chatApi } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { c2cConversationId, createChatService, setChatHub, type ChatService } from '.';
import { ChatRefusal, type SendInput } from './realtime/ports';
import { U, caller, cid, recordingHub, restAs } from '../../test/chat-users';

let t: TestApp;
let chat: ChatService;
const hub = recordingHub();

beforeAll(async () => {
  t = await createTestApp();
  chat = createChatService(t.app.ctx.store);
  setChatHub(t.app, hub);
  // lina and zhangwei are friends (one row, made in zhangwei's tenant); lina's cards: open, private, deleted.
  await t.db.query(`insert into im_friends (tenant_id, user_id, friend_user_id) values ('100001', $1, $2)`, [
    U.zhangwei,
    U.lina,
  ]);
  await t.db.query(
    `insert into vcards (id, tenant_id, user_id, type, user_name, phone, if_opened, is_deleted, is_default) values
       ('9200000000000000001', '200001', $1, 2, '李娜', '13912345678', true, false, true),
       ('9200000000000000002', '200001', $1, 2, '李娜', '13912345678', false, false, false),
       ('9200000000000000003', '200001', $1, 2, '李娜', '13912345678', true, true, false)`,
    [U.lina],
  );
});
afterAll(() => t?.close());

const text = (to: SendInput['to'], body: string, clientMsgId = cid()): SendInput => ({
  clientMsgId,
  to,
  type: 'text',
  payload: { text: body },
});
const toUser = (userId: string) => ({ type: 'C2C' as const, userId });
const messages = async (conversationId?: string) =>
  t.db.query<{ conversation_id: string; seq: number; sender_id: string; payload: Record<string, unknown> }>(
    `select conversation_id, seq, sender_id, payload from im_messages
      ${conversationId ? 'where conversation_id = $1' : ''} order by conversation_id, seq`,
    conversationId ? [conversationId] : [],
  );
const count = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from im_messages'))[0]!.n;

/** Expects a refusal with this code and that nothing was stored. */
async function refused(send: () => Promise<unknown>, code: number, msg?: string) {
  const before = await count();
  const err = await send().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ChatRefusal);
  expect((err as ChatRefusal).code).toBe(code);
  if (msg) expect((err as ChatRefusal).message).toBe(msg);
  expect(await count()).toBe(before);
}

describe('who may send to whom (spec 1 §5)', () => {
  it('lets friends (either direction, any tenant) and colleagues chat', async () => {
    const a = await chat.send(caller(U.lina), text(toUser(U.zhangwei), '张总好'), 'zh');
    expect(a.message).toMatchObject({
      conversationId: c2cConversationId(U.lina, U.zhangwei),
      seq: 1,
      senderId: U.lina,
    });
    expect(a.deliveries.flatMap((d) => d.userIds).sort()).toEqual([U.zhangwei, U.lina].sort());
    const b = await chat.send(caller(U.zhangwei), text(toUser(U.lina), '李总好'), 'zh');
    expect(b.message.seq).toBe(2);
    const c = await chat.send(caller(U.lina), text(toUser(U.liuyang), '刘洋，下午开会'), 'zh');
    expect(c.message.conversationId).toBe(`C2C_${U.lina}_${U.liuyang}`);
  });

  it('refuses a non-friend non-colleague with the spec text and stores nothing', async () => {
    await refused(
      () => chat.send(caller(U.zhaomin), text(toUser(U.lina), '你好'), 'zh'),
      IM_CODE.notFriend,
      '您和对方不是好友，不能发消息。请添加好友，对方验证通过后，才能聊天。',
    );
    await refused(
      () => chat.send(caller(U.zhangwei), text(toUser(U.wangfang), 'hi'), 'en'),
      IM_CODE.notFriend,
    );
    const rows = await t.db.query('select * from im_conversations where id like $1', [`%${U.zhaomin}%`]);
    expect(rows).toEqual([]);
  });

  it('lets the service account through', async () => {
    expect(
      (await chat.send(caller(U.admin), text(toUser(U.zhaomin), '您好，这里是客服'), 'zh')).duplicate,
    ).toBe(false);
    expect((await chat.send(caller(U.zhaomin), text(toUser(U.admin), '谢谢'), 'zh')).duplicate).toBe(false);
  });

  it('refuses unknown users (20003), oneself, unknown and foreign groups', async () => {
    await refused(
      () => chat.send(caller(U.lina), text(toUser('1999999999999999999'), 'hi'), 'zh'),
      IM_CODE.userMissing,
    );
    await refused(() => chat.send(caller(U.lina), text(toUser(U.lina), 'hi'), 'zh'), IM_CODE.badRequest);
    await refused(
      () => chat.send(caller(U.lina), text({ type: 'GROUP', groupId: '1999999999999999999' }, 'hi'), 'zh'),
      IM_CODE.groupGone,
    );
  });
});

describe('payloads', () => {
  it('refuses 1 MB, over-long text, bad urls and malformed payloads; ignores a forged sender', async () => {
    const big = 'x'.repeat(1024 * 1024);
    await refused(
      () => chat.send(caller(U.lina), text(toUser(U.zhangwei), big), 'zh'),
      IM_CODE.tooLarge,
      '消息内容过长',
    );
    await refused(
      () => chat.send(caller(U.lina), text(toUser(U.zhangwei), '字'.repeat(IM_LIMITS.textChars + 1)), 'zh'),
      IM_CODE.tooLarge,
    );
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/etc/passwd'])
      await refused(
        () =>
          chat.send(
            caller(U.lina),
            { clientMsgId: cid(), to: toUser(U.zhangwei), type: 'image', payload: { url } },
            'zh',
          ),
        IM_CODE.badRequest,
      );
    await refused(
      () =>
        chat.send(
          caller(U.lina),
          { clientMsgId: cid(), to: toUser(U.zhangwei), type: 'text', payload: {} },
          'zh',
        ),
      IM_CODE.badRequest,
    );
    await refused(
      () =>
        chat.send(
          caller(U.lina),
          {
            clientMsgId: cid(),
            to: toUser(U.zhangwei),
            type: 'custom',
            payload: { kind: 'groupTip', op: 1 },
          },
          'zh',
        ),
      IM_CODE.badRequest,
    );
    const image = await chat.send(
      caller(U.lina),
      {
        clientMsgId: cid(),
        to: toUser(U.zhangwei),
        type: 'image',
        payload: { url: '/api/platform-resource/file/abc', width: 10, height: 10, size: 99 },
      },
      'zh',
    );
    expect(image.message.payload).toMatchObject({ url: '/api/platform-resource/file/abc', width: 10 });

    const forged = await chat.send(
      caller(U.lina),
      {
        clientMsgId: cid(),
        to: toUser(U.zhangwei),
        type: 'text',
        payload: { text: '真的', senderId: U.zhangwei },
      },
      'zh',
    );
    expect(forged.message.senderId).toBe(U.lina);
    expect(forged.message.payload).toEqual({ text: '真的' });
    const [row] = await t.db.query<{ sender_id: string }>('select sender_id from im_messages where id = $1', [
      forged.message.id,
    ]);
    expect(row!.sender_id).toBe(U.lina);
  });

  it('refuses sensitive words', async () => {
    await refused(
      () => chat.send(caller(U.lina), text(toUser(U.zhangwei), '可以代开发票吗'), 'zh'),
      IM_CODE.sensitiveWord,
      '消息包含敏感词，发送失败',
    );
  });

  it('sends a public card with its content and refuses private and deleted cards with the spec texts', async () => {
    const card = (vcardId: string): SendInput => ({
      clientMsgId: cid(),
      to: toUser(U.zhangwei),
      type: 'custom',
      payload: { kind: 'card', vcardId },
    });
    const sent = await chat.send(caller(U.lina), card('9200000000000000001'), 'zh');
    expect(sent.message.payload).toMatchObject({
      kind: 'card',
      card: { id: '9200000000000000001', name: '李娜' },
    });
    // lina forwards her own private card: allowed (privacy guards others' cards); zhangwei cannot.
    await refused(
      () => chat.send(caller(U.zhangwei), { ...card('9200000000000000002'), to: toUser(U.lina) }, 'zh'),
      IM_CODE.badRequest,
      '转发失败，对方已将此名片设为私密',
    );
    await refused(
      () => chat.send(caller(U.lina), card('9200000000000000003'), 'zh'),
      IM_CODE.badRequest,
      '转发失败，对方已删除此名片',
    );
  });

  it('takes merged records as at most 30 message ids, never as written messages (integrity.test.ts builds them)', async () => {
    const merged = (payload: Record<string, unknown>): SendInput => ({
      clientMsgId: cid(),
      to: toUser(U.zhangwei),
      type: 'merged',
      payload: { title: '李娜和张伟的聊天记录', ...payload },
    });
    const conversationId = c2cConversationId(U.lina, U.zhangwei);
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => `91000000000000${String(i).padStart(5, '0')}`);
    await refused(
      () => chat.send(caller(U.lina), merged({ conversationId, messageIds: ids(31) }), 'zh'),
      IM_CODE.badRequest,
    );
    await refused(
      () =>
        chat.send(
          caller(U.lina),
          merged({ abstractList: [], messages: [{ type: 'text', payload: { text: '一条' } }] }),
          'zh',
        ),
      IM_CODE.badRequest,
      '消息内容格式不正确',
    );
  });
});

describe('storage', () => {
  it('stores a resent clientMsgId once and answers the stored message', async () => {
    const input = text(toUser(U.wangfang), '报表发你了', 'resend-0000000001');
    const first = await chat.send(caller(U.lina), input, 'zh');
    const again = await chat.send(caller(U.lina), input, 'zh');
    expect(again).toMatchObject({ duplicate: true, message: first.message });
    const racing = text(toUser(U.wangfang), '同时', 'resend-0000000002');
    const both = await Promise.all([
      chat.send(caller(U.lina), racing, 'zh'),
      chat.send(caller(U.lina), racing, 'zh'),
    ]);
    expect(both[0].message.id).toBe(both[1].message.id);
    const rows = await t.db.query(`select 1 from im_messages where client_msg_id like 'resend-%'`);
    expect(rows).toHaveLength(2);
  });

  it('gives 50 concurrent sends the seqs 1..50 without gaps', async () => {
    const sends = Array.from({ length: 50 }, (_, i) =>
      chat.send(
        caller(i % 2 ? U.liuyang : U.wangfang),
        text(toUser(i % 2 ? U.wangfang : U.liuyang), `第${i}条`),
        'zh',
      ),
    );
    await Promise.all(sends);
    const rows = await messages(c2cConversationId(U.wangfang, U.liuyang));
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [conv] = await t.db.query<{ last_seq: number }>(
      'select last_seq from im_conversations where id = $1',
      [c2cConversationId(U.wangfang, U.liuyang)],
    );
    expect(conv!.last_seq).toBe(50);
  });

  it('catches up after a cursor, only in the caller’s conversations', async () => {
    const id = c2cConversationId(U.lina, U.zhangwei);
    const all = await messages(id);
    const synced = await chat.after(caller(U.zhangwei), { [id]: 1, C2C_1_2: 0, nonsense: 0 });
    expect(Object.keys(synced)).toEqual([id]);
    expect(synced[id]!.messages.map((m) => m.seq)).toEqual(all.slice(1).map((r) => r.seq));
    expect(synced[id]!.more).toBe(false);
    expect(await chat.after(caller(U.zhaomin), { [id]: 0 })).toEqual({});
    expect(await chat.typingRecipients(caller(U.zhaomin), id)).toEqual([]);
    expect(await chat.typingRecipients(caller(U.lina), id)).toEqual([U.zhangwei]);
  });

  it('counts unread for the receiver and reads up to a seq', async () => {
    const id = c2cConversationId(U.lina, U.liuyang);
    const unread = async (user: string) =>
      (
        await t.db.query<{ unread: number; read_seq: number }>(
          'select unread, read_seq from im_conversation_members where conversation_id = $1 and user_id = $2',
          [id, user],
        )
      )[0]!;
    await chat.send(caller(U.lina), text(toUser(U.liuyang), '一'), 'zh');
    await chat.send(caller(U.lina), text(toUser(U.liuyang), '二'), 'zh');
    const before = await unread(U.liuyang);
    expect(before.unread).toBe(3); // the first message of the file's first test, and these two
    expect((await unread(U.lina)).unread).toBe(0);
    expect(await chat.markRead(caller(U.liuyang), id, 2)).toEqual({ recipients: [U.liuyang, U.lina] });
    expect(await unread(U.liuyang)).toEqual({ unread: 1, read_seq: 2 });
    await chat.markRead(caller(U.liuyang), id, 999);
    expect(await unread(U.liuyang)).toEqual({ unread: 0, read_seq: 3 });
    await chat.markRead(caller(U.liuyang), id, 1); // never back
    expect((await unread(U.liuyang)).read_seq).toBe(3);
    expect(await chat.markRead(caller(U.zhaomin), id, 3)).toEqual({ recipients: [] });
  });
});

describe('REST', () => {
  let rest: ReturnType<typeof restAs>;
  beforeAll(() => {
    rest = restAs(t.app);
  });
  const call = (user: string, ep: { method: string; path: string }, input: Record<string, unknown>) =>
    rest(user, ep, input);

  it('pages history by 30, oldest first, with more=false at the end', async () => {
    const id = c2cConversationId(U.wangfang, U.liuyang); // 50 messages
    const first = (await call(U.wangfang, chatApi.history, { conversationId: id })).json();
    expect(first.code).toBe(666666);
    expect(first.data.messages.map((m: { seq: number }) => m.seq)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 21),
    );
    expect(first.data.more).toBe(true);
    const second = (await call(U.wangfang, chatApi.history, { conversationId: id, beforeSeq: 21 })).json();
    expect(second.data.messages.map((m: { seq: number }) => m.seq)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(second.data.more).toBe(false);
  });

  it('keeps other participants and other tenants out of a conversation', async () => {
    const id = c2cConversationId(U.lina, U.zhangwei);
    for (const ep of [chatApi.history, chatApi.markRead, chatApi.deleteConversation]) {
      const res = await call(U.zhaomin, ep, { conversationId: id });
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('张总好');
    }
    expect(
      (await call(U.lina, chatApi.history, { conversationId: 'GROUP_1999999999999999999' })).statusCode,
    ).toBe(404);
    // wangfang shares lina's tenant but not this conversation.
    expect((await call(U.wangfang, chatApi.history, { conversationId: id })).statusCode).toBe(404);
    const list = (await call(U.zhaomin, chatApi.conversationList, {})).json().data as Array<{
      conversationID: string;
    }>;
    expect(list.map((c) => c.conversationID)).not.toContain(id);
  });

  it('sends over REST with the same rules and publishes after the commit', async () => {
    hub.frames.length = 0;
    const ok = (await call(U.zhangwei, chatApi.send, text(toUser(U.lina), 'REST 发送') as never)).json();
    expect(ok).toMatchObject({ code: 666666, data: { duplicate: false, message: { senderId: U.zhangwei } } });
    expect(hub.frames).toEqual([
      {
        userIds: expect.arrayContaining([U.lina, U.zhangwei]),
        frame: { t: 'message', message: ok.data.message },
      },
    ]);
    const no = (await call(U.zhaomin, chatApi.send, text(toUser(U.lina), 'hi') as never)).json();
    expect(no).toMatchObject({
      code: IM_CODE.notFriend,
      data: null,
      msg: '您和对方不是好友，不能发消息。请添加好友，对方验证通过后，才能聊天。',
    });
  });

  it('lists conversations with profile, last message and unread; hides and reads one', async () => {
    const list = (await call(U.lina, chatApi.conversationList, {})).json().data as Array<
      Record<string, never>
    >;
    const withZhang = list.find((c) => c.conversationID === c2cConversationId(U.lina, U.zhangwei))!;
    expect(withZhang).toMatchObject({
      type: 'C2C',
      userProfile: { userId: U.zhangwei, name: '张伟', avatar: '' },
      groupProfile: null,
      lastMessage: { abstract: 'REST 发送', senderId: U.zhangwei },
    });
    expect(withZhang.unreadCount).toBeGreaterThan(0);
    const read = (await call(U.lina, chatApi.markRead, { conversationId: withZhang.conversationID })).json();
    expect(read.data).toBe(withZhang.lastSeq);
    expect(
      (await call(U.lina, chatApi.deleteConversation, { conversationId: withZhang.conversationID })).json()
        .data,
    ).toBe(true);
    const after = (await call(U.lina, chatApi.conversationList, {})).json().data as Array<{
      conversationID: string;
    }>;
    expect(after.map((c) => c.conversationID)).not.toContain(withZhang.conversationID);
    await chat.send(caller(U.zhangwei), text(toUser(U.lina), '又来了'), 'zh');
    const back = (await call(U.lina, chatApi.conversationList, {})).json().data as Array<{
      conversationID: string;
      unreadCount: number;
    }>;
    expect(back.find((c) => c.conversationID === withZhang.conversationID)?.unreadCount).toBe(1);
  });

  it('answers the platform transport', async () => {
    expect((await call(U.lina, chatApi.getSdkAppId, {})).json().data).toEqual({
      sdkAppId: 0,
      transport: 'platform',
    });
  });
});
