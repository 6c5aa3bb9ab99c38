import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_CODE } from '@platform/contracts';
import { DIRECTORY_ORGS, seedDirectoryAccounts } from '../../db/seed/directory';
import { seedDirectoryCards } from '../vcard/demo';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { seedDemoListings } from './demo';

let t: TestApp;
let access: string;
const D = '/api/platform-system/discover';
const get = (path: string) => t.app.inject({ url: `${D}/${path}`, headers: bearer(access) });

beforeAll(async () => {
  t = await createTestApp();
  await seedDirectoryAccounts(t.app.ctx.db);
  await seedDirectoryCards(
    t.app.ctx.store,
    DIRECTORY_ORGS.flatMap((o) =>
      o.members.map((m) => ({ tenantId: o.tenantId, orgName: o.name, userId: m.id, ...m, intro: o.intro })),
    ),
  );
  await seedDemoListings(t.app.ctx.store, [
    ...DIRECTORY_ORGS.map((o) => ({
      tenant_id: o.tenantId,
      customer_code: DEFAULT_CUSTOMER_CODE,
      listed: o.tenantId !== '510015',
      org_kind: o.kind,
      region: o.region,
      industries: o.industries,
    })),
  ]);
  ({ access } = await loginToken(t.app, 'lina'));
});
afterAll(() => t.close());

describe('discover directory', () => {
  it('needs login', async () => {
    expect((await t.app.inject({ url: `${D}/orgList` })).statusCode).toBe(401);
  });

  it('lists only listed organisations, filtered and paged', async () => {
    const all = (await get('orgList?size=50')).json().data;
    expect(all.total).toBe(14);
    expect(all.records.map((r: { orgId: string }) => r.orgId)).not.toContain('510015');
    const parks = (await get('orgList?kind=2')).json().data;
    expect(parks.records.map((r: { name: string }) => r.name).sort()).toEqual(
      ['张江科学城', '杭州未来科技城', '深圳湾科技生态园'].sort(),
    );
    expect(parks.records[0].memberCount).toBe(4);
    const filtered = (
      await get(`orgList?region=${encodeURIComponent('江苏省')}&industry=${encodeURIComponent('动力电池')}`)
    ).json().data;
    expect(filtered.records.map((r: { orgId: string }) => r.orgId).sort()).toEqual(['510008', '510011']);
    const byName = (await get(`orgList?keyword=${encodeURIComponent('商会')}`)).json().data;
    expect(byName.records.map((r: { name: string }) => r.name)).toEqual(['浙江省数字经济商会']);
    const page2 = (await get('orgList?size=5&current=3')).json().data;
    expect(page2.records).toHaveLength(4);
    expect((await get('orgList?kind=9')).statusCode).toBe(400);
    const filters = (await get('orgFilters')).json().data;
    expect(filters.regions).toEqual(expect.arrayContaining(['浙江省', '江苏省', '广东省', '上海市']));
  });

  it('shows members with cards masked by the server, and hides unlisted organisations', async () => {
    const res = await get('orgMembers?orgId=510001');
    const page = res.json().data;
    expect(page.total).toBe(4);
    const body = res.body;
    for (const m of DIRECTORY_ORGS[0]!.members.filter((x) => x.encrypt)) {
      expect(body).not.toContain(m.phone);
      expect(body).not.toContain(m.email);
    }
    const admin = page.records[0];
    expect(admin.card).toMatchObject({ userName: admin.name, orgName: '杭州市滨江区投资促进局' });
    expect(admin.card.phone).toMatch(/\*/);
    expect(admin).toMatchObject({ isFriend: false, isColleague: false, isSelf: false });
    for (const orgId of ['510015', '100001', '999999']) {
      expect((await get(`orgMembers?orgId=${orgId}`)).statusCode).toBe(404);
      expect((await get(`orgDetail?orgId=${orgId}`)).statusCode).toBe(404);
    }
    expect((await get('orgDetail?orgId=510004')).json().data).toMatchObject({
      name: '杭州未来科技城',
      kind: 2,
    });
  });

  it("does not show another customer's organisations", async () => {
    await t.db.query(`update org_listings set customer_code = 'other-customer' where tenant_id = '510014'`);
    expect((await get('orgList?size=50')).json().data.total).toBe(13);
    expect((await get('orgMembers?orgId=510014')).statusCode).toBe(404);
    expect((await get('orgDetail?orgId=510014')).statusCode).toBe(404);
  });
});
