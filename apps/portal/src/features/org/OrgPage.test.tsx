import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppState } from '../../shared/session/appSlice';
import { okReply, renderWithApp, stubApi } from '../../test/renderWithApp';
import OrgPage from './OrgPage';

afterEach(() => vi.unstubAllGlobals());

const NOT_MEMBER = { isMember: false, tenantType: 2, mealCode: null, expireTime: null, accountNum: 1 };

describe('/org/index', () => {
  it('requires a name, submits the organisation info and lets the user in', async () => {
    const { fetchMock, calls } = stubApi({
      '/api/platform-system/org/submit': { body: { code: 666666, msg: '', data: { isFirst: 0, type: 1 } } },
      '/api/platform-pay/trial/info': okReply({
        day: 7,
        endDate: '2026-12-04',
        used: false,
        activeUntil: null,
      }),
      '/api/platform-pay/member/member-info': okReply(NOT_MEMBER),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { store, router } = renderWithApp(
      <OrgPage />,
      {
        token: 'tok',
        tokenExpiresAt: Date.now() + 3_600_000,
        userInfo: { userId: 'u1', tenantId: '100001', account: 'x' } as AppState['userInfo'],
        orgInfo: { isFirst: 1, type: 1 },
      },
      '/org/index',
    );
    await userEvent.click(screen.getByRole('button', { name: '进入平台' }));
    expect(screen.getByText('请输入组织名称')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('组织名称'), '杭州新星科技');
    await userEvent.click(screen.getByRole('radio', { name: '机构' }));
    await userEvent.type(screen.getByLabelText('所属行业'), '软件');
    await userEvent.click(screen.getByRole('button', { name: '进入平台' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/discover'));
    expect(store.getState().app.orgInfo).toEqual({ isFirst: 0, type: 1 });
    const body = JSON.parse(String(calls.find((c) => c.url.includes('org/submit'))?.init.body));
    expect(body).toEqual({ orgName: '杭州新星科技', type: 3, industry: '软件' });
    // First run: the free trial is offered once the organisation is in.
    await waitFor(() => expect(store.getState().app.showFreeTrial).toBe(true));
  });
});
