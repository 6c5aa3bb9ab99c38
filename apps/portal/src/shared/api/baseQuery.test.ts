import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import '../i18n';
import { changeLanguage } from '../i18n';
import { appActions, initialAppState, type AppState } from '../session/appSlice';
import { STORAGE_KEYS } from '../session/storageKeys';
import { platformBaseQuery } from './baseQuery';
import { BASIC_AUTHORIZATION } from './clientCredentials';
import { resetErrorToast } from './errorToast';
import { installRequestEffects } from './requestEffects';

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

function mockFetch(...replies: Reply[]) {
  const queue = [...replies];
  const fetchMock = vi.fn(async () => {
    const reply = queue.shift() ?? { body: { code: 666666, data: null, msg: '' } };
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function harness(app: Partial<AppState> = {}) {
  let state = { app: { ...initialAppState, ...app } };
  const actions: { type: string; payload?: unknown }[] = [];
  const api = {
    getState: () => state,
    dispatch: (action: { type: string; payload?: unknown }) => {
      actions.push(action);
      if (action.type === appActions.tokensRefreshed.type) {
        const p = action.payload as { token: string; expiresInSeconds: number };
        state = {
          app: {
            ...state.app,
            token: p.token,
            tokenExpiresAt: Date.now() + p.expiresInSeconds * 1000,
          },
        };
      }
      return action;
    },
  } as unknown as BaseQueryApi;
  return { api, actions, call: (url = '/api/platform-system/x') => platformBaseQuery({ url }, api, {}) };
}

const effects = {
  errorToast: vi.fn(),
  confirm: vi.fn(async () => true),
  navigate: vi.fn(),
  openWindow: vi.fn(),
  trialEnded: vi.fn(),
  currentPath: vi.fn(() => '/home/discover'),
};

beforeEach(() => {
  changeLanguage('zh');
  resetErrorToast();
  vi.clearAllMocks();
  installRequestEffects(effects);
});
afterEach(() => vi.unstubAllGlobals());

const loggedIn: Partial<AppState> = {
  token: 'access-1',
  tokenExpiresAt: Date.now() + 3600_000,
};

describe('request layer headers', () => {
  it('sends the Basic client header without a token and the bearer token with one', async () => {
    const fetchMock = mockFetch({}, {});
    await harness().call();
    await harness(loggedIn).call();
    const headers = fetchMock.mock.calls.map(
      (c) => (c as unknown as [string, RequestInit])[1].headers as Record<string, string>,
    );
    expect(headers[0]?.Authorization).toBe(BASIC_AUTHORIZATION);
    expect(BASIC_AUTHORIZATION).toBe(`Basic ${btoa('portal:portal_public')}`);
    expect(headers[1]?.Authorization).toBe('Bearer access-1');
  });
});

describe('pass-through codes', () => {
  it.each([666666, 10200, 200, 16004, 222222])('code %i resolves with the envelope', async (code) => {
    mockFetch({ body: { code, data: { a: 1 }, msg: 'm' } });
    const result = await harness().call();
    expect(result).toEqual({ data: { code, data: { a: 1 }, msg: 'm' } });
    expect(effects.errorToast).not.toHaveBeenCalled();
  });

  it('a success flag true passes through whatever the code', async () => {
    mockFetch({ body: { success: true, code: 1, data: 'x', msg: '' } });
    expect(await harness().call()).toHaveProperty('data');
  });
});

describe('login codes', () => {
  it.each([90001, 401])('code %i opens the login dialog and rejects', async (code) => {
    mockFetch({ body: { code, data: null, msg: '' } });
    const { call, actions } = harness();
    const result = await call();
    expect(result).toHaveProperty('error');
    expect(actions).toContainEqual(appActions.loginDialogShown(true));
  });

  it('HTTP 401 refreshes once through the refresh cookie and retries', async () => {
    const fetchMock = mockFetch(
      { status: 401, body: { code: 401, data: null, msg: '' } },
      {
        body: {
          access_token: 'access-2',
          refresh_token: '',
          expires_in: 169200,
        },
      },
      { body: { code: 666666, data: 'ok', msg: '' } },
    );
    const { call } = harness(loggedIn);
    expect(await call()).toEqual({ data: { code: 666666, data: 'ok', msg: '' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const retry = fetchMock.mock.calls[2] as unknown as [string, RequestInit];
    expect((retry[1].headers as Record<string, string>).Authorization).toBe('Bearer access-2');
  });

  it('a failed refresh clears the session and opens the login dialog', async () => {
    mockFetch(
      { status: 401, body: { code: 401 } },
      { status: 400, body: { code: 400, error_description: 'bad', data: null, msg: 'bad' } },
    );
    const { call, actions } = harness(loggedIn);
    expect(await call()).toHaveProperty('error');
    expect(actions).toContainEqual(appActions.sessionCleared());
    expect(actions).toContainEqual(appActions.loginDialogShown(true));
  });

  it('refreshes silently before expiry', async () => {
    const fetchMock = mockFetch(
      {
        body: {
          access_token: 'access-3',
          refresh_token: '',
          expires_in: 169200,
        },
      },
      { body: { code: 666666, data: null, msg: '' } },
    );
    document.cookie = 'platform-csrf=csrf-1; path=/';
    await harness({ ...loggedIn, tokenExpiresAt: Date.now() + 1000 }).call();
    const [tokenCall, apiCall] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(tokenCall?.[0]).toBe('/api/platform-auth/oauth/token');
    expect(String(tokenCall?.[1].body)).toContain('grant_type=refresh_token');
    // The page never holds the refresh token: the cookie carries it, the header proves same-site.
    expect(String(tokenCall?.[1].body)).not.toContain('refresh_token=');
    expect((tokenCall?.[1].headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
    expect((apiCall?.[1].headers as Record<string, string>).Authorization).toBe('Bearer access-3');
  });
});

describe('code 111111', () => {
  it("with message '0' opens the login dialog", async () => {
    mockFetch({ body: { code: 111111, data: null, msg: '0' } });
    const { call, actions } = harness();
    await call();
    expect(actions).toContainEqual(appActions.loginDialogShown(true));
    expect(effects.confirm).not.toHaveBeenCalled();
  });

  it('otherwise asks to buy and goes to /product/vipServices, remembering the origin', async () => {
    mockFetch({ body: { code: 111111, data: null, msg: 'need' } });
    await harness().call();
    await vi.waitFor(() => expect(effects.navigate).toHaveBeenCalledWith('/product/vipServices'));
    expect(effects.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: '提示', content: '请购买相应的服务', confirmText: '立即购买' }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.originRoute)).toBe('/home/discover');
  });

  it('opens a new window from the publication edit page', async () => {
    effects.currentPath.mockReturnValue('/publicationEdit/index');
    mockFetch({ body: { code: 111111, data: null, msg: 'need' } });
    await harness().call();
    await vi.waitFor(() => expect(effects.openWindow).toHaveBeenCalledWith('/product/vipServices'));
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('does nothing when the user cancels', async () => {
    effects.confirm.mockResolvedValueOnce(false);
    mockFetch({ body: { code: 111111, data: null, msg: 'need' } });
    await harness().call();
    await vi.waitFor(() => expect(effects.confirm).toHaveBeenCalled());
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('error toasts', () => {
  it('91001 shows its message', async () => {
    mockFetch({ body: { code: 91001, data: null, msg: '业务错误' } });
    expect(await harness().call()).toEqual({ error: { code: 91001, message: '业务错误' } });
    expect(effects.errorToast).toHaveBeenCalledWith('业务错误');
  });

  it('504 shows 网络请求超时，请重试！', async () => {
    mockFetch({ status: 504, body: null });
    await harness().call();
    expect(effects.errorToast).toHaveBeenCalledWith('网络请求超时，请重试！');
  });

  it('a timed-out request shows the same message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = harness().call();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(await pending).toEqual({ error: { code: 504, message: '网络请求超时，请重试！' } });
    vi.useRealTimers();
  });

  it('other codes show msg, then error_description, then 未知错误', async () => {
    mockFetch({ status: 400, body: { code: 400, msg: '参数错误' } });
    await harness().call();
    expect(effects.errorToast).toHaveBeenLastCalledWith('参数错误');
    resetErrorToast();
    mockFetch({ status: 400, body: { code: 400, msg: '', error_description: '描述' } });
    await harness().call();
    expect(effects.errorToast).toHaveBeenLastCalledWith('描述');
    resetErrorToast();
    mockFetch({ status: 500, body: { code: 500 } });
    await harness().call();
    expect(effects.errorToast).toHaveBeenLastCalledWith('未知错误');
  });

  it('a silent call fails without a toast but still opens the login dialog', async () => {
    mockFetch({ body: { code: 500, msg: '失败' } });
    const silent = harness();
    const result = await platformBaseQuery({ url: '/api/platform-bigdata/x', silent: true }, silent.api, {});
    expect(result).toEqual({ error: { code: 500, message: '失败' } });
    expect(effects.errorToast).not.toHaveBeenCalled();
    mockFetch({ body: { code: 90001, msg: '' } });
    await platformBaseQuery({ url: '/api/platform-bigdata/x', silent: true }, silent.api, {});
    expect(silent.actions).toContainEqual(appActions.loginDialogShown(true));
  });

  it('shows one error toast at a time', async () => {
    mockFetch({ body: { code: 500, msg: 'a' } }, { body: { code: 500, msg: 'b' } });
    await harness().call();
    await harness().call();
    expect(effects.errorToast).toHaveBeenCalledTimes(1);
  });

  it('speaks English when switched', async () => {
    changeLanguage('en');
    mockFetch({ status: 504, body: null });
    await harness().call();
    expect(effects.errorToast).toHaveBeenCalledWith('The request timed out, please try again!');
  });
});

describe('trial header', () => {
  it('false opens the trial-ended prompt', async () => {
    mockFetch({ body: { code: 666666, data: null, msg: '' }, headers: { trial: 'false' } });
    await harness().call();
    expect(effects.trialEnded).toHaveBeenCalledWith(false);
  });

  it('tells SSO users apart', async () => {
    mockFetch({ body: { code: 666666, data: null, msg: '' }, headers: { trial: 'false' } });
    await harness({ userInfo: { ssoType: '4' } as AppState['userInfo'] }).call();
    expect(effects.trialEnded).toHaveBeenCalledWith(true);
  });

  it('is ignored for code 999999 and the exempt URLs', async () => {
    mockFetch(
      { body: { code: 999999, data: null, msg: '' }, headers: { trial: 'false' } },
      { body: { code: 666666, data: null, msg: '' }, headers: { trial: 'false' } },
    );
    await harness().call();
    await harness().call('/api/platform-system/lingxi/customer/detail');
    expect(effects.trialEnded).not.toHaveBeenCalled();
  });
});

describe('refresh across tabs', () => {
  it('adopts tokens another tab refreshed instead of spending the rotated refresh token', async () => {
    localStorage.setItem(STORAGE_KEYS.tokenExpiresAt, String(Date.now() + 3_600_000));
    document.cookie = 'platform-access-token=access-new; path=/';
    const fetchMock = mockFetch({ body: { code: 666666, data: null, msg: '' } });
    await harness({ ...loggedIn, tokenExpiresAt: Date.now() + 1000 }).call();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-new');
  });
});

describe('a cancelled query', () => {
  it('aborts its HTTP request and fails quietly (no toast, no timeout message)', async () => {
    let seen: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) => {
            seen = init.signal ?? undefined;
            seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const { api } = harness();
    const controller = new AbortController();
    const pending = platformBaseQuery(
      { url: '/api/platform-precise-business/investment-and-loan-linkage' },
      { ...api, signal: controller.signal },
      {},
    );
    await vi.waitFor(() => expect(seen).toBeDefined());
    controller.abort();
    expect(await pending).toEqual({ error: { code: 0, message: 'aborted' } });
    expect(seen?.aborted).toBe(true);
    expect(effects.errorToast).not.toHaveBeenCalled();
  });
});
