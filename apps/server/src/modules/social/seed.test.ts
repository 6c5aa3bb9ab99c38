import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { friendsApi } from '@platform/contracts';
import { seedDemoFriendApplications, seedDemoFriends } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 30, demoCards: true });
});
afterAll(() => t.close());

describe('demo friend applications on the demo cards', () => {
  it('adds three pending applications once, and the demo follows show on the people pages', async () => {
    expect(await seedDemoFriendApplications(t.app.ctx.store)).toBe(3);
    expect(await seedDemoFriendApplications(t.app.ctx.store)).toBe(0);
    const rows = await t.db.query<{ apply_user_id: string; vcard_ids: string[] }>(
      'select apply_user_id, vcard_ids from im_friend_applications where status = 0 order by apply_user_id',
    );
    expect(rows.map((r) => r.apply_user_id)).toEqual([
      '1000000000000000002',
      '1000000000000000004',
      '1000000000000000006',
    ]);
    for (const r of rows) expect(r.vcard_ids).toHaveLength(1);

    const lina = bearer((await loginToken(t.app, 'lina')).access);
    const fans = await injectEndpoint(
      t.app,
      { method: 'GET', path: '/api/platform-system/myAttentionUser/myFansPage' },
      {},
      lina,
    );
    const page = fans.json().data;
    const counts = await injectEndpoint(
      t.app,
      { method: 'GET', path: '/api/platform-system/user/dropdown-counts' },
      {},
      lina,
    );
    expect(page.total).toBe(counts.json().data.fansCount);
    expect(page.total).toBeGreaterThan(0);
    // Demo cards with encryption on reach another viewer masked (liuyang's demo card has it off).
    const cards = page.records.map((r: { card: { phone: string; encrypt: boolean } | null }) => r.card);
    expect(cards.filter((c: { encrypt: boolean } | null) => c?.encrypt).length).toBeGreaterThan(0);
    for (const c of cards) if (c?.encrypt) expect(c.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  });
});

describe('demo friends', () => {
  it('makes lina and zhangwei, wangfang and zhaomin friends once; pending applications to lina and zhangwei stay', async () => {
    await seedDemoFriendApplications(t.app.ctx.store);
    expect(await seedDemoFriends(t.app.ctx.store)).toBe(4);
    expect(await seedDemoFriends(t.app.ctx.store)).toBe(0);
    expect(
      await t.db.query(
        'select tenant_id, user_id, friend_user_id from im_friends order by tenant_id, user_id',
      ),
    ).toEqual([
      { tenant_id: '100001', user_id: '1000000000000000002', friend_user_id: '1000000000000000003' },
      { tenant_id: '200001', user_id: '1000000000000000003', friend_user_id: '1000000000000000002' },
      { tenant_id: '200001', user_id: '1000000000000000004', friend_user_id: '1000000000000000006' },
      { tenant_id: '300001', user_id: '1000000000000000006', friend_user_id: '1000000000000000004' },
    ]);
    const lina = bearer((await loginToken(t.app, 'lina')).access);
    const friends = (await injectEndpoint(t.app, friendsApi.getFriends, {}, lina)).json().data;
    expect(friends.map((f: { userId: string }) => f.userId)).toEqual(['1000000000000000002']);
    const linaApplies = (await injectEndpoint(t.app, friendsApi.selectFriendApply, {}, lina)).json().data;
    expect(linaApplies.received.filter((a: { status: number }) => a.status === 0)).toHaveLength(1);
    expect(linaApplies.received.find((a: { status: number }) => a.status === 0).cards).toHaveLength(1);
    const zhang = bearer((await loginToken(t.app, 'zhangwei')).access);
    const zhangApplies = (await injectEndpoint(t.app, friendsApi.selectFriendApply, {}, zhang)).json().data;
    expect(zhangApplies.received.map((a: { status: number }) => a.status)).toEqual([0]);
  });
});
