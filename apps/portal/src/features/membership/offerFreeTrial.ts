import type { AppStore } from '../../shared/store/rootState';
import { appActions } from '../../shared/session/appSlice';
import { membershipApi } from './membershipApi';

/**
 * First run (issue 30, spec 1 §3 showFreeTrial): once a new user has filled in the organisation,
 * the free-trial dialog opens if the organisation has neither used its trial nor a membership;
 * never for single-sign-on users (spec 1 §4), never while the organisation step is still due.
 */
export async function offerFreeTrial(store: AppStore): Promise<boolean> {
  const { userInfo, orgInfo } = store.getState().app;
  if (!userInfo || userInfo.ssoType || orgInfo.isFirst) return false;
  const [trial, member] = await Promise.all([
    store.dispatch(membershipApi.endpoints.trialInfo.initiate({ domain: window.location.hostname })).unwrap(),
    store.dispatch(membershipApi.endpoints.memberInfo.initiate()).unwrap(),
  ]).catch(() => [null, null] as const);
  if (!trial || !member || trial.used || member.isMember) return false;
  store.dispatch(appActions.freeTrialShown(true));
  return true;
}
