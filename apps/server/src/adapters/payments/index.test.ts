import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { kyselyOver } from '../../db/kysely';
import { createPaymentGateways, describeGateways } from '.';

const key = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('gateway choice', () => {
  const db = kyselyOver({ query: async () => [], run: async () => ({ rows: [], rowCount: 0 }) });
  const secret = new Uint8Array(32);

  it('uses the sandbox without credentials, and nothing when the sandbox is off', () => {
    const g = createPaymentGateways(loadConfig({}).pay, db, secret);
    expect(describeGateways(g)).toBe('payments: wechat=sandbox, alipay=sandbox');
    const off = createPaymentGateways(loadConfig({ PAY_SANDBOX: 'false' }).pay, db, secret);
    expect(describeGateways(off)).toBe('payments: wechat=disabled, alipay=disabled');
  });

  it('keeps the sandbox off in production mode unless it is turned on explicitly', () => {
    const production = createPaymentGateways(loadConfig({ APP_MODE: 'production' }).pay, db, secret);
    expect(describeGateways(production)).toBe('payments: wechat=disabled, alipay=disabled');
    const fromNodeEnv = createPaymentGateways(loadConfig({ NODE_ENV: 'production' }).pay, db, secret);
    expect(describeGateways(fromNodeEnv)).toBe('payments: wechat=disabled, alipay=disabled');
    const demo = loadConfig({ APP_MODE: 'production', PAY_SANDBOX: 'true' }).pay;
    expect(describeGateways(createPaymentGateways(demo, db, secret))).toBe(
      'payments: wechat=sandbox, alipay=sandbox',
    );
  });

  it('uses the real providers when their credentials are configured', () => {
    const merchant = key();
    const alipay = key();
    const cfg = loadConfig({
      PAY_PUBLIC_BASE_URL: 'https://pay.example.com',
      WECHAT_PAY_APP_ID: 'wx1',
      WECHAT_PAY_MCH_ID: '1900000001',
      WECHAT_PAY_MCH_SERIAL_NO: 'S1',
      WECHAT_PAY_PRIVATE_KEY: merchant.privateKey.replace(/\n/g, '\\n'),
      WECHAT_PAY_API_V3_KEY: 'k'.repeat(32),
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: merchant.publicKey,
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: alipay.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
    });
    expect(cfg.pay.wechat?.privateKey).toBe(merchant.privateKey);
    expect(describeGateways(createPaymentGateways(cfg.pay, db, secret))).toBe(
      'payments: wechat=wechat, alipay=alipay',
    );
  });

  it('refuses partial credentials and the test poll limit outside test mode', () => {
    expect(() => loadConfig({ WECHAT_PAY_MCH_ID: '1900000001' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALIPAY_APP_ID: '1' })).toThrow(ConfigError);
    expect(loadConfig({ PAY_TEST_POLL_LIMIT: '3' }).pay.pollLimit).toBe(120);
    expect(loadConfig({ APP_MODE: 'test', PAY_TEST_POLL_LIMIT: '3' }).pay.pollLimit).toBe(3);
  });
});
