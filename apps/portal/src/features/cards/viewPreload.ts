import type { AppStore } from '../../shared/store/rootState';
import { cardsApi } from './cardsApi';
import { viewTarget } from './paths';

/**
 * Started by the route loader: the view's chunk and the card it shows load side by side with the
 * customer configuration (the public link's first render no longer waits for one, then the other).
 * This module is a chunk of its own (the first route's bundle does not grow) and brings the api
 * slice with it: one request before the card's, not two in a row.
 */
export function preloadCardView(store: AppStore, url: URL): void {
  void import('./CardViewPage');
  const target = viewTarget(url.searchParams);
  if (!target.fromServer || !target.vcardId) return;
  // The page subscribes to the same cache entry; this only starts the request early.
  store.dispatch(cardsApi.endpoints.cardDetail.initiate({ vcardId: target.vcardId })).unsubscribe();
}
