import { REGION_FALLBACK_RANGE } from '@platform/contracts/constants';
import type { RouteMeta } from '../../shared/router/routeMeta';

export const ORG_PATH = '/org/index';
export const LOGIN_PATH = '/login';
export const DOWNLOAD_PATH = '/control/download';

export interface GuardContext {
  pathname: string;
  search: URLSearchParams;
  meta: RouteMeta | undefined;
  hasToken: boolean;
  orgIsFirst: boolean;
}

/** What the route guard does before any call (spec 1 §4 Route guard). */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; stay?: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'checkPermission'; businessType: number; checkRegion: boolean };

export function decideGuard(ctx: GuardContext): GuardDecision {
  const path = ctx.pathname.toLowerCase();
  if (ctx.hasToken) {
    if (path === LOGIN_PATH) return { kind: 'login' };
    if (ctx.orgIsFirst && path !== ORG_PATH) return { kind: 'redirect', to: ORG_PATH };
    if (ctx.meta?.userPermission && ctx.meta.businessType) {
      return {
        kind: 'checkPermission',
        businessType: ctx.meta.businessType,
        checkRegion: Boolean(ctx.meta.isCheckRegion),
      };
    }
    return { kind: 'allow' };
  }
  if (path === DOWNLOAD_PATH) return { kind: 'login', stay: true };
  // A visitor's /login is a page of its own (issue 30): the dialog's content, for direct links.
  if (ctx.meta?.isAuth) return { kind: 'login' };
  return { kind: 'allow' };
}

/** The region calls to make for a region-checked route: the route's region, else the fallback range. */
export function permissionRegions(
  checkRegion: boolean,
  serveRegionCode: string | null,
): (string | undefined)[] {
  if (!checkRegion) return [undefined];
  return serveRegionCode ? [serveRegionCode, REGION_FALLBACK_RANGE] : [REGION_FALLBACK_RANGE];
}

export type PermissionOutcome = { kind: 'allow'; search?: string } | { kind: 'buy' };

/** Only the string 'true' lets the user in; region-checked routes carry serveRegionCode on. */
export function decideAfterPermission(
  answer: unknown,
  ctx: { search: URLSearchParams; checkRegion: boolean; regionCode?: string },
): PermissionOutcome {
  if (answer !== 'true') return { kind: 'buy' };
  if (!ctx.checkRegion || !ctx.regionCode || ctx.search.get('serveRegionCode')) return { kind: 'allow' };
  const search = new URLSearchParams(ctx.search);
  search.set('serveRegionCode', ctx.regionCode);
  return { kind: 'allow', search: `?${search.toString()}` };
}
