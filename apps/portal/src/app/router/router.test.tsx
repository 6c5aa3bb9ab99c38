import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import {
  PLATFORM_TIME_ZONE,
  blueTheme,
  displayTimeZone,
  formatDateTime,
  setDisplayTimeZone,
  ThemeProvider,
  UiConfigProvider,
} from '@platform/ui';
import '../../shared/i18n';
import { initialAppState, type AppState } from '../../shared/session/appSlice';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { createAppStore } from '../store';
import { stubApi, type FakeReply } from '../../test/renderWithApp';
import { createTestRouter } from './createAppRouter';
import { resetNavigationHistory } from '../../shared/router/navigationHistory';
import { customerDetailReply } from '../../test/customerDetail';

const customer = (over: Record<string, unknown> = {}) =>
  customerDetailReply({
    customerServicePhone: '400',
    customerLogo: 'logo=/brand/10000000/logo.svg',
    ...over,
  });

const session: Partial<AppState> = {
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina', realName: '李娜' } as AppState['userInfo'],
};

function start(path: string, app: Partial<AppState> = {}, routes: Record<string, FakeReply> = {}) {
  const api = stubApi({ '/api/platform-system/lingxi/customer/detail': customer(), ...routes });
  vi.stubGlobal('fetch', api.fetchMock);
  const store = createAppStore({ app: { ...initialAppState, ...app } });
  const router = createTestRouter(store, path);
  render(
    <Provider store={store}>
      <ThemeProvider theme={blueTheme}>
        <UiConfigProvider locale="zh">
          <RouterProvider router={router} />
        </UiConfigProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, calls: api.calls };
}

beforeEach(() => resetNavigationHistory());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('router', () => {
  it('sends unknown paths to /404', async () => {
    const { router } = start('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
  });

  it('titles the page with the route title and platform name and sets the favicon', async () => {
    start('/');
    await waitFor(() => expect(document.title).toBe('首页-产业链数智云平台'));
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toContain(
      '/brand/10000000/logo.svg',
    );
  });

  it('goes from the root to /home/discover when indexFlag is 2', async () => {
    const { router } = start(
      '/',
      {},
      {
        '/api/platform-system/lingxi/customer/detail': customer({
          oemSetting: '{"indexFlag":2}',
          platformName: '星河产业大脑',
        }),
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/discover'));
    await waitFor(() => expect(document.title).toBe('发现-星河产业大脑'));
  });

  it("shows times in the customer's time zone once its configuration arrives", async () => {
    start(
      '/',
      {},
      { '/api/platform-system/lingxi/customer/detail': customer({ timeZone: 'Europe/London' }) },
    );
    await waitFor(() => expect(displayTimeZone()).toBe('Europe/London'));
    expect(formatDateTime('2026-11-26 21:05:00')).toBe('2026-11-26 13:05');
    setDisplayTimeZone(PLATFORM_TIME_ZONE);
  });

  it('proceeds when the customer configuration fails to load', async () => {
    // A light page: the point is the configuration failing, not how long a chart page takes to import.
    const { router } = start(
      '/activity/index',
      {},
      {
        '/api/platform-system/lingxi/customer/detail': {
          status: 500,
          body: { code: 500, msg: 'down', data: null },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: '活动' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activity/index');
  });

  it('opens the login dialog instead of an auth route for visitors', async () => {
    const { router, store } = start('/im/index');
    await waitFor(() => expect(store.getState().app.showLogInDialog).toBe(true));
    expect(router.state.location.pathname).toBe('/');
  });

  it('stores the stay flag for /control/download', async () => {
    const { store } = start('/control/download');
    await waitFor(() => expect(store.getState().app.showLogInDialog).toBe(true));
    expect(localStorage.getItem(STORAGE_KEYS.stay)).toBe('1');
  });

  it('redirects /control to /control/graph', async () => {
    const { router } = start('/control', session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/control/graph'));
  });

  it('blocks a business-type route not bought and opens /product/vipServices in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router, calls } = start('/toker/tokerIndex', session, {
      '/api/platform-pay/permission/check': { body: { code: 666666, msg: '', data: 'false' } },
    });
    await waitFor(() => expect(open).toHaveBeenCalledWith('/product/vipServices', '_blank'));
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((c) => c.url.includes('permission/check'))?.url).toContain('businessType=1');
  });

  it('keeps the user on the page they were on when a later navigation is refused', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = start('/control/graph', session, {
      '/api/platform-pay/permission/check': { body: { code: 666666, msg: '', data: 'false' } },
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/control/graph');
    // Straight after the page settles, before any render of it: the router itself knows where it is.
    await router.navigate('/toker/tokerIndex');
    expect(router.state.location.pathname).toBe('/control/graph');
  });

  it('lets a bought region-checked route through with serveRegionCode added', async () => {
    localStorage.setItem(STORAGE_KEYS.serveRegionCode, '330100');
    const { router, calls } = start('/business/index', session, {
      '/api/platform-pay/permission/check': { body: { code: 666666, msg: '', data: 'true' } },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?serveRegionCode=330100'));
    expect(router.state.location.pathname).toBe('/business/index');
    expect(calls.find((c) => c.url.includes('permission/check'))?.url).toContain('regionCode=330100');
  });

  it('sends a first-time organisation user to /org/index without the top bar', async () => {
    const { router } = start('/home/discover', { ...session, orgInfo: { isFirst: 1, type: 1 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/index'));
    expect(await screen.findByRole('form', { name: '完善组织信息' })).toBeInTheDocument();
    expect(screen.queryByTestId('top-bar')).not.toBeInTheDocument();
  });
});
