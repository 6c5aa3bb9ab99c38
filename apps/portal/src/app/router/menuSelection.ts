import type { RouteMeta } from '../../shared/router/routeMeta';

export interface MenuTarget {
  path?: string;
  /** Absolute external address: opened in a new window. */
  url?: string;
  meta?: Pick<RouteMeta, 'isAuth' | 'userPermission' | 'businessType'>;
  /** Professional service id (spec 1 §2), for the 10000017 link. */
  serviceId?: string;
  query?: Record<string, string>;
}

export const EXTERNAL_SITE_SERVICE = '10000017';

/** Spec 1 §4 Menu selection, before any call. */
export type MenuDecision =
  | { kind: 'login'; reason: 'notLoggedIn' }
  | { kind: 'checkPurchase'; businessType: number }
  | { kind: 'external'; url: string }
  | { kind: 'serviceLink' }
  | { kind: 'navigate'; to: string };

const isExternal = (url: string) => /^(https?:)?\/\//.test(url);

export function withQuery(path: string, query: Record<string, string> | undefined): string {
  if (!query || !Object.keys(query).length) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

export function decideMenuSelection(target: MenuTarget, hasToken: boolean): MenuDecision {
  if (target.serviceId === EXTERNAL_SITE_SERVICE) {
    return hasToken ? { kind: 'serviceLink' } : { kind: 'login', reason: 'notLoggedIn' };
  }
  if (target.url && isExternal(target.url))
    return { kind: 'external', url: withQuery(target.url, target.query) };
  if ((target.meta?.isAuth || target.meta?.userPermission) && !hasToken)
    return { kind: 'login', reason: 'notLoggedIn' };
  if (target.meta?.userPermission && target.meta.businessType) {
    return { kind: 'checkPurchase', businessType: target.meta.businessType };
  }
  return { kind: 'navigate', to: withQuery(target.path ?? '/', target.query) };
}
