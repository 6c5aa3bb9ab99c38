import { lazyPage } from '../../shared/router/lazyPage';

/**
 * The 精准招商 workspace (issue 27 items 1–5; docs/attract.md): the home of /business/index
 * (business type 4, region-checked). The section helper of the route table mounts it.
 */
export const AttractHomePage = lazyPage(() => import('./AttractHomePage'));
