import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainApi, queriesApi, searchApi, QUERY_LIMITS } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';
import { recordQuery, saveQuery } from './service';

let t: TestApp;
let lina: string;
let zhangwei: string;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 60 });
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, access: string | null = lina) {
  const res = await injectEndpoint(t.app, ep, input, access ? bearer(access) : {});
  return { status: res.statusCode, body: res.json() };
}
type Entry = {
  id: string;
  source: string;
  title: string;
  params: Record<string, unknown>;
  named: boolean;
  runCount: number;
  resultCount: number | null;
};
const list = async (input: Record<string, unknown>, access = lina): Promise<Entry[]> =>
  (await call(queriesApi.queryPage, { size: 100, ...input }, access)).body.data.records;
const rows = () =>
  t.db.query<{ tenant_id: string; user_id: string; source: string; named: boolean }>(
    'select tenant_id, user_id, source, named from query_history order by id',
  );

describe('query history', () => {
  it('needs login', async () => {
    expect((await call(queriesApi.queryPage, {}, null)).status).toBe(401);
    expect((await call(queriesApi.querySave, { source: 'discover', params: {} }, null)).status).toBe(401);
  });

  it('records a discover search once per distinct filter set, counting runs', async () => {
    const search = { keyword: '科技', filters: { regStatusCodes: ['1'] } };
    const first = await call(searchApi.searchCompanyPage, search);
    expect(first.status).toBe(200);
    await call(searchApi.searchCompanyPage, { ...search, sort: 'relevance' });
    // Another page of the same search is not another run.
    await call(searchApi.searchCompanyPage, { ...search, current: 2, size: 5 });
    const recent = await list({ source: 'discover' });
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({
      source: 'discover',
      named: false,
      runCount: 2,
      resultCount: first.body.data.total,
      params: { keyword: '科技', filters: { regStatusCodes: ['1'] } },
    });
    expect(recent[0]!.title).toBe('科技 · 在营');
    // A different filter is a new entry, newest first; an empty search is not recorded.
    await call(searchApi.searchCompanyPage, { keyword: '科技', filters: { isListed: true } });
    await call(searchApi.searchCompanyPage, {});
    const after = await list({ source: 'discover' });
    expect(after.map((e) => e.title)).toEqual(['科技 · 上市', '科技 · 在营']);
    // Nobody else sees them.
    expect(await list({}, zhangwei)).toEqual([]);
  });

  it('records a filtered chain map company list, not a bare node click', async () => {
    await call(chainApi.entPage, { induChainId: 'IC' });
    expect(await list({ source: 'chainMap' })).toEqual([]);
    await call(chainApi.entPage, { induChainId: 'IC', keyword: '科技' });
    // Signed out: nothing to record and the list still answers.
    expect((await call(chainApi.entPage, { induChainId: 'IC', keyword: '电子' }, null)).status).toBe(200);
    const chain = await list({ source: 'chainMap' });
    expect(chain).toHaveLength(1);
    expect(chain[0]!.params).toEqual({ induChainId: 'IC', keyword: '科技' });
    expect(chain[0]!.title).toContain('科技');
  });

  it('saves by name (naming the entry with the same params), renames, deletes and clears recent', async () => {
    const saved = await call(queriesApi.querySave, {
      source: 'discover',
      params: { filters: { regStatusCodes: ['1'] }, keyword: '科技' },
      title: '我的科技企业',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ named: true, title: '我的科技企业', runCount: 2 });
    expect((await list({ kind: 'named' })).map((e) => e.id)).toEqual([saved.body.data.id]);
    expect((await list({ source: 'discover' })).map((e) => e.title)).toEqual(['科技 · 上市']);
    // Running it again counts on the named entry.
    await call(searchApi.searchCompanyPage, { keyword: '科技', filters: { regStatusCodes: ['1'] } });
    expect((await list({ kind: 'named' }))[0]!.runCount).toBe(3);

    const recentId = (await list({ source: 'discover' }))[0]!.id;
    const renamed = await call(queriesApi.queryRename, { id: recentId, title: '  上市科技  ' });
    expect(renamed.body.data).toMatchObject({ id: recentId, title: '上市科技', named: true });
    expect(await list({ source: 'discover' })).toEqual([]);

    await call(searchApi.searchCompanyPage, { keyword: '电子' });
    const cleared = await call(queriesApi.queryClearRecent, { source: 'discover' });
    expect(cleared.body.data.changed).toBe(1);
    expect(await list({ source: 'chainMap' })).toHaveLength(1);
    expect(await list({ kind: 'named' })).toHaveLength(2);

    const removed = await call(queriesApi.queryRemove, { ids: [recentId] });
    expect(removed.body.data.changed).toBe(1);
    expect((await list({ kind: 'named' })).map((e) => e.title)).toEqual(['我的科技企业']);
  });

  it("refuses another user's entries, bad params and bad ids, writing nothing", async () => {
    const before = await rows();
    const [mine] = await list({ kind: 'named' });
    expect((await call(queriesApi.queryRename, { id: mine!.id, title: 'x' }, zhangwei)).status).toBe(404);
    expect((await call(queriesApi.queryRemove, { ids: [mine!.id] }, zhangwei)).body.data.changed).toBe(0);
    expect((await call(queriesApi.queryClearRecent, {}, zhangwei)).body.data.changed).toBe(0);
    const bad = [
      { source: 'discover', params: { filters: { regionCode: '12' } } },
      { source: 'discover', params: { keyword: 'x'.repeat(51) } },
      { source: 'chainMap', params: { keyword: '科技' } },
      { source: 'nowhere', params: {} },
      { source: 'acquisition', params: { 'bad key': 1 } },
      { source: 'discover', params: { keyword: 'a' }, title: 'x'.repeat(61) },
    ];
    for (const input of bad) expect((await call(queriesApi.querySave, input)).status).toBe(400);
    expect((await call(queriesApi.queryRename, { id: "1' or 1=1", title: 'x' })).status).toBe(400);
    expect((await call(queriesApi.queryRemove, { ids: [] })).status).toBe(400);
    expect(await rows()).toEqual(before);
    expect(before.every((r) => r.tenant_id === '200001')).toBe(true);
  });

  it('keeps the newest 50 recent entries per source and at most 100 named', async () => {
    // eslint-disable-next-line no-restricted-syntax -- the test writes lina's rows past the route's rate limit
    const scope = t.app.ctx.store.forTenant('200001');
    const userId = '1000000000000000003';
    for (let i = 0; i < QUERY_LIMITS.recentPerSource + 5; i++)
      await recordQuery(scope, userId, { source: 'discover', params: { keyword: `k${i}` }, resultCount: i });
    const recent = await list({ source: 'discover' });
    expect(recent).toHaveLength(QUERY_LIMITS.recentPerSource);
    expect(recent[0]!.params).toEqual({ keyword: `k${QUERY_LIMITS.recentPerSource + 4}` });
    expect(recent.some((e) => e.params.keyword === 'k4')).toBe(false);
    expect(await list({ kind: 'named' })).toHaveLength(1);
    // The writes' rate limit would stop 99 calls: the service saves them, the last ones go through HTTP.
    for (let i = 1; i < QUERY_LIMITS.namedMax; i++)
      await saveQuery(scope, userId, { source: 'acquisition', params: { n: i } });
    const over = await call(queriesApi.querySave, { source: 'acquisition', params: { n: 1000 } });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('100');
    // Saving one that is already named again is not one more.
    expect((await call(queriesApi.querySave, { source: 'acquisition', params: { n: 1 } })).status).toBe(200);
  });
});
