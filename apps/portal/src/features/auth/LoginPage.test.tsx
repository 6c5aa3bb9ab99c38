import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import LoginPage from './LoginPage';
import { completeLogin } from './session';

const token = {
  access_token: 'jwt-access',
  token_type: 'bearer' as const,
  refresh_token: '',
  expires_in: 169200,
  scope: 'all',
  jti: 'j',
  tenant_id: '200001',
  user_id: '1000000000000000003',
  user_name: 'lina',
  account: 'lina',
  real_name: '李娜',
  nick_name: '李娜',
  avatar: '',
  phone: '13800000002',
  role_name: 'administrator',
  role_id: 'r',
  dept_id: '',
  post_id: '',
  client_id: 'portal',
  oauth_id: '',
  license: '',
  tenant_type: 2,
};

afterEach(() => vi.unstubAllGlobals());

const ONLY_LOGIN = { route: '/login', elsewhere: <p>elsewhere</p> };

describe('/login', () => {
  it('offers the three ways in as a page, then continues to ?path= once signed in', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const { store, router } = renderWithApp(<LoginPage />, {}, '/login?path=/control/collections', ONLY_LOGIN);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎登录');
    for (const tab of ['密码登录', '验证码登录', '扫码登录'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    await act(() => completeLogin(store, token));
    await waitFor(() => expect(router.state.location.pathname).toBe('/control/collections'));
  });

  it('never follows a path to another site', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const { store, router } = renderWithApp(<LoginPage />, {}, '/login?path=//evil.example/x', ONLY_LOGIN);
    await act(() => completeLogin(store, token));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/discover'));
  });
});
