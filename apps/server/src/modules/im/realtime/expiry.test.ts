import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { widgetApi } from '@platform/contracts';
import { CLOSE_CODES } from '@platform/contracts/im';
import { bearer, loginToken } from '../../../test/test-app';
import { revokeOtherSessions } from '../../auth';
import {
  c2cConversationId,
  createFakeChatService,
  type FakeChatService,
} from '../../../test/fake-chat-service';
import {
  TestSocket,
  createChatUsers,
  openChatTestDb,
  startChatServer,
  type ChatTestDb,
  type ChatTestServer,
  type ChatTestUser,
} from '../../../test/chat-servers';

const text = (to: string, body: string) => ({
  t: 'send' as const,
  clientMsgId: randomUUID(),
  to: { type: 'C2C' as const, userId: to },
  type: 'text' as const,
  payload: { text: body },
});

interface Holder {
  userId: string;
  token: string;
  /** The Origin the socket is opened from (a widget token's own). */
  origin?: string;
}

/**
 * Sockets end with their token: at its `exp` (a timer), and for any frame that comes (or waits in
 * the queue) past it. The socket's clock is moved instead of waiting: the token stays valid for
 * the real clock, so only the expiry rule under test can close the socket.
 */
describe('chat sockets and token expiry', () => {
  let store: ChatTestDb;
  let service: FakeChatService;
  let server: ChatTestServer;
  let bob: ChatTestUser;
  let skewMs = 0;
  const holders: Record<'portal' | 'widget', Holder> = {
    portal: { userId: '', token: '' },
    widget: { userId: '', token: '' },
  };
  const sockets: TestSocket[] = [];

  /** Moves the socket's clock so that `ms` are left before the token's expiry (negative: past it). */
  const leave = (token: string, ms: number) => {
    skewMs = decodeJwt(token).exp! * 1000 - ms - Date.now();
  };
  const open = async (holder: Holder) => {
    const s = await TestSocket.open(server.url, holder.origin ? { origin: holder.origin } : {});
    sockets.push(s);
    return s;
  };
  const connect = async (holder: Holder) => {
    const s = await open(holder);
    s.send({ t: 'hello', token: holder.token });
    await s.next('ready');
    return s;
  };

  beforeAll(async () => {
    store = await openChatTestDb();
    service = createFakeChatService();
    server = await startChatServer({
      db: store.db,
      service,
      socket: { now: () => Date.now() + skewMs, sessionCheckMs: 60_000 },
    });
    const [portalUser] = await createChatUsers(store.db, 1);
    holders.portal = portalUser!;
    // Bob's token outlives both, so only the holder's socket is past its expiry.
    [bob] = (await createChatUsers(store.db, 1, { expiresInSeconds: 30 * 86_400 })) as [ChatTestUser];
    // A widget token as the login popup gets one, for the platform's own origin (the demo page).
    const own = `http://127.0.0.1:${server.port}`;
    const { access } = await loginToken(server.app, 'zhangwei');
    const res = await server.app.inject({
      method: 'POST',
      url: widgetApi.session.path,
      headers: { ...bearer(access), host: `127.0.0.1:${server.port}` },
      payload: { origin: own },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token, userId } = res.json().data as { token: string; userId: string };
    holders.widget = { userId, token, origin: own };
  });
  afterEach(() => {
    skewMs = 0;
  });
  afterAll(async () => {
    for (const s of sockets) s.kill();
    await server?.close();
    await store?.close();
  });

  describe.each(['portal', 'widget'] as const)('a %s token', (kind) => {
    it('closes the socket at the expiry with 4002 "token expired"', async () => {
      const holder = holders[kind];
      leave(holder.token, 300);
      const s = await open(holder);
      s.send({ t: 'hello', token: holder.token });
      // Ready or not (under load the hello may already be past it), the expiry closes the socket.
      expect(await s.closed).toEqual({ code: CLOSE_CODES.expired, reason: 'token expired' });
    });

    it('refuses a send that arrives past the expiry before the timer fires: no ack, nothing stored', async () => {
      const holder = holders[kind];
      const s = await connect(holder);
      leave(holder.token, -1000);
      const frame = text(bob.userId, 'too late');
      s.send(frame);
      expect((await s.closed).code).toBe(CLOSE_CODES.expired);
      expect(s.all('ack')).toEqual([]);
      expect(service.stored.filter((m) => m.clientMsgId === frame.clientMsgId)).toEqual([]);
    });

    it('delivers nothing to a socket past the expiry', async () => {
      const holder = holders[kind];
      const s = await connect(holder);
      const sender = await connect(bob);
      leave(holder.token, -1000);
      const frame = text(holder.userId, 'are you there?');
      sender.send(frame);
      await sender.next('ack', (a) => a.clientMsgId === frame.clientMsgId);
      expect((await s.closed).code).toBe(CLOSE_CODES.expired);
      expect(s.all('message')).toEqual([]);
      expect(service.messages(c2cConversationId(bob.userId, holder.userId)).length).toBeGreaterThan(0);
      sender.kill();
    });
  });

  it("closes a widget token's socket when its login is revoked, like a portal login's", async () => {
    const holder = holders.widget;
    const s = await connect(holder);
    await revokeOtherSessions(server.app.ctx.store.db, holder.userId, null, 'password_changed');
    expect((await s.closed).code).toBe(CLOSE_CODES.revoked);
  });
});
