import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '../../shared/customer/useCustomer';
import type { RouteMeta } from '../../shared/router/routeMeta';

/** Page title = route title + platform name; scroll to top on each navigation. */
export function useRouteEffects(meta: RouteMeta | undefined): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const { platformName } = useCustomer();
  useEffect(() => {
    const title = meta ? t(`routes.${meta.title}`) : '';
    document.title = title ? `${title}-${platformName}` : platformName;
  }, [meta, platformName, t, i18n.language]);
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
}
