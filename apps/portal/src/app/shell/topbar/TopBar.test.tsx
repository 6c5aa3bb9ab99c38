import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppState } from '../../../shared/session/appSlice';
import { renderWithApp, okReply, stubApi, type FakeReply } from '../../../test/renderWithApp';
import { TopBar } from './TopBar';
import { RightSideBar } from '../sidebar/RightSideBar';
import { markPageRendered } from '../useIdle';
import { customerDetailReply } from '../../../test/customerDetail';

const detail = (over: Record<string, unknown> = {}) =>
  customerDetailReply({
    configItemVos: [
      { configName: '精准获客', configKey: '10000005', configType: 'service', checked: 'true', sort: 1 },
    ],
    ...over,
  });

const session = (extra: Record<string, unknown> = {}): Partial<AppState> => ({
  token: 'tok',
  tokenExpiresAt: Date.now() + 3_600_000,
  userInfo: {
    userId: 'u1',
    tenantId: '200001',
    account: 'lina',
    realName: '李娜',
    ...extra,
  } as AppState['userInfo'],
});

function setup(reply: FakeReply = detail(), extra: Record<string, FakeReply> = {}) {
  const api = stubApi({
    '/api/platform-system/lingxi/customer/detail': reply,
    '/api/platform-system/user/dropdown-counts': {
      body: {
        code: 666666,
        msg: '',
        data: { friendCount: 3, VCardCount: 2, fansCount: 5, attentionCount: 1 },
      },
    },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('top bar', () => {
  it('shows login/register, VIP, app download and back-to-home for a visitor of the default customer', async () => {
    setup();
    renderWithApp(<TopBar />, {}, '/trends/index');
    expect(await screen.findByRole('button', { name: 'VIP套餐' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录/注册' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'APP下载' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /专业服务/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '激活码' })).not.toBeInTheDocument();
  });

  it('hides back-to-home on /home/discover and shows the activation link when logged in', async () => {
    setup();
    renderWithApp(<TopBar />, session(), '/home/discover');
    expect(await screen.findByRole('button', { name: '激活码' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回首页' })).not.toBeInTheDocument();
  });

  it('opens the activation-code dialog from the activation link', async () => {
    setup();
    const { store } = renderWithApp(<TopBar />, session(), '/home/discover');
    expect(store.getState().app.showActivation).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: '激活码' }));
    expect(store.getState().app.showActivation).toBe(true);
  });

  it('hides VIP links when vipServicesFlag is not 1, app download and services for other customers', async () => {
    setup(detail({ customerCode: '20000001', oemSetting: '{"vipServicesFlag":0}', configItemVos: [] }));
    renderWithApp(<TopBar />, session(), '/trends/index');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'APP下载' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'VIP套餐' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '激活码' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /专业服务/ })).not.toBeInTheDocument();
  });

  it('hides the user block for ssoType 4', async () => {
    setup();
    renderWithApp(<TopBar />, session({ ssoType: '4' }), '/trends/index');
    await screen.findByRole('button', { name: 'VIP套餐' });
    expect(screen.queryByText(/李娜/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录/注册' })).not.toBeInTheDocument();
  });

  it('opens the user dropdown with its counts, the free trial with its end, and links', async () => {
    setup(detail(), {
      '/api/platform-pay/member/member-info': okReply({
        isMember: false,
        tenantType: 2,
        mealCode: null,
        expireTime: null,
        accountNum: 1,
      }),
      '/api/platform-pay/trial/info': okReply({
        day: 7,
        endDate: '2026-12-04',
        used: true,
        activeUntil: '2026-12-04 10:00:00',
      }),
    });
    // The dropdown is deferred until the first page has rendered.
    markPageRendered();
    const { router } = renderWithApp(<TopBar />, session(), '/trends/index');
    await userEvent.click(await screen.findByTestId('user-menu-trigger', {}, { timeout: 3000 }));
    const menu = await screen.findByTestId('user-menu');
    await waitFor(() => expect(menu).toHaveTextContent('3好友'));
    expect(menu).toHaveTextContent('2名片夹');
    expect(menu).toHaveTextContent('5粉丝');
    expect(menu).toHaveTextContent('1关注');
    expect(menu).toHaveTextContent('账号：lina');
    expect(await screen.findByTestId('membership-status')).toHaveTextContent('免费试用中，2026-12-04 到期');
    await userEvent.click(screen.getByTestId('count-following'));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/control/focus?type=focusPerson',
    );
  });

  it('switches the language and remembers it', async () => {
    setup();
    renderWithApp(<TopBar />, {}, '/trends/index');
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('button', { name: 'Log in / Sign up' })).toBeInTheDocument();
    expect(localStorage.getItem('platform-language')).toBe('en');
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('button', { name: '登录/注册' })).toBeInTheDocument();
  });
});

describe('right side bar feedback', () => {
  it('asks a visitor to log in', async () => {
    setup();
    const { store } = renderWithApp(<RightSideBar />);
    await userEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
  });

  it('requires content and submits it for a logged-in user', async () => {
    const { calls } = setup(detail(), {
      '/api/platform-system/feedback/submit': { body: { code: 666666, msg: '', data: { id: 'f1' } } },
    });
    renderWithApp(<RightSideBar />, session());
    await userEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(dialog).toHaveTextContent('请输入反馈内容');
    await userEvent.type(screen.getByLabelText('请描述您遇到的问题或建议'), '希望增加导出');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '意见反馈' })).not.toBeInTheDocument());
    const body = JSON.parse(String(calls.find((c) => c.url.includes('feedback/submit'))?.init.body));
    expect(body).toMatchObject({ content: '希望增加导出' });
  });
});
