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
  return Boolean(
    app.token && app.refreshToken && app.tokenExpiresAt && app.tokenExpiresAt - now < REFRESH_MARGIN_MS,
  );
}

/**
 * Refresh tokens rotate: when another tab has already refreshed, its stored tokens are adopted
 * instead of spending the old (now used) refresh token.
 */
function adoptTokensOfAnotherTab(app: AppState, dispatch: Dispatch, now = Date.now()): boolean {
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  const token = readCookie(TOKEN_COOKIE);
  const expiresAt = Number(localStorage.getItem(STORAGE_KEYS.tokenExpiresAt) ?? 0);
  if (!refreshToken || !token || refreshToken === app.refreshToken || expiresAt - now < REFRESH_MARGIN_MS)
    return false;
  dispatch(
    appActions.tokensRefreshed({ token, refreshToken, expiresInSeconds: (expiresAt - now) / 1000, now }),
  );
  return true;
}

/** One refresh at a time: refresh tokens rotate, so a second concurrent use would fail. */
export function refreshSession(app: AppState, dispatch: Dispatch): Promise<boolean> {
  if (!app.refreshToken) return Promise.resolve(false);
  if (adoptTokensOfAnotherTab(app, dispatch)) return Promise.resolve(true);
  inFlight ??= (async () => {
    const result = await requestToken(
      { grant_type: 'refresh_token', refresh_token: app.refreshToken, scope: 'all' },
      app.userInfo?.tenantId,
      currentLanguage(),
    );
    if (!result.ok) return false;
    dispatch(
      appActions.tokensRefreshed({
        token: result.token.access_token,
        refreshToken: result.token.refresh_token,
        expiresInSeconds: result.token.expires_in,
      }),
    );
    return true;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
