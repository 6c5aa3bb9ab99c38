import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginToken, type TestApp } from '../../test/test-app';

// Throwaway keys: merchant, WeChat Pay platform, Alipay app and "Alipay".
const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pair();
const platform = pair();
const app = pair();
const alipay = pair();
const API_V3_KEY = randomBytes(16).toString('hex');
const MCH_ID = '1900000001';
const ALIPAY_APP_ID = '2021000000000001';
const esc = (pem: string) => pem.replace(/\n/g, '\\n');

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    PAY_PUBLIC_BASE_URL: 'https://pay.example.com',
    WECHAT_PAY_APP_ID: 'wx0000000000000001',
    WECHAT_PAY_MCH_ID: MCH_ID,
    WECHAT_PAY_MCH_SERIAL_NO: 'MERCHANT01',
    WECHAT_PAY_PRIVATE_KEY: esc(merchant.privateKey),
    WECHAT_PAY_API_V3_KEY: API_V3_KEY,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: esc(platform.publicKey),
    ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: esc(app.privateKey),
    ALIPAY_PUBLIC_KEY: esc(alipay.publicKey),
  });
  token = (await loginToken(t.app, 'zhangwei')).access;
});
afterAll(() => t.close());

/** An unpaid personal order with one open transaction, as if the provider had issued its QR. */
async function openTransaction(payType: 1 | 2): Promise<{ order: string; tx: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/platform-pay/tenant-buy-record/createOrder',
    headers: bearer(token),
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
  const order = res.json().data as string;
  const tx = `${payType === 1 ? 'W' : 'A'}${order.slice(1)}`;
  await t.db.query(
    `insert into pay_transactions (out_trade_no, order_no, tenant_id, pay_type, gateway, code_url, amount_fen, state)
     values ($1, $2, '100001', $3, $4, 'weixin://x', 198000, $5)`,
    [tx, order, payType, payType === 1 ? 'wechat' : 'alipay', payType === 1 ? 'NOTPAY' : 'WAIT_BUYER_PAY'],
  );
  return { order, tx };
}

function wechatNotification(trade: object, key = API_V3_KEY) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(trade)),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: ciphertext.toString('base64'),
      associated_data: 'transaction',
      nonce,
    },
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const sigNonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${ts}\n${sigNonce}\n${body}\n`)
    .sign(platform.privateKey, 'base64');
  return {
    method: 'POST' as const,
    url: '/api/platform-pay/wxPay/notify',
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': sigNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': 'PUB_KEY_ID_0001',
    },
    payload: body,
  };
}

const grants = async (order: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from tenant_purchases where source = $1', [
      `order:${order}`,
    ])
  )[0]!.n;

describe('provider notifications', () => {
  it('logs the real gateways at start', async () => {
    const settings = (await t.app.inject({ url: '/api/platform-pay/pay/settings' })).json().data;
    expect(settings.gateways).toEqual({ wechat: 'wechat', alipay: 'alipay' });
  });

  it('grants a WeChat payment once across 20 concurrent genuine notifications', async () => {
    const { order, tx } = await openTransaction(1);
    const paid = { mchid: MCH_ID, out_trade_no: tx, trade_state: 'SUCCESS', amount: { total: 198000 } };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject(wechatNotification(paid))),
    );
    expect(replies.every((r) => r.statusCode === 204)).toBe(true);
    expect(await grants(order)).toBe(6);
    const [row] = await t.db.query<{ status: number; pay_type: number }>(
      'select status, pay_type from pay_orders where out_trade_no = $1',
      [order],
    );
    expect(row).toEqual({ status: 1, pay_type: 1 });
    // The polling query now answers from the stored state without calling WeChat.
    const q = await t.app.inject({
      url: `/api/platform-pay/wxPay/orderQuery?outTradeNo=${tx}`,
      headers: bearer(token),
    });
    expect(q.json().data.trade_state).toBe('SUCCESS');
  });

  it('refuses forged, tampered and wrong-amount WeChat notifications', async () => {
    const { order, tx } = await openTransaction(1);
    const forged = wechatNotification(
      { mchid: MCH_ID, out_trade_no: tx, trade_state: 'SUCCESS' },
      'k'.repeat(32),
    );
    expect((await t.app.inject(forged)).statusCode).toBe(401);
    const good = wechatNotification({
      mchid: MCH_ID,
      out_trade_no: tx,
      trade_state: 'SUCCESS',
      amount: { total: 198000 },
    });
    const tampered = { ...good, payload: good.payload.replace('TRANSACTION.SUCCESS', 'TRANSACTION.FORGED') };
    expect((await t.app.inject(tampered)).statusCode).toBe(401);
    const cheap = wechatNotification({
      mchid: MCH_ID,
      out_trade_no: tx,
      trade_state: 'SUCCESS',
      amount: { total: 1 },
    });
    expect((await t.app.inject(cheap)).statusCode).toBe(204);
    expect(await grants(order)).toBe(0);
  });

  it('grants an Alipay payment from a form notification signed with RSA2', async () => {
    const { order, tx } = await openTransaction(2);
    const fields: Record<string, string> = {
      app_id: ALIPAY_APP_ID,
      out_trade_no: tx,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '1980.00',
      notify_time: '2026-01-01 10:00:00',
    };
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content).sign(alipay.privateKey, 'base64');
    const post = (form: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform-pay/aliPay/notify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
    expect((await post({ ...fields, total_amount: '0.01', sign, sign_type: 'RSA2' })).body).toBe('fail');
    expect(await grants(order)).toBe(0);
    const res = await post({ ...fields, sign, sign_type: 'RSA2' });
    expect(res.body).toBe('success');
    expect(await grants(order)).toBe(6);
  });
});
