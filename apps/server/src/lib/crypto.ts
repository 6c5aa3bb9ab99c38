import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const newId = () => randomUUID();

const ID_SUFFIXES = 1_000_000;
let idMs = 0;
let idSuffix = 0;

/**
 * Numeric ids in the style of the platform's other services (19 digits, time ordered): the
 * millisecond, then 6 digits that start at random each millisecond and count up within it, so the
 * ids one process makes in one millisecond (a card's modules) never repeat.
 */
export function newNumericId(now = Date.now()): string {
  if (now === idMs) idSuffix = (idSuffix + 1) % ID_SUFFIXES;
  else {
    idMs = now;
    idSuffix = randomInt(0, ID_SUFFIXES);
  }
  return `${now}${String(idSuffix).padStart(6, '0')}`.slice(0, 19);
}

/** A random 18-digit id (no leading zero): the user area's records are named by digit strings. */
export const randomDigitId = () =>
  `${randomInt(1, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');
