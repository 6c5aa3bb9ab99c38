import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `<timestamp>.<raw body>` with the partner secret, hex (docs/widgets-partners.md). */
export function signPartnerRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time comparison of a presented signature with the expected one. */
export function signatureMatches(expected: string, presented: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(presented, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whole seconds since the epoch within the allowed skew of now. */
export function timestampFresh(timestamp: string, skewSeconds: number, now = Date.now()): boolean {
  if (!/^\d{9,11}$/.test(timestamp)) return false;
  return Math.abs(now / 1000 - Number(timestamp)) <= skewSeconds;
}
