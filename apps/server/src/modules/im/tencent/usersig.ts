import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/**
 * UserSig, Tencent Cloud Chat's login ticket: the official TLSSigAPIv2 algorithm (the same as the
 * `tls-sig-api-v2` npm package and every server SDK of Tencent). An HMAC-SHA256 with the app's
 * secret key over
 *
 *   TLS.identifier:<id>\nTLS.sdkappid:<app>\nTLS.time:<unix s>\nTLS.expire:<ttl s>\n
 *
 * put in a JSON document with those fields, zlib-deflated, base64-encoded with '+' -> '*',
 * '/' -> '-', '=' -> '_'. Tencent accepts it from TLS.time until TLS.time + TLS.expire.
 */
export interface SigningKey {
  sdkAppId: number;
  secretKey: string;
}

export interface UserSigDoc {
  'TLS.ver': '2.0';
  'TLS.identifier': string;
  'TLS.sdkappid': number;
  'TLS.time': number;
  'TLS.expire': number;
  'TLS.sig': string;
}

function hmac(key: SigningKey, identifier: string, time: number, expire: number): string {
  const content =
    `TLS.identifier:${identifier}\n` +
    `TLS.sdkappid:${key.sdkAppId}\n` +
    `TLS.time:${time}\n` +
    `TLS.expire:${expire}\n`;
  return createHmac('sha256', key.secretKey).update(content).digest('base64');
}

function escape(base64: string): string {
  return base64.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
}

function unescape(sig: string): string {
  return sig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
}

/** Tencent's user ids: letters, digits, '_' and '-', at most 32 bytes. */
export const IM_IDENTIFIER = /^[\w-]{1,32}$/;

/**
 * Signs a UserSig for `identifier` valid for `ttlSeconds` from `nowMs`.
 * Answers the ticket and the moment it expires (ms since the epoch).
 */
export function userSig(
  key: SigningKey,
  identifier: string,
  ttlSeconds: number,
  nowMs: number = Date.now(),
): { userSig: string; expireAt: number } {
  if (!IM_IDENTIFIER.test(identifier)) throw new Error(`not a Tencent Cloud Chat user id: ${identifier}`);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0)
    throw new Error('ttlSeconds must be a positive integer');
  const time = Math.floor(nowMs / 1000);
  const doc: UserSigDoc = {
    'TLS.ver': '2.0',
    'TLS.identifier': identifier,
    'TLS.sdkappid': key.sdkAppId,
    'TLS.time': time,
    'TLS.expire': ttlSeconds,
    'TLS.sig': hmac(key, identifier, time, ttlSeconds),
  };
  const packed = deflateSync(Buffer.from(JSON.stringify(doc))).toString('base64');
  return { userSig: escape(packed), expireAt: (time + ttlSeconds) * 1000 };
}

/** Decodes a UserSig without checking it (inflate of the unescaped base64). */
export function decodeUserSig(sig: string): UserSigDoc {
  return JSON.parse(inflateSync(Buffer.from(unescape(sig), 'base64')).toString('utf8')) as UserSigDoc;
}

export type UserSigCheck =
  | { ok: true; doc: UserSigDoc; expireAt: number }
  | { ok: false; reason: 'malformed' | 'app' | 'signature' | 'expired' };

/** What Tencent checks: the app, the HMAC with our key, and the validity window. */
export function verifyUserSig(key: SigningKey, sig: string, nowMs: number = Date.now()): UserSigCheck {
  let doc: UserSigDoc;
  try {
    doc = decodeUserSig(sig);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const id = doc['TLS.identifier'];
  const time = doc['TLS.time'];
  const expire = doc['TLS.expire'];
  if (typeof id !== 'string' || !Number.isInteger(time) || !Number.isInteger(expire) || !doc['TLS.sig'])
    return { ok: false, reason: 'malformed' };
  if (doc['TLS.sdkappid'] !== key.sdkAppId) return { ok: false, reason: 'app' };
  const want = Buffer.from(hmac(key, id, time, expire));
  const got = Buffer.from(String(doc['TLS.sig']));
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'signature' };
  const expireAt = (time + expire) * 1000;
  if (nowMs >= expireAt) return { ok: false, reason: 'expired' };
  return { ok: true, doc, expireAt };
}
