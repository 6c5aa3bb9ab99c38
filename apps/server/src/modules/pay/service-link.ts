import { createHmac } from 'node:crypto';
import type { AuthUser } from '../../lib/auth';

/**
 * Link of the external customer-acquisition site: a short-lived signed ticket identifies the user
 * to the external site without a password.
 */
export function serviceLink(user: AuthUser, key: Uint8Array, base: string, now = Date.now()): string {
  const ts = Math.floor(now / 1000);
  const sig = createHmac('sha256', key).update(`${user.userId}.${user.tenantId}.${ts}`).digest('base64url');
  const url = new URL(base);
  url.searchParams.set('userId', user.userId);
  url.searchParams.set('tenantId', user.tenantId);
  url.searchParams.set('ts', String(ts));
  url.searchParams.set('sign', sig);
  return url.toString();
}
