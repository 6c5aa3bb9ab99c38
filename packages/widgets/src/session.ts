/**
 * The signed-in user of every widget on the page: one short-lived widget token per platform
 * origin, shared by all elements (a follow in the card and the chat bubble use the same user).
 *
 * It comes from one of two places:
 * - the partner's backend minted it (server-to-server, signed with the partner secret) and the
 *   page set it as the `token` attribute or property of any element (`adoptToken`);
 * - the visitor signed in to the platform in a popup (`/widget-login`), which posts the token back
 *   to this page's origin only (`requireSession` opens it).
 *
 * Kept in memory and in sessionStorage (the tab's life), never in a cookie. React-free: the chat
 * bubble's first paint imports it.
 */

import { WIDGET_LOGIN_PATH, WIDGET_TOKEN_MESSAGE } from '@platform/contracts/widget/routes';

export interface WidgetSession {
  token: string;
  userId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** The message the login popup posts to the opener (the partner page), and the popup's path. */
export { WIDGET_TOKEN_MESSAGE as TOKEN_MESSAGE, WIDGET_LOGIN_PATH as LOGIN_PATH };
/** A token this close to its expiry is treated as gone. */
const MARGIN_MS = 30_000;
const STORAGE_PREFIX = 'pf-widget-session:';

type Listener = (session: WidgetSession | null) => void;
interface SharedState {
  sessions: Map<string, WidgetSession | null>;
  listeners: Set<{ apiBase: string; fn: Listener }>;
  waiting: Map<string, Promise<WidgetSession>>;
}
// The loader (an IIFE) and each widget chunk (ESM) bundle their own copy of this module: the state
// lives once per page, under a registered symbol, so all copies share it.
const shared = globalThis as unknown as Record<symbol, SharedState | undefined>;
const KEY = Symbol.for('pf-widget-session');
const state = (shared[KEY] ??= { sessions: new Map(), listeners: new Set(), waiting: new Map() });
const { sessions, listeners, waiting } = state;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // sandboxed frames throw on access
  }
}

function isSession(value: unknown): value is WidgetSession {
  const v = value as Partial<WidgetSession> | null;
  return (
    !!v &&
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.userId === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

const live = (s: WidgetSession | null | undefined): s is WidgetSession =>
  !!s && s.expiresAt - MARGIN_MS > Date.now();

function readStored(apiBase: string): WidgetSession | null {
  try {
    const raw = storage()?.getItem(STORAGE_PREFIX + apiBase);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The session for the platform at `apiBase`, or null when there is none or it expired. */
export function currentSession(apiBase: string): WidgetSession | null {
  if (!sessions.has(apiBase)) sessions.set(apiBase, readStored(apiBase));
  const s = sessions.get(apiBase);
  return live(s) ? s : null;
}

export function setSession(apiBase: string, session: WidgetSession | null): void {
  const before = sessions.get(apiBase);
  if (before?.token === session?.token && sessions.has(apiBase)) return;
  sessions.set(apiBase, session);
  try {
    if (session) storage()?.setItem(STORAGE_PREFIX + apiBase, JSON.stringify(session));
    else storage()?.removeItem(STORAGE_PREFIX + apiBase);
  } catch {
    /* storage full or blocked: the session still lives in memory */
  }
  for (const l of [...listeners]) if (l.apiBase === apiBase) l.fn(session);
}

export function onSessionChange(apiBase: string, fn: Listener): () => void {
  const entry = { apiBase, fn };
  listeners.add(entry);
  return () => void listeners.delete(entry);
}

/** The payload of a JWT (no verification: the server verifies; we only read sub and exp). */
function claimsOf(token: string): { sub?: unknown; exp?: unknown } | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as { sub?: unknown; exp?: unknown };
  } catch {
    return null;
  }
}

/**
 * A token the partner's backend minted, set on an element (`token` attribute or property). An
 * empty value signs the widgets out; a token that cannot be read is refused (false).
 */
export function adoptToken(apiBase: string, token: string | undefined): boolean {
  if (!token) {
    if (currentSession(apiBase)) setSession(apiBase, null);
    return true;
  }
  const claims = claimsOf(token);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return false;
  setSession(apiBase, { token, userId: claims.sub, expiresAt: claims.exp * 1000 });
  return true;
}

/** Raised when the visitor closed the login popup, or the browser blocked it. */
export class LoginCancelledError extends Error {
  override readonly name = 'LoginCancelledError';
  constructor(readonly reason: 'closed' | 'blocked') {
    super(reason === 'blocked' ? 'the login popup was blocked' : 'the login popup was closed');
  }
}

export interface RequireSessionOptions {
  /** The element asking: `pf-login-required` is dispatched from it. */
  host: HTMLElement;
  apiBase: string;
  customer?: string;
  locale?: 'zh' | 'en';
  /** What the visitor tried to do, in the event's detail (e.g. 'follow'). */
  action: string;
}

/**
 * The session, asking for one when there is none: a cancelable, bubbling, composed
 * `pf-login-required` event first (a partner with its own users calls preventDefault and sets a
 * token it minted); otherwise the platform's login opens in a popup and resolves on its message.
 * Must be called from a click (popups need a user gesture).
 */
export function requireSession(options: RequireSessionOptions): Promise<WidgetSession> {
  const { host, apiBase, action } = options;
  const existing = currentSession(apiBase);
  if (existing) return Promise.resolve(existing);

  const event = new CustomEvent('pf-login-required', {
    detail: { action },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  host.dispatchEvent(event);
  if (event.defaultPrevented) return waitForSession(apiBase);

  const pending = waiting.get(apiBase);
  if (pending) return pending;
  const promise = loginInPopup(options).finally(() => waiting.delete(apiBase));
  waiting.set(apiBase, promise);
  return promise;
}

/**
 * Resolves when a session appears (the partner set a token, maybe already inside its
 * pf-login-required listener), never rejects on its own.
 */
function waitForSession(apiBase: string): Promise<WidgetSession> {
  const now = currentSession(apiBase);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const off = onSessionChange(apiBase, (s) => {
      if (live(s)) {
        off();
        resolve(s);
      }
    });
  });
}

export function loginUrl(options: Pick<RequireSessionOptions, 'apiBase' | 'customer' | 'locale'>): string {
  const url = new URL(WIDGET_LOGIN_PATH, options.apiBase);
  url.searchParams.set('origin', location.origin);
  if (options.customer) url.searchParams.set('customer', options.customer);
  if (options.locale) url.searchParams.set('lang', options.locale);
  return url.href;
}

function loginInPopup(options: RequireSessionOptions): Promise<WidgetSession> {
  const { apiBase } = options;
  const platformOrigin = new URL(apiBase).origin;
  const popup = window.open(loginUrl(options), 'pf-widget-login', 'popup,width=480,height=640');
  if (!popup) return Promise.reject(new LoginCancelledError('blocked'));
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      // Only the platform's own page, and only the popup we opened, may hand us a token.
      if (event.origin !== platformOrigin || event.source !== popup) return;
      const data = event.data as { type?: unknown; session?: unknown } | null;
      if (!data || data.type !== WIDGET_TOKEN_MESSAGE || !isSession(data.session)) return;
      done();
      setSession(apiBase, data.session);
      resolve(data.session);
    };
    const timer = setInterval(() => {
      if (popup.closed) {
        done();
        reject(new LoginCancelledError('closed'));
      }
    }, 500);
    const done = () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
  });
}
