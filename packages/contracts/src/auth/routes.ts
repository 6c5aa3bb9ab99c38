import type { Route } from '../route';
import { SERVICE } from '../services';

const A = SERVICE.auth;

/** The OAuth2-style grant (form encoded, Basic client header); not an envelope endpoint. */
export const TOKEN_PATH = `${A}/oauth/token`;

/**
 * The refresh token lives in an HttpOnly, SameSite=Strict cookie scoped to TOKEN_PATH, so no
 * script can read it. A refresh that relies on the cookie must echo the readable CSRF cookie in
 * the CSRF header (signed double submit).
 */
export const REFRESH_COOKIE = 'platform-refresh';
export const CSRF_COOKIE = 'platform-csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** The header that carries the asking desktop's QR key (kept out of addresses and logs). */
export const QR_LOGIN_KEY_HEADER = 'x-qr-key';
/** How long a QR login ticket waits to be scanned and confirmed (the dialog's expired mask after). */
export const QR_LOGIN_TTL_SECONDS = 120;
/** How long the desktop has to redeem a ticket once the phone confirmed it. */
export const QR_LOGIN_REDEEM_SECONDS = 60;
/** Where a phone's camera opens a scanned login QR (our own mobile page). */
export const QR_LOGIN_CONFIRM_PATH = '/m/qrLogin';

/** Auth service calls (spec 1 §7 Auth and session). */
export const authRoutes = {
  logout: { method: 'GET', path: `${A}/oauth/logout`, auth: 'user' },
  isLogin: { method: 'GET', path: `${A}/oauth/isLogin`, auth: 'user' },
  /** Block-puzzle captcha: the server draws the puzzle and keeps the answer. */
  captchaGet: { method: 'POST', path: `${A}/captcha/get`, auth: 'public' },
  captchaCheck: { method: 'POST', path: `${A}/captcha/check`, auth: 'public' },
} as const satisfies Record<string, Route>;
