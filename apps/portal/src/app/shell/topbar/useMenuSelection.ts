import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { DictEntry, systemApi } from '@platform/contracts';
import { systemRoutes } from '@platform/contracts/system/routes';
import { toast } from '@platform/ui';
import { callOf, dataOf, platformApi, routesOf } from '../../../shared/api/api';
import { appActions } from '../../../shared/session/appSlice';
import { decideMenuSelection, withQuery, type MenuTarget } from '../../router/menuSelection';
import type { AppStore } from '../../../shared/store/rootState';
import { permissionApi } from '../../../shared/permission/permissionApi';

const system = routesOf<typeof systemApi>(systemRoutes);

const linkApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    externalSiteLink: build.query<DictEntry[], void>({
      query: () => callOf(system.dictionary, { code: 'lingxiaoxi_url' }),
      transformResponse: dataOf(system.dictionary),
    }),
  }),
});

/** Spec 1 §4 Menu selection for top menu entries and professional services. */
export function useMenuSelection(): (target: MenuTarget) => Promise<void> {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async (target) => {
    const app = store.getState().app;
    const decision = decideMenuSelection(target, Boolean(app.token));
    switch (decision.kind) {
      case 'login':
        store.dispatch(appActions.loginDialogShown(true));
        toast.info(t('guard.notLoggedIn'));
        return;
      case 'external':
        window.open(decision.url, '_blank');
        return;
      case 'serviceLink': {
        const entries = await store
          .dispatch(linkApi.endpoints.externalSiteLink.initiate())
          .unwrap()
          .catch(() => []);
        const url = entries[0]?.dictValue;
        if (url)
          window.open(
            withQuery(url, { phoneNumber: app.userInfo?.phone ?? '', userId: app.userInfo?.userId ?? '' }),
            '_blank',
          );
        return;
      }
      case 'checkPurchase': {
        const answer = await store
          .dispatch(
            permissionApi.endpoints.permissionCheck.initiate(
              { businessType: decision.businessType },
              { forceRefetch: true },
            ),
          )
          .unwrap()
          .catch(() => 'false');
        if (answer !== 'true') {
          toast.info(t('guard.notPurchased'));
          return;
        }
        void navigate(withQuery(target.path ?? '/', target.query));
        return;
      }
      case 'navigate':
        void navigate(decision.to);
    }
  };
}
