import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';
import { loginAs } from './helpers/membership';

// One built server with the demo data: admin (13800000000) is the platform operator; 李娜 administers
// her own organisation and is not.
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('operator console', () => {
  it('the operator adds a sensitive word and edits a dictionary; both are there after a reload', async () => {
    const page = await signIn(journey.server, journey.browser, 'admin');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByTestId('menu-operator-console').click();
    await page.waitForURL('**/operator/index');
    const sections = page.getByTestId('operator-sections');
    await sections.getByRole('link', { name: /敏感词/ }).waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);

    // Sensitive words: one a line; the list shows it, also after a reload.
    await sections.getByRole('link', { name: /敏感词/ }).click();
    await page.getByLabel('添加敏感词').fill('旅程敏感词甲\n旅程敏感词乙');
    await page.getByRole('button', { name: '添加', exact: true }).click();
    await page.getByText('已添加 2 个').waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: '搜索敏感词' }).fill('旅程敏感词');
    await page.getByRole('cell', { name: '旅程敏感词甲', exact: true }).waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await page.getByRole('searchbox', { name: '搜索敏感词' }).fill('旅程敏感词乙');
    await page.getByRole('cell', { name: '旅程敏感词乙', exact: true }).waitFor({ timeout: 15_000 });

    // Dictionaries: an entry added to report_url and saved stays after a reload.
    await page.goto(`${journey.server.url}/operator/dictionaries`);
    const code = page.getByRole('combobox', { name: '字典编码' });
    await code.selectOption('report_url');
    await page.getByRole('button', { name: '添加一项' }).click();
    const rows = page.getByTestId('dictionary-rows');
    await rows.getByLabel('键').last().fill('journey');
    await rows.getByLabel('值').last().fill('https://reports.example.com/journey');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('字典已保存').waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await page.getByRole('combobox', { name: '字典编码' }).selectOption('report_url');
    await expect
      .poll(
        () =>
          page
            .getByTestId('dictionary-rows')
            .getByLabel('值')
            .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
        {
          timeout: 15_000,
        },
      )
      .toContain('https://reports.example.com/journey');
    await page.context().close();
  });

  it("a customer's administrator is told the console is the operator's", async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/operator/sensitiveWords`);
    await page.getByText('仅平台运营人员可以访问运营后台').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('添加敏感词').count()).toBe(0);
    await page.context().close();
  });

  it('the operator changes a price and the VIP dialog offers the new one', async () => {
    const page = await signIn(journey.server, journey.browser, 'admin');
    await page.goto(`${journey.server.url}/operator/editions`);
    const row = page.getByTestId('goods-G1003');
    const price = row.getByLabel('价格（元）');
    await price.waitFor({ timeout: 15_000 });
    await price.fill('4680');
    await row.getByRole('button', { name: '保存价格' }).click();
    await page.getByText('已保存').first().waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await page.context().close();

    const buyer = await loginAs(journey.server, journey.browser, 'zhangwei');
    await buyer.goto(`${journey.server.url}/member/index`);
    await buyer.getByTestId('member-status').getByRole('button', { name: '立即开通' }).click();
    const vip = buyer.getByRole('dialog', { name: '开通会员' });
    await vip.getByRole('radio', { name: /3年/ }).click();
    await expect.poll(() => vip.innerText(), { timeout: 15_000 }).toContain('¥4,680');
    await buyer.context().close();
  });

  it('the operator lets a partner origin embed the widgets and keeps its secret, shown once', async () => {
    const page = await signIn(journey.server, journey.browser, 'admin');
    await page.goto(`${journey.server.url}/operator/partners`);
    await page.getByLabel('来源（如 https://www.partner.com）').fill('https://shop.partner.example');
    await page.getByRole('button', { name: '添加来源' }).click();
    const dialog = page.getByRole('dialog', { name: '合作方密钥' });
    const secret = (await dialog.getByTestId('partner-secret').innerText()).trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: '我已保存' }).click();
    await page.getByText('https://shop.partner.example').first().waitFor({ timeout: 15_000 });
    // A path or a wildcard is not an origin: refused, nothing written.
    await page.getByLabel('来源（如 https://www.partner.com）').fill('https://*.partner.example');
    await page.getByRole('button', { name: '添加来源' }).click();
    await page
      .getByText(/来源须为完整的协议、域名和端口/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.reload();
    await page.getByText('https://shop.partner.example').first().waitFor({ timeout: 15_000 });
    expect(await page.content()).not.toContain(secret);
    await page.context().close();
  });
});
