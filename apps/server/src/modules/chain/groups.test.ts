import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainApi } from '@platform/contracts';
import { createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let lina: string;
let zhangwei: string;

beforeAll(async () => {
  t = await createTestApp({}, { companies: 400 });
  lina = (await loginToken(t.app, 'lina')).access;
  zhangwei = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

const { call, ok } = endpointClient(
  () => t.app,
  () => lina,
);
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await t.db.query(sql, params))[0] as T;

describe('follow groups (usergroup/*, userfollow/saveOrcancel)', () => {
  it('makes, renames and lists groups; follows a company into them; unfollowing leaves them', async () => {
    const { id: a } = await ok(chainApi.groupSave, { name: '重点客户' });
    const { id: b } = await ok(chainApi.groupSave, { name: '潜在合作' });
    const taken = await call(chainApi.groupSave, { name: '重点客户' });
    expect(taken.body.msg).toBe('分组名称已存在');
    expect((await call(chainApi.groupSave, { name: 'x'.repeat(21) })).status).toBe(400);
    await ok(chainApi.groupUpdate, { id: b, name: '合作伙伴' });

    const c = await one<{ company_id: string }>(
      `select company_id from companies order by company_id limit 1`,
    );
    expect(
      await ok(chainApi.followSave, { companyId: c.company_id, follow: true, groupIds: [a, b] }),
    ).toEqual({
      followed: true,
      groupIds: [a, b],
    });
    const followed = await one<{ n: number }>(
      `select count(*)::int as n from company_follows where tenant_id = '200001' and company_id = $1`,
      [c.company_id],
    );
    expect(followed.n).toBe(1);
    // size 101, current 0 as the spec sends them; in order of making.
    const list = await ok(chainApi.groupList, { size: 101, current: 0 });
    expect(list.map((g: { name: string; companyCount: number }) => [g.name, g.companyCount])).toEqual([
      ['重点客户', 1],
      ['合作伙伴', 1],
    ]);
    // Into one group only: the other lets it go.
    await ok(chainApi.followSave, { companyId: c.company_id, follow: true, groupIds: [b] });
    expect((await ok(chainApi.groupList)).map((g: { companyCount: number }) => g.companyCount)).toEqual([
      0, 1,
    ]);
    await ok(chainApi.followSave, { companyId: c.company_id, follow: false });
    expect((await ok(chainApi.groupList)).map((g: { companyCount: number }) => g.companyCount)).toEqual([
      0, 0,
    ]);
    const after = await one<{ n: number }>(
      `select count(*)::int as n from company_follows where tenant_id = '200001' and company_id = $1`,
      [c.company_id],
    );
    expect(after.n).toBe(0);

    await ok(chainApi.groupRemove, { id: a });
    expect((await ok(chainApi.groupList)).map((g: { name: string }) => g.name)).toEqual(['合作伙伴']);
  });

  it('keeps each user to their own groups, and refuses unknown groups and companies without writing', async () => {
    const { id } = await ok(chainApi.groupSave, { name: '仅自己可见' });
    expect(await ok(chainApi.groupList, {}, zhangwei)).toEqual([]);
    expect((await call(chainApi.groupUpdate, { id, name: '改名' }, zhangwei)).status).toBe(404);
    expect((await call(chainApi.groupRemove, { id }, zhangwei)).status).toBe(404);
    const c = await one<{ company_id: string }>(
      `select company_id from companies order by company_id desc limit 1`,
    );
    const foreign = await call(
      chainApi.followSave,
      { companyId: c.company_id, follow: true, groupIds: [id] },
      zhangwei,
    );
    expect(foreign.body.msg).toBe('分组不存在');
    const unknown = await call(chainApi.followSave, { companyId: '1', follow: true, groupIds: [id] });
    expect(unknown.status).toBe(404);
    const rows = await one<{ n: number }>(
      `select count(*)::int as n from chain_group_companies where group_id = $1`,
      [id],
    );
    expect(rows.n).toBe(0);
    expect((await call(chainApi.groupList, {}, null)).status).toBe(401);
  });

  it('stops at 100 groups', async () => {
    await t.db.query(
      `insert into chain_user_groups (id, tenant_id, user_id, group_name, sort)
       select gen_random_uuid()::text, '100001', '1000000000000000002', 'g' || i, i from generate_series(1, 100) i`,
    );
    expect((await call(chainApi.groupSave, { name: '第101个' }, zhangwei)).body.msg).toBe(
      '最多创建 100 个分组',
    );
    expect(await ok(chainApi.groupList, { size: 101, current: 0 }, zhangwei)).toHaveLength(100);
  });
});

describe('chain index (induindex/*)', () => {
  it('counts the chains a user opened, newest first, and forgets one on remove', async () => {
    await ok(chainApi.saveLastChain, { induChainId: 'NEV' });
    await ok(chainApi.saveLastChain, { induChainId: 'IC' });
    await ok(chainApi.saveLastChain, { induChainId: 'NEV' });
    const page = await ok(chainApi.indexPage, { current: 1, size: 10 });
    expect(page.records.map((r: { chainCode: string; visits: number }) => [r.chainCode, r.visits])).toEqual([
      ['NEV', 2],
      ['IC', 1],
    ]);
    expect(page.records[0].chainName).toBe('新能源汽车');
    await ok(chainApi.indexRemove, { induChainId: 'IC' });
    expect((await ok(chainApi.indexPage)).total).toBe(1);
    expect((await call(chainApi.indexRemove, { induChainId: 'IC' })).status).toBe(404);
    expect((await ok(chainApi.indexPage, {}, zhangwei)).total).toBe(0);
  });
});

describe('recommendations, conditions, matching and the paged catalogue', () => {
  it('answers from the chain’s companies', async () => {
    const tech = await ok(chainApi.technicalRecommend, { induChainId: 'NEV', size: 5 }, null);
    expect(tech.length).toBeGreaterThan(0);
    const first = await one<{ n: number }>(
      `select count(distinct l.company_id)::int as n from company_layouts l join companies c using (company_id)
       where l.chain_code = 'NEV' and $1 = any(c.tech_field_tags)`,
      [tech[0].tag],
    );
    expect(tech[0].companyCount).toBe(first.n);

    const talent = await ok(chainApi.talentRecommend, { induChainId: 'NEV', size: 3 }, null);
    expect(talent.length).toBeGreaterThan(0);
    const boss = await one<{ legal_entity_name: string }>(
      `select legal_entity_name from companies where company_id = $1`,
      [talent[0].companyId],
    );
    expect(talent[0]).toMatchObject({ name: boss.legal_entity_name, role: 'legalRepresentative' });

    const conditions = await ok(chainApi.searchConditions, { induChainId: 'NEV' }, null);
    const stats = await ok(chainApi.areaDict, { induChainId: 'NEV' }, null);
    expect(conditions.regions).toEqual(stats.regions);
    expect(conditions.statuses.length).toBeGreaterThan(0);
    const province = stats.regions[0].code;
    const next = await ok(chainApi.searchConditionsNext, { induChainId: 'NEV', regionCode: province }, null);
    expect(next.regions.every((r: { code: string }) => r.code.startsWith(province))).toBe(true);

    const c = await one<{ company_id: string; company_name: string }>(
      `select c.company_id, c.company_name from company_layouts l join companies c using (company_id)
       where l.chain_code = 'NEV' order by c.company_id limit 1`,
    );
    const matches = await ok(
      chainApi.matchingEnterprise,
      { induChainId: 'NEV', keyword: c.company_name.slice(0, 6) },
      null,
    );
    const hit = matches.find((m: { companyId: string }) => m.companyId === c.company_id);
    expect(hit.nodeCodes.every((code: string) => code.startsWith('NEV'))).toBe(true);

    const page = await ok(chainApi.chainPageList, { current: 2, size: 2 }, null);
    const all = await one<{ n: number }>(`select count(*)::int as n from industry_chains`);
    expect(page.total).toBe(all.n);
    expect(page.records).toHaveLength(2);
    expect(await ok(chainApi.exportRemain)).toEqual(await ok(chainApi.exportCount));
  });
});
