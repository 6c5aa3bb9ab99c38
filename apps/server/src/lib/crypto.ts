import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const newId = () => randomUUID();

/** Numeric ids in the style of the platform's other services (19 digits, time ordered). */
export function newNumericId(now = Date.now()): string {
  return `${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`.slice(0, 19);
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');
