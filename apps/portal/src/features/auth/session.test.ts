import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../shared/i18n';
import type { AppState } from '../../shared/session/appSlice';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { createTestStore, stubApi } from '../../test/renderWithApp';
import { linaToken } from '../../test/tokenResponse';
import { checkLogin, completeLogin, logout } from './session';
import { startSession } from './startSession';
import type { AppRouter } from '../../shared/router/appRouter';

const user = { userId: 'u1', tenantId: '200001', account: 'lina', realName: '李娜' } as AppState['userInfo'];
const loggedIn = (over: Partial<AppState> = {}) =>
  createTestStore({ token: 'tok', tokenExpiresAt: Date.now() + 3_600_000, userInfo: user, ...over });
const visitor = () => createTestStore();
const router = { navigate: vi.fn() } as unknown as AppRouter;

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login check', () => {
  it('keeps the session when the server knows the same user', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-auth/oauth/isLogin': {
          body: { code: 666666, msg: '', data: { userId: 'u1', tenantId: '200001', account: 'lina' } },
        },
      }).fetchMock,
    );
    const store = loggedIn();
    expect(await checkLogin(store)).toBe(true);
    expect(store.getState().app.token).toBe('tok');
  });
  it('clears tokens and user info otherwise', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-auth/oauth/isLogin': {
          body: { code: 666666, msg: '', data: { userId: 'other', tenantId: '200001', account: 'x' } },
        },
      }).fetchMock,
    );
    const store = loggedIn();
    expect(await checkLogin(store)).toBe(false);
    expect(store.getState().app.token).toBe('');
    expect(store.getState().app.userInfo).toBeNull();
  });
  it('keeps the session when the check got no answer, and clears it when the server says no', async () => {
    const reply = { status: 502, body: { code: 502, msg: 'Bad Gateway', data: null } };
    vi.stubGlobal('fetch', stubApi({ '/api/platform-auth/oauth/isLogin': reply }).fetchMock);
    const store = loggedIn();
    expect(await checkLogin(store)).toBe(true);
    expect(store.getState().app.userInfo?.userId).toBe('u1');
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-auth/oauth/isLogin': { status: 400, body: { code: 400, msg: 'no', data: null } },
      }).fetchMock,
    );
    expect(await checkLogin(store)).toBe(false);
    expect(store.getState().app.userInfo).toBeNull();
  });
});

describe('logout', () => {
  it('calls the server, clears the session with org isFirst 0, and wipes storage after 1 s', async () => {
    vi.useFakeTimers();
    const { fetchMock, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchMock);
    const store = loggedIn({ orgInfo: { isFirst: 1, type: 2 } });
    localStorage.setItem('something', 'x');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    await logout(store);
    expect(calls.map((c) => c.url)).toContain('/api/platform-auth/oauth/logout');
    expect(store.getState().app).toMatchObject({
      token: '',
      userInfo: null,
      orgInfo: { isFirst: 0, type: 0 },
    });
    expect(localStorage.getItem('something')).toBe('x');
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem('something')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});

describe('login', () => {
  it('stores camelised user info and both tokens, then records a pending invite', async () => {
    const { fetchMock, calls } = stubApi({
      '/api/platform-system/org/orgInfo': { body: { code: 666666, msg: '', data: { isFirst: 1, type: 1 } } },
      '/api/platform-system/user/userInfo': { body: { code: 666666, msg: '', data: { isAdmin: true } } },
      '/api/platform-chain/userinvitation/submit': { body: { code: 666666, msg: '', data: true } },
    });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(STORAGE_KEYS.pendingInvite, JSON.stringify({ sellCode: 'S1' }));
    const store = visitor();
    await completeLogin(store, {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 169200,
      user_id: 'u9',
      tenant_id: '100001',
      real_name: '张伟',
      nick_name: '伟',
      account: 'zw',
    } as never);
    const app = store.getState().app;
    expect(app).toMatchObject({
      token: 'a',
      orgInfo: { isFirst: 1, type: 1 },
      isAdmin: true,
    });
    expect(app.userInfo).toMatchObject({
      userId: 'u9',
      tenantId: '100001',
      realName: '张伟',
      nickName: '伟',
      scope: 'all',
    });
    expect(app.userInfo).not.toHaveProperty('accessToken');
    const invite = calls.find((c) => c.url.includes('userinvitation/submit'));
    expect(JSON.parse(String(invite?.init.body))).toEqual({ sellCode: 'S1' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo)!)).toMatchObject({ userId: 'u9' });
  });
});

describe('entry rules', () => {
  it('opens the login dialog 2 s after a failed login check when open_login=1', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const store = visitor();
    await startSession(store, router, { token: null, search: '?open_login=1' });
    expect(store.getState().app.showLogInDialog).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(store.getState().app.showLogInDialog).toBe(true);
  });

  it('opens the login dialog for a sellCode invite when not logged in and keeps the invite', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const store = visitor();
    await startSession(store, router, {
      token: null,
      search: '?sellCode=S9&channel=poster&userid=7&tenantid=200001',
    });
    expect(store.getState().app.showLogInDialog).toBe(true);
    expect(store.getState().app.inviteInfo).toEqual({ userId: '7', tenantId: '200001' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingInvite)!)).toMatchObject({
      sellCode: 'S9',
      channel: 'poster',
    });
  });

  it('SSO type 4 rejects the phone that is already signed in', async () => {
    const { fetchMock } = stubApi({
      '/api/platform-auth/oauth/isLogin': {
        body: { code: 666666, msg: '', data: { userId: 'u1', tenantId: '200001', account: 'lina' } },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = loggedIn({ userInfo: { ...user!, ssoType: '4', ssoPhone: '13800000002' } });
    await startSession(store, router, { token: null, search: '?ssoType=4&phone=13800000002' });
    expect(store.getState().app.userInfo?.userId).toBe('u1');
  });

  it('SSO type 4 with another phone wipes the old session first, then logs in with the token', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const store = loggedIn({ userInfo: { ...user!, ssoType: '4', ssoPhone: '13800000002' } });
    const payload = {
      access_token: 'sso',
      refresh_token: 'r2',
      expires_in: 100,
      user_id: 'u5',
      tenant_id: '100001',
      account: 'p',
    };
    const token = btoa(JSON.stringify(payload)).replace(/=+$/, '');
    await startSession(store, router, { token, search: `?ssoType=4&phone=13900000000&token=${token}` });
    expect(store.getState().app.userInfo).toMatchObject({
      userId: 'u5',
      ssoType: '4',
      ssoPhone: '13900000000',
    });
    expect(store.getState().app.token).toBe('sso');
  });

  it("signs a partner's user in through the sso grant, the partner's token in its header", async () => {
    const grants: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-auth/oauth/token': (init) => {
          grants.push(init);
          return { body: linaToken };
        },
      }).fetchMock,
    );
    const store = visitor();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMzgwMDAwMDAwMiJ9.c2lnbmF0dXJl';
    await startSession(store, router, {
      token: jwt,
      search: `?token=${jwt}&appId=demo-partner&phone=13800000002&ssoType=4`,
    });
    expect(grants).toHaveLength(1);
    expect(new Headers(grants[0]!.headers).get('token')).toBe(jwt);
    expect(Object.fromEntries(new URLSearchParams(String(grants[0]!.body)))).toMatchObject({
      grant_type: 'sso',
      mobile: '13800000002',
      appId: 'demo-partner',
    });
    expect(store.getState().app.userInfo).toMatchObject({
      account: 'lina',
      ssoType: '4',
      ssoPhone: '13800000002',
    });
  });

  it('signs nobody in when the sso grant refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-auth/oauth/token': {
          status: 401,
          body: {
            code: 401,
            msg: 'x',
            data: null,
            error_code: 401,
            error_description: '单点登录凭证已使用过',
          },
        },
      }).fetchMock,
    );
    const store = visitor();
    await startSession(store, router, {
      token: 'a.b.c',
      search: '?token=a.b.c&appId=demo-partner&phone=13800000002',
    });
    expect(store.getState().app.token).toBe('');
    expect(store.getState().app.userInfo).toBeNull();
  });

  it('sends mobile agents to the mobile site after 500 ms without recording the invite', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      origin: 'http://localhost',
    } as Location);
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/platform-system/dict-biz/dictionary': {
          body: {
            code: 666666,
            msg: '',
            data: [{ dictKey: 'h5_root_url', dictValue: 'https://m.example.com/', sort: 1 }],
          },
        },
      }).fetchMock,
    );
    const store = visitor();
    await startSession(store, router, { token: null, search: '?sellCode=S1&channel=c' });
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledWith('https://m.example.com/?sellCode=S1&channel=c');
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvite)).toBeNull();
    vi.restoreAllMocks();
  });
});
