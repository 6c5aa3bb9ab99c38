import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payRoutes } from '@platform/contracts/pay/routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi, type FakeReply } from '../../test/renderWithApp';
import { CART_STORAGE_KEY, readCart, writeCart } from './cart';
import ProductIndexPage from './ProductIndexPage';
import ComputePage from './ComputePage';
import CartPage from './CartPage';
import PreOrderPage from './PreOrderPage';
import OrderPage from './OrderPage';
import PayPage from './PayPage';

const meals = [
  {
    id: 'M1001',
    code: 'C',
    mealName: '个人版',
    productId: 'P1001',
    suitableTenantType: 1,
    minAccountNum: 1,
    maxAccountNum: 1,
    goodsVOList: [
      { id: 'G1001', mealId: 'M1001', price: 198, goodsTime: '1月', dailyPrice: 6.6, isRecommend: 0 },
      { id: 'G1002', mealId: 'M1001', price: 1980, goodsTime: '1年', dailyPrice: 5.42, isRecommend: 1 },
    ],
  },
  {
    id: 'M1002',
    code: 'D',
    mealName: '企业版',
    productId: 'P1002',
    suitableTenantType: 2,
    minAccountNum: 10,
    maxAccountNum: 100,
    goodsVOList: [
      { id: 'G2001', mealId: 'M1002', price: 2980, goodsTime: '1年', dailyPrice: 8.16, isRecommend: 1 },
      { id: 'G2002', mealId: 'M1002', price: 5600, goodsTime: '2年', dailyPrice: 7.67, isRecommend: 0 },
    ],
  },
];

const order = (status: number) => ({
  outTradeNo: 'P20261127090000DEMO00000009',
  mealCode: 'D',
  mealName: '企业版',
  goodsTime: '1年',
  accountNum: 12,
  buyType: 1,
  price: 35760,
  status,
  payType: 1,
  buyerName: '李娜',
  tenantName: '云栖',
  createTime: '2026-11-27 09:00:00',
  payTime: status === 1 ? '2026-11-27 09:05:00' : null,
  periodStart: null,
  periodEnd: null,
});

function stub(extra: Record<string, FakeReply> = {}) {
  const stubbed = stubApi({ [payRoutes.mealShow.path]: okReply(meals), ...extra });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}

beforeEach(() => localStorage.removeItem(CART_STORAGE_KEY));
afterEach(() => {
  vi.unstubAllGlobals();
  changeLanguage('zh');
  localStorage.removeItem(CART_STORAGE_KEY);
});

describe('/product/index', () => {
  it('shows both editions priced from the catalogue, the comparison, buy and add to cart', async () => {
    stub();
    const { router } = renderWithApp(<ProductIndexPage />, {}, '/product/index');
    expect(await screen.findByTestId('edition-price-C')).toHaveTextContent('¥198 起');
    expect(screen.getByTestId('edition-price-D')).toHaveTextContent('¥2,980/人 起');
    expect(screen.getByTestId('edition-D')).toHaveTextContent('10–100 人');
    expect(screen.getByTestId('edition-C')).toHaveTextContent('政企通');
    const table = screen.getByRole('table', { name: '版本对比' });
    expect(within(table).getByRole('columnheader', { name: '企业版' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '精准招商' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加入购物车 企业版' }));
    expect(readCart()).toMatchObject([{ meal: 'D', goodsId: 'G2001', seats: 10 }]);
    await userEvent.click(screen.getByRole('button', { name: '立即购买 企业版' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/product/compute?meal=D');
  });
});

describe('/product/compute', () => {
  it('refuses seats out of range while typing and prices seats × unit', async () => {
    stub();
    const { router } = renderWithApp(<ComputePage />, {}, '/product/compute?meal=D');
    const seats = await screen.findByLabelText('账号人数');
    expect(screen.getByTestId('compute-total')).toHaveTextContent('¥29,800');
    await userEvent.clear(seats);
    await userEvent.type(seats, '5');
    expect(screen.queryByTestId('compute-total')).toBeNull();
    expect(screen.getByText('请输入 10-100 内的整数')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即购买' })).toBeDisabled();
    await userEvent.type(seats, '0');
    expect(screen.getByTestId('compute-price')).toHaveTextContent('50 人 × ¥2,980');
    expect(screen.getByTestId('compute-total')).toHaveTextContent('¥149,000');
    await userEvent.clear(seats);
    await userEvent.type(seats, '101');
    expect(screen.queryByTestId('compute-total')).toBeNull();
    await userEvent.clear(seats);
    await userEvent.type(seats, '12');
    await userEvent.click(screen.getByRole('radio', { name: /2年/ }));
    expect(screen.getByTestId('compute-total')).toHaveTextContent('¥67,200');
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(router.state.location.pathname).toBe('/product/preOrder');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      meal: 'D',
      goods: 'G2002',
      seats: '12',
    });
  });

  it('prices the personal edition once, with no seats field', async () => {
    stub();
    renderWithApp(<ComputePage />, {}, '/product/compute?meal=C');
    expect(await screen.findByTestId('compute-total')).toHaveTextContent('¥1,980');
    expect(screen.queryByLabelText('账号人数')).toBeNull();
  });
});

describe('/product/shoppingCard', () => {
  it('keeps the cart across a reload, changes seats, removes a line and checks out one line', async () => {
    stub();
    writeCart([
      { id: 'a', meal: 'C', goodsId: 'G1002', seats: 1 },
      { id: 'b', meal: 'D', goodsId: 'G2001', seats: 10 },
    ]);
    const first = renderWithApp(<CartPage />, {}, '/product/shoppingCard');
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    const seats = screen.getByLabelText('企业版 1年 的人数');
    await userEvent.clear(seats);
    await userEvent.type(seats, '5');
    expect(screen.getByText('请输入 10-100 内的整数')).toBeInTheDocument();
    await userEvent.type(seats, '0');
    expect(readCart()[1]?.seats).toBe(50);
    first.unmount();

    // A reload reads the stored cart again.
    const { router } = renderWithApp(<CartPage />, {}, '/product/shoppingCard');
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines[1]).toHaveTextContent('¥149,000');
    expect(screen.getByText('每个订单只能购买一项会员服务，请选择一项去结算。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除 个人版 1年' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(readCart()).toHaveLength(1);
    expect(screen.getByRole('button', { name: '去结算' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '结算 企业版 1年' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('¥149,000');
    await userEvent.click(screen.getByRole('button', { name: '去结算' }));
    expect(router.state.location.pathname).toBe('/product/preOrder');
    expect(router.state.location.search).toBe('?meal=D&goods=G2001&seats=50&line=b');
  });

  it('drops corrupt or foreign data', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readCart()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 99, lines: [] }));
    expect(readCart()).toEqual([]);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        lines: [
          { id: 'x', meal: 'E', goodsId: 'G1', seats: 1 },
          { id: 'y', meal: 'D', goodsId: 'G2001', seats: 1000 },
          { id: 'z', meal: 'D', goodsId: 'G2001', seats: 20, price: 1 },
        ],
      }),
    );
    expect(readCart()).toEqual([{ id: 'z', meal: 'D', goodsId: 'G2001', seats: 20, price: 1 }]);
    stub();
    renderWithApp(<CartPage />, {}, '/product/shoppingCard');
    // The stored price is never shown: the catalogue prices the line.
    expect(await screen.findByTestId('cart-line-price')).toHaveTextContent('¥59,600');
  });
});

describe('/product/preOrder', () => {
  const path = '/product/preOrder?meal=D&goods=G2001&seats=12';

  it('asks a visitor to log in', async () => {
    stub();
    const { store } = renderWithApp(<PreOrderPage />, {}, path);
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(store.getState().app.showLogInDialog).toBe(true);
  });

  it('requires the agreement, then orders goods and seats and opens the pay dialog', async () => {
    const api = stub({
      [systemRoutes.currentTenantList.path]: okReply([
        { tenantId: '200001', tenantName: '云栖', type: 2, isAdmin: true },
      ]),
      [payRoutes.existOrder.path]: okReply('false'),
      [payRoutes.createOrder.path]: okReply('P20261127090000DEMO00000009'),
    });
    const { store } = renderWithApp(<PreOrderPage />, signedInSession, path);
    expect(await screen.findByTestId('preorder-total')).toHaveTextContent('¥35,760');
    expect(screen.getByTestId('preorder-buyer')).toHaveTextContent('lina');
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/agreement/user');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先阅读并同意用户协议');
    expect(api.calls.some((c) => c.url.includes('createOrder'))).toBe(false);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(store.getState().membership.pay?.orderNo).toBe('P20261127090000DEMO00000009'));
    const create = api.calls.find((c) => c.url.includes('createOrder'))!;
    const body = JSON.parse(String(create.init.body)) as { tenantBuyRecord: Record<string, unknown> };
    expect(body.tenantBuyRecord).toMatchObject({ goodsId: 'G2001', mealId: 'M1002', accountNum: 12 });
    expect(body.tenantBuyRecord.price).toBeUndefined();
  });

  it('takes the ordered line out of the cart once the order is made, and only then', async () => {
    stub({
      [systemRoutes.currentTenantList.path]: okReply([
        { tenantId: '200001', tenantName: '云栖', type: 2, isAdmin: true },
      ]),
      [payRoutes.existOrder.path]: okReply('false'),
      [payRoutes.createOrder.path]: okReply('P20261127090000DEMO00000010'),
    });
    writeCart([
      { id: 'a', meal: 'C', goodsId: 'G1002', seats: 1 },
      { id: 'b', meal: 'D', goodsId: 'G2001', seats: 12 },
    ]);
    const { store } = renderWithApp(<PreOrderPage />, signedInSession, `${path}&line=b`);
    await screen.findByTestId('preorder-total');
    expect(readCart()).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(store.getState().membership.pay?.orderNo).toBe('P20261127090000DEMO00000010'));
    await waitFor(() => expect(readCart().map((l) => l.id)).toEqual(['a']));
  });

  it('refuses a choice the catalogue cannot sell (seats out of range)', async () => {
    stub();
    renderWithApp(<PreOrderPage />, signedInSession, '/product/preOrder?meal=D&goods=G2001&seats=5');
    expect(await screen.findByText('没有找到要购买的商品，请重新选择。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
  });
});

describe('/product/pay and /product/order', () => {
  it('opens the pay dialog for an unpaid order', async () => {
    stub({ [payRoutes.orderDetail.path]: okReply(order(0)) });
    const { store } = renderWithApp(
      <PayPage />,
      signedInSession,
      '/product/pay?orderNo=P20261127090000DEMO00000009',
    );
    expect(await screen.findByTestId('order-summary')).toHaveTextContent('企业版 1年 · 12 人');
    await waitFor(() => expect(store.getState().membership.pay).toMatchObject({ seats: 12, price: 35760 }));
  });

  it('shows a paid order with links to my equity and order management', async () => {
    stub({ [payRoutes.orderDetail.path]: okReply(order(1)) });
    renderWithApp(<OrderPage />, signedInSession, '/product/order?orderNo=P20261127090000DEMO00000009');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('已支付');
    expect(screen.getByRole('link', { name: '我的权益' })).toHaveAttribute(
      'href',
      '/expenseCenter/userAccountDetail',
    );
    expect(screen.getByRole('link', { name: '订单管理' })).toHaveAttribute(
      'href',
      '/expenseCenter/orderManagement',
    );
  });

  it('sends an unpaid order to pay and a visitor to log in', async () => {
    stub({ [payRoutes.orderDetail.path]: okReply(order(0)) });
    const first = renderWithApp(
      <OrderPage />,
      signedInSession,
      '/product/order?orderNo=P20261127090000DEMO00000009',
    );
    expect(await screen.findByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      '/product/pay?orderNo=P20261127090000DEMO00000009',
    );
    first.unmount();
    renderWithApp(<OrderPage />, {}, '/product/order?orderNo=P20261127090000DEMO00000009');
    expect(screen.getByText('查看订单需要登录。')).toBeInTheDocument();
  });
});

describe('English', () => {
  it('carries no Chinese UI words', async () => {
    changeLanguage('en');
    stub();
    writeCart([{ id: 'b', meal: 'D', goodsId: 'G2001', seats: 10 }]);
    const pages = [
      [<ProductIndexPage key="i" />, '/product/index', 'product-index'],
      [<ComputePage key="c" />, '/product/compute?meal=D', 'product-compute'],
      [<CartPage key="s" />, '/product/shoppingCard', 'product-cart'],
      [<PreOrderPage key="p" />, '/product/preOrder?meal=D&goods=G2001&seats=12', 'product-preorder'],
    ] as const;
    for (const [page, path, id] of pages) {
      const view = renderWithApp(page, signedInSession, path);
      await screen.findByTestId(id);
      await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
      expect(screen.getByTestId(id).textContent).not.toMatch(/[\u4e00-\u9fff]/);
      view.unmount();
    }
  });
});
