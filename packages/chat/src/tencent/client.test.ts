import type { ChatMessage } from '@platform/contracts/im';
import { describe, expect, it, vi } from 'vitest';
import type { ChatState } from '../types';
import { createTencentChatClient } from './client';
import { createFakeSdk, RECORDED_EVENT, RECORDED_TYPES, recordedMessage } from '../test/fake-tencent-sdk';

async function connected(options: { autoReady?: boolean } = {}) {
  const fake = createFakeSdk();
  fake.sdk.autoReady = options.autoReady ?? true;
  const getUserSig = vi.fn(async () => ({ userSig: 'sig-from-server', expireAt: 0 }));
  const client = createTencentChatClient({
    sdkAppId: 1400000000,
    userId: 'u_a',
    getUserSig,
    loadSdk: async () => fake.factory,
  });
  const states: ChatState[] = [];
  client.on('state', (s) => states.push(s));
  return { ...fake, client, getUserSig, states };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

function seed(sdk: ReturnType<typeof createFakeSdk>['sdk'], conversationID: string, count: number) {
  const group = conversationID.startsWith('GROUP');
  sdk.history.set(
    conversationID,
    Array.from({ length: count }, (_, i) =>
      recordedMessage({
        ID: `m${i + 1}`,
        conversationID,
        conversationType: group ? 'GROUP' : 'C2C',
        sequence: i + 1,
        time: 1_700_000_000 + i,
        from: i % 2 ? 'u_a' : 'u_b',
        payload: { text: `message ${i + 1}` },
      }),
    ),
  );
}

describe('TencentChatClient: login and state', () => {
  it('logs in with the userID and the server’s UserSig and is open on SDK_READY', async () => {
    const { client, sdk, created, getUserSig, states } = await connected();
    expect(client.kind).toBe('tencent');
    await client.connect();
    expect(created).toEqual([1400000000]);
    expect(getUserSig).toHaveBeenCalledTimes(1);
    expect(sdk.calls.find((c) => c.method === 'login')?.args[0]).toEqual({
      userID: 'u_a',
      userSig: 'sig-from-server',
    });
    expect(client.state).toBe('open');
    expect(states).toEqual(['connecting', 'open']);
  });

  it('follows NET_STATE_CHANGE and SDK_NOT_READY', async () => {
    const { client, sdk, states } = await connected();
    await client.connect();
    sdk.fire(RECORDED_EVENT.NET_STATE_CHANGE, { state: RECORDED_TYPES.NET_STATE_DISCONNECTED });
    expect(client.state).toBe('reconnecting');
    sdk.fire(RECORDED_EVENT.NET_STATE_CHANGE, { state: RECORDED_TYPES.NET_STATE_CONNECTED });
    expect(client.state).toBe('open');
    sdk.ready = false;
    sdk.fire(RECORDED_EVENT.SDK_NOT_READY);
    expect(client.state).toBe('reconnecting');
    sdk.ready = true;
    sdk.fire(RECORDED_EVENT.SDK_READY);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open', 'reconnecting', 'open']);
  });

  it('KICKED_OUT (another login) revokes: closed, no reconnect', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    const revoked = vi.fn();
    client.on('revoked', revoked);
    sdk.fire(RECORDED_EVENT.KICKED_OUT, { type: RECORDED_TYPES.KICKED_OUT_MULT_ACCOUNT });
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(client.state).toBe('closed');
    await expect(
      client.send({ to: { type: 'C2C', userId: 'u_b' }, type: 'text', payload: { text: 'x' } }),
    ).rejects.toMatchObject({ code: 400 });
  });

  it('an expired UserSig logs in again with a fresh one instead', async () => {
    const { client, sdk, getUserSig } = await connected();
    await client.connect();
    const revoked = vi.fn();
    client.on('revoked', revoked);
    sdk.fire(RECORDED_EVENT.KICKED_OUT, { type: RECORDED_TYPES.KICKED_OUT_USERSIG_EXPIRED });
    await tick();
    await tick();
    expect(revoked).not.toHaveBeenCalled();
    expect(getUserSig).toHaveBeenCalledTimes(2);
    expect(client.state).toBe('open');
  });

  it('a refused login closes and rejects with the mapped error', async () => {
    const { client, sdk } = await connected();
    sdk.failNext.set('login', { code: 70001, message: 'UserSig expired' });
    await expect(client.connect()).rejects.toMatchObject({ code: 70001, message: 'UserSig expired' });
    expect(client.state).toBe('closed');
  });

  it('disconnect logs out, stops listening and forgets the outbox', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    await client.disconnect();
    expect(sdk.calls.map((c) => c.method)).toEqual(expect.arrayContaining(['logout', 'destroy']));
    expect(client.state).toBe('closed');
    const received = vi.fn();
    client.on('message', received);
    sdk.fire(RECORDED_EVENT.MESSAGE_RECEIVED, [recordedMessage({ ID: 'late' })]);
    expect(received).not.toHaveBeenCalled();
  });
});

describe('TencentChatClient: send', () => {
  it('maps each type to createXMessage with the client id in cloudCustomData and acks', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    const acks: ChatMessage[] = [];
    client.on('ack', (m) => acks.push(m));
    const file = { name: 'a.png' };
    const sent = [
      await client.send({
        to: { type: 'C2C', userId: 'u_b' },
        type: 'text',
        payload: { text: '你好' },
        clientMsgId: 'c-00000001',
      }),
      await client.send({
        to: { type: 'GROUP', groupId: 'g_1' },
        type: 'face',
        payload: { index: 3, data: 'smile' },
      }),
      await client.send({ to: { type: 'C2C', userId: 'u_b' }, type: 'image', payload: { file } }),
      await client.send({ to: { type: 'C2C', userId: 'u_b' }, type: 'file', payload: { file } }),
      await client.send({
        to: { type: 'C2C', userId: 'u_b' },
        type: 'custom',
        payload: { kind: 'card', vcardId: 'v1', description: '名片' },
      }),
    ];
    const creates = sdk.calls.filter((c) => c.method.startsWith('create:'));
    expect(creates.map((c) => c.method)).toEqual([
      'create:TIMTextElem',
      'create:TIMFaceElem',
      'create:TIMImageElem',
      'create:TIMFileElem',
      'create:TIMCustomElem',
    ]);
    expect(creates[0]!.args[0]).toEqual({
      to: 'u_b',
      conversationType: 'C2C',
      payload: { text: '你好' },
      cloudCustomData: '{"clientMsgId":"c-00000001"}',
    });
    expect(creates[1]!.args[0]).toMatchObject({
      to: 'g_1',
      conversationType: 'GROUP',
      payload: { index: 3, data: 'smile' },
    });
    expect(creates[2]!.args[0]).toMatchObject({ payload: { file } });
    expect(creates[4]!.args[0]).toMatchObject({
      payload: { data: '{"kind":"card","vcardId":"v1"}', description: '名片', extension: '' },
    });
    expect(sent[0]).toMatchObject({
      id: 'srv-101',
      conversationId: 'C2C_u_a_u_b',
      conversationType: 'C2C',
      senderId: 'u_a',
      clientMsgId: 'c-00000001',
      type: 'text',
      payload: { text: '你好' },
    });
    expect(sent[1]).toMatchObject({
      conversationId: 'GROUP_g_1',
      conversationType: 'GROUP',
      seq: 102,
      type: 'face',
    });
    expect(sent[4]).toMatchObject({ type: 'custom', payload: { kind: 'card', vcardId: 'v1' } });
    expect(sent.every((m) => m.clientMsgId.length >= 8)).toBe(true);
    expect(acks).toEqual(sent);
    expect(client.pending()).toEqual([]);
  });

  it('forwards loaded messages merged through createMergerMessage', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    seed(sdk, 'C2Cu_b', 3);
    await client.history('C2C_u_a_u_b');
    await client.send({
      to: { type: 'GROUP', groupId: 'g_1' },
      type: 'merged',
      payload: { title: '聊天记录', abstractList: ['u_b: message 1'], messageIds: ['m1', 'm2'] },
    });
    const merge = sdk.calls.find((c) => c.method === 'create:TIMRelayElem')!.args[0] as {
      payload: { messageList: { ID: string }[]; title: string; compatibleText: string };
    };
    expect(merge.payload.messageList.map((m) => m.ID)).toEqual(['m1', 'm2']);
    expect(merge.payload).toMatchObject({ title: '聊天记录', compatibleText: '聊天记录' });
    await expect(
      client.send({
        to: { type: 'GROUP', groupId: 'g_1' },
        type: 'merged',
        payload: { messageIds: ['unknown'] },
      }),
    ).rejects.toMatchObject({ code: 400 });
  });

  it('keeps a refused message as failed with the mapped error, and a retry resends the same SDK message', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    const failed = vi.fn();
    const errors = vi.fn();
    client.on('failed', failed);
    client.on('error', errors);
    sdk.failNext.set('sendMessage', { code: 10007, message: 'not a member' });
    const to = { type: 'GROUP' as const, groupId: 'g_1' };
    await expect(
      client.send({ to, type: 'text', payload: { text: 'x' }, clientMsgId: 'c-retry-01' }),
    ).rejects.toMatchObject({
      code: 10007,
      message: '您或对方已不是群成员，请刷新页面。',
    });
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({
        clientMsgId: 'c-retry-01',
        status: 'failed',
        error: { code: 10007, msg: '您或对方已不是群成员，请刷新页面。' },
      }),
    );
    expect(errors).toHaveBeenCalledWith({ code: 10007, msg: '您或对方已不是群成员，请刷新页面。' });
    expect(client.pending('GROUP_g_1')).toHaveLength(1);
    expect(client.pending('C2C_u_a_u_b')).toHaveLength(0);

    const stored = await client.retry('c-retry-01');
    expect(stored.clientMsgId).toBe('c-retry-01');
    const sentObjects = sdk.calls
      .filter((c) => /sendMessage|resendMessage/.test(c.method))
      .map((c) => c.args[0]);
    expect(sdk.calls.filter((c) => c.method.startsWith('create:'))).toHaveLength(1);
    expect(sdk.calls.map((c) => c.method)).toContain('resendMessage');
    expect(sentObjects[0]).toBe(sentObjects[1]);
    expect(client.pending()).toEqual([]);
  });

  it('silent errors show nothing; the timing one logs in again', async () => {
    const { client, sdk, getUserSig } = await connected();
    await client.connect();
    const errors = vi.fn();
    client.on('error', errors);
    sdk.failNext.set('sendMessage', { code: 80002, message: 'too long' });
    await expect(
      client.send({ to: { type: 'C2C', userId: 'u_b' }, type: 'text', payload: { text: 'x' } }),
    ).rejects.toMatchObject({
      code: 80002,
    });
    sdk.failNext.set('sendMessage', { code: 2999, message: '接口调用时机不合理' });
    await expect(
      client.send({ to: { type: 'C2C', userId: 'u_b' }, type: 'text', payload: { text: 'y' } }),
    ).rejects.toMatchObject({
      code: 2999,
    });
    await tick();
    expect(errors).not.toHaveBeenCalled();
    expect(getUserSig).toHaveBeenCalledTimes(2);
    expect(sdk.calls.filter((c) => c.method === 'login')).toHaveLength(2);
  });

  it('queues a send while reconnecting and sends it once ready', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    sdk.fire(RECORDED_EVENT.NET_STATE_CHANGE, { state: RECORDED_TYPES.NET_STATE_CONNECTING });
    const sending = client.send({
      to: { type: 'C2C', userId: 'u_b' },
      type: 'text',
      payload: { text: 'later' },
    });
    await tick();
    expect(sdk.calls.some((c) => c.method === 'sendMessage')).toBe(false);
    expect(client.pending()[0]).toMatchObject({ status: 'sending' });
    sdk.fire(RECORDED_EVENT.NET_STATE_CHANGE, { state: RECORDED_TYPES.NET_STATE_CONNECTED });
    await expect(sending).resolves.toMatchObject({ payload: { text: 'later' } });
  });
});

describe('TencentChatClient: receive, history, read', () => {
  it('turns MESSAGE_RECEIVED into message events in our shape (system notices left out)', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    const received: ChatMessage[] = [];
    client.on('message', (m) => received.push(m));
    sdk.fire(RECORDED_EVENT.MESSAGE_RECEIVED, [
      recordedMessage({ ID: 'r1', cloudCustomData: '{"clientMsgId":"c-from-b-1"}', sequence: 5 }),
      recordedMessage({
        ID: 'r2',
        conversationID: 'GROUPg_1',
        conversationType: 'GROUP',
        to: 'g_1',
        from: 'u_c',
        sequence: 77,
        type: RECORDED_TYPES.MSG_IMAGE,
        payload: {
          imageFormat: 1,
          uuid: 'abc',
          imageInfoArray: [
            { type: 0, url: 'https://cos/o.png', width: 800, height: 600, size: 1000 },
            { type: 1, url: 'https://cos/t.png', width: 198, height: 148, size: 100 },
            { type: 2, url: 'https://cos/l.png', width: 720, height: 540, size: 500 },
          ],
        },
      }),
      recordedMessage({
        ID: 'r3',
        conversationID: 'GROUPg_1',
        conversationType: 'GROUP',
        sequence: 78,
        type: RECORDED_TYPES.MSG_GRP_TIP,
        payload: { operationType: 3, operatorID: 'u_a', userIDList: ['u_c'] },
      }),
      recordedMessage({ ID: 'sys', conversationID: '@TIM#SYSTEM', conversationType: '@TIM#SYSTEM' }),
    ]);
    expect(received).toEqual([
      {
        id: 'r1',
        conversationId: 'C2C_u_a_u_b',
        conversationType: 'C2C',
        seq: 1_700_000_000_000_005,
        senderId: 'u_b',
        clientMsgId: 'c-from-b-1',
        type: 'text',
        payload: { text: 'hi' },
        time: '2023-11-14T22:13:20.000Z',
      },
      expect.objectContaining({
        id: 'r2',
        conversationId: 'GROUP_g_1',
        seq: 77,
        senderId: 'u_c',
        clientMsgId: 'r2',
        type: 'image',
        payload: {
          url: 'https://cos/o.png',
          thumbUrl: 'https://cos/t.png',
          width: 800,
          height: 600,
          size: 1000,
        },
      }),
      expect.objectContaining({
        id: 'r3',
        type: 'custom',
        payload: expect.objectContaining({ kind: 'groupTip', operationType: 3, userIDList: ['u_c'] }),
      }),
    ]);
  });

  it('builds pages of 30 from two getMessageList calls of 15, oldest first, until isCompleted', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    seed(sdk, 'GROUPg_1', 70);
    const first = await client.history('GROUP_g_1');
    expect(first.messages.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 41 + i));
    expect(first.more).toBe(true);
    const calls = () => sdk.calls.filter((c) => c.method === 'getMessageList').map((c) => c.args[0]);
    expect(calls()).toEqual([
      { conversationID: 'GROUPg_1' },
      { conversationID: 'GROUPg_1', nextReqMessageID: 'm56' },
    ]);

    const second = await client.history('GROUP_g_1', first.messages[0]!.seq);
    expect(second.messages.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 11 + i));
    expect(second.more).toBe(true);
    const third = await client.history('GROUP_g_1', second.messages[0]!.seq);
    expect(third.messages.map((m) => m.seq)).toEqual(Array.from({ length: 10 }, (_, i) => 1 + i));
    expect(third.more).toBe(false);
    // The last call answered the 10 left with isCompleted: no second call, nothing more asked.
    expect(calls()).toHaveLength(5);
    expect(await client.history('GROUP_g_1', 1)).toEqual({ messages: [], more: false });
    expect(calls()).toHaveLength(5);
  });

  it('a short conversation is one page with more=false', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    seed(sdk, 'C2Cu_b', 12);
    const page = await client.history('C2C_u_a_u_b');
    expect(page.messages).toHaveLength(12);
    expect(page.more).toBe(false);
    expect(page.messages[0]).toMatchObject({ conversationId: 'C2C_u_a_u_b', payload: { text: 'message 1' } });
  });

  it('finds an unknown position by paging from the newest', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    seed(sdk, 'GROUPg_1', 70);
    const page = await client.history('GROUP_g_1', 50);
    expect(page.messages.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 20 + i));
    expect(page.more).toBe(true);
    const next = await client.history('GROUP_g_1', 20);
    expect(next.messages.map((m) => m.seq)).toEqual(Array.from({ length: 19 }, (_, i) => 1 + i));
    expect(next.more).toBe(false);
  });

  it('refuses a conversation that is not the caller’s', async () => {
    const { client } = await connected();
    await client.connect();
    await expect(client.history('C2C_u_x_u_y')).rejects.toMatchObject({ code: 400 });
  });

  it('markRead reads the conversation with setMessageRead', async () => {
    const { client, sdk } = await connected();
    await client.connect();
    client.markRead('C2C_u_a_u_b', 10);
    client.markRead('GROUP_g_1', 3);
    client.typing('GROUP_g_1');
    client.watch('GROUP_g_1', 3);
    expect(sdk.calls.filter((c) => c.method === 'setMessageRead').map((c) => c.args[0])).toEqual([
      { conversationID: 'C2Cu_b' },
      { conversationID: 'GROUPg_1' },
    ]);
  });
});
