import type { TokenResponse } from '@platform/contracts';
import { platformApi } from '../../shared/api/api';
import { emitPortalEvent } from '../../shared/events';
import { appActions } from '../../shared/session/appSlice';
import { wipeBrowserStorage } from '../../shared/session/persistence';
import { camelise, type StoredUserInfo } from '../../shared/session/userInfo';
import type { AppStore } from '../../shared/store/rootState';
import { attributeChannel } from '../media-tracking';
import { loadOrgMe } from '../org-centre';
import { authEndpoints } from './authApi';
import { isMobileAgent, takePendingInvite, type PendingInvite } from './entryQuery';

export const LOGOUT_CLEANUP_MS = 1000;

/** Spec 1 §4 Login: store user info and the access token (the refresh token is an HttpOnly cookie), reset chat, run the pending invite. */
export async function completeLogin(
  store: AppStore,
  token: TokenResponse,
  extra: Partial<StoredUserInfo> = {},
): Promise<void> {
  store.dispatch(
    appActions.sessionStarted({
      token: token.access_token,
      expiresInSeconds: token.expires_in,
      userInfo: { ...camelise(token as unknown as Record<string, unknown>), ...extra },
    }),
  );
  emitPortalEvent('chatReset');
  store.dispatch(appActions.loginDialogShown(false));
  store.dispatch(platformApi.util.invalidateTags(['User', 'Counts', 'Org', 'Tenants', 'Services']));
  await Promise.all([loadOrgInfo(store), loadAdminFlag(store)]);
  await recordPendingInvite(store);
  // Media tracking: the visitor's channel becomes the user's (the server keeps the first).
  await attributeChannel(store);
}

export async function loadOrgInfo(store: AppStore): Promise<void> {
  const result = await store.dispatch(
    authEndpoints.endpoints.orgInfo.initiate(undefined, { forceRefetch: true }),
  );
  if (result.data) store.dispatch(appActions.orgInfoSet(result.data));
}

async function loadAdminFlag(store: AppStore): Promise<void> {
  const result = await store.dispatch(
    authEndpoints.endpoints.userInfo.initiate(undefined, { forceRefetch: true }),
  );
  if (result.data) store.dispatch(appActions.isAdminSet(Boolean(result.data.isAdmin)));
  // The organisation centre's standing decides when it answers (it sets isAdmin as it arrives).
  await loadOrgMe(store);
}

/** Invite recording happens once, after login, on desktop only (spec 1 §1, §4 Invite). */
export async function recordPendingInvite(
  store: AppStore,
  invite: PendingInvite | null = takePendingInvite(),
) {
  if (!invite || isMobileAgent(navigator.userAgent) || !store.getState().app.token) return;
  await store.dispatch(authEndpoints.endpoints.inviteSubmit.initiate(invite));
}

/** No answer from the server: the network, a timeout, or a 5xx from a proxy or a busy server. */
const gotNoAnswer = (code: number) => code === 0 || (code >= 500 && code < 600);

/**
 * Spec 1 §4 Login check: the server's userId must match the stored one. A check that got no answer
 * decides nothing and keeps the session (the next call that reaches the server decides, and a 401
 * there clears it through the refresh path): the stored user is shared by every tab, so clearing it
 * on a hiccup while a new tab opens would log all of them out.
 */
export async function checkLogin(store: AppStore): Promise<boolean> {
  const stored = store.getState().app.userInfo?.userId;
  if (!stored || !store.getState().app.token) return false;
  const result = await store.dispatch(
    authEndpoints.endpoints.isLogin.initiate(undefined, { forceRefetch: true }),
  );
  if (result.data?.userId === stored) return true;
  const error = result.error as { code?: unknown } | undefined;
  if (!result.data && typeof error?.code === 'number' && gotNoAnswer(error.code)) return true;
  store.dispatch(appActions.sessionCleared());
  return false;
}

/** Spec 1 §4 Logout: server call, clear state (org isFirst 0) and chat, wipe storage after 1 s. */
export async function logout(store: AppStore): Promise<void> {
  if (store.getState().app.token) {
    await store.dispatch(authEndpoints.endpoints.logout.initiate()).catch(() => undefined);
  }
  clearSession(store);
  setTimeout(wipeBrowserStorage, LOGOUT_CLEANUP_MS);
}

/** Clears the session locally (also used when another tab logs out). */
export function clearSession(store: AppStore): void {
  store.dispatch(appActions.sessionCleared());
  store.dispatch(appActions.orgInfoSet({ isFirst: 0, type: 0 }));
  emitPortalEvent('chatReset');
  store.dispatch(platformApi.util.resetApiState());
}
