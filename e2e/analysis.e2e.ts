import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './helpers';
import { settledA11y, signIn } from './helpers/enterprise';
import { codeUrlOf, payOnPhone } from './helpers/membership';

// Its own server: this journey buys a plan, which would change what other journeys see.
const journey = useJourney();

const SHOTS = process.env.ANALYSIS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The personal edition (every business scene) bought with the sandbox gateway. */
async function buyPersonalEdition(page: Page) {
  await page.goto(`${journey.server.url}/product/vipServices`);
  await page.getByRole('radio', { name: /1年/ }).click();
  await page.getByRole('button', { name: /立即开通|立即续费/ }).click();
  await page.getByRole('dialog', { name: '支付订单' }).waitFor();
  expect(await payOnPhone(journey.browser, await codeUrlOf(page), '确认支付')).toBe('支付成功');
  const result = page.getByRole('dialog', { name: '支付成功' });
  await result.waitFor({ timeout: 15_000 });
  await result.getByRole('button', { name: '完成' }).click();
}

describe('investment and analysis maps', () => {
  it('a chain’s technology and cooperation maps, investment after the purchase, then a company’s equity', async () => {
    const page = await signIn(journey.server, journey.browser, 'zhangwei');
    await page.goto(`${journey.server.url}/graph/index?induchainid=NEV`);
    const analysis = page.getByRole('region', { name: '产业分析' });
    await analysis.waitFor({ timeout: 15_000 });

    // Investment attraction is not bought: the panel offers the purchase and sends no map call.
    await analysis.getByText('该分析需购买“招商引资”服务后查看').waitFor();
    await analysis.getByRole('button', { name: '立即购买' }).waitFor();

    // Technology (login only): fields against segments, and one field's companies.
    await analysis.getByRole('tab', { name: '技术图谱' }).click();
    const mapping = analysis.getByRole('img', { name: /^技术领域 × 产业环节（企业数）: \S+ / });
    await mapping.waitFor({ timeout: 15_000 });
    await analysis.getByRole('img', { name: /^技术路线（历年新成立企业）: / }).waitFor();
    const field = analysis.getByLabel('技术领域', { exact: true });
    const fields = await field.locator('option').allInnerTexts();
    expect(fields.length).toBeGreaterThan(1);
    await field.selectOption(fields[1]!);
    const table = analysis.getByRole('table', { name: new RegExp(`^${fields[1]} 领域企业（\\d+ 家）$`) });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await shot(page, 'technology');
    await settledA11y(page);

    // Cooperation: the density tree names the three streams with their counts.
    await analysis.getByRole('tab', { name: '合作与资本' }).click();
    await analysis
      .getByRole('img', {
        name: /^产业合作密度（拖动平移，滚轮缩放）: 新能源汽车 \d+ 家 · 密度 [\d.]+; 上游 \d+ 家/,
      })
      .waitFor({ timeout: 15_000 });
    await analysis.getByRole('img', { name: /^环节间资本合作: \d+ 个节点，\d+ 条关系/ }).waitFor();
    await shot(page, 'cooperation');

    // Bought: the investment maps answer.
    await buyPersonalEdition(page);
    await page.goto(`${journey.server.url}/graph/index?induchainid=NEV`);
    await analysis.waitFor({ timeout: 15_000 });
    const summary = analysis.getByRole('status').filter({ hasText: '家投资机构' });
    await summary.waitFor({ timeout: 15_000 });
    expect(await summary.innerText()).toMatch(/^[1-9]\d* 家投资机构 · [1-9]\d* 家企业获投 · [1-9]\d* 起融资/);
    await analysis.getByRole('img', { name: /^企业融资进程（按最高轮次）: 天使轮 企业数 \d+/ }).waitFor();
    await analysis
      .getByRole('img', { name: /^投资机构与获投企业: [1-9]\d* 个节点/ })
      .waitFor({ timeout: 15_000 });
    const investors = analysis.getByRole('table', { name: '活跃投资机构' });
    await expect.poll(() => investors.getByRole('row').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const investor = investors.locator('tbody tr button').first();
    const investorName = (await investor.innerText()).trim();
    await investor.click();
    const card = page.getByTestId('investor-info');
    await card.getByText(new RegExp(`^${investorName}：`)).waitFor({ timeout: 10_000 });
    await shot(page, 'investment');
    await settledA11y(page);

    // A financed company's profile: its equity and relations.
    const financed = analysis.getByRole('table', { name: '获投企业' }).locator('tbody tr a').first();
    await financed.click();
    await page.waitForURL('**/EntInfo/index?companyid=*');
    const equity = page.getByRole('region', { name: '股权与关系' });
    await equity.getByRole('img', { name: /^股东穿透（拖动平移，滚轮缩放）: / }).waitFor({ timeout: 15_000 });
    await equity.getByRole('tab', { name: '企业基因' }).click();
    await equity.getByText(/^基因码: \d{2}-/).waitFor({ timeout: 10_000 });
    await equity.getByRole('tab', { name: '供需关系' }).click();
    await equity
      .getByRole('list', { name: '潜在客户（下游）' })
      .or(equity.getByRole('list', { name: '潜在供应商（上游）' }))
      .first()
      .waitFor({ timeout: 10_000 });
    await shot(page, 'company');
    await settledA11y(page);
    await page.context().close();
  });

  it('follows a company into a new group from a segment’s list; the chain shows among the recent ones', async () => {
    const page = await signIn(journey.server, journey.browser, 'wangfang');
    await page.goto(`${journey.server.url}/graph/index?induchainid=NEV`);
    const segment = page
      .getByRole('group', { name: '产业链环节' })
      .getByRole('button', { name: /^动力电池 · \d+ 家/ });
    await segment.click({ timeout: 15_000 });
    const panel = page.getByRole('region', { name: '动力电池' });
    const row = panel.getByRole('table').locator('tbody tr').first();
    const name = (await row.locator('a').first().innerText()).trim();
    await row.getByRole('button', { name: `分组：${name}` }).click();
    const popover = page.getByRole('dialog', { name: `关注到分组：${name}` });
    await popover.getByText('还没有分组').waitFor();
    await popover.getByLabel('新分组名称').fill('重点跟进');
    await popover.getByRole('button', { name: '新建分组' }).click();
    const box = popover.getByRole('checkbox', { name: '重点跟进（0）' });
    await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(true);
    await settledA11y(page);
    await popover.getByRole('button', { name: '关注并保存分组' }).click();
    await page.getByText('已关注并保存分组').waitFor();
    await row.getByRole('button', { name: `分组：${name}` }).click();
    await page.getByRole('checkbox', { name: '重点跟进（1）' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${journey.server.url}/control/graph`);
    const recent = page.getByRole('region', { name: '最近浏览的产业链' });
    await recent.getByRole('link', { name: '新能源汽车' }).waitFor({ timeout: 15_000 });
    expect(await recent.innerText()).toMatch(/浏览 1 次/);
    await recent.getByRole('button', { name: '移除：新能源汽车' }).click();
    await recent.getByText('还没有浏览过产业链').waitFor();
    await page.context().close();
  });
});
