import { describe, expect, it } from 'vitest';
import { resourceApi } from './index';

describe('resource (SMS) schemas', () => {
  it('accepts phones with and without +86 / 0086', () => {
    for (const phone of ['13800138000', '+8613800138000', '008613800138000']) {
      expect(resourceApi.sendValidateNologin.input.safeParse({ phone }).success, phone).toBe(true);
    }
  });

  it('refuses malformed phones and codes', () => {
    for (const phone of ['', '1380013800', '12800138000', '23800138000', '1380013800a']) {
      expect(resourceApi.sendValidateNologin.input.safeParse({ phone }).success, phone).toBe(false);
    }
    const check = { phone: '13800138000', id: 'sms-1', value: '1234' };
    expect(resourceApi.validateMessageNologin.input.safeParse(check).success).toBe(true);
    expect(resourceApi.validateMessageNologin.input.safeParse({ ...check, value: '12a4' }).success).toBe(
      false,
    );
  });

  it('needs the captcha verification for the blocking send', () => {
    const input = resourceApi.sendValidateNologinBlock.input;
    expect(input.safeParse({ phone: '13800138000' }).success).toBe(false);
    expect(input.safeParse({ phone: '13800138000', captchaVerification: 'v' }).success).toBe(true);
  });
});
