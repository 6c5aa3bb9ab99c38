import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainApi, payApi, salesApi } from '@platform/contracts';
import { bearer, createTestApp, injectEndpoint, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
let lina: string; // the seller, leader of the team
let wangfang: string; // a colleague who joins the team
let zhangwei: string; // a buyer brought by lina's code
let liuyang: string;

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(
    ['lina', 'wangfang', 'zhangwei', 'liuyang'].map(async (a) => (await loginToken(t.app, a)).access),
  );
  [lina, wangfang, zhangwei, liuyang] = tokens as [string, string, string, string];
});
afterAll(() => t.close());

type Ep = { method: string; path: string };
async function call(ep: Ep, input: Record<string, unknown>, access: string | null) {
  const res = await injectEndpoint(t.app, ep, input, access ? bearer(access) : {});
  return { status: res.statusCode, body: res.json() };
}

describe('sales codes', () => {
  let code: string;

  it('needs login', async () => {
    expect((await call(salesApi.getMySalesCode, {}, null)).status).toBe(401);
    expect((await call(salesApi.bindSellCode, { sellCode: 'ABCDEFGH' }, null)).status).toBe(401);
  });

  it('makes one code per seller on first ask', async () => {
    const first = (await call(salesApi.getMySalesCode, {}, lina)).body.data;
    expect(first).toEqual({
      sellCode: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      registrations: 0,
      paidOrders: 0,
      amount: 0,
    });
    expect((await call(salesApi.getMySalesCode, {}, lina)).body.data.sellCode).toBe(first.sellCode);
    code = first.sellCode;
    expect(
      (await call(salesApi.verifySalesCodeCorrectness, { sellCode: code.toLowerCase() }, zhangwei)).body.data,
    ).toBe(true);
    expect(
      (await call(salesApi.verifySalesCodeCorrectness, { sellCode: 'ZZZZZZZZ' }, zhangwei)).body.data,
    ).toBe(false);
  });

  it('refuses a code that does not exist, one’s own code, and malformed codes; writes nothing', async () => {
    const missing = await call(salesApi.bindSellCode, { sellCode: 'ZZZZZZZZ' }, zhangwei);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('销售码不存在');
    const own = await call(salesApi.bindSellCode, { sellCode: code }, lina);
    expect(own.body.msg).toBe('不能绑定自己的销售码');
    expect((await call(salesApi.bindSellCode, { sellCode: 'O0O0' }, zhangwei)).status).toBe(400);
    expect(await t.db.query('select * from sales_bindings')).toEqual([]);
  });

  it('binds through the invite link, keeps the first binding, and the buyer’s order carries the code', async () => {
    const invite = await call(
      chainApi.inviteSubmit,
      { sellCode: code.toLowerCase(), channel: 'poster' },
      zhangwei,
    );
    expect(invite.body.data).toBe(true);
    // Asked by hand again: the same code is fine, another is refused.
    expect((await call(salesApi.bindSellCode, { sellCode: code }, zhangwei)).body.data).toEqual({
      bound: false,
    });
    const other = (await call(salesApi.getMySalesCode, {}, wangfang)).body.data.sellCode;
    const again = await call(salesApi.bindSellCode, { sellCode: other }, zhangwei);
    expect(again.body.msg).toBe('已绑定销售码，不能更换');

    const orderNo = (
      await call(
        payApi.createOrder,
        {
          renewalExpandTempList: [],
          tenantBuyRecord: {
            tenantId: '100001',
            buyType: 1,
            productId: 'P1001',
            mealId: 'M1001',
            goodsId: 'G1002',
          },
        },
        zhangwei,
      )
    ).body.data as string;
    const [row] = await t.db.query<{ sell_code: string }>(
      'select sell_code from pay_orders where out_trade_no = $1',
      [orderNo],
    );
    expect(row!.sell_code).toBe(code);
    await t.db.query(`update pay_orders set status = 1, paid_at = now() where out_trade_no = $1`, [orderNo]);

    expect((await call(salesApi.getMySalesCode, {}, lina)).body.data).toEqual({
      sellCode: code,
      registrations: 1,
      paidOrders: 1,
      amount: 1980,
    });
    const page = (await call(salesApi.salesReferralPage, {}, lina)).body.data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ userName: '张*', paidOrders: 1, amount: 1980 });
    // Another seller sees nothing of it.
    expect((await call(salesApi.salesReferralPage, {}, wangfang)).body.data.total).toBe(0);
  });
});

describe('sales teams', () => {
  let teamId: string;
  let teamCode: string;

  it('creates a team led by the caller; one team per person', async () => {
    const team = (await call(salesApi.salesTeamCreate, { name: '华东销售一组' }, lina)).body.data;
    expect(team).toMatchObject({
      name: '华东销售一组',
      isLeader: true,
      leaderName: '李娜',
      members: [{ role: 'leader', name: '李娜' }],
    });
    teamId = team.teamId;
    teamCode = team.teamCode;
    expect((await call(salesApi.salesTeamCreate, { name: '再建一个' }, lina)).body.msg).toBe(
      '你已加入销售团队',
    );
    expect((await call(salesApi.salesTeamCreate, { name: ' ' }, lina)).status).toBe(400);
  });

  it('joins by team code; a wrong code and a second team are refused', async () => {
    expect((await call(salesApi.joiningTheSalesTeam, { teamCode: 'ZZZZZZZZ' }, wangfang)).body.msg).toBe(
      '团队码不存在',
    );
    const joined = (await call(salesApi.joiningTheSalesTeam, { teamCode }, wangfang)).body.data;
    expect(joined.isLeader).toBe(false);
    expect(joined.members.map((m: { role: string }) => m.role)).toEqual(['leader', 'member']);
    expect((await call(salesApi.joiningTheSalesTeam, { teamCode }, wangfang)).body.msg).toBe(
      '你已加入销售团队',
    );
    expect((await call(salesApi.salesTeamMine, {}, wangfang)).body.data.teamId).toBe(teamId);
    expect((await call(salesApi.salesTeamMine, {}, zhangwei)).body.data).toBeNull();
  });

  it('shows the team’s figures by member and month to its members only', async () => {
    const detail = (await call(salesApi.salesTeamDetail, { teamId, months: 3 }, wangfang)).body.data;
    expect(detail.rows).toHaveLength(6); // 2 members × 3 months
    expect(detail.totals).toEqual({ registrations: 1, paidOrders: 1, amount: 1980 });
    const thisMonth = detail.rows.filter((r: { month: string }) => r.month === detail.rows[0].month);
    expect(thisMonth.find((r: { memberName: string }) => r.memberName === '李娜')).toMatchObject({
      registrations: 1,
      paidOrders: 1,
      amount: 1980,
    });
    const outsider = await call(salesApi.salesTeamDetail, { teamId }, liuyang);
    expect(outsider.status).toBe(404);
    expect(outsider.body.msg).toBe('销售团队不存在');
  });

  it('answers in English', async () => {
    const res = await injectEndpoint(
      t.app,
      salesApi.joiningTheSalesTeam,
      { teamCode: 'ZZZZZZZZ' },
      {
        ...bearer(liuyang),
        'accept-language': 'en',
      },
    );
    expect(res.json().msg).toBe('No such team code');
  });
});
