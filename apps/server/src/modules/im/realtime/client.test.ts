import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createPlatformChatClient, type ChatClient, type WebSocketCtor } from '@platform/chat';
import type { ChatMessage } from '@platform/contracts/im';
import {
  c2cConversationId,
  createFakeChatService,
  type FakeChatService,
} from '../../../test/fake-chat-service';
import {
  createChatUsers,
  openChatTestDb,
  startChatServer,
  type ChatTestDb,
  type ChatTestServer,
  type ChatTestUser,
} from '../../../test/chat-servers';

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

// The portal's client (@platform/chat) against the real server, over real sockets (`ws`).
describe('the platform chat client against the server', () => {
  let store: ChatTestDb;
  let service: FakeChatService;
  let server: ChatTestServer;
  let alice: ChatTestUser;
  let bob: ChatTestUser;
  const clients: ChatClient[] = [];
  const clientOf = (user: ChatTestUser) => {
    const c = createPlatformChatClient({
      baseUrl: `http://127.0.0.1:${server.port}`,
      getToken: () => user.token,
      WebSocket: WebSocket as unknown as WebSocketCtor,
      backoff: { baseMs: 50, maxMs: 200 },
    });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    store = await openChatTestDb();
    service = createFakeChatService();
    server = await startChatServer({ db: store.db, service });
    const users = await createChatUsers(store.db, 2);
    alice = users[0]!;
    bob = users[1]!;
  });
  afterAll(async () => {
    for (const c of clients) await c.disconnect();
    await server?.close();
    await store?.close();
  });

  it('chats live, and loses nothing across a server restart (outbox resent once, peer caught up in order)', async () => {
    const a = clientOf(alice);
    const b = clientOf(bob);
    const received: ChatMessage[] = [];
    b.on('message', (m) => received.push(m));
    b.watch(c2cConversationId(alice.userId, bob.userId), 0);
    await Promise.all([a.connect(), b.connect()]);
    const to = { type: 'C2C' as const, userId: bob.userId };
    const first = await a.send({ to, type: 'text', payload: { text: 'one' } });
    expect(first.seq).toBe(1);
    await until(() => received.length === 1);

    // The server goes away; alice writes while it is down; a new instance comes up on the port.
    const port = server.port;
    await server.close();
    await until(() => a.state === 'reconnecting' && b.state === 'reconnecting');
    const offline = [
      a.send({ to, type: 'text', payload: { text: 'two' } }),
      a.send({ to, type: 'text', payload: { text: 'three' } }),
    ];
    expect(a.pending()).toHaveLength(2);
    server = await startChatServer({ db: store.db, service, port });
    const acked = await Promise.all(offline);
    expect(acked.map((m) => m.seq)).toEqual([2, 3]);
    await until(() => received.length === 3);
    expect(received.map((m) => m.payload.text)).toEqual(['one', 'two', 'three']);
    expect(service.stored.filter((m) => m.senderId === alice.userId)).toHaveLength(3);
    expect(a.pending()).toEqual([]);
  });
});
