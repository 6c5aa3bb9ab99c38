import { z } from 'zod';
import { PHONE_PATTERN } from './phone';
import { storableUrl } from './url';

export { PHONE_PATTERN, checkPhone, normalisePhone, type PhoneCheck } from './phone';
export { findUnstorableText, isStorableText } from './storable-text';

export const MD5_PATTERN = /^[a-f0-9]{32}$/i;

export const phoneSchema = z.string().trim().max(20).regex(PHONE_PATTERN, '手机号码格式不正确');
/** The client sends passwords MD5-hashed (spec 1 §5); the server never sees the clear text. */
export const md5PasswordSchema = z.string().regex(MD5_PATTERN, 'password must be an MD5 hex digest');
export const tenantIdSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'tenantId must be 6 digits');
export const shortText = (max: number) => z.string().trim().max(max);

/** A URL field (the one URL-safety rule, url.ts): http(s), protocol-relative or a same-origin path. */
export const urlSchema = (max = 500) =>
  z.string().trim().max(max).refine(storableUrl, 'url must be http(s) or one of our uploads');

/** A calendar day, YYYY-MM-DD: 2025-02-30 is refused (Date.parse would roll it into March). */
export const daySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD')
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
  }, 'not a day of the calendar');
