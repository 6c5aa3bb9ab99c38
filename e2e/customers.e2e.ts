import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';

// One built server with the demo data and one Chromium. 陈静 administers the paying organisation
// (every workspace bought); 周磊 is her colleague. The demo gives it lead lists and 200 customers.
const journey = useJourney({ DEMO_COMPANIES: '300' });

const DEAL = '产业链数据服务年度合作';

describe('客户管理: a lead becomes a customer, a deal is won, a colleague takes it over', () => {
  it('converts a lead, opens a deal, hands the customer to 周磊, wins the deal on the board and sees the dashboard move', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');

    // 精准拓客: a lead of the demo list becomes a customer.
    await page.goto(`${journey.server.url}/toker/tokerIndex?tab=lists`);
    await page.getByRole('button', { name: '苏州制造业重点客户' }).first().click();
    const detail = page.getByTestId('lead-list-detail');
    const rows = detail.getByRole('row');
    await expect.poll(async () => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const company = (await rows.nth(1).getByRole('cell').nth(1).innerText()).split('\n')[0]!;
    await detail.getByRole('checkbox', { name: `选择 ${company}` }).check();
    await detail.getByRole('button', { name: '转为客户' }).click();
    await page.getByText(/已转为客户：新建 \d+ 个，已是客户 \d+ 个/).waitFor({ timeout: 20_000 });
    await detail
      .getByRole('row')
      .filter({ hasText: company })
      .getByText('已转化')
      .waitFor({ timeout: 20_000 });

    // 客户管理: the company is a customer; a deal on it.
    await page.goto(`${journey.server.url}/customer/customerIndex`);
    const list = page.getByTestId('customer-list');
    await list.waitFor({ timeout: 20_000 });
    await list.getByLabel('搜索客户').fill(company);
    await list.getByRole('button', { name: '查询' }).click();
    const row = list.getByRole('row').filter({ hasText: company });
    await row.waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await row.getByRole('button', { name: `查看 ${company}` }).click();
    const drawer = page.getByRole('dialog', { name: company });
    await drawer.getByRole('button', { name: '新建商机' }).click();
    const dialog = page.getByRole('dialog', { name: '新建商机' });
    await dialog.getByLabel('商机').fill(DEAL);
    await dialog.getByLabel('金额').fill('360000');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await drawer.getByText(DEAL).first().waitFor({ timeout: 20_000 });
    await drawer.getByText(/新建商机「产业链数据服务年度合作」/).waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Handed to 周磊, who sees it in his own browser.
    await row.getByRole('checkbox', { name: `选择 ${company}` }).check();
    await list.getByRole('button', { name: '分配给同事' }).click();
    const assign = page.getByRole('dialog', { name: '分配客户' });
    await assign.getByLabel('同事').selectOption({ label: '周磊' });
    await assign.getByRole('button', { name: '确定' }).click();
    await assign.waitFor({ state: 'detached', timeout: 20_000 });
    await row.getByText('周磊').waitFor({ timeout: 20_000 });
    const zhoulei = await signIn(journey.server, journey.browser, 'zhoulei');
    await zhoulei.goto(`${journey.server.url}/customer/customerIndex`);
    const hisList = zhoulei.getByTestId('customer-list');
    await hisList.getByLabel('搜索客户').fill(company);
    await hisList.getByRole('button', { name: '查询' }).click();
    await hisList.getByRole('row').filter({ hasText: company }).waitFor({ timeout: 20_000 });
    await zhoulei.context().close();

    // The dashboard before, the deal won on the board by keyboard, the dashboard after.
    await page.getByRole('tab', { name: '看板' }).click();
    const openAmount = page
      .getByTestId('crm-dashboard')
      .locator('div', { hasText: '进行中商机金额' })
      .locator('dd');
    const before = await openAmount.first().innerText({ timeout: 20_000 });
    await page.getByRole('tab', { name: '商机' }).click();
    const board = page.getByTestId('deal-board');
    const card = board.locator('[aria-roledescription]').filter({ hasText: DEAL });
    await card.waitFor({ timeout: 20_000 });
    await settledA11y(page);
    await card.focus();
    // Lift, four columns right (初步接洽 → 赢单), drop.
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.getByText('已移到“赢单”').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: '看板' }).click();
    await expect.poll(async () => openAmount.first().innerText(), { timeout: 20_000 }).not.toBe(before);
    await settledA11y(page);
    await page.context().close();
  });

  it('edits a demo deal in the table, moving its stage, then deletes it after a confirm', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/customer/customerIndex?tab=deals`);
    await page.getByLabel('列表视图').click();
    const table = page.getByTestId('deal-table');
    const first = table.getByRole('row').nth(1);
    await first.waitFor({ timeout: 20_000 });
    const title = (await first.getByRole('cell').first().innerText()).trim();
    const renamed = `${title}（二期）`;
    await settledA11y(page);

    await first.getByRole('button', { name: `编辑 ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: '编辑商机' });
    await dialog.getByLabel('商机').fill(renamed);
    await dialog.getByLabel('金额').fill('456000');
    await dialog.getByLabel('阶段').selectOption({ label: '商务谈判' });
    await settledA11y(page);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('已保存商机').waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached' });
    // Stored: a reload shows the new name, amount and stage.
    await page.reload();
    await page.getByLabel('列表视图').click();
    const edited = table.getByRole('row').filter({ hasText: renamed });
    await edited.waitFor({ timeout: 20_000 });
    await expect.poll(async () => edited.innerText()).toMatch(/商务谈判/);
    await expect.poll(async () => edited.innerText()).toMatch(/45\.6/);

    await edited.getByRole('button', { name: `删除 ${renamed}` }).click();
    await page.getByRole('dialog', { name: '删除商机' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('已删除商机').waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByLabel('列表视图').click();
    await table.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    expect(await table.getByRole('row').filter({ hasText: renamed }).count()).toBe(0);
    await page.context().close();
  });

  it('applies a saved view, saves the changed table as a view shared with the organisation, and 周磊 uses it', async () => {
    const page = await signIn(journey.server, journey.browser, 'chenjing');
    await page.goto(`${journey.server.url}/customer/customerIndex`);
    const list = page.getByTestId('customer-list');
    await list.getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    const views = page.getByTestId('saved-views-customers');

    // The demo's own view sets the tag filter.
    await views.getByRole('button', { name: '视图：全部客户' }).click();
    await page.getByRole('menuitem', { name: '重点客户' }).click();
    await views.getByRole('button', { name: '视图：重点客户' }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => list.getByLabel('标签').inputValue()).toBe('重点客户');
    await settledA11y(page);

    // A keyword changes the table: the view says so; saved as a new view shared with everyone.
    await list.getByLabel('搜索客户').fill('苏州');
    await list.getByRole('button', { name: '查询' }).click();
    await views.getByRole('button', { name: '视图：重点客户（已修改）' }).click();
    await page.getByRole('menuitem', { name: '另存为视图' }).click();
    const dialog = page.getByRole('dialog', { name: '另存为视图' });
    await dialog.getByLabel('视图名称').fill('苏州重点客户');
    await dialog.getByLabel('共享给组织').check();
    await settledA11y(page);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('已保存视图“苏州重点客户”').waitFor({ timeout: 20_000 });
    await views.getByRole('button', { name: '视图：苏州重点客户' }).waitFor({ timeout: 20_000 });
    await page.context().close();

    // 周磊, in his own browser, finds it among the shared views and gets the same filters.
    const other = await signIn(journey.server, journey.browser, 'zhoulei');
    await other.goto(`${journey.server.url}/customer/customerIndex`);
    const theirs = other.getByTestId('customer-list');
    await theirs.waitFor({ timeout: 20_000 });
    await other.getByTestId('saved-views-customers').getByRole('button', { name: '视图：全部客户' }).click();
    await other.getByRole('menuitem', { name: /苏州重点客户/ }).click();
    await expect.poll(async () => theirs.getByLabel('搜索客户').inputValue()).toBe('苏州');
    await expect.poll(async () => theirs.getByLabel('标签').inputValue()).toBe('重点客户');
    await other.context().close();
  });
});
