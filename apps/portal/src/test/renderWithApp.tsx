import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { blueTheme, ThemeProvider, UiConfigProvider, UiHost } from '@platform/ui';
import { i18n } from '../shared/i18n';
import type { RouteMeta } from '../shared/router/routeMeta';
import { initialAppState, type AppState } from '../shared/session/appSlice';
import { createAppStore } from '../app/store';
import { SHELL_PIECES } from '../app/shell/shellPieces';
import { ShellPiecesContext } from '../shared/customer/shellPieces';

/** The composed store (app/store.ts), its app state the initial one with `app` over it. */
export function createTestStore(app: Partial<AppState> = {}) {
  return createAppStore({ app: { ...initialAppState, ...app } });
}

/** Where the component is mounted: its route pattern and meta (as the route table), a page for any other path. */
export interface RouteOptions {
  route?: string;
  meta?: RouteMeta;
  elsewhere?: ReactElement;
}

/** Renders a component with the store, theme, ui host and a memory router. */
export function renderWithApp(
  ui: ReactElement,
  app: Partial<AppState> = {},
  path = '/',
  { route = '*', meta, elsewhere }: RouteOptions = {},
) {
  const store = createTestStore(app);
  const routes: RouteObject[] = [{ path: route, element: ui, handle: meta ? { meta } : undefined }];
  if (elsewhere) routes.push({ path: '*', element: elsewhere });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <ThemeProvider theme={blueTheme}>
        <UiConfigProvider locale={i18n.language === 'en' ? 'en' : 'zh'}>
          <ShellPiecesContext.Provider value={SHELL_PIECES}>
            <RouterProvider router={router} />
          </ShellPiecesContext.Provider>
          <UiHost />
        </UiConfigProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...utils, store, router };
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** fetch stub answering by path; records every call. */
export function stubApi(routes: Record<string, FakeReply | ((init: RequestInit, url: string) => FakeReply)>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = async (input: string, init: RequestInit = {}) => {
    calls.push({ url: input, init });
    const path = input.split('?')[0] ?? '';
    const entry = routes[path];
    const reply =
      typeof entry === 'function'
        ? entry(init, input)
        : (entry ?? { body: { code: 666666, data: null, msg: '' } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}

/** A signed-in session (lina of tenant 200001) whose token is good for an hour. */
export const signedInSession: Partial<AppState> = {
  ...initialAppState,
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: { userId: 'u1', tenantId: '200001', account: 'lina' } as AppState['userInfo'],
};

/** A success envelope, as stubApi replies. */
export const okReply = (data: unknown) => ({ body: { code: 666666, msg: '', data } });
