import { createCipheriv, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WechatPayConfig } from '../../config';
import { GatewayError } from './gateway';
import {
  authorizationHeader,
  createWechatGateway,
  decryptResource,
  requestSignMessage,
  rfc3339China,
  verifyWechatSignature,
  type FetchLike,
} from './wechat';
import { createSign } from 'node:crypto';

// Throwaway keys made for this run: the merchant's and WeChat Pay's (platform) RSA 2048 pairs.
const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pem();
const platform = pem();
const API_V3_KEY = randomBytes(16).toString('hex'); // 32 characters

const cfg: WechatPayConfig = {
  appId: 'wx0000000000000001',
  mchId: '1900000001',
  mchSerialNo: 'MERCHANTSERIAL01',
  privateKey: merchant.privateKey,
  apiV3Key: API_V3_KEY,
  platformPublicKey: platform.publicKey,
  platformSerial: 'PUB_KEY_ID_0001',
  baseUrl: 'https://api.mch.weixin.qq.com',
};

const now = () => String(Math.floor(Date.now() / 1000));
const platformSign = (timestamp: string, nonce: string, body: string) =>
  createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platform.privateKey, 'base64');

/** A response as WeChat Pay sends it: signed with the platform key. */
function signedResponse(status: number, body: unknown, tamper = false): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = now();
  const nonce = randomBytes(8).toString('hex');
  const signature = platformSign(timestamp, nonce, text);
  return new Response(status === 204 ? null : tamper ? text.replace('}', ',"x":1}') : text, {
    status,
    headers: {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': 'PUB_KEY_ID_0001',
    },
  });
}

function encrypt(plain: string, key = API_V3_KEY) {
  const nonce = randomBytes(6).toString('hex'); // 12 characters
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    associated_data: 'transaction',
    nonce,
  };
}

describe('WeChat Pay v3 request signing', () => {
  it('signs METHOD, path, timestamp, nonce and body with the merchant key', () => {
    const body = '{"mchid":"1900000001"}';
    const header = authorizationHeader(cfg, {
      method: 'POST',
      pathWithQuery: '/v3/pay/transactions/native',
      body,
      timestamp: '1700000000',
      nonce: 'abc123',
    });
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="abc123",signature="[^"]+",/,
    );
    expect(header).toContain('timestamp="1700000000",serial_no="MERCHANTSERIAL01"');
    const signature = /signature="([^"]+)"/.exec(header)![1]!;
    const message = requestSignMessage('POST', '/v3/pay/transactions/native', '1700000000', 'abc123', body);
    expect(message).toBe('POST\n/v3/pay/transactions/native\n1700000000\nabc123\n{"mchid":"1900000001"}\n');
    expect(createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, signature, 'base64')).toBe(
      true,
    );
    // PKCS#1 v1.5 signatures are deterministic: the same vector signs the same.
    expect(
      authorizationHeader(cfg, {
        method: 'POST',
        pathWithQuery: '/v3/pay/transactions/native',
        body,
        timestamp: '1700000000',
        nonce: 'abc123',
      }),
    ).toBe(header);
  });

  it('writes time_expire in China time', () => {
    expect(rfc3339China(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T08:00:00+08:00');
  });
});

describe('WeChat Pay v3 signature verification and decryption', () => {
  it('accepts a genuine signature and refuses tampering, stale timestamps and another key', () => {
    const ts = now();
    const body = '{"ok":true}';
    const signature = platformSign(ts, 'n1', body);
    expect(verifyWechatSignature({ timestamp: ts, nonce: 'n1', signature, body }, platform.publicKey)).toBe(
      true,
    );
    expect(
      verifyWechatSignature(
        { timestamp: ts, nonce: 'n1', signature, body: '{"ok":false}' },
        platform.publicKey,
      ),
    ).toBe(false);
    expect(verifyWechatSignature({ timestamp: ts, nonce: 'n1', signature, body }, merchant.publicKey)).toBe(
      false,
    );
    const old = String(Number(ts) - 600);
    expect(
      verifyWechatSignature(
        { timestamp: old, nonce: 'n1', signature: platformSign(old, 'n1', body), body },
        platform.publicKey,
      ),
    ).toBe(false);
    expect(
      verifyWechatSignature(
        { timestamp: ts, nonce: 'n1', signature, body, serial: 'OTHER' },
        platform.publicKey,
        {
          expectedSerial: 'PUB_KEY_ID_0001',
        },
      ),
    ).toBe(false);
  });

  it('decrypts an AEAD_AES_256_GCM resource and rejects a wrong key or a forged tag', () => {
    const resource = encrypt('{"out_trade_no":"W1"}');
    expect(decryptResource(resource, API_V3_KEY)).toBe('{"out_trade_no":"W1"}');
    expect(() => decryptResource(resource, 'x'.repeat(32))).toThrow();
    const forged = Buffer.from(resource.ciphertext, 'base64');
    forged[forged.length - 1]! ^= 1;
    expect(() =>
      decryptResource({ ...resource, ciphertext: forged.toString('base64') }, API_V3_KEY),
    ).toThrow();
  });

  it('parses a payment notification only when signed and encrypted for this merchant', () => {
    const gateway = createWechatGateway(cfg, async () => new Response(null, { status: 500 }));
    const notification = (trade: object) => {
      const body = JSON.stringify({
        id: 'EV-1',
        event_type: 'TRANSACTION.SUCCESS',
        resource_type: 'encrypt-resource',
        resource: encrypt(JSON.stringify(trade)),
      });
      const ts = now();
      const headers = {
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': 'nonce-1',
        'wechatpay-signature': platformSign(ts, 'nonce-1', body),
        'wechatpay-serial': 'PUB_KEY_ID_0001',
      };
      return { headers, body };
    };
    const ok = notification({
      mchid: cfg.mchId,
      out_trade_no: 'W20260101',
      trade_state: 'SUCCESS',
      amount: { total: 198000 },
    });
    expect(gateway.parseNotification(ok.headers, ok.body)).toEqual({
      outTradeNo: 'W20260101',
      status: 'PAID',
      state: 'SUCCESS',
      amountFen: 198000,
    });
    expect(() => gateway.parseNotification(ok.headers, ok.body.replace('EV-1', 'EV-2'))).toThrow(
      GatewayError,
    );
    const other = notification({ mchid: '1999999999', out_trade_no: 'W1', trade_state: 'SUCCESS' });
    expect(() => gateway.parseNotification(other.headers, other.body)).toThrow(GatewayError);
  });
});

describe('WeChat Pay v3 calls', () => {
  it('creates a Native order, queries and closes it, verifying every response', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const replies = [
      signedResponse(200, { code_url: 'weixin://wxpay/bizpayurl?pr=abc' }),
      signedResponse(200, { trade_state: 'NOTPAY', amount: { total: 198000 } }),
      signedResponse(200, { trade_state: 'SUCCESS', amount: { total: 198000 } }),
      signedResponse(204, undefined),
      signedResponse(200, { trade_state: 'SUCCESS' }, true),
    ];
    const fetchFake: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return replies.shift()!;
    };
    const gateway = createWechatGateway(cfg, fetchFake);
    const created = await gateway.createNative({
      outTradeNo: 'W20260101000000ABCDEF',
      amountFen: 198000,
      subject: '个人版 1年',
      expiresAt: new Date('2026-01-01T01:00:00Z'),
      notifyUrl: 'https://pay.example.com/api/platform-pay/wxPay/notify',
      origin: 'http://unused',
    });
    expect(created.codeUrl).toBe('weixin://wxpay/bizpayurl?pr=abc');
    expect(calls[0]!.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    const sent = JSON.parse(String(calls[0]!.init.body));
    expect(sent).toMatchObject({
      appid: cfg.appId,
      mchid: cfg.mchId,
      out_trade_no: 'W20260101000000ABCDEF',
      time_expire: '2026-01-01T09:00:00+08:00',
      amount: { total: 198000, currency: 'CNY' },
    });
    const auth = (calls[0]!.init.headers as Record<string, string>).authorization!;
    const parts = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const message = requestSignMessage(
      'POST',
      '/v3/pay/transactions/native',
      parts.timestamp!,
      parts.nonce_str!,
      String(calls[0]!.init.body),
    );
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, parts.signature!, 'base64'),
    ).toBe(true);

    expect(await gateway.query('W20260101000000ABCDEF')).toEqual({
      status: 'WAIT',
      state: 'NOTPAY',
      amountFen: 198000,
    });
    expect(calls[1]!.url).toBe(
      'https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/W20260101000000ABCDEF?mchid=1900000001',
    );
    expect((await gateway.query('W20260101000000ABCDEF')).status).toBe('PAID');
    await gateway.close('W20260101000000ABCDEF');
    expect(calls[3]!.url).toMatch(/\/close$/);
    await expect(gateway.query('W20260101000000ABCDEF')).rejects.toThrow(/signature invalid/);
  });
});
