import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { salesRoutes } from '@platform/contracts/sales/routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import SalesCodePage, { salesLink } from './SalesCodePage';
import SalesTeamPage from './SalesTeamPage';
import TeamDetailPage from './TeamDetailPage';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

const team = {
  teamId: '42',
  name: '华东销售一组',
  teamCode: 'HDXSK226',
  leaderName: '李娜',
  isLeader: true,
  members: [
    { name: '李娜', sellCode: 'LN8KQW27', role: 'leader', joinedAt: '2026-10-01T01:00:00.000Z' },
    { name: '王芳', sellCode: 'WF3MZP45', role: 'member', joinedAt: '2026-10-02T01:00:00.000Z' },
  ],
};

describe('/salesManagement/salesCode', () => {
  it('shows my code, its figures, its link and the users it brought', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        [salesRoutes.getMySalesCode.path]: okReply({
          sellCode: 'LN8KQW27',
          registrations: 2,
          paidOrders: 1,
          amount: 29800,
        }),
        [salesRoutes.salesReferralPage.path]: okReply({
          records: [{ userName: '陈*', boundAt: '2026-10-01T01:00:00.000Z', paidOrders: 1, amount: 29800 }],
          total: 1,
          current: 1,
          size: 10,
        }),
      }).fetchMock,
    );
    renderWithApp(<SalesCodePage />, signedInSession, '/salesManagement/salesCode');
    expect(await screen.findByTestId('sales-code-value')).toHaveTextContent('LN8KQW27');
    expect(screen.getByTestId('sales-amount')).toHaveTextContent('¥29,800.00');
    const table = await screen.findByRole('table', { name: '我带来的用户' });
    expect(within(table).getByText('陈*')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '分享销售码' }));
    expect(await screen.findByDisplayValue(salesLink('LN8KQW27'))).toBeInTheDocument();
    expect(salesLink('LN8KQW27', 'https://a.example')).toBe('https://a.example/?sellCode=LN8KQW27');
  });
});

describe('/salesManagement/salesTeam', () => {
  it('without a team: checks the team code while typing and keeps a refusal beside the form', async () => {
    const stubbed = stubApi({
      [salesRoutes.salesTeamMine.path]: okReply(null),
      [salesRoutes.joiningTheSalesTeam.path]: {
        body: { code: 404, msg: '团队码不存在', data: null },
        status: 404,
      },
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<SalesTeamPage />, signedInSession, '/salesManagement/salesTeam');
    const code = await screen.findByLabelText('团队码');
    await userEvent.type(code, 'ab1');
    expect(await screen.findByText('团队码为 8 位字母或数字')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, 'zzzzzzzz');
    await userEvent.click(screen.getByRole('button', { name: '加入团队' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('团队码不存在');
    expect(code).toHaveValue('zzzzzzzz');
    const sent = stubbed.calls.find((c) => c.url.includes(salesRoutes.joiningTheSalesTeam.path))!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ teamCode: 'ZZZZZZZZ' });
  });

  it('with a team: its code, members and a link to the figures; English has no Chinese words', async () => {
    changeLanguage('en');
    vi.stubGlobal('fetch', stubApi({ [salesRoutes.salesTeamMine.path]: okReply(team) }).fetchMock);
    renderWithApp(<SalesTeamPage />, signedInSession, '/salesManagement/salesTeam');
    expect(await screen.findByTestId('sales-team-code')).toHaveTextContent('HDXSK226');
    expect(screen.getByRole('link', { name: 'Team figures' })).toHaveAttribute(
      'href',
      '/salesManagement/teamDetail?teamId=42',
    );
    const text = (screen.getByTestId('sales-team').textContent ?? '').replace(/华东销售一组|李娜|王芳/g, '');
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('/salesManagement/teamDetail', () => {
  it('shows the totals and rows, and asks again for another period', async () => {
    const stubbed = stubApi({
      [salesRoutes.salesTeamDetail.path]: okReply({
        team: {
          teamId: '42',
          name: '华东销售一组',
          teamCode: 'HDXSK226',
          leaderName: '李娜',
          isLeader: true,
        },
        rows: [
          {
            month: '2026-11',
            memberName: '李娜',
            sellCode: 'LN8KQW27',
            registrations: 1,
            paidOrders: 1,
            amount: 1980,
          },
          {
            month: '2026-11',
            memberName: '王芳',
            sellCode: 'WF3MZP45',
            registrations: 0,
            paidOrders: 0,
            amount: 0,
          },
        ],
        totals: { registrations: 1, paidOrders: 1, amount: 1980 },
      }),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<TeamDetailPage />, signedInSession, '/salesManagement/teamDetail?teamId=42');
    expect(await screen.findByTestId('sales-detail-amount')).toHaveTextContent('¥1,980.00');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(stubbed.calls.at(-1)!.url).toContain('months=6');
    await userEvent.selectOptions(screen.getByLabelText('统计范围'), '12');
    await waitFor(() => expect(stubbed.calls.at(-1)!.url).toContain('months=12'));
  });
});
