import { lazy } from 'react';

/** Platform pages: the placeholder of routes still to come, not found, and the redirect helper. */
export const PlaceholderPage = lazy(() => import('./PlaceholderPage'));
export const NotFoundPage = lazy(() => import('./NotFoundPage'));
export const RedirectPage = lazy(() => import('./RedirectPage'));
