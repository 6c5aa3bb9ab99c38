import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payRoutes } from '@platform/contracts/pay/routes';
import type { OrderRow } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import OrderDetailPage from './OrderDetailPage';
import OrderManagementPage from './OrderManagementPage';

afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
});

const paid: OrderRow = {
  outTradeNo: 'P2026112000000001',
  mealCode: 'D',
  mealName: '企业版',
  goodsTime: '1年',
  accountNum: 5,
  buyType: 1,
  price: 2980,
  status: 1,
  payType: 1,
  buyerName: '李娜',
  tenantName: '福州云启科技有限公司',
  createTime: '2026-11-20T02:00:00.000Z',
  payTime: '2026-11-20T02:05:00.000Z',
  periodStart: '2026-11-20',
  periodEnd: '2027-11-19',
};
const unpaid: OrderRow = {
  ...paid,
  outTradeNo: 'P2026112100000002',
  status: 0,
  payType: 2,
  payTime: null,
  periodStart: null,
  periodEnd: null,
};

function stub(detail: OrderRow = paid) {
  const stubbed = stubApi({
    [payRoutes.orderPage.path]: (_init, url) =>
      okReply({
        records: url.includes('status=1') ? [paid] : [paid, unpaid],
        total: url.includes('status=1') ? 1 : 2,
        current: 1,
        size: 10,
      }),
    [payRoutes.orderDetail.path]: okReply(detail),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}

describe('/expenseCenter/orderManagement', () => {
  it('lists the orders with their detail, and an invoice for a paid one', async () => {
    const { calls } = stub();
    renderWithApp(<OrderManagementPage />, signedInSession, '/expenseCenter/orderManagement');
    expect(await screen.findByRole('heading', { name: '订单管理' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: `详情 ${paid.outTradeNo}` })).toHaveAttribute(
      'href',
      `/expenseCenter/details?orderNo=${paid.outTradeNo}`,
    );
    expect(within(rows[0]!).getByRole('link', { name: `申请发票 ${paid.outTradeNo}` })).toHaveAttribute(
      'href',
      `/expenseCenter/invoiceApply?orderNo=${paid.outTradeNo}`,
    );
    expect(within(rows[0]!).getByRole('link', { name: `申请合同 ${paid.outTradeNo}` })).toHaveAttribute(
      'href',
      `/expenseCenter/applyContract?orderNo=${paid.outTradeNo}`,
    );
    expect(within(rows[1]!).queryByRole('link', { name: /申请发票/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('link', { name: /申请合同/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: '去支付' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '已支付' }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('status=1'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
  });
});

describe('/expenseCenter/details', () => {
  it('shows a paid order with the way to its invoice', async () => {
    const { calls } = stub(paid);
    renderWithApp(<OrderDetailPage />, signedInSession, `/expenseCenter/details?orderNo=${paid.outTradeNo}`);
    const facts = await screen.findByTestId('order-detail');
    expect(calls[0]!.url).toContain(`outTradeNo=${paid.outTradeNo}`);
    expect(facts).toHaveTextContent('¥2,980.00');
    expect(facts).toHaveTextContent('微信支付');
    expect(facts).toHaveTextContent('已支付');
    expect(facts).toHaveTextContent('2026-11-20 至 2027-11-19');
    expect(facts).toHaveTextContent('福州云启科技有限公司');
    expect(screen.getByRole('link', { name: '申请发票' })).toHaveAttribute(
      'href',
      `/expenseCenter/invoiceApply?orderNo=${paid.outTradeNo}`,
    );
    expect(screen.getByRole('link', { name: '申请合同' })).toHaveAttribute(
      'href',
      `/expenseCenter/applyContract?orderNo=${paid.outTradeNo}`,
    );
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
  });

  it('continues the payment of an unpaid order', async () => {
    stub(unpaid);
    const { store } = renderWithApp(
      <OrderDetailPage />,
      signedInSession,
      `/expenseCenter/details?orderNo=${unpaid.outTradeNo}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: '继续支付' }));
    expect(store.getState().membership.pay).toMatchObject({
      orderNo: unpaid.outTradeNo,
      seats: 5,
      price: 2980,
      payType: 2,
    });
    expect(screen.queryByRole('link', { name: '申请发票' })).toBeNull();
    expect(screen.queryByRole('link', { name: '申请合同' })).toBeNull();
  });

  it('says so for an unknown order number', async () => {
    stub();
    renderWithApp(<OrderDetailPage />, signedInSession, '/expenseCenter/details?orderNo=x');
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
  });

  it('shows no Chinese in English', async () => {
    changeLanguage('en');
    stub({ ...paid, buyerName: 'Li Na', tenantName: 'Cloud Tech' });
    renderWithApp(<OrderDetailPage />, signedInSession, `/expenseCenter/details?orderNo=${paid.outTradeNo}`);
    const facts = await screen.findByTestId('order-detail');
    expect(facts).toHaveTextContent('2026-11-20 to 2027-11-19');
    expect(document.body.textContent ?? '').not.toMatch(/[\u4e00-\u9fff]/);
  });
});
