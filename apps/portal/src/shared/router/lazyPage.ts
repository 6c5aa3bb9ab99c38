import { lazy, type ComponentType } from 'react';
import type { LazyPage } from './routeMeta';

/**
 * A route's page as its own chunk (React.lazy) whose download the route's loader starts, in parallel
 * with the customer configuration, instead of the first render after the loaders.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { load });
}
