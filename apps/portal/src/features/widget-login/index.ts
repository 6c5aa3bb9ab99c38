import { WIDGET_LOGIN_PATH } from '@platform/contracts/widget/routes';
import type { RouteEntry } from '../../shared/router/routeMeta';
import { lazyPage } from '../../shared/router/lazyPage';

/** The widgets' login popup (docs/widgets.md, Signing visitors in). */
export const widgetLoginRoutes = {
  popup: {
    path: WIDGET_LOGIN_PATH,
    meta: { title: 'login', isAuth: true, hidden: true },
    page: lazyPage(() => import('./WidgetLoginPage')),
  },
} satisfies Record<string, RouteEntry>;
