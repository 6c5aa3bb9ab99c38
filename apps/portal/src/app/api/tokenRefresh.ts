import { appActions, type AppState } from '../session/appSlice';
import { currentLanguage } from '../i18n';
import { requestToken } from './tokenGrant';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

type Dispatch = (action: { type: string; payload?: unknown }) => unknown;

let inFlight: Promise<boolean> | null = null;

export function needsRefresh(app: AppState, now = Date.now()): boolean {
  return Boolean(
    app.token && app.refreshToken && app.tokenExpiresAt && app.tokenExpiresAt - now < REFRESH_MARGIN_MS,
  );
}

/** One refresh at a time: refresh tokens rotate, so a second concurrent use would fail. */
export function refreshSession(app: AppState, dispatch: Dispatch): Promise<boolean> {
  if (!app.refreshToken) return Promise.resolve(false);
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
