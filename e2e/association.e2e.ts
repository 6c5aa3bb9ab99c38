import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';

// One built server with the demo data and one Chromium. 陈静's organisation (200002) is the demo
// association (business type 3 bought); 李娜 (200001, which has not bought it) applies to join.
const journey = useJourney({ DEMO_COMPANIES: '300' });

const CONTACT = '王建国';

describe('会员管理: a company applies, the association admits it, records its dues paid and the statistics move', () => {
  it('李娜 applies for a company, 陈静 approves it as 理事, records and marks its dues paid, and the overview moves', async () => {
    // 陈静's overview before.
    const admin = await signIn(journey.server, journey.browser, 'chenjing');
    await admin.goto(`${journey.server.url}/member/memberManage`);
    const overview = admin.getByTestId('assoc-overview');
    await overview.waitFor({ timeout: 20_000 });
    const members = overview.locator('div', { hasText: '在册会员' }).locator('dd').first();
    const collected = admin.getByTestId('assoc-dues-collected');
    const membersBefore = Number(await members.innerText({ timeout: 20_000 }));
    const collectedBefore = await collected.innerText();
    await settledA11y(admin);

    // 李娜, of another organisation, applies on the login-only page.
    const lina = await signIn(journey.server, journey.browser, 'lina');
    await lina.goto(`${journey.server.url}/association/apply`);
    await lina.getByRole('button', { name: '申请加入 苏州星链产业服务有限公司' }).click();
    const form = lina.getByRole('dialog', { name: '申请加入 苏州星链产业服务有限公司' });
    await form.getByRole('combobox').fill('有限公司');
    const options = lina.getByRole('option');
    await expect.poll(async () => options.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const company = (await options.last().innerText()).trim();
    await options.last().click();
    await form.getByLabel('联系人姓名').fill(CONTACT);
    await form.getByLabel('联系人手机').fill('13900007777');
    await form.getByLabel('申请说明').fill('希望加入协会，参与供需对接。');
    await settledA11y(lina);
    await form.getByRole('button', { name: '提交申请' }).click();
    await lina.getByText('申请已提交，请等待审核').waitFor({ timeout: 20_000 });
    const mine = lina.getByRole('table', { name: '我的申请' }).getByRole('row').filter({ hasText: company });
    await mine.getByText('待审核').waitFor({ timeout: 20_000 });

    // 陈静 approves it as 理事.
    await admin.goto(`${journey.server.url}/member/memberManage?tab=applications`);
    await admin.getByRole('button', { name: `通过 ${company}` }).click();
    const approve = admin.getByRole('dialog', { name: `通过入会申请：${company}` });
    await approve.getByLabel('会员等级').selectOption({ label: '理事' });
    await settledA11y(admin);
    await approve.getByRole('button', { name: '通过' }).click();
    await admin.getByText('已通过，企业已成为会员').waitFor({ timeout: 20_000 });

    // Its dues for this year, recorded and marked paid.
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    await admin.getByRole('tab', { name: /会费/ }).click();
    await admin.getByRole('button', { name: '登记会费' }).click();
    const dues = admin.getByRole('dialog', { name: '登记会费' });
    await dues.getByLabel('会员').selectOption({ label: company });
    await dues.getByLabel('金额（元）').fill('8000.50');
    await dues.getByRole('button', { name: '确定' }).click();
    await admin.getByText('已登记会费').waitFor({ timeout: 20_000 });
    await admin.getByLabel('状态').selectOption({ label: '全部状态' });
    await admin.getByRole('button', { name: `登记已缴 ${company} ${year}` }).click();
    await admin.getByText('已登记缴纳').waitFor({ timeout: 20_000 });
    await settledA11y(admin);

    // The overview moved: one member more, more collected.
    await admin.getByRole('tab', { name: '概览' }).click();
    await expect
      .poll(async () => Number(await members.innerText()), { timeout: 20_000 })
      .toBe(membersBefore + 1);
    await expect.poll(async () => collected.innerText(), { timeout: 20_000 }).not.toBe(collectedBefore);

    // 李娜 sees it approved.
    await lina.reload();
    await lina
      .getByRole('table', { name: '我的申请' })
      .getByRole('row')
      .filter({ hasText: company })
      .getByText('已通过')
      .waitFor({ timeout: 20_000 });
    await lina.context().close();
    await admin.context().close();
  });
});
