import { afterEach, describe, expect, it, vi } from 'vitest';
import { payRoutes } from '@platform/contracts/pay/routes';
import '../../shared/i18n';
import { createTestStore, stubApi } from '../../test/renderWithApp';
import { checkAccess } from './access';

const ok = (data: unknown) => ({ body: { code: 666666, msg: '', data } });
const loggedIn = () => createTestStore({ token: 'tok', tokenExpiresAt: Date.now() + 3_600_000 });

afterEach(() => vi.unstubAllGlobals());

describe('profile card access (spec 2 §4)', () => {
  it('opens the login dialog first and calls nothing', async () => {
    const { fetchMock, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    const store = createTestStore();
    expect(await checkAccess(store, 4, true)).toEqual({ ok: false });
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('skips the purchase check for scene 0', async () => {
    const { fetchMock, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkAccess(loggedIn(), 0, true)).toEqual({ ok: true });
    expect(calls).toHaveLength(0);
  });

  it('passes on a purchased region of the scene without the 120000 check', async () => {
    const { fetchMock, calls } = stubApi({ [payRoutes.queryBuyRegions.path]: ok(['440300']) });
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkAccess(loggedIn(), 4, true)).toEqual({ ok: true, regionCode: '440300' });
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([payRoutes.queryBuyRegions.path]);
  });

  it('checks the scene alone without the region check', async () => {
    const { fetchMock, calls } = stubApi({ [payRoutes.permissionCheck.path]: ok('true') });
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkAccess(loggedIn(), 2, false)).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${payRoutes.permissionCheck.path}?businessType=2`);
  });
});
