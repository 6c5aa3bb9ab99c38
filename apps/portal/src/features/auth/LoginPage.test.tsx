import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithApp, stubApi } from '../../test/renderWithApp';
import { linaToken } from '../../test/tokenResponse';
import LoginPage from './LoginPage';
import { completeLogin } from './session';

afterEach(() => vi.unstubAllGlobals());

const ONLY_LOGIN = { route: '/login', elsewhere: <p>elsewhere</p> };

describe('/login', () => {
  it('offers the three ways in as a page, then continues to ?path= once signed in', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const { store, router } = renderWithApp(
      <LoginPage />,
      {},
      '/login?path=/control/collections',
      ONLY_LOGIN,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎登录');
    for (const tab of ['密码登录', '验证码登录', '扫码登录'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    await act(() => completeLogin(store, linaToken));
    await waitFor(() => expect(router.state.location.pathname).toBe('/control/collections'));
  });

  it('never follows a path to another site', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchMock);
    const { store, router } = renderWithApp(<LoginPage />, {}, '/login?path=//evil.example/x', ONLY_LOGIN);
    await act(() => completeLogin(store, linaToken));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/discover'));
  });
});
