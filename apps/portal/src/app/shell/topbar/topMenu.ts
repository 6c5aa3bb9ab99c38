import type { RouteTitle } from '../../../shared/i18n/routeTitles';
import type { RouteEntry, RouteMeta } from '../../../shared/router/routeMeta';
import { ROUTES } from '../../router/routeTable';

export interface MenuItem {
  path: string;
  title: RouteTitle;
  meta: RouteMeta;
  /** The customer's own name for a configured entry. */
  label?: string;
  key?: string;
}

const toItem = (entry: RouteEntry): MenuItem => ({
  path: entry.path,
  title: entry.meta.title,
  meta: entry.meta,
});

/** A configured key is a top-level menu key or a section flag (then the section's first route). */
function routeForKey(key: string, routes: RouteEntry[]): RouteEntry | undefined {
  return (
    routes.find((r) => r.meta.menuKey === key && !r.meta.hidden) ??
    routes.find((r) => r.meta.flag === key && !r.meta.hidden) ??
    routes.find((r) => r.path === key)
  );
}

/**
 * Spec 1 §2 Top bar: inside a section the menu lists that section's routes; otherwise the
 * top-level routes in the customer's configured order, discover first.
 */
export function buildTopMenu(
  current: RouteMeta | undefined,
  menu: { key: string; name: string }[],
  routes: RouteEntry[] = ROUTES,
): MenuItem[] {
  const flag = current?.flag;
  if (flag && flag !== 'serve') {
    return routes.filter((r) => r.meta.flag === flag && !r.meta.hidden).map(toItem);
  }
  if (menu.length > 1) {
    return menu.flatMap(({ key, name }) => {
      const entry = routeForKey(key, routes);
      return entry ? [{ ...toItem(entry), label: name, key }] : [];
    });
  }
  const topLevel = routes.filter((r) => r.meta.menuKey && !r.meta.hidden);
  return [
    ...topLevel.filter((r) => r.meta.menuKey === 'discover'),
    ...topLevel.filter((r) => r.meta.menuKey !== 'discover'),
  ].map(toItem);
}

/** The chat entries: /im/index and each section's chat page (hidden when setting.imVisible is false). */
export const isChatEntry = (item: MenuItem) => item.meta.menuKey === 'im' || item.title.endsWith('.im');

export function isActive(item: MenuItem, pathname: string, current: RouteMeta | undefined): boolean {
  if (item.key && current?.flag === item.key) return true;
  const target = (current?.activeMenu ?? pathname).toLowerCase();
  return target === item.path.toLowerCase();
}
