import { CSRF_COOKIE, CSRF_HEADER } from '@platform/contracts';
import { appActions, type AppState } from '../session/appSlice';
import { currentLanguage } from '../i18n';
import { requestToken } from './tokenGrant';
import { readCookie } from '../session/cookies';
import { STORAGE_KEYS, TOKEN_COOKIE } from '../session/storageKeys';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

type Dispatch = (action: { type: string; payload?: unknown }) => unknown;

let inFlight: Promise<boolean> | null = null;

export function needsRefresh(app: AppState, now = Date.now()): boolean {
  return Boolean(app.token && app.tokenExpiresAt && app.tokenExpiresAt - now < REFRESH_MARGIN_MS);
}

/**
 * Refresh tokens rotate: when another tab has already refreshed, its access token is adopted
 * instead of spending the refresh cookie a second time.
 */
function adoptTokensOfAnotherTab(app: AppState, dispatch: Dispatch, now = Date.now()): boolean {
  const token = readCookie(TOKEN_COOKIE);
  const expiresAt = Number(localStorage.getItem(STORAGE_KEYS.tokenExpiresAt) ?? 0);
  if (!token || token === app.token || expiresAt - now < REFRESH_MARGIN_MS) return false;
  dispatch(appActions.tokensRefreshed({ token, expiresInSeconds: (expiresAt - now) / 1000, now }));
  return true;
}

/**
 * One refresh at a time: refresh tokens rotate, so a second concurrent use would fail. The
 * refresh token itself is an HttpOnly cookie the browser sends; this page only echoes the
 * readable CSRF cookie in a header, which another site cannot do.
 */
export function refreshSession(app: AppState, dispatch: Dispatch): Promise<boolean> {
  if (!app.token) return Promise.resolve(false);
  if (adoptTokensOfAnotherTab(app, dispatch)) return Promise.resolve(true);
  inFlight ??= (async () => {
    const result = await requestToken(
      { grant_type: 'refresh_token', scope: 'all' },
      app.userInfo?.tenantId,
      currentLanguage(),
      { [CSRF_HEADER]: readCookie(CSRF_COOKIE) },
    );
    if (!result.ok) return false;
    dispatch(
      appActions.tokensRefreshed({
        token: result.token.access_token,
        expiresInSeconds: result.token.expires_in,
      }),
    );
    return true;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
