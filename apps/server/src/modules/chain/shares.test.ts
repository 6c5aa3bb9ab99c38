import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainApi, type ChainShare, type UserChain } from '@platform/contracts';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let lina: string;
let zhangwei: string;
let chainId: string;
beforeAll(async () => {
  t = await createTestApp({}, { companies: 300 });
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
  const copy = await t.app.inject({
    method: 'POST',
    url: chainApi.userChainCopy.path,
    headers: bearer(lina),
    payload: { induChainId: 'IC' },
  });
  chainId = copy.json().data.id;
});
afterAll(() => t.close());

async function call<T = unknown>(
  ep: { method: string; path: string },
  token: string | null,
  payload: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: ep.method as 'GET' | 'POST',
    url: ep.path,
    headers: token ? bearer(token) : {},
    ...(ep.method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
  });
  const body = res.json() as { data: T; msg: string };
  return { status: res.statusCode, ...body };
}
const share = async (days = 7) =>
  (await call<ChainShare>(chainApi.shareCreate, lina, { id: chainId, days })).data;
const keyOf = (s: ChainShare) => ({ shareId: s.shareId, shareKey: s.shareKey });

describe('chain shares', () => {
  it('opens read-only for anyone with the key, signed in or not, and counts the views', async () => {
    const s = await share();
    expect(s).toMatchObject({ chainId, chainName: '集成电路', viewCount: 0, status: 'active' });
    expect(s.shareKey).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Date(s.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const check = await call<{ chainName: string; ownerName: string }>(
      chainApi.shareCheckKey,
      null,
      keyOf(s),
    );
    expect(check.data).toEqual({ chainName: '集成电路', ownerName: '李娜' });
    const info = await call<UserChain>(chainApi.shareInfo, null, keyOf(s));
    expect(info.data).toMatchObject({ id: chainId, name: '集成电路', editable: false });
    const node = info.data.nodes.find((n) => n.companyCount > 0)!;
    const companies = await call<{ total: number }>(chainApi.userChainEntPage, null, {
      id: chainId,
      nodeKey: node.key,
      ...keyOf(s),
    });
    expect(companies.data.total).toBe(node.companyCount);
    // A user of another tenant opens it too.
    expect((await call(chainApi.shareInfo, zhangwei, keyOf(s))).status).toBe(200);

    await call(chainApi.shareAddView, null, keyOf(s));
    const views = await call<{ viewCount: number }>(chainApi.shareAddView, zhangwei, keyOf(s));
    expect(views.data.viewCount).toBe(2);
    const page = await call<{ records: ChainShare[] }>(chainApi.sharePage, lina, {});
    expect(page.data.records.find((r) => r.shareId === s.shareId)).toMatchObject({
      viewCount: 2,
      status: 'active',
    });
  });

  it('refuses a wrong key, another chain through the share, and a revoked or expired share', async () => {
    const s = await share(0);
    expect(s.expiresAt).toBeNull();
    const wrong = await call(chainApi.shareInfo, null, { shareId: s.shareId, shareKey: 'x'.repeat(12) });
    expect([wrong.status, wrong.msg]).toEqual([404, '分享链接无效，请向分享人确认']);
    const unknown = await call(chainApi.shareCheckKey, null, {
      shareId: crypto.randomUUID(),
      shareKey: s.shareKey,
    });
    expect(unknown.status).toBe(404);
    expect((await call(chainApi.shareAddView, null, { shareId: s.shareId, shareKey: 'nope' })).status).toBe(
      404,
    );
    const otherChain = (await call<{ id: string }>(chainApi.userChainCopy, lina, { induChainId: 'NEV' })).data
      .id;
    const through = await call(chainApi.userChainEntPage, null, {
      id: otherChain,
      nodeKey: 'NEV01',
      ...keyOf(s),
    });
    expect(through.status).toBe(404);
    expect((await call(chainApi.shareCreate, lina, { id: chainId, days: 3 })).status).toBe(400);

    // Another user cannot revoke it; its owner can, and then the link has ended.
    expect((await call(chainApi.shareRemove, zhangwei, { shareId: s.shareId })).status).toBe(404);
    expect((await call(chainApi.shareRemove, lina, { shareId: s.shareId })).data).toBe(true);
    const revoked = await call(chainApi.shareInfo, null, keyOf(s));
    expect([revoked.status, revoked.msg]).toEqual([410, '分享已失效']);
    expect((await call(chainApi.shareAddView, null, keyOf(s))).status).toBe(410);
    const views = await t.db.query<{ view_count: number }>(
      'select view_count from user_chain_shares where id = $1',
      [s.shareId],
    );
    expect(views[0]!.view_count).toBe(0);

    const old = await share(7);
    await t.db.query(`update user_chain_shares set expires_at = now() - interval '1 minute' where id = $1`, [
      old.shareId,
    ]);
    expect((await call(chainApi.shareCheckKey, null, keyOf(old))).status).toBe(410);
    const page = await call<{ records: ChainShare[] }>(chainApi.sharePage, lina, { size: '50' });
    const status = new Map(page.data.records.map((r) => [r.shareId, r.status]));
    expect([status.get(s.shareId), status.get(old.shareId)]).toEqual(['revoked', 'expired']);
    // Other users do not see them.
    expect((await call<{ total: number }>(chainApi.sharePage, zhangwei, {})).data.total).toBe(0);
  });

  it('ends every share of a chain that is deleted', async () => {
    const own = (await call<{ id: string }>(chainApi.userChainCopy, lina, { induChainId: 'BIO' })).data.id;
    const s = (await call<ChainShare>(chainApi.shareCreate, lina, { id: own, days: 30 })).data;
    await call(chainApi.userChainRemove, lina, { id: own });
    expect((await call(chainApi.shareInfo, null, keyOf(s))).status).toBe(404);
  });
});
