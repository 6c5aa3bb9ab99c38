import { REGION_FALLBACK_RANGE } from '@platform/contracts/constants';
import { promptPurchase } from '../../shared/api/purchasePrompt';
import { permissionApi } from '../../shared/permission/permissionApi';
import { appActions } from '../../shared/session/appSlice';
import type { AppStore } from '../../shared/store/rootState';
import { enterpriseApi } from './enterpriseApi';

export interface AccessResult {
  ok: boolean;
  /** The purchased region the check found (region-checked scenes only). */
  regionCode?: string;
}

/**
 * Spec 2 §4 Actions on the profile card: login first (else the login dialog opens), then the
 * purchase check when the business scene is above 0. With the region check on, the purchased
 * regions of the scene come first; with none, the scene is checked with the range 120000.
 * Without it, the scene alone is checked. A refused check offers the purchase (spec 1 §8).
 */
export async function checkAccess(
  store: AppStore,
  scene: number,
  checkRegion: boolean,
): Promise<AccessResult> {
  const { dispatch, getState } = store;
  if (!getState().app.token) {
    dispatch(appActions.loginDialogShown(true));
    return { ok: false };
  }
  if (!(scene > 0)) return { ok: true };
  try {
    if (checkRegion) {
      const regions = await dispatch(
        enterpriseApi.endpoints.queryBuyRegions.initiate({ businessType: scene }, { forceRefetch: true }),
      ).unwrap();
      if (regions.length > 0) return { ok: true, regionCode: regions[0] };
    }
    const answer = await dispatch(
      permissionApi.endpoints.permissionCheck.initiate(
        checkRegion ? { businessType: scene, regionCode: REGION_FALLBACK_RANGE } : { businessType: scene },
        { forceRefetch: true },
      ),
    ).unwrap();
    if (answer === 'true') return { ok: true };
  } catch {
    // The request layer already spoke (login, purchase prompt or toast).
    return { ok: false };
  }
  void promptPurchase();
  return { ok: false };
}
