import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { useAppSelector } from '../../shared/store/hooks';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { parseStoredUser } from '../../shared/session/userInfo';
import type { AppStore } from '../../shared/store/rootState';
import { findRoute } from '../router/routeTable';
import { ORG_PATH } from '../router/guard';
import { takePendingTarget } from '../../shared/router/navigationHistory';
import { appActions } from '../../shared/session/appSlice';
import { clearSession } from '../../features/auth';
import { emitPortalEvent } from '../../shared/events';
import { listenForServiceRefresh } from '../../shared/permission/refreshServices';

export const CROSS_TAB_RELOAD_MS = 200;
const DISCOVER = '/home/discover';

/** Spec 1 §4 Login state watcher. */
export function useLoginStateWatcher(): void {
  const userId = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const ssoType = useAppSelector((s) => s.app.userInfo?.ssoType);
  const orgIsFirst = useAppSelector((s) => s.app.orgInfo.isFirst);
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore() as AppStore;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before === userId) return;
    const path = location.pathname.toLowerCase();
    if (userId) {
      emitPortalEvent('chatLogin', { userId });
      const pending = before === null ? null : takePendingTarget();
      if (localStorage.getItem(STORAGE_KEYS.stay)) {
        localStorage.removeItem(STORAGE_KEYS.stay);
        // The stay flag (set by /control/download) asks for a full reload on the wanted page.
        if (before !== null) window.location.assign(pending ?? window.location.href);
        return;
      }
      const jumpPage = new URLSearchParams(location.search).get('jumpPage');
      if (pending) void navigate(pending);
      else if (path === '/' && ssoType !== '4' && jumpPage !== '0') void navigate(DISCOVER);
    } else if (before) {
      emitPortalEvent('chatLogout');
      store.dispatch(appActions.orgInfoSet({ isFirst: 0, type: 0 }));
      if (findRoute(location.pathname)?.meta.isAuth) void navigate('/');
    }
    // Only the user's arrival or departure triggers this watcher.
  }, [userId]);

  useEffect(() => {
    if (userId && orgIsFirst && location.pathname.toLowerCase() !== ORG_PATH) void navigate(ORG_PATH);
  }, [userId, orgIsFirst, location.pathname, navigate]);
}

/** Another tab changed the stored user: log out here too (spec 1 §4). */
export function useCrossTabLogout(): void {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.userInfo) return;
      const current = store.getState().app.userInfo?.userId;
      if (!current) return;
      const next = event.key === null ? null : parseStoredUser(event.newValue);
      if (next?.userId === current) return;
      clearSession(store);
      void navigate('/');
      setTimeout(() => window.location.reload(), CROSS_TAB_RELOAD_MS);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, navigate]);
}

/** Other tabs' activations and purchases reload the purchased-service list here. */
export function useServiceRefresh(): void {
  const store = useStore() as AppStore;
  useEffect(() => listenForServiceRefresh(store.dispatch), [store]);
}
