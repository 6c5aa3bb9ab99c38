import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { codeUrlOf, loginAs, payOnPhone } from './helpers/membership';

const journey = useJourney();

describe('buying the personal edition with the sandbox gateway', () => {
  it('pays by scanning the QR, sees 支付成功 and becomes a member', async () => {
    const page = await loginAs(journey.server, journey.browser, 'zhangwei');
    await page.goto(`${journey.server.url}/member/index`);
    await expect.poll(() => page.getByTestId('member-state').innerText()).toBe('非会员');

    await page.getByTestId('member-status').getByRole('button', { name: '立即开通' }).click();
    const vip = page.getByRole('dialog', { name: '开通会员' });
    await vip.getByRole('radio', { name: /1年/ }).click();
    expect(await vip.innerText()).toContain('¥1,980');
    await vip.getByRole('button', { name: '立即开通' }).click();

    const pay = page.getByRole('dialog', { name: '支付订单' });
    await pay.waitFor();
    expect(await pay.getByTestId('pay-amount').innerText()).toBe('¥1,980');
    expect(await pay.innerText()).toContain('张*');
    const codeUrl = await codeUrlOf(page);
    expect(codeUrl).toMatch(/\/sandbox-pay\/W\w+\?sig=/);

    expect(await payOnPhone(journey.browser, codeUrl, '确认支付')).toBe('支付成功');
    const result = page.getByRole('dialog', { name: '支付成功' });
    await result.waitFor({ timeout: 15_000 });
    expect(await result.innerText()).toContain('微信支付');
    await result.getByRole('button', { name: '完成' }).click();

    await expect
      .poll(() => page.getByTestId('member-state').innerText(), { timeout: 10_000 })
      .toBe('会员（个人版）');
    await page.getByTestId('member-status').getByRole('button', { name: '立即续费' }).waitFor();

    await page.goto(`${journey.server.url}/user/order/list`);
    const row = page.getByTestId('order-row').filter({ hasText: '已支付' });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain('¥1,980');
    await page.context().close();
  });

  it('pays an unpaid order again from the order list', async () => {
    const page = await loginAs(journey.server, journey.browser, 'zhangwei');
    await page.goto(`${journey.server.url}/product/vipServices`);
    await page.getByRole('radio', { name: /1月/ }).click();
    await page.getByRole('button', { name: '立即续费' }).click();
    const pay = page.getByRole('dialog', { name: '支付订单' });
    await pay.waitFor();
    await codeUrlOf(page);
    await page.keyboard.press('Escape');
    await pay.waitFor({ state: 'detached' });

    await page.goto(`${journey.server.url}/user/order/list`);
    const unpaid = page.getByTestId('order-row').filter({ hasText: '待支付' });
    await unpaid.first().waitFor();
    expect(await unpaid.first().innerText()).toContain('续费');
    await unpaid.first().getByRole('button', { name: '去支付' }).click();
    await pay.waitFor();
    expect(await pay.getByTestId('pay-amount').innerText()).toBe('¥198');
    expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');
    await page.getByRole('dialog', { name: '支付成功' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '完成' }).click();
    await page.goto(`${journey.server.url}/user/order/bill`);
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(2);
    await page.context().close();
  });

  it('buys the enterprise edition from the product pages: catalogue, price calculator, confirmation, pay', async () => {
    const page = await loginAs(journey.server, journey.browser, 'lina', '/product/index');
    await page.goto(`${journey.server.url}/product/index`);
    await page.getByTestId('edition-D').getByRole('button', { name: '立即购买 企业版' }).click();
    await page.waitForURL('**/product/compute?**');
    const compute = page.getByTestId('product-compute');
    const seats = compute.getByLabel('账号人数');
    await seats.fill('5');
    // Below the edition's minimum: no price is shown and nothing can be bought.
    expect(await compute.getByTestId('compute-total').count()).toBe(0);
    expect(await compute.getByRole('button', { name: '立即购买' }).isDisabled()).toBe(true);
    await seats.fill('12');
    await expect.poll(() => compute.getByTestId('compute-total').innerText()).toBe('¥35,760');
    await compute.getByRole('button', { name: '立即购买' }).click();

    await page.waitForURL('**/product/preOrder?**');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('请先阅读并同意用户协议').waitFor();
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    const pay = page.getByRole('dialog', { name: '支付订单' });
    await pay.waitFor({ timeout: 15_000 });
    // The server priced it from the goods and seats.
    expect(await pay.getByTestId('pay-amount').innerText()).toBe('¥35,760');
    expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');
    await page.getByRole('dialog', { name: '支付成功' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
