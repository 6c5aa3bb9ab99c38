import type { AppStore } from '../../shared/store/rootState';
import { chainApi } from './chainApi';
import { mapNodesArgs } from './mapQuery';

/**
 * Started by the route loader: the map's chunk and its nodes load side by side with the customer
 * configuration, so the columns no longer wait for the chunk before asking for their nodes
 * (bench/chain-open). This module is its own chunk, with the api slice, so the first route's
 * bundle does not grow.
 */
export function preloadChainMap(store: AppStore, url: URL): void {
  void import('./ChainMapPage');
  // The graph view draws with echarts, which the page loads only for it.
  if (url.searchParams.get('view') === 'graph') void import('@platform/ui/charts/chain-graph');
  const { args, valid } = mapNodesArgs(url.searchParams);
  // The page subscribes to the same cache entry; this only starts the request early.
  if (valid) store.dispatch(chainApi.endpoints.chainNodes.initiate(args)).unsubscribe();
}
