import { describe, expect, it } from 'vitest';
import { authApi, tokenRequestSchema, tokenResponseSchema } from './index';

const md5 = 'e10adc3949ba59abbe56e057f20f883e';

describe('auth schemas', () => {
  it('accepts the spec grant types (password, sms, refresh_token)', () => {
    expect(
      tokenRequestSchema.safeParse({
        grant_type: 'captcha',
        username: 'admin',
        password: md5,
        tenantId: '000000',
        scope: 'all',
        type: 'account',
        captchaVerification: 'abc',
      }).success,
    ).toBe(true);
    expect(
      tokenRequestSchema.safeParse({
        grant_type: 'sms',
        sms_phone: '+8613800138000',
        sms_id: 'sms-1',
        sms_value: '123456',
        platformName: '产业链数智平台',
        domain: 'localhost',
      }).success,
    ).toBe(true);
    expect(
      tokenRequestSchema.safeParse({ grant_type: 'refresh_token', refresh_token: 'r'.repeat(40) }).success,
    ).toBe(true);
  });

  it('refuses a clear-text password, an unknown grant and a short refresh token', () => {
    const password = { grant_type: 'password', username: 'a', password: '123456', captchaVerification: 'x' };
    expect(tokenRequestSchema.safeParse(password).success).toBe(false);
    expect(tokenRequestSchema.safeParse({ grant_type: 'social', tenantId: '000000' }).success).toBe(false);
    expect(tokenRequestSchema.safeParse({ grant_type: 'refresh_token', refresh_token: 'x' }).success).toBe(
      false,
    );
  });

  it('requires the snake_case user fields in a token response', () => {
    expect(tokenResponseSchema.safeParse({ access_token: 't', token_type: 'bearer' }).success).toBe(false);
  });

  it('defaults the captcha type and bounds the point JSON', () => {
    expect(authApi.captchaGet.input.parse({})).toEqual({ captchaType: 'blockPuzzle' });
    const check = { token: 't', pointJson: '{"x":120,"y":5}' };
    expect(authApi.captchaCheck.input.safeParse(check).success).toBe(true);
    expect(authApi.captchaCheck.input.safeParse({ ...check, pointJson: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(authApi.captchaCheck.input.safeParse({ ...check, captchaType: 'clickWord' }).success).toBe(false);
  });
});
