import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../shared/i18n';
import { appActions, initialAppState, type AppState } from '../../shared/session/appSlice';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { createAppStore } from '../store';
import { stubApi } from '../../test/renderWithApp';
import { setPendingTarget } from '../../shared/router/navigationHistory';
import { useCrossTabLogout, useLoginStateWatcher } from './useSessionWatchers';

function Watchers() {
  useLoginStateWatcher();
  useCrossTabLogout();
  return null;
}

const user = (id: string, extra: Partial<NonNullable<AppState['userInfo']>> = {}) =>
  ({ userId: id, tenantId: '200001', account: id, ...extra }) as NonNullable<AppState['userInfo']>;

function mount(path: string, app: Partial<AppState> = {}) {
  vi.stubGlobal('fetch', stubApi({}).fetchMock);
  const store = createAppStore({ app: { ...initialAppState, ...app } });
  const router = createMemoryRouter([{ path: '*', element: <Watchers /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

const login = (id: string, extra = {}) =>
  appActions.sessionStarted({
    token: 't',
    expiresInSeconds: 100,
    userInfo: user(id, extra),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login state watcher', () => {
  it('goes from the root to /home/discover when a user appears', async () => {
    const { store, router } = mount('/');
    act(() => void store.dispatch(login('u1')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/discover'));
  });

  it('stays on the root for ssoType 4 and for jumpPage=0', async () => {
    const sso = mount('/');
    act(() => void sso.store.dispatch(login('u1', { ssoType: '4' })));
    const jump = mount('/?jumpPage=0');
    act(() => void jump.store.dispatch(login('u2')));
    await new Promise((r) => setTimeout(r, 20));
    expect(sso.router.state.location.pathname).toBe('/');
    expect(jump.router.state.location.pathname).toBe('/');
  });

  it('continues to the route the login dialog interrupted', async () => {
    const { store, router } = mount('/');
    setPendingTarget('/im/index?target=friendList');
    act(() => void store.dispatch(login('u1')));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/im/index?target=friendList',
      ),
    );
  });

  it('forces /org/index for a first-time organisation', async () => {
    const { store, router } = mount('/trends/index');
    act(() => {
      store.dispatch(login('u1'));
      store.dispatch(appActions.orgInfoSet({ isFirst: 1, type: 1 }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/index'));
  });

  it('sends auth routes to the first page when the user disappears', async () => {
    const { store, router } = mount('/user/safety/index', { token: 't', userInfo: user('u1') });
    act(() => void store.dispatch(appActions.sessionCleared()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('cross-tab logout', () => {
  it('logs out and reloads after 200 ms when another tab removes or changes the stored user', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const { store, router } = mount('/user/safety/index', { token: 't', userInfo: user('u1') });
    vi.useFakeTimers();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.userInfo, newValue: JSON.stringify(user('u2')) }),
      );
    });
    expect(store.getState().app.userInfo).toBeNull();
    vi.advanceTimersByTime(200);
    expect(reload).toHaveBeenCalled();
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    vi.restoreAllMocks();
  });

  it('ignores other keys and the same user', () => {
    const { store } = mount('/', { token: 't', userInfo: user('u1') });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: null }));
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.userInfo, newValue: JSON.stringify(user('u1')) }),
      );
    });
    expect(store.getState().app.userInfo?.userId).toBe('u1');
  });
});
