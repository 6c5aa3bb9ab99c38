import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAY_SWEEP_INTERVAL_MS: '1000' });
});
afterAll(() => t.close());

describe('the periodic sweep', () => {
  it('cancels an unpaid order past one hour and closes its QR, without anyone reading it', async () => {
    const { access } = await loginToken(t.app, 'zhangwei');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/platform-pay/tenant-buy-record/createOrder',
      headers: bearer(access),
      payload: {
        renewalExpandTempList: [],
        tenantBuyRecord: {
          tenantId: '100001',
          buyType: 1,
          productId: 'P1001',
          mealId: 'M1001',
          goodsId: 'G1002',
        },
      },
    });
    const order = created.json().data as string;
    const tx = (
      await t.app.inject({
        method: 'POST',
        url: '/api/platform-pay/wxPay/nativePay',
        headers: bearer(access),
        payload: { outTradeNo: order, payType: 1 },
      })
    ).json().data.outTradeNo as string;
    const younger = await t.app.inject({
      method: 'POST',
      url: '/api/platform-pay/tenant-buy-record/createOrder',
      headers: bearer(access),
      payload: {
        renewalExpandTempList: [],
        tenantBuyRecord: {
          tenantId: '100001',
          buyType: 1,
          productId: 'P1001',
          mealId: 'M1001',
          goodsId: 'G1001',
        },
      },
    });
    const fresh = [{ out_trade_no: younger.json().data as string }];
    await t.db.query(
      `update pay_orders set created_at = now() - interval '61 minutes' where out_trade_no = $1`,
      [order],
    );
    const status = async () =>
      (
        await t.db.query<{ status: number }>('select status from pay_orders where out_trade_no = $1', [order])
      )[0]!.status;
    await expect.poll(status, { timeout: 5000, interval: 200 }).toBe(2);
    const [trade] = await t.db.query<{ state: string }>(
      'select state from pay_sandbox_trades where out_trade_no = $1',
      [tx],
    );
    expect(trade!.state).toBe('CLOSED');
    // Younger unpaid orders stay payable.
    for (const f of fresh) {
      const [row] = await t.db.query<{ status: number }>(
        'select status from pay_orders where out_trade_no = $1',
        [f.out_trade_no],
      );
      expect(row!.status).toBe(0);
    }
  });
});
