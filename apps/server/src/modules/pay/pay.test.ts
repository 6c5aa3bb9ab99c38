import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@platform/contracts';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['zhangwei', 'lina', 'wangfang', 'admin'])
    tokens[name] = (await loginToken(t.app, name)).access;
});
afterAll(() => t.close());

const P = '/api/platform-pay';
/** The reuse tests' own client address: their many orders stay off the others' rate limit. */
const ELSEWHERE = '10.9.9.9';
const get = (who: string, url: string) => t.app.inject({ url, headers: bearer(tokens[who]!) });
const post = (who: string, url: string, payload: unknown, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[who]!),
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const record = (over: Record<string, unknown> = {}) => ({
  renewalExpandTempList: [],
  tenantBuyRecord: {
    tenantId: '100001',
    buyType: 1,
    productId: 'P1001',
    mealId: 'M1001',
    goodsId: 'G1002',
    accountNum: 1,
    price: 0.01,
    ...over,
  },
});

async function order(who: string, over: Record<string, unknown> = {}, remoteAddress?: string) {
  const res = await post(who, `${P}/tenant-buy-record/createOrder`, record(over), remoteAddress);
  expect(res.json().code, res.body).toBe(ResultCode.SUCCESS);
  return res.json().data as string;
}

async function pay(who: string, orderNo: string, payType: 1 | 2 = 1) {
  const path = payType === 1 ? 'wxPay/nativePay' : 'aliPay/tradePreCreatePay';
  const res = await post(who, `${P}/${path}`, { outTradeNo: orderNo, payType });
  expect(res.json().code, res.body).toBe(ResultCode.SUCCESS);
  return res.json().data as { outTradeNo: string; codeUrl: string; price: number };
}

const wxState = async (who: string, txNo: string) =>
  (await get(who, `${P}/wxPay/orderQuery?outTradeNo=${txNo}`)).json().data?.trade_state as string;

/** Opens the QR's URL as the payer's phone would, and presses a button. */
async function sandbox(codeUrl: string, action: 'confirm' | 'fail') {
  const url = new URL(codeUrl);
  const pageRes = await t.app.inject({ url: `${url.pathname}${url.search}` });
  expect(pageRes.statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: `${url.pathname}/${action}${url.search}` });
  expect(res.statusCode).toBe(303);
}

const grants = async (source: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from tenant_purchases where source = $1', [
      source,
    ])
  )[0]!.n;

describe('catalogue', () => {
  it('lists meals C and D with goods priced in yuan and daily prices', async () => {
    const meals = (await t.app.inject({ url: `${P}/set-meal/mealShow` })).json().data;
    expect(meals.map((m: { code: string }) => m.code)).toEqual(['C', 'D']);
    expect(meals[1]).toMatchObject({ minAccountNum: 10, maxAccountNum: 100, suitableTenantType: 2 });
    expect(meals[0].goodsVOList[1]).toEqual({
      id: 'G1002',
      mealId: 'M1001',
      price: 1980,
      goodsTime: '1年',
      dailyPrice: 5.42,
      isRecommend: 1,
    });
  });
});

describe('purchase rules', () => {
  it('prices the order on the server, ignoring a forged price', async () => {
    const no = await order('zhangwei', { price: 0.01 });
    const [row] = await t.db.query<{ amount_fen: number }>(
      'select amount_fen from pay_orders where out_trade_no = $1',
      [no],
    );
    expect(row!.amount_fen).toBe(198000);
    expect((await pay('zhangwei', no)).price).toBe(1980);
  });

  it('enforces the personal tenant, the organisation administrator and the seat range', async () => {
    const code = async (who: string, over: Record<string, unknown>) =>
      (await post(who, `${P}/tenant-buy-record/createOrder`, record(over))).json();
    const d = { productId: 'P1002', mealId: 'M1002', goodsId: 'G2001', tenantId: '200001' };
    expect((await code('lina', { tenantId: '200001' })).msg).toContain('个人版仅限个人空间购买');
    expect((await code('zhangwei', { ...d, tenantId: '100001', accountNum: 10 })).msg).toContain(
      '企业版仅限',
    );
    const member = await code('wangfang', { ...d, accountNum: 10 });
    expect(member.code).toBe(ResultCode.BUSINESS_ERROR);
    expect(member.msg).toBe('请联系单位管理员开通企业版');
    for (const seats of [9, 101])
      expect((await code('lina', { ...d, accountNum: seats })).code).not.toBe(ResultCode.SUCCESS);
    expect((await code('lina', { ...d, accountNum: 10.5 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await code('lina', { ...d, accountNum: 9 })).msg).toContain('请输入10-100内的整数');
    // A goods of another meal, or another tenant's id, is refused.
    expect((await code('zhangwei', { goodsId: 'G2001' })).msg).toContain('套餐不存在');
    expect(
      (await post('zhangwei', `${P}/tenant-buy-record/createOrder`, record({ tenantId: '200001' })))
        .statusCode,
    ).toBe(403);
  });

  it('prices enterprise seats and blocks a second open order from another user', async () => {
    const no = await order('lina', {
      productId: 'P1002',
      mealId: 'M1002',
      goodsId: 'G2001',
      tenantId: '200001',
      accountNum: 20,
    });
    expect((await pay('lina', no)).price).toBe(59600);
    expect((await get('lina', `${P}/tenant-buy-record/existOrder?tenantId=200001`)).json().data).toBe(
      'false',
    );
    // Make the open order another admin's: the check now refuses with the server message.
    await t.db.query(`update pay_orders set user_id = '1000000000000000004' where out_trade_no = $1`, [no]);
    const res = (await get('lina', `${P}/tenant-buy-record/existOrder?tenantId=200001`)).json();
    expect(res.code).toBe(ResultCode.BUSINESS_ERROR);
    expect(res.msg).toBe('贵单位已有待支付的订单，请勿重复下单');
    await t.db.query(`update pay_orders set status = 2 where out_trade_no = $1`, [no]);
  });

  it('hands back the open unpaid order for the same goods and seats, once across parallel requests', async () => {
    const d = { productId: 'P1002', mealId: 'M1002', goodsId: 'G2001', tenantId: '200001' };
    const unpaid = async () =>
      (
        await t.db.query<{ out_trade_no: string; account_num: number }>(
          `select out_trade_no, account_num from pay_orders where tenant_id = '200001' and status = 0`,
        )
      ).map((r) => r.out_trade_no);
    const before = await unpaid();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('lina', `${P}/tenant-buy-record/createOrder`, record({ ...d, accountNum: 30 }), ELSEWHERE),
      ),
    );
    const nos = new Set(answers.map((a) => a.json().data as string));
    expect(answers.every((a) => a.json().code === ResultCode.SUCCESS)).toBe(true);
    expect(nos.size).toBe(1);
    const [first] = [...nos] as [string];
    // Reopening the pay dialog: the same order again, and a QR for it.
    expect(await order('lina', { ...d, accountNum: 30 }, ELSEWHERE)).toBe(first);
    expect((await pay('lina', first)).price).toBe(89400);
    expect(await order('lina', { ...d, accountNum: 30 }, ELSEWHERE)).toBe(first);
    // Other seats are another purchase.
    const other = await order('lina', { ...d, accountNum: 31 }, ELSEWHERE);
    expect(other).not.toBe(first);
    expect((await unpaid()).filter((n) => !before.includes(n)).sort()).toEqual([first, other].sort());
    // An order too close to its hour is not handed back: a new one is made.
    await t.db.query(
      `update pay_orders set created_at = now() - interval '55 minutes' where out_trade_no = $1`,
      [first],
    );
    const fresh = await order('lina', { ...d, accountNum: 30 }, ELSEWHERE);
    expect(fresh).not.toBe(first);
    // A cancelled one neither.
    await t.db.query(`update pay_orders set status = 2 where out_trade_no = $1`, [fresh]);
    const again = await order('lina', { ...d, accountNum: 30 }, ELSEWHERE);
    expect([first, fresh]).not.toContain(again);
    await t.db.query(`update pay_orders set status = 2 where tenant_id = '200001' and status = 0`);
  });

  it('keeps a personal order per goods: another goods makes another order', async () => {
    const a = await order('zhangwei', { goodsId: 'G1001' }, ELSEWHERE);
    const b = await order('zhangwei', { goodsId: 'G1002' }, ELSEWHERE);
    expect(a).not.toBe(b);
    expect(await order('zhangwei', { goodsId: 'G1001' }, ELSEWHERE)).toBe(a);
    await t.db.query(`update pay_orders set status = 2 where out_trade_no = any($1)`, [[a, b]]);
  });

  it('answers the tenant administrator (form encoded) only for the caller own tenants', async () => {
    const ask = (who: string, tenantId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-system/user/getUserAdminByTenantId',
        headers: { ...bearer(tokens[who]!), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `tenantId=${tenantId}`,
      });
    expect((await ask('wangfang', '200001')).json().data.realName).toBe('李娜');
    expect((await ask('zhangwei', '200001')).statusCode).toBe(403);
  });
});

describe('order lifecycle with the sandbox gateway', () => {
  it('grants once across 20 concurrent queries, the checkout confirmation and retries', async () => {
    const no = await order('zhangwei');
    const tx = await pay('zhangwei', no);
    expect(tx.codeUrl).toMatch(/\/sandbox-pay\/W\w+\?sig=/);
    expect(await wxState('zhangwei', tx.outTradeNo)).toBe('NOTPAY');
    // Without the signature the checkout page opens nothing.
    expect((await t.app.inject({ url: `/sandbox-pay/${tx.outTradeNo}` })).statusCode).toBe(404);

    const url = new URL(tx.codeUrl);
    const confirm = t.app.inject({ method: 'POST', url: `${url.pathname}/confirm${url.search}` });
    const states = await Promise.all([
      confirm.then(() => 'confirmed'),
      ...Array.from({ length: 20 }, () => wxState('zhangwei', tx.outTradeNo)),
    ]);
    expect(states.slice(1).every((s) => s === 'NOTPAY' || s === 'SUCCESS')).toBe(true);
    const again = await Promise.all(Array.from({ length: 20 }, () => wxState('zhangwei', tx.outTradeNo)));
    expect(new Set(again)).toEqual(new Set(['SUCCESS']));
    expect(await grants(`order:${no}`)).toBe(6);
    // A replayed confirmation and a settle retry change nothing.
    await t.app.inject({ method: 'POST', url: `${url.pathname}/confirm${url.search}` });
    expect(await grants(`order:${no}`)).toBe(6);

    const info = (await get('zhangwei', `${P}/member/member-info`)).json().data;
    expect(info).toMatchObject({ isMember: true, tenantType: 1, mealCode: 'C' });
    expect((await get('zhangwei', `${P}/member/isPVIP`)).json().data).toBe(true);
    expect((await post('zhangwei', `${P}/wxPay/nativePay`, { outTradeNo: no, payType: 1 })).json().msg).toBe(
      '订单已支付',
    );
  });

  it('grants once when the payment is confirmed while 20 queries race on PostgreSQL or PGlite', async () => {
    const no = await order('zhangwei', { goodsId: 'G1001' });
    const tx = await pay('zhangwei', no);
    await t.db.query(`update pay_sandbox_trades set state = 'PAID' where out_trade_no = $1`, [tx.outTradeNo]);
    const states = await Promise.all(Array.from({ length: 20 }, () => wxState('zhangwei', tx.outTradeNo)));
    expect(new Set(states)).toEqual(new Set(['SUCCESS']));
    expect(await grants(`order:${no}`)).toBe(6);
    const [o] = await t.db.query<{ status: number; buy_type: number }>(
      'select status, buy_type from pay_orders where out_trade_no = $1',
      [no],
    );
    expect(o).toEqual({ status: 1, buy_type: 2 });
  });

  it('extends a renewal from the current expiry', async () => {
    const rows = await t.db.query<{ period_start: Date; period_end: Date }>(
      `select period_start, period_end from pay_orders where tenant_id = '100001' and status = 1 order by paid_at`,
    );
    expect(rows).toHaveLength(2);
    expect(new Date(rows[1]!.period_start).getTime()).toBe(new Date(rows[0]!.period_end).getTime());
  });

  it('keeps other tenants out of a transaction', async () => {
    const no = await order('zhangwei');
    const tx = await pay('zhangwei', no);
    const res = (await get('lina', `${P}/wxPay/orderQuery?outTradeNo=${tx.outTradeNo}`)).json();
    expect(res.code).toBe(ResultCode.BUSINESS_ERROR);
    expect((await post('lina', `${P}/wxPay/nativePay`, { outTradeNo: no, payType: 1 })).json().msg).toBe(
      '订单不存在',
    );
    const list = (await get('lina', `${P}/tenant-buy-record/page?size=50`)).json().data.records as Array<{
      outTradeNo: string;
    }>;
    expect(list.some((o) => o.outTradeNo === no)).toBe(false);
  });

  it('closes the previous QR when the method switches, in each provider own states', async () => {
    const no = await order('zhangwei');
    const wx = await pay('zhangwei', no, 1);
    const ali = await pay('zhangwei', no, 2);
    expect(await wxState('zhangwei', wx.outTradeNo)).toBe('CLOSED');
    const q = (await get('zhangwei', `${P}/aliPay/tradeQuery?outTradeNo=${ali.outTradeNo}`)).json().data;
    expect(q.alipay_trade_query_response.trade_status).toBe('WAIT_BUYER_PAY');
    await sandbox(ali.codeUrl, 'fail');
    const failed = (await get('zhangwei', `${P}/aliPay/tradeQuery?outTradeNo=${ali.outTradeNo}`)).json().data;
    expect(failed.alipay_trade_query_response.trade_status).toBe('TRADE_CLOSED');
    // A WeChat number is not an Alipay trade.
    expect((await get('zhangwei', `${P}/aliPay/tradeQuery?outTradeNo=${wx.outTradeNo}`)).json().code).toBe(
      ResultCode.BUSINESS_ERROR,
    );
  });

  it('cancels an unpaid order after one hour, on read and in the list', async () => {
    const no = await order('zhangwei');
    const tx = await pay('zhangwei', no);
    await t.db.query(
      `update pay_orders set created_at = now() - interval '61 minutes' where out_trade_no = $1`,
      [no],
    );
    expect(await wxState('zhangwei', tx.outTradeNo)).toBe('CLOSED');
    const [o] = await t.db.query<{ status: number }>(
      'select status from pay_orders where out_trade_no = $1',
      [no],
    );
    expect(o!.status).toBe(2);
    // The payer can no longer confirm it.
    const url = new URL(tx.codeUrl);
    await t.app.inject({ method: 'POST', url: `${url.pathname}/confirm${url.search}` });
    expect(await grants(`order:${no}`)).toBe(0);

    const other = await order('zhangwei');
    await t.db.query(
      `update pay_orders set created_at = now() - interval '2 hours' where out_trade_no = $1`,
      [other],
    );
    const page = (await get('zhangwei', `${P}/tenant-buy-record/page?size=50`)).json().data;
    expect(page.records.find((r: { outTradeNo: string }) => r.outTradeNo === other).status).toBe(2);
    expect(
      (await post('zhangwei', `${P}/wxPay/nativePay`, { outTradeNo: other, payType: 1 })).json().msg,
    ).toBe('订单已取消，请重新下单');
  });
});

describe('activation codes', () => {
  it('lets only the platform operator mint codes, and a code grants once', async () => {
    expect(
      (
        await post('lina', `${P}/equityAccountCodeManagement/createBatch`, {
          productId: 'P2004',
          goodsTime: '1年',
          count: 2,
        })
      ).statusCode,
    ).toBe(403);
    const batch = (
      await post('admin', `${P}/equityAccountCodeManagement/createBatch`, {
        productId: 'P2004',
        goodsTime: '1年',
        count: 2,
      })
    ).json().data as { codes: string[]; batchNo: string };
    expect(batch.codes).toHaveLength(2);
    expect(batch.codes[0]).toMatch(/^[A-Z2-9]{9}$/);
    const redeem = (who: string, code: string) =>
      post(who, `${P}/equityAccountCodeManagement/scanActive`, { code, joinMode: 2 });
    const ok = (await redeem('lina', batch.codes[0]!.toLowerCase())).json();
    expect(ok.code).toBe(ResultCode.SUCCESS);
    expect(ok.data.productName).toBe('精准招商');
    expect((await redeem('wangfang', batch.codes[0]!)).json().code).toBe(ResultCode.BUSINESS_ERROR);
    expect((await redeem('lina', '12345678')).statusCode).toBe(400);
    const list = (await get('admin', `${P}/equityAccountCodeManagement/page?batchNo=${batch.batchNo}`)).json()
      .data;
    expect(list.total).toBe(2);
    const used = list.records.find((r: { code: string }) => r.code === batch.codes[0]);
    expect(used).toMatchObject({ status: 1, usedBy: '李娜', usedTenantName: '杭州云栖智造科技有限公司' });
    expect((await get('lina', `${P}/pay/queryBuyRegions?businessType=4`)).json().data).toEqual(['100000']);
  });

  it('rate-limits wrong codes per user', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push(
        (
          await post('wangfang', `${P}/equityAccountCodeManagement/scanActive`, {
            code: `WRONG000${i}`,
            joinMode: 2,
          })
        ).json().code,
      );
    expect(codes.slice(0, 4).every((c) => c === ResultCode.BUSINESS_ERROR)).toBe(true);
    expect(codes[5]).toBe(ResultCode.TOO_MANY_REQUESTS);
  });
});

describe('free trial and purchase checks', () => {
  it('starts one trial for a region (never nationwide) and checks purchases per region', async () => {
    const info = (await get('wangfang', `${P}/trial/info`)).json().data;
    expect(info).toMatchObject({ day: 7, used: false, activeUntil: null });
    expect((await post('wangfang', `${P}/trial/active`, { regionCode: '100000' })).statusCode).toBe(400);
    const res = (
      await post('wangfang', `${P}/trial/active`, { regionCode: '330100', domain: 'localhost' })
    ).json();
    expect(res.code).toBe(ResultCode.SUCCESS);
    expect(res.data.endDate).toBe(info.endDate);
    const running = (await get('lina', `${P}/trial/info`)).json().data;
    expect(running).toMatchObject({
      used: true,
      activeUntil: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(running.activeUntil.slice(0, 10)).toBe(info.endDate);
    expect((await post('lina', `${P}/trial/active`, { regionCode: '330100' })).json().msg).toBe(
      '您已体验过免费试用',
    );

    const isBuy = async (path: string, ranges: string) =>
      (await post('lina', `${P}/pay/${path}`, { businessType: 2, ranges })).json().data;
    expect(await isBuy('isBuy', '330100')).toBe(true);
    expect(await isBuy('isBuy', '330100,110000')).toBe(false);
    expect(await isBuy('isBuy1', '330100,110000')).toBe(true);
    expect(
      (await get('lina', `/api/platform-pay/permission/check?businessType=2&regionCode=120000`)).json().data,
    ).toBe('true');
  });

  it('sends the trial header false once the trial ended without a purchase', async () => {
    await t.db.query(
      `update pay_trials set ends_at = now() - interval '1 minute' where tenant_id = '200001'`,
    );
    await t.db.query(
      `update tenant_purchases set expires_at = now() - interval '1 minute' where tenant_id = '200001' and expires_at > now()`,
    );
    expect((await get('lina', `${P}/trial/info`)).json().data).toMatchObject({
      used: true,
      activeUntil: null,
    });
    const res = await get('lina', `${P}/member/member-info`);
    expect(res.headers.trial).toBe('false');
    expect((await get('zhangwei', `${P}/member/member-info`)).headers.trial).toBeUndefined();
  });
});
