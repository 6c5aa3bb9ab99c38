import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { codeUrlOf, loginAs, payOnPhone } from './helpers/membership';

// Test mode only: the QR expires after 2 polls (6 s) instead of 120 (6 minutes).
const journey = useJourney({ PAY_TEST_POLL_LIMIT: '2' });

describe('enterprise edition: seats, an expired QR, a method switch', () => {
  it('lets the QR expire, refreshes it, switches to Alipay and pays', async () => {
    const page = await loginAs(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/member/index?payType=company`);
    await page.getByTestId('member-status').getByRole('button', { name: '立即开通' }).click();
    const vip = page.getByRole('dialog', { name: '开通会员' });
    expect(await vip.getByRole('tab', { name: '企业版' }).getAttribute('aria-selected')).toBe('true');

    const seats = vip.getByLabel('开通人数');
    await seats.fill('9');
    await seats.blur();
    await page.getByText('请输入10-100内的整数').first().waitFor();
    expect(await seats.inputValue()).toBe('10');
    await seats.fill('20');
    await seats.blur();
    await expect.poll(() => vip.getByTestId('vip-total').innerText()).toBe('¥2,980 × 20人 = ¥59,600');
    await vip.getByRole('button', { name: '立即开通' }).click();

    const pay = page.getByRole('dialog', { name: '支付订单' });
    await pay.waitFor();
    expect(await pay.getByTestId('pay-amount').innerText()).toBe('¥59,600');
    expect(await pay.innerText()).toContain('杭州云栖智造科技有限公司');
    const first = await codeUrlOf(page);

    // Two polls of 3 s, then the third tick expires the QR.
    const mask = pay.getByRole('button', { name: /二维码已失效/ });
    await mask.waitFor({ timeout: 20_000 });
    await mask.click();
    await expect.poll(async () => (await codeUrlOf(page)) !== first, { timeout: 10_000 }).toBe(true);
    expect(await mask.count()).toBe(0);

    await pay.getByRole('radio', { name: '支付宝' }).click();
    await expect
      .poll(async () => (await codeUrlOf(page)).includes('/sandbox-pay/A'), { timeout: 10_000 })
      .toBe(true);
    expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');

    const result = page.getByRole('dialog', { name: '支付成功' });
    await result.waitFor({ timeout: 15_000 });
    expect(await result.innerText()).toContain('支付宝');
    expect(await result.innerText()).toContain('请前往用户中心配置成员账号');
    await result.getByRole('button', { name: '完成' }).click();
    await expect
      .poll(() => page.getByTestId('member-state').innerText(), { timeout: 10_000 })
      .toBe('会员（企业版）');
    await page.context().close();
  });

  it('shows the failure result with 继续支付 when the payer fails the payment', async () => {
    const page = await loginAs(journey.server, journey.browser, 'zhangwei');
    await page.goto(`${journey.server.url}/product/vipServices`);
    await page.getByRole('button', { name: '立即开通' }).click();
    const pay = page.getByRole('dialog', { name: '支付订单' });
    await pay.waitFor();
    expect(await payOnPhone(journey.browser, await codeUrlOf(page), '支付失败')).toBe('支付失败');
    const result = page.getByRole('dialog', { name: '支付失败' });
    await result.waitFor({ timeout: 15_000 });
    expect(await result.innerText()).toContain('未支付的订单将在1小时后自动取消');
    await result.getByRole('button', { name: '继续支付' }).click();
    await pay.waitFor();
    expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');
    await page.getByRole('dialog', { name: '支付成功' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
