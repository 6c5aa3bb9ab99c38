import { z } from 'zod';

/** Phone: optional +86 or 0086, starts with 1, second digit 3-9, 11 digits (spec 1 §5). */
export const PHONE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;
export const MD5_PATTERN = /^[a-f0-9]{32}$/i;

export const phoneSchema = z.string().trim().max(20).regex(PHONE_PATTERN, '手机号码格式不正确');
/** The client sends passwords MD5-hashed (spec 1 §5); the server never sees the clear text. */
export const md5PasswordSchema = z.string().regex(MD5_PATTERN, 'password must be an MD5 hex digest');
export const tenantIdSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'tenantId must be 6 digits');
export const shortText = (max: number) => z.string().trim().max(max);

/** Strips the +86 / 0086 prefix so one phone has one stored form. */
export function normalisePhone(phone: string): string {
  return phone.replace(/^(?:\+86|0086)/, '');
}

export type PhoneCheck = 'empty' | 'length' | 'format' | 'ok';

/** The three client-side phone messages of spec 1 §5, in order of precedence. */
export function checkPhone(value: string): PhoneCheck {
  const phone = normalisePhone(value.trim());
  if (!phone) return 'empty';
  if (phone.length !== 11) return 'length';
  return PHONE_PATTERN.test(phone) ? 'ok' : 'format';
}
