import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { authApi } from '@platform/contracts/auth';
import { CLOSE_CODES, IM_CODE, IM_LIMITS, IM_MESSAGES } from '@platform/contracts/im';
import { bearer, loginToken } from '../../../test/test-app';
import {
  c2cConversationId,
  createFakeChatService,
  type FakeChatService,
} from '../../../test/fake-chat-service';
import {
  TestSocket,
  createChatUsers,
  newSession,
  openChatTestDb,
  startChatServer,
  type ChatTestDb,
  type ChatTestServer,
  type ChatTestUser,
} from '../../../test/chat-servers';

const id = () => randomUUID();
const text = (to: string, body: string, clientMsgId = id()) => ({
  t: 'send' as const,
  clientMsgId,
  to: { type: 'C2C' as const, userId: to },
  type: 'text' as const,
  payload: { text: body },
});

describe('the chat socket', () => {
  let store: ChatTestDb;
  let service: FakeChatService;
  let server: ChatTestServer;
  let alice: ChatTestUser;
  let bob: ChatTestUser;
  const sockets: TestSocket[] = [];
  const connect = async (user: ChatTestUser, locale?: 'zh' | 'en', url = server.url) => {
    const s = await TestSocket.connect(url, user.token, locale);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    store = await openChatTestDb();
    service = createFakeChatService();
    server = await startChatServer({
      db: store.db,
      service,
      // The periodic session check is far off here: logout must reach the socket through the hook.
      socket: { helloTimeoutMs: 300, sessionCheckMs: 60_000, heartbeatMs: 200 },
    });
    const users = await createChatUsers(store.db, 2);
    alice = users[0]!;
    bob = users[1]!;
  });
  afterAll(async () => {
    for (const s of sockets) s.kill();
    await server?.close();
    await store?.close();
  });

  describe('authentication', () => {
    it('closes a socket that says nothing with 4001', async () => {
      const s = await TestSocket.open(server.url);
      expect((await s.closed).code).toBe(CLOSE_CODES.unauthorized);
    });

    it('closes on a forged, expired or revoked token, and on a first frame other than hello', async () => {
      const forged = await TestSocket.open(server.url);
      forged.send({ t: 'hello', token: alice.token.slice(0, -4) + 'AAAA' });
      expect((await forged.closed).code).toBe(CLOSE_CODES.unauthorized);

      const [expiredUser] = await createChatUsers(store.db, 1, { expiresInSeconds: -60 });
      const expired = await TestSocket.open(server.url);
      expired.send({ t: 'hello', token: expiredUser!.token });
      expect((await expired.closed).code).toBe(CLOSE_CODES.unauthorized);

      const [gone] = await createChatUsers(store.db, 1);
      await store.db.query(`update auth_sessions set revoked_at = now() where id = $1`, [gone!.sessionId]);
      const revoked = await TestSocket.open(server.url);
      revoked.send({ t: 'hello', token: gone!.token });
      expect((await revoked.closed).code).toBe(CLOSE_CODES.unauthorized);

      const rude = await TestSocket.open(server.url);
      rude.send({ t: 'ping' });
      expect((await rude.closed).code).toBe(CLOSE_CODES.unauthorized);
    });

    it('answers ready with the user id of the token', async () => {
      const s = await TestSocket.open(server.url);
      s.send({ t: 'hello', token: alice.token });
      expect(await s.next('ready')).toEqual({ t: 'ready', userId: alice.userId, imAccount: alice.userId });
      s.kill();
    });

    it('ends the sockets of a session at logout (the real login and logout), not the others', async () => {
      const { access } = await loginToken(server.app, 'wangfang');
      const other = await loginToken(server.app, 'wangfang');
      const s = await TestSocket.connect(server.url, access);
      const keep = await connect({ userId: '', sessionId: '', token: other.access });
      const started = Date.now();
      const res = await server.app.inject({
        method: authApi.logout.method,
        url: authApi.logout.path,
        headers: bearer(access),
      });
      expect(res.statusCode).toBe(200);
      expect((await s.closed).code).toBe(CLOSE_CODES.revoked);
      expect(Date.now() - started).toBeLessThan(1000);
      keep.send({ t: 'ping' });
      await keep.next('pong');
    });

    it('finds a session revoked behind its back on the periodic check', async () => {
      const checking = await startChatServer({ db: store.db, service, socket: { sessionCheckMs: 200 } });
      try {
        const [user] = await createChatUsers(store.db, 1);
        const s = await TestSocket.connect(checking.url, user!.token);
        await store.db.query(`update auth_sessions set revoked_at = now() where id = $1`, [user!.sessionId]);
        expect((await s.closed).code).toBe(CLOSE_CODES.revoked);
      } finally {
        await checking.close();
      }
    });
  });

  describe('messages', () => {
    it('acks the sender after storing, delivers to the peer and to the sender’s other devices', async () => {
      const a = await connect(alice);
      const a2 = await connect(await newSession(store.db, alice));
      const b = await connect(bob);
      const clientMsgId = id();
      a.send(text(bob.userId, '你好', clientMsgId));
      const ack = await a.next('ack');
      expect(ack.clientMsgId).toBe(clientMsgId);
      expect(ack.message).toMatchObject({ senderId: alice.userId, payload: { text: '你好' } });
      expect(service.stored.some((m) => m.id === ack.message.id)).toBe(true);
      expect((await b.next('message')).message).toEqual(ack.message);
      expect((await a2.next('message')).message).toEqual(ack.message);
      a.send({ t: 'ping' });
      await a.next('pong');
      expect(a.all('message')).toEqual([]);
    });

    it('keeps the order of one socket’s sends', async () => {
      const a = await connect(alice);
      const b = await connect(bob);
      const ids = Array.from({ length: 15 }, () => id());
      for (const [i, cid] of ids.entries()) a.send(text(bob.userId, `#${i}`, cid));
      const acks = [];
      for (const cid of ids) acks.push(await a.next('ack', (f) => f.clientMsgId === cid));
      const seqs = acks.map((f) => f.message.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      const got = [];
      for (let i = 0; i < ids.length; i++) got.push((await b.next('message')).message.payload.text);
      expect(got).toEqual(ids.map((_, i) => `#${i}`));
    });

    it('refuses with the service’s code and text, in the hello’s or the handshake’s language', async () => {
      service.strangers.add('stranger');
      const zh = await connect(alice);
      const cid = id();
      zh.send(text('stranger', 'hi', cid));
      expect(await zh.next('nack')).toEqual({
        t: 'nack',
        clientMsgId: cid,
        code: IM_CODE.notFriend,
        msg: IM_MESSAGES.notFriend.zh,
      });
      const en = await connect(alice, 'en');
      en.send(text('stranger', 'hi'));
      expect((await en.next('nack')).msg).toBe(IM_MESSAGES.notFriend.en);
      const header = await TestSocket.open(server.url, { 'accept-language': 'en-US,en;q=0.9' });
      sockets.push(header);
      header.send({ t: 'hello', token: alice.token });
      await header.next('ready');
      header.send(text(bob.userId, '含违禁词'));
      expect(await header.next('nack')).toMatchObject({
        code: IM_CODE.sensitiveWord,
        msg: IM_MESSAGES.sensitiveWord.en,
      });
      expect(service.stored.some((m) => m.payload.text === '含违禁词')).toBe(false);
    });

    it('relays read positions and typing notices; answers ping with pong', async () => {
      const a = await connect(alice);
      const b = await connect(bob);
      a.send(text(bob.userId, 'read me'));
      const { message } = await a.next('ack');
      b.send({ t: 'read', conversationId: message.conversationId, seq: message.seq });
      expect(await a.next('read')).toEqual({
        t: 'read',
        conversationId: message.conversationId,
        userId: bob.userId,
        seq: message.seq,
      });
      a.send({ t: 'typing', conversationId: message.conversationId });
      expect(await b.next('typing')).toEqual({
        t: 'typing',
        conversationId: message.conversationId,
        userId: alice.userId,
      });
      expect(service.stored.filter((m) => m.conversationId === message.conversationId).at(-1)?.id).toBe(
        message.id,
      );
    });
  });

  describe('bad input', () => {
    it('closes with 4000 on a frame that is not JSON, and on a binary frame', async () => {
      const a = await connect(alice);
      a.send('{not json');
      expect((await a.closed).code).toBe(CLOSE_CODES.badFrame);
      const b = await connect(alice);
      b.ws.send(Buffer.from([1, 2, 3]));
      expect((await b.closed).code).toBe(CLOSE_CODES.badFrame);
    });

    it('answers an unknown shape with an error frame, and a malformed send with a nack', async () => {
      const a = await connect(alice);
      a.send({ t: 'launch' });
      expect(await a.next('error')).toMatchObject({ code: IM_CODE.badRequest });
      const cid = id();
      a.send({ t: 'send', clientMsgId: cid, to: { type: 'C2C' }, type: 'text', payload: {} });
      expect(await a.next('nack')).toMatchObject({ clientMsgId: cid, code: IM_CODE.badRequest });
      a.send({
        t: 'send',
        clientMsgId: id(),
        to: { type: 'C2C', userId: bob.userId },
        type: 'exe',
        payload: {},
      });
      expect((await a.next('nack')).code).toBe(IM_CODE.badRequest);
      a.send({ t: 'ping' });
      await a.next('pong');
    });

    it('refuses a 1 MB message with tooLarge and stores nothing; drops a socket sending more than 2 MiB', async () => {
      const a = await connect(alice);
      const before = service.stored.length;
      const cid = id();
      a.send(text(bob.userId, '大'.repeat(300_000), cid));
      expect(await a.next('nack')).toMatchObject({ clientMsgId: cid, code: IM_CODE.tooLarge });
      a.send(text(bob.userId, 'x'.repeat(IM_LIMITS.frameBytes - 200)));
      expect((await a.next('nack')).code).toBe(IM_CODE.tooLarge);
      expect(service.stored.length).toBe(before);
      a.send(text(bob.userId, 'y'.repeat(3 * 1024 * 1024)));
      expect((await a.closed).code).toBe(1009);
    });

    it('rate-limits one socket: 1,000 sends in a burst store at most a second’s worth, once each, then 4008', async () => {
      const a = await connect(alice);
      const before = service.stored.length;
      const ids = Array.from({ length: 1000 }, () => id());
      for (const cid of ids) a.send(text(bob.userId, 'flood', cid));
      expect((await a.closed).code).toBe(CLOSE_CODES.rateLimited);
      const stored = service.stored.slice(before);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.length).toBeLessThanOrEqual(IM_LIMITS.framesPerSecond + 2);
      expect(new Set(stored.map((m) => m.clientMsgId)).size).toBe(stored.length);
      const nacks = a.all('nack');
      expect(nacks.length).toBeGreaterThan(0);
      expect(nacks.every((n) => n.code === IM_CODE.rateLimited)).toBe(true);
      // Each acked message is one that was stored; none of the refused ones was.
      const refused = new Set(nacks.map((n) => n.clientMsgId));
      expect(stored.some((m) => refused.has(m.clientMsgId))).toBe(false);
    });
  });

  describe('nothing lost, nothing twice', () => {
    it('stores a message once when the socket died before the ack and the client resends it', async () => {
      service.sendDelayMs = 100;
      try {
        const a = await connect(alice);
        const cid = id();
        a.send(text(bob.userId, 'once', cid));
        a.kill();
        const again = await connect(alice);
        again.send(text(bob.userId, 'once', cid));
        const ack = await again.next('ack');
        again.send(text(bob.userId, 'once', cid));
        expect((await again.next('ack')).message).toEqual(ack.message);
        expect(service.stored.filter((m) => m.clientMsgId === cid)).toHaveLength(1);
      } finally {
        service.sendDelayMs = 0;
      }
    });

    it('catches a dropped socket up from its last seq, in order', async () => {
      const a = await connect(alice);
      const b = await connect(bob);
      a.send(text(bob.userId, 'before'));
      const first = (await b.next('message')).message;
      b.kill();
      for (const body of ['one', 'two', 'three']) {
        a.send(text(bob.userId, body));
        await a.next('ack', (f) => f.message.payload.text === body);
      }
      const back = await connect(bob);
      back.send({ t: 'sync', cursors: { [first.conversationId]: first.seq, 'C2C:not:mine': 0 } });
      const synced = await back.next('synced');
      expect(Object.keys(synced.conversations)).toEqual([first.conversationId]);
      const caught = synced.conversations[first.conversationId]!;
      expect(caught.messages.map((m) => m.payload.text)).toEqual(['one', 'two', 'three']);
      expect(caught.messages.map((m) => m.seq)).toEqual([first.seq + 1, first.seq + 2, first.seq + 3]);
      expect(caught.more).toBe(false);
    });

    it('catches up after a server restart (a new app on the same store)', async () => {
      const [carol, dave] = await createChatUsers(store.db, 2);
      const first = await startChatServer({ db: store.db, service });
      const c = await TestSocket.connect(first.url, carol!.token);
      c.send(text(dave!.userId, 'before the restart'));
      const { message } = await c.next('ack');
      await first.close();
      expect((await c.closed).code).toBe(1001);
      const second = await startChatServer({ db: store.db, service });
      try {
        const c2 = await TestSocket.connect(second.url, carol!.token);
        const d = await TestSocket.connect(second.url, dave!.token);
        c2.send(text(dave!.userId, 'after the restart'));
        expect((await c2.next('ack')).message.seq).toBe(message.seq + 1);
        d.send({ t: 'sync', cursors: { [c2cConversationId(carol!.userId, dave!.userId)]: 0 } });
        const synced = await d.next('synced');
        expect(synced.conversations[message.conversationId]!.messages.map((m) => m.payload.text)).toEqual([
          'before the restart',
          'after the restart',
        ]);
        c2.kill();
        d.kill();
      } finally {
        await second.close();
      }
    });
  });

  it('drops a socket that stops answering pings', async () => {
    const a = await connect(alice);
    // Stop reading for a while: the pings go unanswered and the server drops the connection.
    const raw = (a.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    raw.pause();
    await new Promise((r) => setTimeout(r, 900));
    raw.resume();
    const status = await Promise.race([
      a.closed.then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('open'), 1000)),
    ]);
    expect(status).toBe('closed');
  });
});
