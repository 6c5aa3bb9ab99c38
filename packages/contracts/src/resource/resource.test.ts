import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, resourceApi } from './index';

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

describe('upload kinds', () => {
  it("takes chat attachments as kind 'file', up to 20 MB, and answers their name", () => {
    expect(resourceApi.fileUpload.input.safeParse({ kind: 'file' }).success).toBe(true);
    expect(UPLOAD_MAX_BYTES.file).toBe(20 * 1024 * 1024);
    expect(UPLOAD_TYPES.file).toEqual(expect.arrayContaining(['application/pdf', 'application/x-cfb']));
    expect(UPLOAD_TYPES.file).not.toContain('image/svg+xml');
    expect(UPLOAD_TYPES.file).not.toContain('text/html');
    const file = { id: 'a', url: '/u', kind: 'file', mime: 'text/plain', size: 1, width: null, height: null };
    expect(resourceApi.fileUpload.output.safeParse(file).success).toBe(false);
    expect(resourceApi.fileUpload.output.safeParse({ ...file, name: '纪要.txt' }).success).toBe(true);
  });
});
