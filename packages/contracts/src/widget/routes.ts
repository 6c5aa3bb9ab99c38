import type { Route } from '../route';

/**
 * Widget tokens (issue 13; the spec has no widgets, the paths are ours: docs/widgets-partners.md).
 * `token` is server-to-server (HMAC-signed headers, no browser origin); `session` is the portal's
 * login popup exchanging the signed-in user's login for a token bound to the partner's origin.
 */
export const widgetRoutes = {
  token: { method: 'POST', path: '/api/widget/token', auth: 'public' },
  /**
   * Single sign-on for a partner's users (spec 1 §7 qmf/sso/call; docs/sso.md): server-to-server,
   * signed like `token`; answers the portal address that signs the user in (the sso grant).
   */
  ssoCall: { method: 'POST', path: '/api/platform-auth/qmf/sso/call', auth: 'public' },
  session: { method: 'POST', path: '/api/widget/session', auth: 'user' },
} as const satisfies Record<string, Route>;

/** Headers of the server-to-server token request. */
export const PARTNER_HEADERS = {
  partner: 'pf-partner',
  timestamp: 'pf-timestamp',
  signature: 'pf-signature',
} as const;

/** Sent by widgets: the customer whose partner origins apply (else the platform host's customer). */
export const CUSTOMER_HEADER = 'pf-customer';

export const SSO_LIMITS = {
  /** The longest an SSO token may live (exp - iat), and how long qmf/sso/call's tokens live. */
  maxTokenSeconds: 300,
  callTokenSeconds: 120,
} as const;

export const WIDGET_LIMITS = {
  /** A widget token lives this long. */
  tokenSeconds: 15 * 60,
  /** A signed request is accepted this far from the server's clock, and its signature once. */
  clockSkewSeconds: 300,
} as const;

/** The portal page a widget opens as a login popup, and the message it posts back to the opener. */
export const WIDGET_LOGIN_PATH = '/widget-login';
export const WIDGET_TOKEN_MESSAGE = 'pf-widget-token';
