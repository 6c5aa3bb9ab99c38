import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IM_LIMITS,
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_LOCK_MINUTES,
  SMS_RESEND_SECONDS,
} from '@platform/contracts';
import { loadConfig } from '../config';
import { CODE_FAILURE_LIMIT, CODE_FAILURE_WINDOW } from '../modules/pay';
import { SMS_CODE_MAX_ATTEMPTS } from '../modules/resource';
import { FRIEND_APPLY_PER_HOUR, PEOPLE_SEARCH_PER_HOUR } from '../modules/social';
import { DEFAULT_PARTNER_RATE_PER_MINUTE } from '../plugins/partner-origins';
import { createTestApp, type TestApp } from './test-app';

const DOC = new URL('../../../../docs/architecture/rate-limits.md', import.meta.url);

/** The body rows of the first table after `heading`, as trimmed cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}" in rate-limits.md`);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const end = lines.findIndex((l, i) => i > first && !l.startsWith('|'));
  return lines.slice(first + 2, end < 0 ? undefined : end).map((l) =>
    l
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim()),
  );
}

const asWindow = (w: string | number) => (typeof w === 'number' ? `${w} ms` : w);

let t: TestApp;
let doc: string;
beforeAll(async () => {
  t = await createTestApp();
  doc = readFileSync(DOC, 'utf8');
});
afterAll(() => t.close());

describe('docs/architecture/rate-limits.md', () => {
  it('lists exactly the limits the routes register, with their figures', () => {
    const documented = tableAfter(doc, '## Per-route limits (registered)').map(
      ([method, path, max, window, per]) => `${method} ${path} ${max} per ${window} per ${per}`,
    );
    const registered = t.app.routeRateLimits
      .filter((l) => l.method !== 'HEAD')
      .map(
        (l) =>
          `${l.method} ${l.url} ${l.max} per ${asWindow(l.timeWindow)} per ${l.perAddress ? 'address' : 'user'}`,
      );
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('gives the figures of the other limits as the code and the configuration defaults have them', () => {
    const config = loadConfig({ APP_MODE: 'test', JWT_SECRET: 'x'.repeat(40) });
    const lock = `${LOGIN_LOCK_MINUTES} minutes`;
    const expected: Record<string, string> = {
      'Friend applications (`friend/sendbusinesscard`)': `${FRIEND_APPLY_PER_HOUR} per 1 hour`,
      'Person searches (`searchResult`, `searchPerson`, one budget)': `${PEOPLE_SEARCH_PER_HOUR} per 1 hour`,
      'Partner-page calls (any `/api/` call from a partner origin)': `${DEFAULT_PARTNER_RATE_PER_MINUTE} per 1 minute`,
      'SMS codes to one phone': `1 per ${SMS_RESEND_SECONDS} seconds`,
      'SMS codes to one phone a day': `${config.smsPhoneLimitPerDay} per 1 day`,
      'SMS codes from one address': `${config.smsIpLimitPerHour} per 1 hour`,
      'Wrong tries of one SMS code': `${SMS_CODE_MAX_ATTEMPTS} per code`,
      'Wrong activation codes': `${CODE_FAILURE_LIMIT} per ${CODE_FAILURE_WINDOW}`,
      'Login lock: failures on one account from one address': `${LOGIN_FAILURE_LIMIT} per ${lock}`,
      'Login lock: failures from one address': `${LOGIN_IP_FAILURE_LIMIT} per ${lock}`,
      'Login lock: failures on one account': `${LOGIN_ACCOUNT_FAILURE_LIMIT} per ${lock}`,
      'Chat socket frames (sends, reads, typing, sync)': `${IM_LIMITS.framesPerSecond} per 1 second`,
    };
    const documented = Object.fromEntries(
      tableAfter(doc, '## Other limits').map(([name, figure]) => [name, figure]),
    );
    expect(documented).toEqual(expected);
  });
});
