import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { IM_CODE, IM_SOCKET_PATH, chatApi, friendsApi, groupChatApi, imHelperApi } from '@platform/contracts';
import type { ChatMessage } from '@platform/contracts/im';
import { createTestApp, injectEndpoint, type TestApp } from '../../test/test-app';
import { c2cConversationId, groupConversationId } from '.';
import { TestSocket } from '../../test/chat-servers';
import { storeMessage } from './message-repo';
import { U, cid, tokenFor } from '../../test/chat-users';

/**
 * Chat integrity (issue 23, points 1-3): cards reach every reader as the vcard presenter shows
 * them to that reader, merged records are built by the server from readable messages, and only
 * the friend application writes friend-verify messages. REST and socket, on the real service.
 */

let t: TestApp;
let url: string;
const tokens = new Map<string, string>();
const sockets: TestSocket[] = [];

const CARD = '9200000000000000011'; // lina's, encryption on
const CARD2 = '9200000000000000012'; // lina's, made private then deleted below
const RAW = { phone: '13912345678', email: 'lina.li@example.com', address: '上海市浦东新区世纪大道100号' };
const MASKED = { phone: '139****5678', email: '********@example.com', address: '***********' };
const LINA_ZHANG = () => c2cConversationId(U.lina, U.zhangwei);

const token = async (userId: string) => {
  if (!tokens.has(userId)) tokens.set(userId, await tokenFor(t.app, userId));
  return tokens.get(userId)!;
};
const call = async (
  userId: string,
  ep: { method: string; path: string },
  input: Record<string, unknown> = {},
  locale: 'zh' | 'en' = 'zh',
) => {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await token(userId)}`,
    'accept-language': locale,
  };
  if (userId === U.zhaomin) headers.host = '127.0.0.1:3000';
  return injectEndpoint(t.app, ep, input, headers);
};
const data = async (
  userId: string,
  ep: { method: string; path: string },
  input: Record<string, unknown> = {},
) => {
  const body = (await call(userId, ep, input)).json();
  expect(body.code).toBe(666666);
  return body.data;
};
const socket = async (userId: string, locale?: 'zh' | 'en') => {
  const s = await TestSocket.connect(url, await token(userId), locale);
  sockets.push(s);
  return s;
};
const toUser = (userId: string) => ({ type: 'C2C' as const, userId });
const cardPayload = (vcardId = CARD) => ({ kind: 'card', vcardId });
const send = (userId: string, to: Record<string, unknown>, type: string, payload: Record<string, unknown>) =>
  call(userId, chatApi.send, { clientMsgId: cid(), to, type, payload });
const sent = async (...args: Parameters<typeof send>): Promise<ChatMessage> => {
  const body = (await send(...args)).json();
  expect(body.code).toBe(666666);
  return body.data.message;
};
const history = async (userId: string, conversationId: string): Promise<ChatMessage[]> =>
  (await data(userId, chatApi.history, { conversationId })).messages;
const count = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from im_messages'))[0]!.n;
const storedPayloads = async () =>
  JSON.stringify(await t.db.query('select payload from im_messages order by conversation_id, seq'));

/** No raw contact of lina's card anywhere in `value`. */
const expectNoRawContacts = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const raw of Object.values(RAW)) expect(text).not.toContain(raw);
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${IM_SOCKET_PATH}`;
  // lina and zhangwei are friends; lina, wangfang and liuyang are colleagues (200001); zhaomin knows nobody.
  await t.db.query(`insert into im_friends (tenant_id, user_id, friend_user_id) values ('100001', $1, $2)`, [
    U.zhangwei,
    U.lina,
  ]);
  await t.db.query(
    `insert into vcards (id, tenant_id, user_id, type, user_name, org_name, phone, email, address, encrypt, if_opened, is_deleted, is_default) values
       ($2, '200001', $1, 2, '李娜', '链上科技', $4, $5, $6, true, true, false, true),
       ($3, '200001', $1, 2, '李娜', '链上科技', $4, $5, $6, true, true, false, false),
       ('9200000000000000013', '300001', $7, 1, '赵敏', '', '13700001111', '', '', false, true, false, true)`,
    [U.lina, CARD, CARD2, RAW.phone, RAW.email, RAW.address, U.zhaomin],
  );
});
afterAll(async () => {
  for (const s of sockets) s.kill();
  await t?.close();
});

describe('card messages are presented per reader (masking, spec 2 §5)', () => {
  it('REST: the owner reads her card, the peer reads it masked; nothing raw is stored', async () => {
    const z = await socket(U.zhangwei);
    const message = await sent(U.lina, toUser(U.zhangwei), 'custom', cardPayload());
    expect(message.payload).toMatchObject({
      kind: 'card',
      vcardId: CARD,
      card: { id: CARD, name: '李娜', ...RAW },
    });

    const frame = await z.next('message', (f) => f.message.id === message.id);
    expect(frame.message.payload).toMatchObject({
      card: { id: CARD, name: '李娜', company: '链上科技', ...MASKED },
    });
    expectNoRawContacts(frame);

    const theirs = (await history(U.zhangwei, LINA_ZHANG())).find((m) => m.id === message.id)!;
    expect(theirs.payload).toMatchObject({ card: MASKED });
    expectNoRawContacts(await history(U.zhangwei, LINA_ZHANG()));
    expect((await history(U.lina, LINA_ZHANG())).find((m) => m.id === message.id)!.payload).toMatchObject({
      card: RAW,
    });
    expectNoRawContacts(await data(U.zhangwei, chatApi.conversationList));
    expectNoRawContacts(await storedPayloads());
  });

  it('socket: the ack and the sender’s devices get her view, the peer and a catch-up the masked one', async () => {
    const lina = await socket(U.lina);
    const linaOther = await socket(U.lina);
    const zhang = await socket(U.zhangwei);
    const clientMsgId = cid();
    lina.send({ t: 'send', clientMsgId, to: toUser(U.zhangwei), type: 'custom', payload: cardPayload() });
    const ack = await lina.next('ack', (f) => f.clientMsgId === clientMsgId);
    expect(ack.message.payload).toMatchObject({ card: RAW });
    expect(
      (await linaOther.next('message', (f) => f.message.id === ack.message.id)).message.payload,
    ).toMatchObject({ card: RAW });
    const delivered = await zhang.next('message', (f) => f.message.id === ack.message.id);
    expect(delivered.message.payload).toMatchObject({ card: MASKED });
    expectNoRawContacts(delivered);

    zhang.send({ t: 'sync', cursors: { [LINA_ZHANG()]: 0 } });
    const synced = await zhang.next('synced');
    expect(synced.conversations[LINA_ZHANG()]!.messages.some((m) => m.id === ack.message.id)).toBe(true);
    expectNoRawContacts(synced);
  });

  it('group: every member but the owner reads the card masked, on the socket and in history', async () => {
    const group = await data(U.lina, groupChatApi.createGeneralGroupChat, {
      userIds: [U.zhangwei, U.wangfang],
    });
    const conversationId = groupConversationId(group.groupId);
    const lina = await socket(U.lina);
    const wang = await socket(U.wangfang);
    const zhang = await socket(U.zhangwei);
    const clientMsgId = cid();
    lina.send({
      t: 'send',
      clientMsgId,
      to: { type: 'GROUP', groupId: group.groupId },
      type: 'custom',
      payload: cardPayload(),
    });
    const ack = await lina.next('ack', (f) => f.clientMsgId === clientMsgId);
    expect(ack.message.payload).toMatchObject({ card: RAW });
    for (const member of [wang, zhang]) {
      const frame = await member.next('message', (f) => f.message.id === ack.message.id);
      expect(frame.message.payload).toMatchObject({ card: MASKED });
      expectNoRawContacts(frame);
    }
    expectNoRawContacts(await history(U.wangfang, conversationId));
  });

  it('messages stored raw before this fix (a card, a card inside a merged record) reach readers masked', async () => {
    const rawCard = { id: CARD, name: '李娜', imAccount: U.lina, ...RAW };
    const store = t.app.ctx.store;
    await store.transaction(async (tx) => {
      const base = {
        conversationId: LINA_ZHANG(),
        senderId: U.lina,
        type: 'custom' as const,
        abstract: '[名片]',
      };
      await storeMessage(tx, {
        ...base,
        clientMsgId: cid(),
        payload: { kind: 'card', vcardId: CARD, card: rawCard },
      });
      await storeMessage(tx, {
        ...base,
        clientMsgId: cid(),
        type: 'merged',
        payload: {
          title: '旧记录',
          abstractList: [],
          messages: [
            { type: 'custom', payload: { kind: 'card', vcardId: CARD2, card: rawCard }, senderId: U.lina },
          ],
        },
      });
    });
    const read = await history(U.zhangwei, LINA_ZHANG());
    expectNoRawContacts(read);
    const record = read.at(-1)!;
    expect(record.type).toBe('merged');
    expect(record.payload).toMatchObject({ messages: [{ payload: { vcardId: CARD2, card: MASKED } }] });
    expect(read.at(-2)!.payload).toMatchObject({ card: MASKED });
  });
});

describe('merged records are built by the server (forward type 3, spec 1 §5)', () => {
  it('refuses a record written by the client, over REST and the socket, and stores nothing', async () => {
    const before = await count();
    const forged = {
      title: '王芳和李娜的聊天记录',
      abstractList: ['王芳: 转账给我'],
      messages: [
        { type: 'text', payload: { text: '转账给我' }, senderId: U.wangfang, senderName: '王芳' },
        { type: 'custom', payload: { kind: 'card', vcardId: CARD, card: { phone: '13712340011' } } },
      ],
    };
    const res = await send(U.lina, toUser(U.zhangwei), 'merged', forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: IM_CODE.badRequest, msg: '消息内容格式不正确' });
    const lina = await socket(U.lina);
    const clientMsgId = cid();
    lina.send({ t: 'send', clientMsgId, to: toUser(U.zhangwei), type: 'merged', payload: forged });
    expect(await lina.next('nack', (f) => f.clientMsgId === clientMsgId)).toMatchObject({
      code: IM_CODE.badRequest,
    });
    expect(await count()).toBe(before);
  });

  it('builds the record from readable messages by id: stored senders, names and times; client extras dropped', async () => {
    const fromZhang = await sent(U.zhangwei, toUser(U.lina), 'text', { text: '张伟的原话' });
    const fromLina = await sent(U.lina, toUser(U.zhangwei), 'text', { text: '李娜的原话' });
    const card = await sent(U.lina, toUser(U.zhangwei), 'custom', cardPayload());
    const wang = await socket(U.wangfang);
    const record = await sent(U.lina, toUser(U.wangfang), 'merged', {
      title: '李娜和张伟的聊天记录',
      conversationId: LINA_ZHANG(),
      messageIds: [card.id, fromZhang.id, fromLina.id],
      abstractList: ['王芳: 转账给我'],
      messages: [{ type: 'text', payload: { text: '伪造' }, senderId: U.wangfang, senderName: '王芳' }],
    });
    const expected = {
      title: '李娜和张伟的聊天记录',
      abstractList: ['张伟: 张伟的原话', '李娜: 李娜的原话', '李娜: [名片] 李娜'],
      messages: [
        {
          type: 'text',
          payload: { text: '张伟的原话' },
          senderId: U.zhangwei,
          senderName: '张伟',
          time: fromZhang.time,
        },
        {
          type: 'text',
          payload: { text: '李娜的原话' },
          senderId: U.lina,
          senderName: '李娜',
          time: fromLina.time,
        },
        {
          type: 'custom',
          payload: { kind: 'card', vcardId: CARD, card: RAW },
          senderId: U.lina,
          senderName: '李娜',
        },
      ],
    };
    // What anyone but lina reads: the same record with her card masked.
    const masked = {
      ...expected,
      messages: [
        ...expected.messages.slice(0, 2),
        { ...expected.messages[2]!, payload: { kind: 'card', vcardId: CARD, card: MASKED } },
      ],
    };
    expect(record.payload).toMatchObject(expected);
    expect(Object.keys(record.payload).sort()).toEqual(['abstractList', 'messages', 'title']);
    expect(record.payload.messages).toHaveLength(3);
    // wangfang reads it live and in history with lina's card masked.
    const frame = await wang.next('message', (f) => f.message.id === record.id);
    expect(frame.message.payload).toMatchObject({ messages: [{}, {}, { payload: { card: MASKED } }] });
    expectNoRawContacts(frame);
    const inHistory = (await history(U.wangfang, c2cConversationId(U.lina, U.wangfang))).at(-1)!;
    expect(inHistory.payload).toMatchObject(masked);
    expectNoRawContacts(inHistory);
    expect(JSON.stringify(inHistory)).not.toContain('伪造');

    // One record alone is forwarded as it is (forward type 1 of a record), over the socket too.
    const clientMsgId = cid();
    wang.send({
      t: 'send',
      clientMsgId,
      to: toUser(U.lina),
      type: 'merged',
      payload: {
        title: '别的标题',
        conversationId: c2cConversationId(U.lina, U.wangfang),
        messageIds: [record.id],
      },
    });
    const ack = await wang.next('ack', (f) => f.clientMsgId === clientMsgId);
    expect(ack.message.payload).toMatchObject(masked);
  });

  it('refuses ids the sender cannot read, and the forward refusals of private and deleted cards', async () => {
    const before = await count();
    const fromZhang = await sent(U.zhangwei, toUser(U.lina), 'text', { text: '只在我们之间' });
    // wangfang is not in lina and zhangwei's conversation.
    const notMine = await send(U.wangfang, toUser(U.lina), 'merged', {
      title: '偷看',
      conversationId: LINA_ZHANG(),
      messageIds: [fromZhang.id],
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().msg).toBe('转发失败，消息不存在或您无权查看');
    // An id from another conversation than the one named.
    const mixed = await send(U.lina, toUser(U.wangfang), 'merged', {
      title: '混合',
      conversationId: c2cConversationId(U.lina, U.wangfang),
      messageIds: [fromZhang.id],
    });
    expect(mixed.json().msg).toBe('转发失败，消息不存在或您无权查看');

    const card = await sent(U.lina, toUser(U.zhangwei), 'custom', cardPayload(CARD2));
    const forward = () =>
      send(U.zhangwei, toUser(U.lina), 'merged', {
        title: '名片',
        conversationId: LINA_ZHANG(),
        messageIds: [fromZhang.id, card.id],
      });
    await t.db.query('update vcards set if_opened = false where id = $1', [CARD2]);
    expect((await forward()).json()).toMatchObject({
      code: IM_CODE.badRequest,
      msg: '转发失败，对方已将此名片设为私密',
    });
    // Made private after it was shared: others read the card without contacts.
    const shown = (await history(U.zhangwei, LINA_ZHANG())).find((m) => m.id === card.id)!;
    expect(shown.payload).toMatchObject({
      card: { id: CARD2, name: '李娜', phone: '', email: '', address: '' },
    });
    await t.db.query('update vcards set if_opened = true, is_deleted = true where id = $1', [CARD2]);
    expect((await forward()).json()).toMatchObject({
      code: IM_CODE.badRequest,
      msg: '转发失败，对方已删除此名片',
    });
    expect(await count()).toBe(before + 2);
  });
});

describe('friend-verify messages come only from the friend application (spec 1 §4, §5)', () => {
  const verify = { kind: 'friendVerify', description: '加我好友，点击链接领奖' };

  it('refuses a client’s friend-verify message over REST and the socket, in zh and en, storing nothing', async () => {
    const before = await count();
    for (const [from, to] of [
      [U.zhaomin, U.lina],
      [U.zhangwei, U.lina],
    ] as const) {
      const res = await send(from, toUser(to), 'custom', verify);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: IM_CODE.badRequest, msg: '好友验证消息只能通过添加好友发送' });
    }
    const en = await call(
      U.zhaomin,
      chatApi.send,
      {
        clientMsgId: cid(),
        to: toUser(U.lina),
        type: 'custom',
        payload: verify,
      },
      'en',
    );
    expect(en.json().msg).toBe('A friend verification message is sent only by adding a friend');
    const zhao = await socket(U.zhaomin, 'en');
    const clientMsgId = cid();
    zhao.send({ t: 'send', clientMsgId, to: toUser(U.lina), type: 'custom', payload: verify });
    expect(await zhao.next('nack', (f) => f.clientMsgId === clientMsgId)).toMatchObject({
      code: IM_CODE.badRequest,
      msg: 'A friend verification message is sent only by adding a friend',
    });
    expect(await count()).toBe(before);
  });

  it('accepting an application sends the applicant one friend-verify message with its wording', async () => {
    const zhao = await socket(U.zhaomin);
    expect(
      await data(U.zhaomin, imHelperApi.sendBusinessCard, {
        respImUserId: U.lina,
        applyAddWording: '我是赵敏，想和您交流产业链合作',
        vcardIdList: ['9200000000000000013'],
      }),
    ).toBe(true);
    const conversationId = c2cConversationId(U.lina, U.zhaomin);
    expect(
      await t.db.query('select * from im_messages where conversation_id = $1', [conversationId]),
    ).toEqual([]);
    const [application] = (await data(U.lina, friendsApi.selectFriendApply)).received;
    expect(await data(U.lina, friendsApi.acceptFriendApply, { id: application.id })).toBe(true);
    const frame = await zhao.next('message', (f) => f.message.conversationId === conversationId);
    expect(frame.message).toMatchObject({
      senderId: U.lina,
      type: 'custom',
      payload: { kind: 'friendVerify', description: '我是赵敏，想和您交流产业链合作' },
    });
    expect(await data(U.lina, friendsApi.acceptFriendApply, { id: application.id })).toBe(true);
    const stored = await history(U.zhaomin, conversationId);
    expect(stored).toHaveLength(1);
    expect(
      (await data(U.zhaomin, chatApi.conversationList)).find(
        (c: { conversationID: string }) => c.conversationID === conversationId,
      ).lastMessage,
    ).toMatchObject({ abstract: '[好友验证]', senderId: U.lina });
  });
});
