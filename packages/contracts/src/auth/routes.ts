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
  // Social login (docs/social-login.md).
  /** The sign-in methods this platform offers (the login dialog's buttons). */
  socialProviders: { method: 'GET', path: `${A}/oauth/social/providers`, auth: 'public' },
  /** Starts a sign-in: a state bound to this browser, and the provider's authorisation address. */
  socialAuthorize: { method: 'POST', path: `${A}/oauth/social/authorize`, auth: 'public' },
  /** Starts linking the signed-in user's account of a provider (account security page). */
  socialBindAuthorize: { method: 'POST', path: `${A}/oauth/social/bind-authorize`, auth: 'user' },
  checkThirdLogin: { method: 'POST', path: `${A}/oauth/checkThirdLogin`, auth: 'public' },
  socialBindings: { method: 'GET', path: `${A}/oauth/social/bindings`, auth: 'user' },
  socialUnbind: { method: 'POST', path: `${A}/oauth/social/unbind`, auth: 'user' },
} as const satisfies Record<string, Route>;

/**
 * Social login (spec 1 §7: checkThirdLogin and the social grant; docs/social-login.md). The state
 * of a started login is bound to the browser by this HttpOnly cookie, scoped to the OAuth calls.
 */
export const SOCIAL_LOGIN_COOKIE = 'platform-oauth';
export const SOCIAL_LOGIN_COOKIE_PATH = `${A}/oauth`;
/** How long a started social login waits for the provider's answer. */
export const SOCIAL_LOGIN_STATE_SECONDS = 600;
/** How long the ticket of checkThirdLogin may be redeemed by the social grant (or the phone binding). */
export const SOCIAL_LOGIN_TICKET_SECONDS = 600;
/** Where a provider sends the browser back: the portal's page, which calls checkThirdLogin. */
export const SOCIAL_LOGIN_CALLBACK_PATH = '/oauth/callback';
