import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { passwordLogin } from './helpers/login';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';
import { codeUrlOf, payOnPhone } from './helpers/membership';

// One built server with the demo sales: 李娜's code LN8KQW27 brought 陈静 (whose organisation's
// enterprise order carries it) and 周磊; she leads 华东销售一组 with 王芳.
const journey = useJourney();

describe('sales management', () => {
  it('a sales link brings 张伟, his order counts for 李娜 and her team', async () => {
    const seller = await signIn(journey.server, journey.browser, 'lina');
    await seller.goto(`${journey.server.url}/salesManagement/salesCode`);
    const code = seller.getByTestId('sales-code');
    await expect
      .poll(() => code.getByTestId('sales-code-value').innerText(), { timeout: 15_000 })
      .toBe('LN8KQW27');
    expect(await code.getByTestId('sales-registrations').innerText()).toBe('2');
    expect(await code.getByTestId('sales-amount').innerText()).toBe('¥29,800.00');
    await code.getByRole('table', { name: '我带来的用户' }).getByText('陈*').waitFor();
    await code.getByRole('button', { name: '分享销售码' }).click();
    const share = seller.getByRole('dialog', { name: '分享销售码' });
    expect(await share.getByLabel('推广链接').inputValue()).toBe(`${journey.server.url}/?sellCode=LN8KQW27`);
    await expectNoSeriousA11yViolations(seller);
    await share
      .getByRole('button', { name: /关闭|Close/ })
      .first()
      .click();

    // 张伟 arrives through the link, signs in (the invite record binds him) and buys.
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const buyer = await context.newPage();
    await buyer.goto(`${journey.server.url}/?sellCode=LN8KQW27`);
    // A sales link opens the login dialog by itself (startSession) once the visitor is known to be
    // signed out: wait for it rather than race it to the 登录/注册 button it then covers.
    await buyer.getByRole('dialog', { name: '欢迎登录' }).waitFor({ timeout: 15_000 });
    const bound = buyer.waitForResponse((r) => r.url().includes('/userinvitation/submit') && r.ok());
    await passwordLogin(buyer, journey.server.url, 'zhangwei', undefined, { openDialog: false });
    await bound;
    await buyer.goto(`${journey.server.url}/member/index`);
    await buyer.getByTestId('member-status').getByRole('button', { name: '立即开通' }).click();
    const vip = buyer.getByRole('dialog', { name: '开通会员' });
    await vip.getByRole('radio', { name: /1年/ }).click();
    await vip.getByRole('button', { name: '立即开通' }).click();
    await buyer.getByRole('dialog', { name: '支付订单' }).waitFor();
    expect(await payOnPhone(journey.browser, await codeUrlOf(buyer), '确认支付')).toBe('支付成功');
    await buyer.getByRole('dialog', { name: '支付成功' }).waitFor({ timeout: 15_000 });
    await context.close();

    // 李娜's code now counts him and his order.
    await seller.reload();
    await expect
      .poll(() => code.getByTestId('sales-registrations').innerText(), { timeout: 15_000 })
      .toBe('3');
    expect(await code.getByTestId('sales-paid-orders').innerText()).toBe('2');
    expect(await code.getByTestId('sales-amount').innerText()).toBe('¥31,780.00');
    await code.getByRole('table', { name: '我带来的用户' }).getByText('张*').waitFor();

    // Her team's figures count it too.
    await seller.goto(`${journey.server.url}/salesManagement/salesTeam`);
    const team = seller.getByTestId('sales-team');
    expect(await team.getByTestId('sales-team-code').innerText({ timeout: 15_000 })).toBe('HDXSK226');
    expect(await team.getByRole('table', { name: '团队成员' }).getByRole('row').count()).toBe(3);
    await team.getByRole('link', { name: '查看团队业绩' }).click();
    const detail = seller.getByTestId('sales-team-detail');
    await expect
      .poll(() => detail.getByTestId('sales-detail-amount').innerText(), { timeout: 15_000 })
      .toBe('¥31,780.00');
    expect(await detail.getByTestId('sales-detail-orders').innerText()).toBe('2');
    await expectNoSeriousA11yViolations(seller);
    await seller.context().close();
  });

  it('张伟 starts a team and 刘洋 joins it with its code; a wrong code is refused beside the form', async () => {
    const leader = await signIn(journey.server, journey.browser, 'zhangwei');
    await leader.goto(`${journey.server.url}/salesManagement/salesTeam`);
    await leader.getByLabel('团队名称').fill('华南拓展组');
    await leader.getByRole('button', { name: '创建团队' }).click();
    const teamCode = await leader.getByTestId('sales-team-code').innerText({ timeout: 15_000 });
    expect(teamCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    await leader.context().close();

    const member = await signIn(journey.server, journey.browser, 'liuyang');
    await member.goto(`${journey.server.url}/salesManagement/salesTeam`);
    const field = member.getByLabel('团队码');
    await field.fill('ZZZZZZZZ');
    await member.getByRole('button', { name: '加入团队' }).click();
    expect(await member.getByRole('alert').innerText()).toBe('团队码不存在');
    await field.fill(teamCode.toLowerCase());
    await member.getByRole('button', { name: '加入团队' }).click();
    await member.getByRole('heading', { name: '华南拓展组' }).waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(member);
    await member.context().close();
  });
});
