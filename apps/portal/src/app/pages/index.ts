import { lazyPage } from '../../shared/router/lazyPage';

/** Platform pages: the placeholder of routes still to come, not found, and the redirect helper. */
export const PlaceholderPage = lazyPage(() => import('./PlaceholderPage'));
export const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
export const RedirectPage = lazyPage(() => import('./RedirectPage'));
