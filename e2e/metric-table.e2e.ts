import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useJourney } from './helpers';
import { expectNoSeriousA11yViolations, signIn } from './helpers/enterprise';

// One built server with the demo companies, their patents and financing events (docs/metric-table.md).
const journey = useJourney({ DEMO_COMPANIES: '300' });

describe('深度数据库 and 数据大屏', () => {
  it('李娜 reads the provinces by year, opens one, exports every indicator, and opens the large screen', async () => {
    const page = await signIn(journey.server, journey.browser, 'lina');
    await page.goto(`${journey.server.url}/metricTable/index`);
    const table = page.getByRole('table', { name: '全国各地区企业总数' });
    await table.waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // The busiest province first (sorted by the year-end count); its row opens its cities.
    const first = table.getByRole('row').nth(1);
    const province = (await first.getByRole('button').textContent())?.trim() ?? '';
    expect(province).toMatch(/省|市|自治区/);
    await first.getByRole('button').click();
    await page.waitForURL(/parentCode=\d{2}0000/);
    await page.getByRole('table', { name: `${province}各地区企业总数` }).waitFor({ timeout: 15_000 });

    // Another indicator, then the workbook: a sheet per indicator, the province's cities as rows.
    await page.getByLabel('指标').selectOption('patents');
    await page.waitForURL(/indicator=patents/);
    await page.getByRole('table', { name: `${province}各地区专利申请` }).waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${province}指标数据-\\d{4}-\\d{4}\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      '企业总数',
      '新增企业',
      '新增注册资本',
      '专利申请',
      '融资事件',
    ]);
    expect(book.worksheets[0]!.rowCount).toBeGreaterThan(3);

    // The large screen of that province, scaled with the width: 1440 ÷ 19.2 = 75 px a rem.
    const code = new URL(page.url()).searchParams.get('parentCode')!;
    await page.goto(`${journey.server.url}/largeScreen?regionCode=${code}`);
    await page.getByRole('heading', { name: `${province}产业大数据` }).waitFor({ timeout: 30_000 });
    const rootFont = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(rootFont).toBe('75px');
    const companies = await page.getByTestId('figure-companies').locator('strong').textContent();
    expect(Number(companies?.replace(/,/g, ''))).toBeGreaterThan(0);
    await page.getByTestId('screen-events').locator('li').first().waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
});
