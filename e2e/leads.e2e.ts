import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';

// One built server with the demo data and one Chromium. 陈静 administers the paying organisation
// (every workspace bought); 周磊 and 孙丽 are her colleagues. The daily work reminder is on, at any
// hour, so the demo members with work due find it in chat.
const journey = useJourney({ DEMO_COMPANIES: '300', REMINDERS: 'true', REMINDER_HOUR: '0' });

const LIST = '陈静的新能源线索';

describe('精准拓客: find leads, save a list, work a lead', () => {
  it('builds a profile, sees the count, saves a list, assigns a lead, logs a follow-up and sets a status', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/toker/tokerIndex`);
    const home = page.getByTestId('leads-home');
    await home.waitFor({ timeout: 20_000 });
    // The count settled: a number, and no question pending for what the form holds now.
    const settled = page.locator('[data-testid="match-count"][data-count]:not([aria-busy])');
    const countNow = async () => Number(await settled.getAttribute('data-count', { timeout: 20_000 }));
    // The empty profile matches every company.
    const all = await countNow();
    expect(all).toBeGreaterThan(0);
    await settledA11y(page);

    // A profile: operating companies with at least 100 (10k CNY) of capital. The count follows.
    await page.getByRole('group', { name: '经营状态' }).getByLabel('在营').check();
    await page.getByLabel('注册资本（万元） 最低').fill('100');
    await expect.poll(countNow, { timeout: 20_000 }).toBeLessThan(all);
    expect(await page.getByTestId('match-count').innerText()).toMatch(/\d/);
    expect(await countNow()).toBeGreaterThan(0);

    // Ranked matches, each with why it matched.
    await page.getByRole('button', { name: '查看结果' }).click();
    const matches = page.getByTestId('lead-match');
    await matches.first().waitFor({ timeout: 20_000 });
    expect(
      await matches.first().getByRole('list', { name: '匹配原因' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);

    // Saved as a named list: it opens on the lists tab.
    await page.getByRole('button', { name: '保存为线索清单' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('清单名称').fill(LIST);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    const detail = page.getByTestId('lead-list-detail');
    await detail.getByRole('heading', { name: LIST }).waitFor({ timeout: 20_000 });
    const rows = detail.getByRole('row');
    await expect.poll(async () => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const firstRow = rows.nth(1);
    const company = (await firstRow.getByRole('cell').nth(1).innerText()).split('\n')[0]!;
    await settledA11y(page);

    // Assign the first lead to 周磊.
    await detail.getByRole('checkbox', { name: `选择 ${company}` }).check();
    await detail.getByRole('button', { name: '分配', exact: true }).click();
    await dialog.getByLabel('同事', { exact: true }).selectOption({ label: '周磊' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    const row = detail.getByRole('row').filter({ hasText: company });
    await row.getByText('周磊').waitFor({ timeout: 20_000 });

    // A follow-up with a next date: it shows in the lead's history and as the next follow-up.
    await row.getByRole('button', { name: `跟进 ${company}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('拜访', { exact: true }).check();
    await drawer.getByLabel('跟进内容').fill('上门拜访，对方对产业链数据服务有兴趣');
    await drawer.getByLabel('下次跟进日期').fill('2099-01-15');
    await drawer.getByRole('button', { name: '保存跟进' }).click();
    await drawer
      .getByTestId('follow-up-history')
      .getByText('上门拜访，对方对产业链数据服务有兴趣')
      .waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await row.getByText('2099-01-15').waitFor({ timeout: 20_000 });

    // Interested now.
    await row.getByRole('button', { name: `设置状态 ${company}` }).click();
    await dialog.getByLabel('有意向', { exact: true }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await row.getByText('有意向').waitFor({ timeout: 20_000 });

    // The dashboard counts it.
    await page.getByRole('tab', { name: '看板' }).click();
    await page.getByTestId('lead-dashboard').waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await page.context().close();
  });

  it('金融拓客: a financial signal narrows the count, and a lead gets the product to pitch', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/tokerFinance/tokerFinanceIndex`);
    await page.getByTestId('leads-home').waitFor({ timeout: 20_000 });
    const settled = page.locator('[data-testid="match-count"][data-count]:not([aria-busy])');
    const countNow = async () => Number(await settled.getAttribute('data-count', { timeout: 20_000 }));
    const all = await countNow();
    await page.getByLabel('国有企业', { exact: true }).selectOption({ label: '是' });
    await expect.poll(countNow, { timeout: 20_000 }).toBeLessThan(all);
    expect(await countNow()).toBeGreaterThan(0);
    await settledA11y(page);

    await page.getByRole('tab', { name: '线索清单' }).click();
    await page.getByRole('button', { name: '苏州制造业重点客户' }).first().click();
    const detail = page.getByTestId('lead-list-detail');
    const rows = detail.getByRole('row');
    await expect.poll(async () => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const company = (await rows.nth(1).getByRole('cell').nth(1).innerText()).split('\n')[0]!;
    await detail.getByRole('button', { name: `为 ${company} 设置产品` }).click();
    const dialog = page.getByRole('dialog');
    for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
    await dialog.getByLabel('股权融资').check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await detail
      .getByRole('row')
      .filter({ hasText: company })
      .getByText('股权融资')
      .waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await page.context().close();
  });
});

describe('the daily work reminder in chat', () => {
  it('lists 周磊’s due follow-ups and tasks from the system account, links into the list, and takes no reply', async () => {
    const page = await signIn(journey.server, journey.browser, 'zhoulei');
    await page.goto(`${journey.server.url}/im/index`);
    const item = page.getByRole('listbox', { name: '消息' }).getByRole('option', { name: /工作提醒/ });
    await item.waitFor({ timeout: 20_000 });
    await item.click();
    const card = page.getByRole('region', { name: '工作提醒' }).last();
    await card.waitFor({ timeout: 20_000 });
    await card.getByText(/^线索待跟进：今天 \d+ 条，已逾期 \d+ 条$/).waitFor();
    // No reply: the composer says why.
    await page.getByRole('note').filter({ hasText: '系统通知，无需回复' }).waitFor();
    await settledA11y(page);

    // A lead opens its list in the workspace, inside the app.
    const lead = card.getByRole('link').first();
    const href = (await lead.getAttribute('href'))!;
    expect(href).toMatch(/^\/toker\/tokerIndex\?tab=lists&list=\d+$/);
    await lead.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href, { timeout: 20_000 });
    await page.getByTestId('lead-list-detail').waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('reaches a lead’s people by their business cards and opens a chat; the customer’s contact carries the same card', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/toker/tokerIndex?tab=lists`);
    await page.getByRole('button', { name: '上市企业拜访计划' }).first().click();
    const detail = page.getByTestId('lead-list-detail');
    const rows = detail.getByRole('row');
    await expect.poll(async () => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);

    // The demo puts the listed companies whose people show an open card in this list: find one.
    const drawer = page.getByRole('dialog');
    let company = '';
    for (let i = 1; i < (await rows.count()) && !company; i++) {
      const name = (await rows.nth(i).getByRole('cell').nth(1).innerText()).split('\n')[0]!;
      await rows
        .nth(i)
        .getByRole('button', { name: `跟进 ${name}` })
        .click();
      const cards = drawer.getByRole('region', { name: '平台名片' });
      await cards
        .getByText(/该企业暂无公开的平台名片|查看名片/)
        .first()
        .waitFor({ timeout: 20_000 });
      if ((await cards.getByTestId('lead-card').count()) > 0) company = name;
      else {
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
      }
    }
    expect(company).not.toBe('');
    await settledA11y(page);
    const card = drawer.getByTestId('lead-card').first();
    await card.getByRole('button', { name: /^给 .+ 发消息$/ }).click();
    await page.waitForURL(/\/im\/index\?conversationID=C2C_/, { timeout: 20_000 });

    // The same company is a customer: its contact is linked to the card, and the demo timeline
    // holds the card and chat entries.
    await page.goto(`${journey.server.url}/customer/customerIndex`);
    const list = page.getByTestId('customer-list');
    await list.getByLabel('搜索客户').fill(company);
    await list.getByRole('button', { name: '查询' }).click();
    await list.getByRole('button', { name: `查看 ${company}` }).click();
    const customer = page.getByRole('dialog', { name: company });
    await customer
      .getByRole('link', { name: /^查看 .+ 的名片$/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await customer
      .getByText(/沟通（在线消息）/)
      .first()
      .waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await page.context().close();
  });
});
