import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, metricTableApi as api, type MetricRow } from '@platform/contracts';
import { bearer, createTestApp, endpointClient, loginToken, type TestApp } from '../../test/test-app';
import { rebuildYearStats } from './year-stats';

/** 深度数据库: the regions under a region by indicator and year (docs/metric-table.md). */

let t: TestApp;
let lina = '';
const { call, ok } = endpointClient(
  () => t.app,
  () => lina,
);
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({}, { companies: 300 });
  lina = (await loginToken(t.app, 'lina')).access;
});
afterAll(async () => t.close());

const scalar = async (text: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: string | number | null }>(text, params))[0]?.n ?? 0);

describe('metric table', () => {
  it('answers the provinces by year, each figure the read model counted directly', async () => {
    const table = await ok(api.table, { indicator: 'newCompanies', fromYear: 2016, toYear: 2025 });
    expect(table.parentName).toBe('全国');
    expect(table.years).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(table.rows.length).toBeGreaterThanOrEqual(31);
    const busiest = [...table.rows].sort((a: MetricRow, b: MetricRow) => b.total - a.total)[0] as MetricRow;
    const direct = await scalar(
      `select count(*) as n from company_profiles
       where province_code = $1 and extract(year from es_dt) between 2016 and 2025`,
      [busiest.regionCode],
    );
    expect(busiest.total).toBe(direct);
    const in2020 = await scalar(
      `select count(*) as n from company_profiles where province_code = $1 and extract(year from es_dt) = 2020`,
      [busiest.regionCode],
    );
    expect(busiest.values[4]).toBe(in2020);
    // the nation's own row is the sum of its provinces
    expect(table.all.total).toBe(table.rows.reduce((s: number, r: MetricRow) => s + r.total, 0));
  });

  it('counts companies registered by each year end, patents and financing events by year', async () => {
    const companies = await ok(api.table, { indicator: 'companies', fromYear: 2020, toYear: 2024 });
    const all = await scalar(
      `select count(*) as n from company_profiles where es_dt is null or extract(year from es_dt) <= 2024`,
    );
    expect(companies.all.values.at(-1)).toBe(all);
    const values = companies.all.values as number[];
    expect([...values].sort((a, b) => a - b)).toEqual(values);

    const patents = await ok(api.table, { indicator: 'patents', fromYear: 2015, toYear: 2026 });
    const patentCount = await scalar(
      `select count(*) as n from company_patents t join company_profiles p using (company_id)
       where extract(year from t.applied_on) between 2015 and 2026`,
    );
    expect(patents.all.total).toBe(patentCount);
    const financing = await ok(api.table, { indicator: 'financing', fromYear: 2015, toYear: 2026 });
    const financingCount = await scalar(
      `select count(*) as n from company_changes e join company_profiles p using (company_id)
       where e.kind = 'financing' and extract(year from e.changed_on) between 2015 and 2026`,
    );
    expect(financing.all.total).toBe(financingCount);
  });

  it('goes down to a province’s cities and a city’s counties', async () => {
    const top = await t.db.query<{ city_code: string; province_code: string }>(
      `select city_code, province_code from company_profiles where city_code <> province_code
       group by 1, 2 order by count(*) desc limit 1`,
    );
    const { city_code: city, province_code: province } = top[0]!;
    const cities = await ok(api.table, { parentCode: province, indicator: 'companies' });
    expect(cities.rows.map((r: MetricRow) => r.regionCode)).toContain(city);
    expect(cities.years).toHaveLength(10);
    expect(cities.years.at(-1)).toBeGreaterThanOrEqual(YEAR);
    const counties = await ok(api.table, { parentCode: city, indicator: 'capital' });
    expect(counties.rows.length).toBeGreaterThan(0);
    expect(counties.rows.every((r: MetricRow) => r.regionCode.startsWith(city.slice(0, 4)))).toBe(true);
  });

  it('refuses an unknown region, a county, a backwards or too long range, and a visitor', async () => {
    const refused = async (input: Record<string, unknown>, key: Parameters<typeof message>[0]) => {
      const res = await call(api.table, input);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(message(key, 'zh'));
    };
    await refused({ parentCode: '990000' }, 'metricRegionUnknown');
    await refused({ parentCode: '330106' }, 'metricRegionNoChildren');
    await refused({ fromYear: 2024, toYear: 2020 }, 'metricYearsInvalid');
    await refused({ fromYear: 2000, toYear: 2020 }, 'metricYearsInvalid');
    expect((await call(api.table, { indicator: 'gdp' })).status).toBe(400);
    expect((await call(api.table, {}, null)).status).toBe(401);
  });

  it('exports every indicator as a sheet of an .xlsx file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api.export.path,
      payload: { parentCode: '100000', fromYear: 2021, toYear: 2025 },
      headers: bearer(lina),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      '企业总数',
      '新增企业',
      '新增注册资本',
      '专利申请',
      '融资事件',
    ]);
    const sheet = book.getWorksheet('新增企业')!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '地区',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '合计',
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: api.export.path,
      payload: { parentCode: 'abc' },
      headers: bearer(lina),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('builds once however many ask at the same time', async () => {
    const [a, b] = await Promise.all([rebuildYearStats(t.app.ctx.store), rebuildYearStats(t.app.ctx.store)]);
    expect(a).toBe(b);
    expect(a).toBe(await scalar('select count(*) as n from company_profiles'));
  });
});
