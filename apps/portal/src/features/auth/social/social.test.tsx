import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../../test/renderWithApp';
import { linaToken } from '../../../test/tokenResponse';
import LoginPage from '../LoginPage';
import SocialCallbackPage from './SocialCallbackPage';
import { SocialBindings } from './SocialBindings';

const A = '/api/platform-auth';
const PROVIDERS = okReply([
  { source: 'wechat', sandbox: true },
  { source: 'qq', sandbox: false },
]);
const STATE = 'S'.repeat(43);
const CALLBACK = { route: '/oauth/callback/:source', elsewhere: <p>elsewhere</p> };

beforeEach(() => changeLanguage('zh'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  return changeLanguage('zh');
});

/** window.location with a recorded assign (jsdom cannot navigate away). */
function recordAssign() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  return assign;
}

const bodyOf = (init: RequestInit) => new URLSearchParams(String(init.body));

describe('social login buttons', () => {
  it('start a sign-in at the provider and remember where to continue', async () => {
    const api = stubApi({
      [`${A}/oauth/social/providers`]: PROVIDERS,
      [`${A}/oauth/social/authorize`]: okReply({
        authorizeUrl: '/sandbox-oauth/wechat?state=x',
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<LoginPage />, {}, '/login?path=/control/collections', { route: '/login' });
    const group = await screen.findByRole('group', { name: '其他登录方式' });
    const assign = recordAssign();
    await userEvent.click(within(group).getByRole('button', { name: '微信' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-oauth/wechat?state=x'));
    const started = api.calls.find((c) => c.url.endsWith('/oauth/social/authorize'));
    expect(JSON.parse(String(started?.init.body))).toEqual({ source: 'wechat' });
    expect(sessionStorage.getItem('platform-social-next')).toBe('/control/collections');
  });

  it('are absent when the platform offers none', async () => {
    vi.stubGlobal('fetch', stubApi({ [`${A}/oauth/social/providers`]: okReply([]) }).fetchMock);
    renderWithApp(<LoginPage />, {}, '/login', { route: '/login' });
    await screen.findByRole('tab', { name: '密码登录' });
    await waitFor(() => expect(screen.queryByRole('group', { name: '其他登录方式' })).toBeNull());
  });
});

describe('/oauth/callback/:source', () => {
  it('signs a known identity in with its ticket and continues where the sign-in started', async () => {
    sessionStorage.setItem('platform-social-next', '/control/collections');
    const api = stubApi({
      [`${A}/oauth/checkThirdLogin`]: okReply({
        result: 'signIn',
        uuid: 'T'.repeat(43),
        nickname: 'n',
        avatar: '',
      }),
      [`${A}/oauth/token`]: { body: linaToken },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { router, store } = renderWithApp(
      <SocialCallbackPage />,
      {},
      `/oauth/callback/wechat?code=C1&state=${STATE}`,
      CALLBACK,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/control/collections'));
    const checks = api.calls.filter((c) => c.url.endsWith('/oauth/checkThirdLogin'));
    expect(checks).toHaveLength(1);
    expect(JSON.parse(String(checks[0]?.init.body))).toEqual({ source: 'wechat', code: 'C1', state: STATE });
    const grant = api.calls.find((c) => c.url.endsWith('/oauth/token'));
    expect(Object.fromEntries(bodyOf(grant!.init))).toMatchObject({
      grant_type: 'social',
      source: 'wechat',
      uuid: 'T'.repeat(43),
    });
    expect(store.getState().app.userInfo?.account).toBe('lina');
  });

  it('asks a new identity for a phone and signs in with it', async () => {
    const api = stubApi({
      [`${A}/oauth/checkThirdLogin`]: okReply({
        result: 'needsPhone',
        uuid: 'U'.repeat(43),
        nickname: '小王',
        avatar: '',
      }),
      '/api/platform-resource/sms/endpoint/send-validate-nologin': okReply({ id: 'sms-1' }),
      [`${A}/oauth/token`]: { body: linaToken },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { router } = renderWithApp(
      <SocialCallbackPage />,
      {},
      `/oauth/callback/qq?code=C2&state=${STATE}`,
      CALLBACK,
    );
    expect(await screen.findByRole('heading', { name: '绑定手机号' })).toBeInTheDocument();
    expect(screen.getByText(/QQ账号「小王」首次登录/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '请输入手机号码' }), '13800000002');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '请输入验证码' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/discover'));
    const grant = api.calls.find((c) => c.url.endsWith('/oauth/token'));
    expect(Object.fromEntries(bodyOf(grant!.init))).toMatchObject({
      grant_type: 'social',
      source: 'qq',
      uuid: 'U'.repeat(43),
      sms_phone: '13800000002',
      sms_id: 'sms-1',
      sms_value: '123456',
    });
  });

  it('shows the refusal (in English too) and a way back', async () => {
    await changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      stubApi({
        [`${A}/oauth/checkThirdLogin`]: {
          status: 400,
          body: { code: 400, data: null, msg: 'This sign-in has expired or was not started in this browser' },
        },
      }).fetchMock,
    );
    renderWithApp(
      <SocialCallbackPage />,
      {},
      `/oauth/callback/wechat?code=C3&state=${'R'.repeat(43)}`,
      CALLBACK,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('not started in this browser');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('says so when the user denied the authorisation, without asking the server', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(
      <SocialCallbackPage />,
      {},
      `/oauth/callback/wechat?error=access_denied&state=${STATE}`,
      CALLBACK,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('您已取消授权');
    expect(api.calls.some((c) => c.url.includes('checkThirdLogin'))).toBe(false);
  });
});

describe('linked accounts', () => {
  it('lists each provider, links one at the provider and unlinks another after confirming', async () => {
    const api = stubApi({
      [`${A}/oauth/social/providers`]: PROVIDERS,
      [`${A}/oauth/social/bindings`]: okReply([
        { source: 'qq', nickname: 'QQ 李娜', avatar: '', boundAt: '2026-11-20T02:00:00.000Z' },
      ]),
      [`${A}/oauth/social/bind-authorize`]: okReply({ authorizeUrl: 'https://open.weixin.qq.com/x' }),
      [`${A}/oauth/social/unbind`]: okReply(true),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<SocialBindings />, signedInSession, '/user/safety/index');
    expect(await screen.findByText(/已绑定：QQ 李娜/)).toBeInTheDocument();
    expect(screen.getByText('未绑定')).toBeInTheDocument();

    const assign = recordAssign();
    await userEvent.click(screen.getByRole('button', { name: '绑定 微信' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/x'));
    expect(sessionStorage.getItem('platform-social-next')).toBe('/user/safety/index');

    await userEvent.click(screen.getByRole('button', { name: '解绑 QQ' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('解绑后将不能再使用该QQ账号登录');
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|确认|OK/ }));
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/oauth/social/unbind'))).toBe(true));
  });
});
