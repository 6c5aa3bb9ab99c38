import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { AlipayRequestError } from 'alipay-sdk';
import { describe, expect, it, vi } from 'vitest';
import type { AlipayConfig } from '../../config';
import { chinaTime, createAlipayGateway, createAlipaySdk, fenOf, yuanString } from './alipay';
import { GatewayError } from './gateway';

// Throwaway RSA 2048 keys: the application's and "Alipay's".
const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const app = pair();
const alipay = pair();

const cfg: AlipayConfig = {
  appId: '2021000000000001',
  privateKey: app.privateKey,
  alipayPublicKey: alipay.publicKey,
  keyType: 'PKCS8',
  endpoint: 'https://openapi.alipay.com',
};

/** Alipay's notification signing: sorted key=value pairs without sign and sign_type, RSA2. */
function signNotification(fields: Record<string, string>): Record<string, string> {
  const content = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content, 'utf8').sign(alipay.privateKey, 'base64');
  return { ...fields, sign, sign_type: 'RSA2' };
}

describe('Alipay through alipay-sdk (RSA2)', () => {
  it('signs a request with the application key', () => {
    const sdk = createAlipaySdk(cfg);
    const query = sdk.sdkExecute('alipay.trade.precreate', {
      bizContent: { out_trade_no: 'A20260101', total_amount: '1980.00', subject: '个人版 1年' },
    });
    const params = Object.fromEntries(new URLSearchParams(query));
    expect(params.sign_type).toBe('RSA2');
    expect(params.app_id).toBe(cfg.appId);
    const { sign, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(content, 'utf8').verify(app.publicKey, sign!, 'base64')).toBe(
      true,
    );
  });

  it('verifies notifications signed by Alipay and refuses forgeries', () => {
    const gateway = createAlipayGateway(cfg);
    const form = signNotification({
      app_id: cfg.appId,
      out_trade_no: 'A20260101',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '1980.00',
      notify_time: '2026-01-01 10:00:00',
    });
    expect(gateway.parseNotification(form)).toEqual({
      outTradeNo: 'A20260101',
      status: 'PAID',
      state: 'TRADE_SUCCESS',
      amountFen: 198000,
    });
    expect(() => gateway.parseNotification({ ...form, total_amount: '0.01' })).toThrow(GatewayError);
    const otherApp = signNotification({
      app_id: '2021999999999999',
      out_trade_no: 'A1',
      trade_status: 'TRADE_SUCCESS',
    });
    expect(() => gateway.parseNotification(otherApp)).toThrow(/another app/);
  });

  it('maps precreate and query answers, a not-yet-scanned trade waiting', async () => {
    const sdk = createAlipaySdk(cfg);
    const curl = vi.spyOn(sdk, 'curl');
    const gateway = createAlipayGateway(cfg, sdk);
    curl.mockResolvedValueOnce({
      data: { qr_code: 'https://qr.alipay.com/bax01' },
      responseHttpStatus: 200,
      traceId: 't',
    });
    const created = await gateway.createNative({
      outTradeNo: 'A20260101',
      amountFen: 5960000,
      subject: '企业版 1年',
      expiresAt: new Date('2026-01-01T01:00:00Z'),
      notifyUrl: undefined,
      origin: 'http://unused',
    });
    expect(created.codeUrl).toBe('https://qr.alipay.com/bax01');
    expect(curl).toHaveBeenLastCalledWith('POST', '/v3/alipay/trade/precreate', {
      body: {
        out_trade_no: 'A20260101',
        total_amount: '59600.00',
        subject: '企业版 1年',
        time_expire: '2026-01-01 09:00:00',
      },
    });
    curl.mockRejectedValueOnce(new AlipayRequestError('not exist', { code: 'ACQ.TRADE_NOT_EXIST' }));
    expect(await gateway.query('A20260101')).toEqual({ status: 'WAIT', state: 'WAIT_BUYER_PAY' });
    curl.mockResolvedValueOnce({
      data: { trade_status: 'TRADE_SUCCESS', total_amount: '59600.00' },
      responseHttpStatus: 200,
      traceId: 't',
    });
    expect(await gateway.query('A20260101')).toEqual({
      status: 'PAID',
      state: 'TRADE_SUCCESS',
      amountFen: 5960000,
    });
    curl.mockRejectedValueOnce(new AlipayRequestError('boom', { code: 'ISP.UNKNOWN' }));
    await expect(gateway.query('A20260101')).rejects.toThrow(GatewayError);
  });

  it('converts money and time exactly', () => {
    expect(yuanString(198000)).toBe('1980.00');
    expect(yuanString(5)).toBe('0.05');
    expect(fenOf('1980.5')).toBe(198050);
    expect(chinaTime(new Date('2026-06-30T16:30:00Z'))).toBe('2026-07-01 00:30:00');
  });
});
