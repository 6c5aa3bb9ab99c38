import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations, settledA11y, signIn } from './helpers/enterprise';

// The chain map journeys share one built server (the demo data set) and one Chromium.
const journey = useJourney();

async function visitor() {
  const context = await journey.browser.newContext({
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  return context.newPage();
}

describe('industry chain maps', () => {
  it('opens a chain from the catalogue, picks a segment, filters its companies and opens one', async () => {
    const page = await visitor();
    await page.goto(`${journey.server.url}/proGraph/index`);
    const catalogue = page.getByRole('list', { name: '产业链图谱' });
    await catalogue.getByRole('link', { name: /集成电路/ }).waitFor({ timeout: 15_000 });
    expect(await catalogue.getByRole('link').count()).toBeGreaterThanOrEqual(6);

    // Search by a segment name: only the chain that has it.
    await page.getByLabel('搜索产业链或环节').fill('光刻胶');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === '光刻胶');
    await expect.poll(() => catalogue.getByRole('link').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    await catalogue.getByRole('link', { name: /集成电路/ }).click();
    await page.waitForURL('**/graph/index?induchainid=IC');
    await page.getByRole('heading', { level: 1, name: '集成电路' }).waitFor();
    const streams = page.getByRole('group', { name: '产业链环节' });
    for (const name of ['上游', '中游', '下游']) await streams.getByRole('region', { name }).waitFor();

    // A segment with companies: its panel, companies by province, and the company table.
    const segment = streams.getByRole('button', { name: /^半导体材料 · \d+ 家/ });
    const count = Number(/(\d+) 家/.exec(await segment.innerText())![1]);
    expect(count).toBeGreaterThan(0);
    await segment.click();
    await expect.poll(() => segment.getAttribute('aria-pressed')).toBe('true');
    const panel = page.getByRole('region', { name: '半导体材料' });
    await panel.getByRole('status').getByText(`共 ${count} 家企业`).waitFor({ timeout: 10_000 });
    const rows = panel.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);

    // A capital band: as many companies as its option counts, each within it; then any again.
    const capital = panel.getByLabel('注册资本', { exact: true });
    const band = capital.locator('option[value="100"]');
    await band.waitFor({ state: 'attached', timeout: 10_000 });
    const inBand = Number(/（(\d+)）$/.exec(await band.innerText())![1]);
    await capital.selectOption('100');
    await panel.getByRole('status').getByText(`共 ${inBand} 家企业`).waitFor({ timeout: 10_000 });
    const capitals = await panel.getByRole('table').locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(
      capitals.every((s) => Number(s.replace(/,/g, '')) >= 100 && Number(s.replace(/,/g, '')) < 500),
    ).toBe(true);
    await capital.selectOption('');
    await panel.getByRole('status').getByText(`共 ${count} 家企业`).waitFor({ timeout: 10_000 });

    // Only operating companies.
    await panel.getByLabel('登记状态').selectOption('1');
    await expect
      .poll(async () =>
        (await panel.getByRole('table').locator('tbody tr td:nth-child(2)').allInnerTexts()).every(
          (s) => s === '在营',
        ),
      )
      .toBe(true);
    const name = (await panel.getByRole('table').locator('tbody tr a').first().innerText()).trim();
    await panel.getByRole('link', { name }).first().click();
    await page.waitForURL('**/EntInfo/index?companyid=*');
    await page.context().close();
  });

  it('finds a segment and a company with the map search; the company’s nodes are marked', async () => {
    const page = await visitor();
    await page.goto(`${journey.server.url}/graph/index?induchainid=NEV`);
    const search = page.getByRole('combobox', { name: '搜索环节或企业' });
    await search.waitFor({ timeout: 15_000 });
    await search.fill('电池管理');
    await page.getByRole('option', { name: /^环节：电池管理系统（\d+ 家）$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('node') !== null);
    const panel = page.getByRole('region', { name: '电池管理系统' });
    const first = panel.getByRole('table').locator('tbody tr a').first();
    await first.waitFor({ timeout: 10_000 });
    const name = (await first.innerText()).trim();

    // A company by a fragment of its name: the server's match, with its node count.
    await search.fill(name.slice(0, 5));
    await page
      .getByRole('option', { name: new RegExp(`^企业：${name}（\\d+ 个环节）$`) })
      .click({ timeout: 10_000 });
    await page.waitForURL((url) => url.searchParams.get('companyid') !== null);
    await expect.poll(() => page.getByText('（本企业）').count()).toBeGreaterThan(0);
    await settledA11y(page);
    await page.context().close();
  });

  it('opens a node code with a company: that node is chosen and the company’s nodes are marked', async () => {
    const nodes = await fetch(`${journey.server.url}/api/platform-chain/induchainMap/getMapNodesById`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ induChainId: 'NEV' }),
    }).then(
      (r) =>
        r.json() as Promise<{
          data: { nodes: Array<{ code: string; name: string; level: number; companyCount: number }> };
        }>,
    );
    const leaf = nodes.data.nodes.find((n) => n.level === 3 && n.companyCount > 0)!;
    const companies = await fetch(
      `${journey.server.url}/api/platform-chain/induchainMap/induChainMap-ent-page`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ induChainId: 'NEV', nodeCode: leaf.code, size: 1 }),
      },
    ).then((r) => r.json() as Promise<{ data: { records: Array<{ companyId: string }> } }>);
    const companyId = companies.data.records[0]!.companyId;

    const page = await visitor();
    await page.goto(`${journey.server.url}/graph/index?induchainid=${leaf.code}&companyid=${companyId}`);
    const chosen = page.getByRole('button', { name: new RegExp(`^${leaf.name} · \\d+ 家`) });
    await chosen.waitFor({ timeout: 15_000 });
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    expect(await chosen.innerText()).toContain('（本企业）');
    await page.getByRole('region', { name: leaf.name }).getByRole('table').waitFor();

    // A chain that does not exist: a clear page, with the way back.
    await page.goto(`${journey.server.url}/graph/index?induchainid=NOPE`);
    await page.getByRole('heading', { name: '产业链不存在' }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: '返回产业链图谱' }).click();
    await page.waitForURL('**/proGraph/index');
    await page.context().close();
  });

  it('exports a segment’s filtered companies to an .xlsx for a signed-in user, with the remaining count', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/graph/index?induchainid=PV`);
    const segment = page
      .getByRole('group', { name: '产业链环节' })
      .getByRole('button', { name: /^[^·]+ · \d+ 家/ })
      .nth(1);
    const name = (await segment.innerText()).split(' · ')[0]!.trim();
    await segment.click();
    const panel = page.getByRole('region', { name });
    await panel.getByLabel('登记状态').selectOption('1');
    const status = panel.getByRole('status');
    await status.getByText(/共 \d+ 家企业/).waitFor({ timeout: 10_000 });
    const exportButton = panel.getByRole('button', { name: /^导出（剩余 \d+ 家）$/ });
    await exportButton.waitFor();
    const rows = Number(/共 (\d+) 家/.exec(await status.innerText())![1]);
    const before = Number(/剩余 (\d+) 家/.exec(await exportButton.innerText())![1]);
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/-companies\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows + 1);
    sheet.eachRow((row, i) => i > 1 && expect(row.getCell(3).value).toBe('在营'));
    await panel
      .getByRole('button', { name: `导出（剩余 ${before - rows} 家）` })
      .waitFor({ timeout: 10_000 });

    // Follow the first company from the list: it is in the user area's followed companies.
    const unfollowed = panel.getByRole('button', { name: /^关注 /, pressed: false }).first();
    const company = (await unfollowed.innerText()).replace(/^关注\s*/, '').trim();
    const follow = panel.getByRole('button', { name: `关注 ${company}` });
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${journey.server.url}/control/focus`);
    await page.getByText(company).first().waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('opens the industry map by region first: each chain’s companies there, then its map and statistics in that region', async () => {
    const page = await visitor();
    await page.goto(`${journey.server.url}/serve/industryMap`);
    await page.getByLabel('选择地区').selectOption({ label: '广东省' });
    await page.waitForURL((url) => url.searchParams.get('region') === '44');
    const chains = page.getByRole('list', { name: '产业链' });
    const card = chains.getByRole('link', { name: /新能源汽车/ });
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toMatch(/\d+ 家企业/);
    const count = Number(/(\d+) 家企业/.exec(await card.innerText())![1]);
    expect(count).toBeGreaterThan(0);
    await settledA11y(page);

    await card.click();
    await page.waitForURL('**/graph/index?induchainid=NEV&region=44');
    const stats = page.getByRole('region', { name: '产业链统计' });
    await stats
      .getByRole('status')
      .getByText(new RegExp(`^共 ${count} 家企业`))
      .waitFor({ timeout: 15_000 });
    // Cities of 广东 only, and the streams count the province's companies.
    const cities = await stats.getByRole('list', { name: '城市分布' }).getByRole('listitem').allInnerTexts();
    expect(cities.length).toBeGreaterThan(0);
    const streams = page.getByRole('group', { name: '产业链环节' });
    const upstream = streams.getByRole('button', { name: /^上游 · \d+ 家/ });
    // The streams' counts for the region arrive after the statistics: wait for them.
    await expect
      .poll(async () => Number(/(\d+) 家/.exec(await upstream.innerText())![1]), { timeout: 10_000 })
      .toBeLessThanOrEqual(count);
    await upstream.click();
    const panel = page.getByRole('region', { name: '上游' });
    await panel
      .getByRole('status')
      .getByText(/共 \d+ 家企业/)
      .waitFor({ timeout: 10_000 });
    const total = Number(
      /共 (\d+) 家企业/.exec(await panel.getByRole('status').innerText({ timeout: 10_000 }))![1],
    );
    expect(`上游 · ${total} 家`).toBe((await upstream.innerText()).trim().replace(/（.*$/, ''));

    // The graph view draws the same chain on a canvas; the columns come back with one click.
    const views = page.getByRole('group', { name: '视图' });
    await views.getByRole('button', { name: '图谱视图' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'graph');
    const graph = page.getByRole('application', { name: /^产业链图谱/ });
    await graph.locator('canvas').waitFor({ timeout: 10_000 });
    // By keyboard: the first arrow walks to 上游, the next to 中游 (each announced); Enter opens it.
    await graph.focus();
    const announced = graph.locator('[aria-live]');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced.innerText()).toMatch(/^上游，\d+ 家企业$/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announced.innerText()).toMatch(/^中游，\d+ 家企业$/);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: '中游' }).waitFor({ timeout: 10_000 });
    await settledA11y(page);
    await views.getByRole('button', { name: '分栏视图' }).click();
    await streams.waitFor();
    await settledA11y(page);
    await page.context().close();
  });
});
