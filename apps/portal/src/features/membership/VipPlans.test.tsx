import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredUserInfo } from '../../shared/session/userInfo';
import { onPortalEvent } from '../../shared/events';
import { renderWithApp, stubApi, type FakeReply } from '../../test/renderWithApp';
import { validSeats, VipPlans } from './VipPlans';

const ok = (data: unknown): FakeReply => ({ body: { code: 666666, data, msg: '操作成功' } });

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
    ],
  },
];

const user = (tenantId: string, tenantType: number) =>
  ({
    userId: 'u1',
    tenantId,
    tenantType,
    account: 'wangfang',
    realName: '王芳',
    nickName: '',
  }) as StoredUserInfo;

function setup(tenants: unknown[], extra: Record<string, FakeReply> = {}) {
  const api = stubApi({
    '/api/platform-pay/set-meal/mealShow': ok(meals),
    '/api/platform-system/tenant/currentTenantList': ok(tenants),
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VIP plans', () => {
  it('shows prices without decimals, the daily price, the recommended flag and the invoice note', async () => {
    setup([]);
    renderWithApp(<VipPlans />);
    const card = await screen.findByRole('radio', { name: /1年/ });
    expect(card.textContent).toContain('¥1,980');
    expect(card.textContent).toContain('低至¥5.42/天');
    expect(card.textContent).toContain('推荐');
    expect(screen.getByText('支付完成后可开具发票')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即开通' })).toBeTruthy();
  });

  it('says 立即续费 to a personal-tenant member on the personal tab', async () => {
    setup([]);
    renderWithApp(<VipPlans />, { isMemberData: { isMember: true, tenantType: 1 } });
    expect(await screen.findByRole('button', { name: '立即续费' })).toBeTruthy();
  });

  it('checks seats while typing: no price for seats that will not be charged, pay disabled, error inline', async () => {
    setup([]);
    renderWithApp(<VipPlans initialTab="D" />);
    const seats = await screen.findByLabelText('开通人数');
    const pay = screen.getByRole('button', { name: '立即开通' });
    expect(screen.getByTestId('vip-total').textContent).toBe('¥2,980 × 10人 = ¥29,800');
    await userEvent.clear(seats);
    await userEvent.type(seats, '5');
    // Still focused: 5 seats is never priced, the rule shows under the field and pay waits.
    expect(document.activeElement).toBe(seats);
    expect(screen.queryByTestId('vip-total')).toBeNull();
    expect(screen.getByText('请输入10-100内的整数')).toBeTruthy();
    expect(seats.getAttribute('aria-invalid')).toBe('true');
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(seats, '0');
    expect(screen.getByTestId('vip-total').textContent).toBe('¥2,980 × 50人 = ¥149,000');
    expect(screen.queryByText('请输入10-100内的整数')).toBeNull();
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    // Leaving a valid count keeps it: the seats shown are the seats ordered.
    await userEvent.tab();
    expect((seats as HTMLInputElement).value).toBe('50');
    expect(screen.getByTestId('vip-total').textContent).toBe('¥2,980 × 50人 = ¥149,000');
    // Leaving an invalid one resets it to 10 with the warning (spec 1 §5), priced as 10.
    await userEvent.clear(seats);
    await userEvent.type(seats, '9');
    await userEvent.tab();
    expect((seats as HTMLInputElement).value).toBe('10');
    expect(screen.getByTestId('vip-total').textContent).toBe('¥2,980 × 10人 = ¥29,800');
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    await userEvent.clear(seats);
    await userEvent.type(seats, '101');
    expect(screen.queryByTestId('vip-total')).toBeNull();
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(seats);
    await userEvent.type(seats, '10.5');
    expect(screen.queryByTestId('vip-total')).toBeNull();
    expect(validSeats('10.5', meals[1]!)).toBeNull();
    expect(validSeats('100', meals[1]!)).toBe(100);
  });

  it('opens the login dialog when nobody is logged in', async () => {
    setup([]);
    const { store } = renderWithApp(<VipPlans />);
    await userEvent.click(await screen.findByRole('button', { name: '立即开通' }));
    await waitFor(() => expect(store.getState().app.showLogInDialog).toBe(true));
  });

  it('asks a personal tenant with no organisation to create one (type 2) for the enterprise edition', async () => {
    setup([{ tenantId: '100001', tenantName: '张伟的个人空间', type: 1, isAdmin: true }]);
    const heard = vi.fn();
    const stopListening = onPortalEvent('tenantSwitchRequested', heard);
    renderWithApp(<VipPlans initialTab="D" />, { token: 't', userInfo: user('100001', 1) });
    await userEvent.click(await screen.findByRole('button', { name: '立即开通' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('请先创建或加入企业/机构');
    await userEvent.click(within(dialog).getByRole('button', { name: '去创建' }));
    await waitFor(() => expect(heard).toHaveBeenCalled());
    expect(heard).toHaveBeenCalledWith({ type: 2 });
    stopListening();
  });

  it('tells a non-administrator to contact the administrator by name', async () => {
    setup([{ tenantId: '200001', tenantName: '云栖', type: 2, isAdmin: false }], {
      '/api/platform-system/user/getUserAdminByTenantId': ok({ userId: 'a', realName: '李娜' }),
    });
    renderWithApp(<VipPlans initialTab="D" />, { token: 't', userInfo: user('200001', 2) });
    await userEvent.click(await screen.findByRole('button', { name: '立即开通' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('请联系管理员李娜开通');
  });

  it('lets an administrator order after the existing-order check, sending no price of its own', async () => {
    const api = setup([{ tenantId: '200001', tenantName: '云栖', type: 2, isAdmin: true }], {
      '/api/platform-pay/tenant-buy-record/existOrder': ok('false'),
      '/api/platform-pay/tenant-buy-record/createOrder': ok('P20260101000000ABCDEFGHJKLM'),
    });
    const { store } = renderWithApp(<VipPlans initialTab="D" />, { token: 't', userInfo: user('200001', 2) });
    const seats = await screen.findByLabelText('开通人数');
    await userEvent.clear(seats);
    await userEvent.type(seats, '12');
    expect(screen.getByTestId('vip-total').textContent).toBe('¥2,980 × 12人 = ¥35,760');
    await userEvent.click(screen.getByRole('button', { name: '立即开通' }));
    await waitFor(() => expect(store.getState().membership.pay?.orderNo).toBe('P20260101000000ABCDEFGHJKLM'));
    expect(store.getState().membership.pay).toMatchObject({
      mealCode: 'D',
      seats: 12,
      price: 35760,
      tenantName: '云栖',
    });
    const create = api.calls.find((c) => c.url.includes('createOrder'))!;
    const body = JSON.parse(String(create.init.body)) as { tenantBuyRecord: Record<string, unknown> };
    expect(body.tenantBuyRecord).toMatchObject({
      tenantId: '200001',
      mealId: 'M1002',
      goodsId: 'G2001',
      accountNum: 12,
    });
    expect(body.tenantBuyRecord.price).toBeUndefined();
  });
});
