import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, groupChatApi, message } from '@platform/contracts';
import { listeningPort } from '../../test/over-socket';
import {
  bearer,
  countRows,
  createTestApp,
  injectEndpoint,
  loginToken,
  type TestApp,
} from '../../test/test-app';
import { TestSocket } from '../../test/chat-servers';
import { U } from '../../test/chat-users';

let t: TestApp;
let lina: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ access: lina } = await loginToken(t.app, 'lina'));
});
afterAll(() => t.close());

const REFUSAL = message('unstorableText');
const NUL = 'a\u0000b';
const HIGH = 'x\ud800y';
const LOW = 'x\udc00y';

const call = (ep: { method: string; path: string }, input: Record<string, unknown>) =>
  injectEndpoint(t.app, ep, input, bearer(lina));

const expectRefused = (res: { statusCode: number; body: string }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(JSON.parse(res.body)).toEqual({ code: 400, data: null, msg: `${REFUSAL}: ${field}` });
};

describe('chat text with NUL or a lone surrogate is refused with 400, never a 500 (the probe’s cases)', () => {
  it('NUL and lone surrogates in a group’s name, notification and introduction', async () => {
    const created = await call(groupChatApi.createGeneralGroupChat, { userIds: [U.wangfang] });
    expect(created.statusCode, created.body).toBe(200);
    const groupId = created.json().data.groupId as string;
    for (const [field, value] of [
      ['name', HIGH],
      ['notification', LOW],
      ['introduction', NUL],
    ] as const) {
      expectRefused(await call(groupChatApi.modifyGroupBase, { groupId, [field]: value }), `body.${field}`);
    }
    const group = await call(groupChatApi.loadGroups, { groupId });
    expect(JSON.stringify(group.json().data)).not.toMatch(/\\u0000|\\ud8|\\udc/);
  });

  const to = { type: 'C2C', userId: U.wangfang };

  it('a lone surrogate in chat text over REST', async () => {
    const before = await countRows(t.db, 'im_messages');
    const rest = await call(chatApi.send, {
      clientMsgId: 'cid-unstorable-1',
      to,
      type: 'text',
      payload: { text: HIGH },
    });
    expectRefused(rest, 'body.payload.text');
    expect(await countRows(t.db, 'im_messages')).toBe(before);
  });

  it('a lone surrogate in chat text over the chat socket', async () => {
    const before = await countRows(t.db, 'im_messages');
    const port = await listeningPort(t.app);
    const socket = await TestSocket.connect(`ws://127.0.0.1:${port}/api/platform-im/socket`, lina);
    try {
      const clientMsgId = 'cid-unstorable-2';
      socket.send({ t: 'send', clientMsgId, to, type: 'text', payload: { text: HIGH } });
      expect(await socket.next('nack')).toEqual({
        t: 'nack',
        clientMsgId,
        code: 400,
        msg: `${REFUSAL}: payload.text`,
      });
      // The socket stays usable: the same message without the broken character is stored.
      socket.send({ t: 'send', clientMsgId: 'cid-unstorable-3', to, type: 'text', payload: { text: 'xy' } });
      await socket.next('ack');
    } finally {
      await socket.close();
    }
    expect(await countRows(t.db, 'im_messages')).toBe(before + 1);
  });
});
