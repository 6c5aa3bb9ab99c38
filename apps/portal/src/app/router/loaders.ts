import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '@platform/ui';
import { i18n } from '../../shared/i18n';
import { appActions } from '../../shared/session/appSlice';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { customerApi } from '../../shared/customer/customerApi';
import { currentDomain, toCustomerView } from '../../shared/customer/customerConfig';
import { setFavicon } from '../../shared/customer/favicon';
import { permissionApi } from '../../shared/permission/permissionApi';
import type { AppStore } from '../../shared/store/rootState';
import { decideAfterPermission, decideGuard, permissionRegions } from './guard';
import { lastLocation, setPendingTarget } from '../../shared/router/navigationHistory';
import type { RouteEntry } from '../../shared/router/routeMeta';

export const DISCOVER_PATH = '/home/discover';

/** Router tail (spec 1 §2): customer configuration before every navigation; failure proceeds. */
export function rootLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    try {
      const detail = await store
        .dispatch(customerApi.endpoints.customerDetail.initiate(currentDomain()))
        .unwrap();
      const customer = toCustomerView(detail);
      setFavicon(customer.logos.logo);
      if (store.getState().app.domainUrl !== window.location.origin) {
        store.dispatch(appActions.domainUrlSet(window.location.origin));
      }
      if (customer.oem.indexFlag === 2 && url.pathname === '/') return redirect(DISCOVER_PATH);
    } catch {
      // Spec 1 §8: a failed customer configuration load lets the navigation proceed.
    }
    return null;
  };
}

/**
 * The page's code, loaded with the route's data (lazyPage): the route then renders it at once, not
 * a Suspense fallback first. A failed load is left to the page's own lazy load and error boundary.
 */
function loadPage(entry: RouteEntry): Promise<unknown> {
  return entry.page.load?.().catch(() => undefined) ?? Promise.resolve();
}

function stayWhereYouAre(): Response {
  return redirect(lastLocation() ?? '/');
}

/** Route guard of spec 1 §4, run before the route renders. */
export function guardLoader(store: AppStore, entry: RouteEntry) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const app = store.getState().app;
    const decision = decideGuard({
      pathname: url.pathname,
      search: url.searchParams,
      meta: entry.meta,
      hasToken: Boolean(app.token),
      orgIsFirst: Boolean(app.orgInfo.isFirst),
    });
    switch (decision.kind) {
      case 'allow':
        entry.preload?.(store, url);
        await loadPage(entry);
        return null;
      case 'redirect':
        return redirect(decision.to);
      case 'login':
        if (decision.stay) localStorage.setItem(STORAGE_KEYS.stay, '1');
        if (!app.token && url.pathname.toLowerCase() !== '/login')
          setPendingTarget(url.pathname + url.search);
        store.dispatch(appActions.loginDialogShown(true));
        return stayWhereYouAre();
      case 'checkPermission': {
        const page = loadPage(entry);
        const serveRegionCode =
          url.searchParams.get('serveRegionCode') ?? localStorage.getItem(STORAGE_KEYS.serveRegionCode);
        let answer: unknown = 'false';
        let regionCode: string | undefined;
        for (const region of permissionRegions(decision.checkRegion, serveRegionCode)) {
          answer = await store
            .dispatch(
              permissionApi.endpoints.permissionCheck.initiate(
                { businessType: decision.businessType, regionCode: region },
                { forceRefetch: true },
              ),
            )
            .unwrap()
            .catch(() => 'false');
          regionCode = region;
          if (answer === 'true') break;
        }
        const outcome = decideAfterPermission(answer, {
          search: url.searchParams,
          checkRegion: decision.checkRegion,
          regionCode: regionCode === serveRegionCode ? regionCode : undefined,
        });
        if (outcome.kind === 'buy') {
          toast.info(i18n.t('guard.notPurchased'));
          openVipServicesInNewWindow(lastLocation() ?? url.pathname);
          return stayWhereYouAre();
        }
        if (outcome.search) return redirect(url.pathname + outcome.search);
        await page;
        return null;
      }
    }
  };
}

function openVipServicesInNewWindow(origin: string) {
  localStorage.setItem(STORAGE_KEYS.originRoute, origin);
  window.open('/product/vipServices', '_blank');
}
