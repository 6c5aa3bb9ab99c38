import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { authApi } from '@platform/contracts/auth';
import { CLOSE_CODES } from '@platform/contracts/im';
import { bearer, loginToken } from '../../../test/test-app';
import { createFakeChatService, type FakeChatService } from '../../../test/fake-chat-service';
import {
  TestSocket,
  createChatUsers,
  openChatTestDb,
  startChatServer,
  type ChatTestDb,
  type ChatTestServer,
  type ChatTestUser,
} from '../../../test/chat-servers';

const url = process.env.TEST_REDIS_URL;
if (!url)
  console.warn(
    'two-instance chat test skipped: TEST_REDIS_URL is unset (.ci/run sets it when Redis answers on 127.0.0.1:6379)',
  );

// Two server instances on their own ports, one database and one Redis (as behind a load balancer).
describe.skipIf(!url)('chat across two instances through Redis', () => {
  let store: ChatTestDb;
  let service: FakeChatService;
  let a: ChatTestServer;
  let b: ChatTestServer;
  let alice: ChatTestUser;
  let bob: ChatTestUser;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    store = await openChatTestDb();
    service = createFakeChatService();
    const env = { REDIS_URL: url!, REDIS_NAMESPACE: `test-${randomUUID().slice(0, 8)}` };
    // The periodic session check is far off: logout must cross instances through the hub.
    const socket = { sessionCheckMs: 60_000 };
    a = await startChatServer({ db: store.db, service, env, socket });
    b = await startChatServer({ db: store.db, service, env, socket });
    const users = await createChatUsers(store.db, 2);
    alice = users[0]!;
    bob = users[1]!;
  });
  afterAll(async () => {
    for (const s of sockets) s.kill();
    await Promise.all([a?.close(), b?.close()]);
    await store?.close();
  });

  it('delivers live to a peer on the other instance, and to the sender’s device there', async () => {
    expect(a.port).not.toBe(b.port);
    const onA = await TestSocket.connect(a.url, alice.token);
    const peerOnB = await TestSocket.connect(b.url, bob.token);
    const aliceOnB = await TestSocket.connect(b.url, alice.token);
    sockets.push(onA, peerOnB, aliceOnB);
    for (const body of ['一', '二', '三']) {
      onA.send({
        t: 'send',
        clientMsgId: randomUUID(),
        to: { type: 'C2C', userId: bob.userId },
        type: 'text',
        payload: { text: body },
      });
    }
    const acks = [await onA.next('ack'), await onA.next('ack'), await onA.next('ack')];
    const live = [
      await peerOnB.next('message'),
      await peerOnB.next('message'),
      await peerOnB.next('message'),
    ];
    expect(live.map((f) => f.message)).toEqual(acks.map((f) => f.message));
    expect(live.map((f) => f.message.payload.text)).toEqual(['一', '二', '三']);
    expect((await aliceOnB.next('message')).message).toEqual(acks[0]!.message);
    // Typing crosses too (not stored).
    peerOnB.send({ t: 'typing', conversationId: acks[0]!.message.conversationId });
    expect(await onA.next('typing')).toMatchObject({ userId: bob.userId });
    expect(service.stored.filter((m) => m.senderId === alice.userId)).toHaveLength(3);
  });

  it('ends a session’s socket on the other instance at logout', async () => {
    const { access } = await loginToken(a.app, 'lina');
    const onB = await TestSocket.connect(b.url, access);
    sockets.push(onB);
    const res = await a.app.inject({
      method: authApi.logout.method,
      url: authApi.logout.path,
      headers: bearer(access),
    });
    expect(res.statusCode).toBe(200);
    expect((await onB.closed).code).toBe(CLOSE_CODES.revoked);
  });
});
