import { initialAppState, type AppState } from './appSlice';
import { clearAllCookies, readCookie, removeCookie, writeCookie } from './cookies';
import { STORAGE_KEYS, TOKEN_COOKIE } from './storageKeys';
import { parseStoredUser } from './userInfo';

/** Reads the session a previous visit (or another tab) left behind. */
export function loadPersistedAppState(): AppState {
  const userInfo = parseStoredUser(localStorage.getItem(STORAGE_KEYS.userInfo));
  const token = readCookie(TOKEN_COOKIE);
  const orgRaw = localStorage.getItem(STORAGE_KEYS.orgInfo);
  let orgInfo = initialAppState.orgInfo;
  try {
    if (orgRaw) orgInfo = JSON.parse(orgRaw) as AppState['orgInfo'];
  } catch {
    orgInfo = initialAppState.orgInfo;
  }
  if (!userInfo || !token) return { ...initialAppState, orgInfo };
  return {
    ...initialAppState,
    token,
    tokenExpiresAt: Number(localStorage.getItem(STORAGE_KEYS.tokenExpiresAt) ?? 0),
    userInfo,
    orgInfo,
    isAdmin: localStorage.getItem(STORAGE_KEYS.isAdmin) === 'true',
  };
}

/** Mirrors the session part of the state into storage whenever it changes. */
export function persistAppState(state: AppState, previous: AppState | undefined): void {
  if (previous && state.token === previous.token && state.userInfo === previous.userInfo) {
    if (state.orgInfo !== previous.orgInfo) writeOrgInfo(state);
    if (state.isAdmin !== previous.isAdmin) localStorage.setItem(STORAGE_KEYS.isAdmin, String(state.isAdmin));
    return;
  }
  if (!state.token || !state.userInfo) {
    removeCookie(TOKEN_COOKIE);
    localStorage.removeItem(STORAGE_KEYS.userInfo);
    localStorage.removeItem(STORAGE_KEYS.tokenExpiresAt);
    localStorage.removeItem(STORAGE_KEYS.isAdmin);
    writeOrgInfo(state);
    return;
  }
  const maxAge = Math.max(1, Math.round((state.tokenExpiresAt - Date.now()) / 1000));
  writeCookie(TOKEN_COOKIE, state.token, maxAge);
  // Earlier versions kept the refresh token here; it now lives only in an HttpOnly cookie.
  localStorage.removeItem(STORAGE_KEYS.legacyRefreshToken);
  localStorage.setItem(STORAGE_KEYS.tokenExpiresAt, String(state.tokenExpiresAt));
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(state.userInfo));
  localStorage.setItem(STORAGE_KEYS.isAdmin, String(state.isAdmin));
  writeOrgInfo(state);
}

function writeOrgInfo(state: AppState) {
  localStorage.setItem(STORAGE_KEYS.orgInfo, JSON.stringify(state.orgInfo));
}

/** Logout's last step (spec 1 §4): all local storage and cookies go, the language choice stays. */
export function wipeBrowserStorage(): void {
  const language = localStorage.getItem(STORAGE_KEYS.language);
  localStorage.clear();
  if (language) localStorage.setItem(STORAGE_KEYS.language, language);
  clearAllCookies();
}
