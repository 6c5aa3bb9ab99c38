import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoChat } from './demo';
import { U } from '../../test/chat-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoCards: true });
}, 120_000);
afterAll(() => t?.close());

describe('demo chat', () => {
  it('seeds the groups and lina’s conversations once, with cards, tips and unread counts', async () => {
    expect(await seedDemoChat(t.app.ctx.store)).toBe(true);
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from im_messages'))[0]!.n;
    const before = await count();
    expect(await seedDemoChat(t.app.ctx.store)).toBe(false);
    expect(await count()).toBe(before);

    const lina = await t.db.query<{ conversation_id: string; unread: number }>(
      'select conversation_id, unread from im_conversation_members where user_id = $1 order by conversation_id',
      [U.lina],
    );
    expect(lina).toEqual([
      { conversation_id: `C2C_${U.zhangwei}_${U.lina}`, unread: 3 },
      { conversation_id: `C2C_${U.lina}_${U.wangfang}`, unread: 3 },
      { conversation_id: 'GROUP_6100000000000000001', unread: 2 },
      { conversation_id: 'GROUP_6100000000000000002', unread: 4 },
    ]);
    const cards = await t.db.query<{ conversation_id: string }>(
      `select conversation_id from im_messages where payload->>'kind' = 'card' order by conversation_id`,
    );
    expect(cards).toHaveLength(2);
    const groups = await t.db.query<{ name: string; type: string }>(
      'select name, type from im_groups order by id',
    );
    expect(groups).toEqual([
      { name: '杭州云栖智造科技有限公司', type: 'org' },
      { name: '产业链交流群', type: 'general' },
    ]);
    const seqs = await t.db.query<{ conversation_id: string; n: number; last: number }>(
      `select m.conversation_id, count(*)::int as n, max(c.last_seq) as last
         from im_messages m join im_conversations c on c.id = m.conversation_id group by 1`,
    );
    for (const s of seqs) expect(s.n).toBe(s.last);
  });
});
