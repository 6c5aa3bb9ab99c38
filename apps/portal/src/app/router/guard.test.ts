import { describe, expect, it } from 'vitest';
import { decideAfterPermission, decideGuard, permissionRegions, type GuardContext } from './guard';
import { decideMenuSelection } from './menuSelection';
import { findRoute } from './routeTable';

const ctx = (pathname: string, over: Partial<GuardContext> = {}): GuardContext => ({
  pathname,
  search: new URLSearchParams(),
  meta: findRoute(pathname)?.meta,
  hasToken: false,
  orgIsFirst: false,
  ...over,
});

describe('route guard without a token', () => {
  it('lets visitors through public routes', () => {
    expect(decideGuard(ctx('/'))).toEqual({ kind: 'allow' });
    expect(decideGuard(ctx('/product/vipServices'))).toEqual({ kind: 'allow' });
    expect(decideGuard(ctx('/businessCard/view'))).toEqual({ kind: 'allow' });
  });
  it('opens the login dialog for auth routes', () => {
    expect(decideGuard(ctx('/im/index'))).toEqual({ kind: 'login' });
    expect(decideGuard(ctx('/control/graph'))).toEqual({ kind: 'login' });
    expect(decideGuard(ctx('/business/index'))).toEqual({ kind: 'login' });
  });
  it('lets a visitor open /login, a page of its own', () => {
    expect(decideGuard(ctx('/login'))).toEqual({ kind: 'allow' });
  });
  it('stores a stay flag for /control/download', () => {
    expect(decideGuard(ctx('/control/download'))).toEqual({ kind: 'login', stay: true });
  });
});

describe('route guard with a token', () => {
  const withToken = { hasToken: true };
  it('/login opens the login dialog', () => {
    expect(decideGuard(ctx('/login', withToken))).toEqual({ kind: 'login' });
  });
  it('checks the business-type permission by call', () => {
    expect(decideGuard(ctx('/toker/tokerIndex', withToken))).toEqual({
      kind: 'checkPermission',
      businessType: 1,
      checkRegion: false,
    });
    expect(decideGuard(ctx('/business/index', withToken))).toEqual({
      kind: 'checkPermission',
      businessType: 4,
      checkRegion: true,
    });
    expect(decideGuard(ctx('/politicsHome/politicsIndex', withToken))).toMatchObject({ businessType: 5 });
    expect(decideGuard(ctx('/tokerFinance/tokerFinanceIndex', withToken))).toMatchObject({
      businessType: 11,
    });
  });
  it('sends a first-time organisation to /org/index', () => {
    expect(decideGuard(ctx('/home/discover', { ...withToken, orgIsFirst: true }))).toEqual({
      kind: 'redirect',
      to: '/org/index',
    });
    expect(decideGuard(ctx('/org/index', { ...withToken, orgIsFirst: true }))).toEqual({ kind: 'allow' });
  });
  it('allows ordinary auth routes', () => {
    expect(decideGuard(ctx('/user/personal/index', withToken))).toEqual({ kind: 'allow' });
  });
});

describe('permission answer', () => {
  const search = new URLSearchParams('a=1');
  it('only the string true allows', () => {
    expect(decideAfterPermission('true', { search, checkRegion: false })).toEqual({ kind: 'allow' });
    expect(decideAfterPermission(true, { search, checkRegion: false })).toEqual({ kind: 'buy' });
    expect(decideAfterPermission('false', { search, checkRegion: false })).toEqual({ kind: 'buy' });
  });
  it('adds serveRegionCode on region-checked routes', () => {
    expect(decideAfterPermission('true', { search, checkRegion: true, regionCode: '110000' })).toEqual({
      kind: 'allow',
      search: '?a=1&serveRegionCode=110000',
    });
  });
  it('falls back to range 120000 when no region is found', () => {
    expect(permissionRegions(true, null)).toEqual(['120000']);
    expect(permissionRegions(true, '310000')).toEqual(['310000', '120000']);
    expect(permissionRegions(false, '310000')).toEqual([undefined]);
  });
});

describe('menu selection', () => {
  it('login-required entries abort with 未登录！ for visitors', () => {
    expect(decideMenuSelection({ path: '/im/index', meta: { isAuth: true } }, false)).toEqual({
      kind: 'login',
      reason: 'notLoggedIn',
    });
  });
  it('userPermission entries check the purchase', () => {
    expect(
      decideMenuSelection(
        { path: '/toker/tokerIndex', meta: { userPermission: true, businessType: 1 } },
        true,
      ),
    ).toEqual({
      kind: 'checkPurchase',
      businessType: 1,
    });
  });
  it('external URLs open in a new window with fixed query parameters', () => {
    expect(decideMenuSelection({ url: 'https://example.com/x', query: { from: 'pc' } }, false)).toEqual({
      kind: 'external',
      url: 'https://example.com/x?from=pc',
    });
  });
  it('service 10000017 needs login, then asks for its link', () => {
    expect(decideMenuSelection({ serviceId: '10000017' }, false)).toMatchObject({ kind: 'login' });
    expect(decideMenuSelection({ serviceId: '10000017' }, true)).toEqual({ kind: 'serviceLink' });
  });
  it('plain entries navigate', () => {
    expect(decideMenuSelection({ path: '/home/discover' }, false)).toEqual({
      kind: 'navigate',
      to: '/home/discover',
    });
  });
});

describe('route table', () => {
  it('matches case-insensitively and knows unknown paths', () => {
    expect(findRoute('/entinfo/index')?.meta.title).toBe('entInfo');
    expect(findRoute('/nope')).toBeUndefined();
  });
});
