import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let lina: string;
let zhangwei: string;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp({}, { companies: 60 });
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
  ids = (
    await t.db.query<{ company_id: string }>('select company_id from companies order by company_id limit 8')
  ).map((r) => r.company_id);
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, access: string | null = lina) {
  const res = await injectEndpoint(t.app, ep, input, access ? bearer(access) : {});
  // json() is untyped: each test checks the fields it needs.
  return { status: res.statusCode, body: res.json() };
}
const followRows = () =>
  t.db.query<{ tenant_id: string; user_id: string; company_id: string }>('select * from company_follows');
const pageIds = async (access = lina) =>
  (await call(systemApi.followPage, { size: 100 }, access)).body.data.records.map(
    (r: { companyId: string }) => r.companyId,
  );

describe('followed companies', () => {
  it('follows with save (attentionEnt true) and unfollows with false; isAttention says 0 or 1', async () => {
    expect((await call(systemApi.followSave, { companyId: ids[0], attentionEnt: true })).body.data).toBe(1);
    expect((await call(systemApi.followIsAttention, { companyId: ids[0] })).body.data).toBe(1);
    // Following twice is one follow.
    await call(systemApi.followSave, { companyId: ids[0] });
    expect((await followRows()).filter((r) => r.company_id === ids[0])).toHaveLength(1);
    expect((await call(systemApi.followSave, { companyId: ids[0], attentionEnt: false })).body.data).toBe(0);
    expect((await call(systemApi.followIsAttention, { companyId: ids[0] })).body.data).toBe(0);
  });

  it('is scoped to tenant and user', async () => {
    await call(systemApi.followSave, { companyId: ids[1] });
    expect((await call(systemApi.followIsAttention, { companyId: ids[1] }, zhangwei)).body.data).toBe(0);
    expect(await pageIds(zhangwei)).toEqual([]);
    // zhangwei cancelling lina's follow changes nothing.
    await call(systemApi.followCancel, { companyId: ids[1] }, zhangwei);
    expect((await call(systemApi.followIsAttention, { companyId: ids[1] })).body.data).toBe(1);
    const rows = await followRows();
    expect(rows.every((r) => r.tenant_id === '200001' && r.user_id === '1000000000000000003')).toBe(true);
  });

  it('saves a batch, checks by ids, and lists pinned first then newest', async () => {
    const batch = await call(systemApi.followSaveBatch, { companyIds: ids.slice(2, 6) });
    expect(batch.body.data.changed).toBe(4);
    const check = (await call(systemApi.followCheck, { companyIds: [ids[0], ids[2], ids[3]] })).body.data;
    expect(check).toEqual([
      { companyId: ids[0], isAttention: 0 },
      { companyId: ids[2], isAttention: 1 },
      { companyId: ids[3], isAttention: 1 },
    ]);
    // Newest first (the batch shares one timestamp: then by id); pinning lifts a row to the top.
    const before = await pageIds();
    expect(before).toHaveLength(5);
    expect(
      (await call(systemApi.followOperateEnt, { companyId: ids[3], operateType: 1 })).body.data.changed,
    ).toBe(1);
    await new Promise((r) => setTimeout(r, 5));
    await call(systemApi.followOperateEnt, { companyId: ids[1], operateType: 1 });
    const pinned = await pageIds();
    expect(pinned.slice(0, 2)).toEqual([ids[1], ids[3]]);
    const page = (await call(systemApi.followPage, { size: 100 })).body.data;
    expect(page.records.slice(0, 2).map((r: { isTop: number }) => r.isTop)).toEqual([1, 1]);
    expect(page.records[0].followTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.records[0].area.length).toBeGreaterThan(0);
    // Unpin puts it back among the others.
    await call(systemApi.followOperateEnt, { companyId: ids[1], operateType: 2 });
    expect((await pageIds())[0]).toBe(ids[3]);
    // 0 deletes.
    await call(systemApi.followOperateEnt, { companyId: ids[3], operateType: 0 });
    expect(await pageIds()).not.toContain(ids[3]);
  });

  it('pages with a size cap and filters by keyword', async () => {
    const p = (await call(systemApi.followPage, { current: 1, size: 2 })).body.data;
    expect(p.records).toHaveLength(2);
    expect(p.total).toBe(4);
    const name = p.records[0].companyName as string;
    const filtered = (await call(systemApi.followPage, { keyword: name.slice(0, 6) })).body.data;
    expect(filtered.records.map((r: { companyName: string }) => r.companyName)).toContain(name);
    expect((await call(systemApi.followPage, { size: 10_000 })).status).toBe(400);
    expect((await call(systemApi.followPage, { keyword: '%' })).status).toBe(400);
  });

  it('cancels by query, by entId with flag 1, and removes a list', async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${systemApi.followCancel.path}?companyId=${ids[2]}`,
      headers: bearer(lina),
    });
    expect(cancel.json().data).toBe(0);
    expect((await call(systemApi.followCancelByEntId, { entId: ids[4], flag: 1 })).body.data).toBe(0);
    expect((await call(systemApi.followCancelByEntId, { entId: ids[5], flag: 2 })).status).toBe(400);
    const removed = await call(systemApi.followRemove, { companyIds: [ids[5], ids[1]] });
    expect(removed.body.data.changed).toBe(2);
    expect(await pageIds()).toEqual([]);
  });

  it('refuses unknown and malformed ids and writes nothing', async () => {
    const before = await followRows();
    const unknown = await call(systemApi.followSaveBatch, { companyIds: [ids[6], '1999999999'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toContain('1999999999');
    expect(await followRows()).toEqual(before);
    expect((await call(systemApi.followSave, { companyId: "1' or '1'='1" })).status).toBe(400);
    expect((await call(systemApi.followSave, { companyId: '1999999999' })).status).toBe(404);
    const tooMany = Array.from({ length: 101 }, (_, i) => String(1_000_000_000 + i));
    expect((await call(systemApi.followSaveBatch, { companyIds: tooMany })).status).toBe(400);
    expect((await call(systemApi.followOperateEnt, { companyId: ids[7], operateType: 1 })).status).toBe(404);
    expect((await call(systemApi.followOperateEnt, { companyId: ids[7], operateType: 5 })).status).toBe(400);
    expect(await followRows()).toEqual(before);
  });

  it('needs login', async () => {
    expect((await call(systemApi.followPage, {}, null)).status).toBe(401);
    expect((await call(systemApi.followSave, { companyId: ids[0] }, null)).status).toBe(401);
  });
});
