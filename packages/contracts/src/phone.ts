/** Phone rules of spec 1 §5 without zod, so clients can check a phone in their first bundle. */

/** Phone: optional +86 or 0086, starts with 1, second digit 3-9, 11 digits (spec 1 §5). */
export const PHONE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;

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
