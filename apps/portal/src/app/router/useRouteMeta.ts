import { useMatches } from 'react-router';
import type { RouteMeta } from '../../shared/router/routeMeta';

export interface RouteHandle {
  meta: RouteMeta;
}

/** Meta of the deepest matched route. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}
