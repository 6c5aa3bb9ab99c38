import { useStore } from 'react-redux';
import type { FollowState } from '@platform/ui/domain';
import type { AppStore } from '../../shared/store/rootState';
import { checkAccess } from './access';
import { enterpriseApi } from './enterpriseApi';

/**
 * The follow toggle of spec 2 §4: login first (then the purchase check of the card's scene, if any); following sends attentionEnt true, unfollowing
 * (after FollowButton's confirm) calls cancel. Both invalidate 'Follows' so the focus list and
 * the detail reload (the "attention list changed" flag). A rejection leaves the button as it was.
 */
export function useFollow(scene = 0, checkRegion = false) {
  const store = useStore() as AppStore;
  return (companyId: string) =>
    async (next: FollowState): Promise<void> => {
      const access = await checkAccess(store, scene, checkRegion);
      if (!access.ok) throw new Error('login required');
      const call =
        next === 1
          ? enterpriseApi.endpoints.followSave.initiate({ companyId, attentionEnt: true })
          : enterpriseApi.endpoints.followCancel.initiate({ companyId });
      await store.dispatch(call).unwrap();
    };
}
