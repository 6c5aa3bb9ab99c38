import type { AppStore } from '../../shared/store/rootState';
import { viewTarget } from './paths';

/**
 * Started by the route loader: the view's chunk and the card it shows load side by side with the
 * customer configuration (the public link's first render no longer waits for one, then the other).
 * The api slice comes in its own small chunk so the first route's bundle does not grow.
 */
export function preloadCardView(store: AppStore, url: URL): void {
  void import('./CardViewPage');
  const target = viewTarget(url.searchParams);
  if (!target.fromServer || !target.vcardId) return;
  const vcardId = target.vcardId;
  void import('./cardsApi').then(({ cardsApi }) =>
    // The page subscribes to the same cache entry; this only starts the request early.
    store.dispatch(cardsApi.endpoints.cardDetail.initiate({ vcardId })).unsubscribe(),
  );
}
