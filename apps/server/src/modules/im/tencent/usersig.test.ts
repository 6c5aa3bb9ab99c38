import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeUserSig, userSig, verifyUserSig } from './usersig';

// The key and app id of the example in Tencent's own tls-sig-api-v2 packages (TLSSigAPITest.js).
const key = {
  sdkAppId: 1400000000,
  secretKey: '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e',
};
const now = 1_700_000_000_123;

/**
 * Produced by the reference implementation, npm tls-sig-api-v2 1.0.2,
 * `new Api(1400000000, key).genUserSig('xiaojun', 604800)` with Date.now() = 1700000000123.
 */
const REFERENCE =
  'eJyrVgrxCdYrSy1SslIy0jNQ0gHzM1NS80oy0zLBwhWZiflZpXlQqeKU7MSCgswUJStDEwMogMiUZOamKlkZmqOKplYUZBalKlmZGZhYwMSKM9OVrJQssoyCQw0McoOD3fO8-F0NUr2DwovcMyzMgkICy93NfaLCIlMrw4tczd0ibZVqAS77MQE_';
const REFERENCE_HMAC = '8j2SU00mSSGnJOE0eKRWrGh86RTQwG7LZVYeyWrE7FY=';

describe('userSig (TLSSigAPIv2)', () => {
  it('decodes to the documented fields with the HMAC-SHA256 of the TLS content', () => {
    const { userSig: sig, expireAt } = userSig(key, 'xiaojun', 604800, now);
    expect(sig).toMatch(/^[A-Za-z0-9*_-]+$/);
    const doc = decodeUserSig(sig);
    expect(doc).toEqual({
      'TLS.ver': '2.0',
      'TLS.identifier': 'xiaojun',
      'TLS.sdkappid': 1400000000,
      'TLS.time': 1700000000,
      'TLS.expire': 604800,
      'TLS.sig': REFERENCE_HMAC,
    });
    // The HMAC, recomputed here from the algorithm's description.
    const content =
      'TLS.identifier:xiaojun\nTLS.sdkappid:1400000000\nTLS.time:1700000000\nTLS.expire:604800\n';
    expect(createHmac('sha256', key.secretKey).update(content).digest('base64')).toBe(REFERENCE_HMAC);
    expect(expireAt).toBe((1700000000 + 604800) * 1000);
  });

  it('matches the reference implementation: same document, and our verifier accepts its ticket', () => {
    expect(decodeUserSig(userSig(key, 'xiaojun', 604800, now).userSig)).toEqual(decodeUserSig(REFERENCE));
    const check = verifyUserSig(key, REFERENCE, now);
    expect(check).toMatchObject({ ok: true, expireAt: 1_700_604_800_000 });
  });

  it('expires after the TTL', () => {
    const { userSig: sig } = userSig(key, 'u_1', 3600, now);
    expect(verifyUserSig(key, sig, now + 3599_000).ok).toBe(true);
    expect(verifyUserSig(key, sig, 1_700_003_600_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused with another key, another app or when tampered with', () => {
    const { userSig: sig } = userSig(key, 'u_1', 3600, now);
    expect(verifyUserSig({ ...key, secretKey: 'x'.repeat(64) }, sig, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyUserSig({ ...key, sdkAppId: 1400000001 }, sig, now)).toEqual({ ok: false, reason: 'app' });
    const forged = userSig({ ...key, secretKey: 'y'.repeat(64) }, 'admin', 3600, now).userSig;
    expect(verifyUserSig(key, forged, now).ok).toBe(false);
    expect(verifyUserSig(key, 'not-a-sig', now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses identifiers Tencent does not accept and a bad TTL', () => {
    expect(() => userSig(key, '', 60, now)).toThrow();
    expect(() => userSig(key, 'a b', 60, now)).toThrow();
    expect(() => userSig(key, 'x'.repeat(33), 60, now)).toThrow();
    expect(() => userSig(key, 'ok', 0, now)).toThrow();
  });
});
