import { createElement, lazy, type ComponentType } from 'react';
import type { LazyPage } from './routeMeta';

/**
 * A route's page as its own chunk, which the route's loader loads (in parallel with the customer
 * configuration) before the route renders. A page already loaded renders at once: through React.lazy
 * it would suspend once more, and React holds a Suspense fallback at least 300 ms before showing the
 * content, so the page came a third of a second after its code had arrived.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Page, { load: loadOnce });
}
