import { createBrowserRouter, createMemoryRouter, redirect, type RouteObject } from 'react-router';
import type { AppRouter } from '../../shared/router/appRouter';
import { rememberLocation } from '../../shared/router/navigationHistory';
import type { AppStore } from '../../shared/store/rootState';
import { Shell } from '../shell/Shell';
import { guardLoader, rootLoader } from './loaders';
import { RoutePage } from './RoutePage';
import { NOT_FOUND_PATH, REDIRECTS, ROUTES } from './routeTable';

export function buildRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Shell />,
      HydrateFallback: () => null,
      loader: rootLoader(store),
      // The customer configuration is (re)checked before every navigation (router tail).
      shouldRevalidate: () => true,
      children: [
        ...REDIRECTS.map(({ path, to }) => ({ path, loader: () => redirect(to) })),
        ...ROUTES.map((entry) => ({
          path: entry.path,
          handle: { meta: entry.meta },
          loader: guardLoader(store, entry),
          shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
            currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
          element: <RoutePage page={entry.page} />,
        })),
        { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ];
}

/**
 * Remembers each location a navigation settles on, as the router commits it, so a blocked
 * navigation stays where it was. An effect after the render (as before) could still hold the
 * previous page when a guard ran on a slow first render, sending the user to '/'.
 */
function rememberSettledLocations<R extends AppRouter>(router: R): R {
  const remember = (state: R['state']) => {
    if (state.initialized && state.navigation.state === 'idle')
      rememberLocation(state.location.pathname + state.location.search);
  };
  remember(router.state);
  router.subscribe(remember);
  return router;
}

export function createAppRouter(store: AppStore): AppRouter {
  return rememberSettledLocations(createBrowserRouter(buildRoutes(store)));
}

export function createTestRouter(store: AppStore, initialPath: string) {
  return rememberSettledLocations(createMemoryRouter(buildRoutes(store), { initialEntries: [initialPath] }));
}
