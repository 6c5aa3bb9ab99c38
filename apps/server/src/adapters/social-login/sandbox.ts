import { createHmac, timingSafeEqual } from 'node:crypto';
import { SOCIAL_SOURCES, type SocialSource } from '@platform/contracts';
import { SocialCodeError, type SocialProvider } from './provider';

/**
 * The sandbox's own "provider" page (auth module, social-sandbox-page.ts), on this server and, like
 * the payment sandbox's, outside /api: its form posts come with `Origin: null` (no referrer).
 */
export const SANDBOX_AUTHORIZE_PATH = '/sandbox-oauth';
/** A sandbox code is good for as long as a provider's (WeChat: 10 minutes; ours: 5). */
const CODE_SECONDS = 300;

interface SandboxClaims {
  s: SocialSource;
  o: string;
  n: string;
  e: number;
}

const sign = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(`social-sandbox:${payload}`).digest('base64url');

/** The code the sandbox page hands back: who authorised, for which provider, until when; signed. */
export function sandboxCode(
  key: Uint8Array,
  claims: { source: SocialSource; account: string; nickname: string },
  now = Date.now(),
): string {
  const body: SandboxClaims = {
    s: claims.source,
    o: `sandbox-${claims.source}-${claims.account}`,
    n: claims.nickname,
    e: Math.floor(now / 1000) + CODE_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

function readCode(key: Uint8Array, source: SocialSource, code: string, now: number): SandboxClaims {
  const [payload, signature, extra] = code.split('.');
  if (!payload || !signature || extra !== undefined) throw new SocialCodeError('sandbox: malformed code');
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new SocialCodeError('sandbox: bad signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as SandboxClaims;
  if (claims.s !== source) throw new SocialCodeError('sandbox: code of another provider');
  if (claims.e < Math.floor(now / 1000)) throw new SocialCodeError('sandbox: code expired');
  return claims;
}

/**
 * The built-in stand-in for a provider without credentials: its authorisation page is ours (same
 * site, so the way back is a path, never another site's address) and its codes are signed by us.
 * Using a code twice is refused by the login's state, which is used once (as with real providers,
 * whose codes are single-use too).
 */
export function createSandboxProvider(source: SocialSource, key: Uint8Array): SocialProvider {
  return {
    source,
    sandbox: true,
    authorizeUrl({ state, locale }) {
      return `${SANDBOX_AUTHORIZE_PATH}/${source}?${new URLSearchParams({ state, lang: locale })}`;
    },
    exchange({ code }) {
      const claims = readCode(key, source, code, Date.now());
      return Promise.resolve({ openId: claims.o, nickname: claims.n, avatar: '' });
    },
  };
}

export const isSocialSource = (value: string): value is SocialSource =>
  (SOCIAL_SOURCES as readonly string[]).includes(value);
