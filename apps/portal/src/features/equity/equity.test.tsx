import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { payRoutes } from '@platform/contracts/pay/routes';
import { chainRoutes } from '@platform/contracts/chain/routes';
import { leadsRoutes } from '@platform/contracts/leads/routes';
import { reportRoutes } from '@platform/contracts/report/routes';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import EquityPage from './EquityPage';
import { daysUntil } from './services';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

const in30Days = new Date(Date.now() + 30 * 86_400_000 + 8 * 3_600_000)
  .toISOString()
  .slice(0, 19)
  .replace('T', ' ');

function stub(options: {
  member: boolean;
  services: { businessType: number; regions: string[]; expireTime: string }[];
}) {
  const stubbed = stubApi({
    [payRoutes.memberInfo.path]: okReply({
      isMember: options.member,
      tenantType: 2,
      mealCode: options.member ? 'D' : null,
      expireTime: options.member ? in30Days : null,
      accountNum: 10,
    }),
    [payRoutes.trialInfo.path]: okReply({ day: 7, endDate: '2026-12-04', used: true, activeUntil: null }),
    [payRoutes.isEnough.path]: okReply({ enough: true, accountNum: 10, usedNum: 4 }),
    [payRoutes.queryBuyProductsV3.path]: okReply(options.services),
    [reportRoutes.reportNum.path]: okReply(48),
    [chainRoutes.exportCount.path]: okReply({ total: 5000, used: 1200, remaining: 3800 }),
    [leadsRoutes.exportCount.path]: okReply({ total: 10000, used: 10, remaining: 9990 }),
    [bigdataRoutes.regionListByLevel.path]: okReply([
      { code: '320000', name: '江苏省', children: [{ code: '320500', name: '苏州市', children: [] }] },
    ]),
    [payRoutes.orderPage.path]: okReply({
      records: [
        {
          outTradeNo: 'P20261001090000DEMO00000003',
          mealCode: 'D',
          mealName: '企业版',
          goodsTime: '1年',
          accountNum: 10,
          buyType: 1,
          price: 29800,
          status: 1,
          payType: 1,
          buyerName: '陈静',
          tenantName: '苏州星链产业服务有限公司',
          createTime: '2026-10-01 09:00:00',
          payTime: '2026-10-01 09:05:00',
          periodStart: null,
          periodEnd: null,
        },
      ],
      total: 1,
      current: 1,
      size: 5,
    }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}

describe('/expenseCenter/userAccountDetail (my equity)', () => {
  it('shows the membership, seats, services with regions and days left, allowances and purchases', async () => {
    const { calls } = stub({
      member: true,
      services: [
        { businessType: 1, regions: ['100000'], expireTime: in30Days },
        { businessType: 4, regions: ['320500'], expireTime: in30Days },
      ],
    });
    renderWithApp(<EquityPage />, signedInSession, '/expenseCenter/userAccountDetail');
    expect(await screen.findByTestId('equity-edition')).toHaveTextContent('企业版');
    expect(await screen.findByTestId('equity-seats')).toHaveTextContent('已用 4 / 共 10');
    expect(screen.getByRole('meter', { name: '已用账号席位' })).toHaveAttribute('value', '4');
    const services = screen.getByRole('table', { name: '已开通服务' });
    const rows = within(services).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('精准拓客');
    expect(rows[0]).toHaveTextContent('全国');
    expect(rows[0]).toHaveTextContent(/3[01] 天/);
    expect(within(rows[0]!).getByRole('link', { name: '进入' })).toHaveAttribute('href', '/toker/tokerIndex');
    expect(await within(services).findByText('江苏省苏州市')).toBeInTheDocument();
    expect(await screen.findByTestId('equity-reports')).toHaveTextContent('剩余 48');
    expect(await screen.findByText('线索导出')).toBeInTheDocument();
    expect(await screen.findByText(/剩余 9,990 共 10,000/)).toBeInTheDocument();
    expect(await screen.findByText(/剩余 3,800 共 5,000/)).toBeInTheDocument();
    expect(await screen.findByText('企业版 1年 · 10 人')).toBeInTheDocument();
    expect(screen.getByTestId('equity-trial')).toHaveTextContent('已使用');
    expect(calls.some((c) => c.url.includes(leadsRoutes.exportCount.path))).toBe(true);
  });

  it('asks nothing of the lead workspace that was not bought, and reads in English', async () => {
    changeLanguage('en');
    const { calls } = stub({ member: false, services: [] });
    renderWithApp(<EquityPage />, signedInSession, '/expenseCenter/userAccountDetail');
    expect(await screen.findByTestId('equity-edition')).toHaveTextContent('No membership');
    expect(await screen.findByText('No professional service yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Become a member' })).toBeInTheDocument();
    await screen.findByTestId('equity-reports');
    expect(calls.some((c) => c.url.includes(leadsRoutes.exportCount.path))).toBe(false);
    // Everything but data (the order's Chinese goods are translated by code) is English.
    const text = screen.getByTestId('equity').textContent ?? '';
    expect(text.replace(/P\d+DEMO\d+/g, '')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('counts whole days left in China time', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(daysUntil('2026-11-28 08:00:00', now)).toBe(1);
    expect(daysUntil('2026-11-26 08:00:00', now)).toBe(0);
  });
});
