import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { bigdataRoutes, metricTableRoutes as R, type MetricTable } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import MetricTablePage from './MetricTablePage';

vi.mock('@platform/ui/charts', () => import('../../test/chartsAsText'));

/** 深度数据库: the table in the address, drilling down and back, the indicator, a bad span. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const years = [2021, 2022, 2023, 2024, 2025];
const row = (regionCode: string, regionName: string, base: number) => ({
  regionCode,
  regionName,
  values: years.map((_, i) => base + i),
  total: base + 4,
});

const tableOf = (parentCode: string, indicator = 'companies'): MetricTable => ({
  parentCode,
  parentName: parentCode,
  indicator: indicator as MetricTable['indicator'],
  years,
  rows:
    parentCode === '100000'
      ? [row('330000', 'Zhejiang', 50), row('320000', 'Jiangsu', 70)]
      : [row('330100', 'Hangzhou', 30), row('330200', 'Ningbo', 10)],
  all: row(parentCode, 'All', 120),
  builtAt: '2026-11-29T00:00:00.000Z',
});

const regions = okReply([
  {
    code: '330000',
    name: 'Zhejiang',
    children: [{ code: '330100', name: 'Hangzhou', children: [] }],
  },
]);

function setup(path = '/metricTable/index') {
  const stubbed = stubApi({
    [bigdataRoutes.regionListByLevel.path]: regions,
    [R.table.path]: (_init, url) => {
      const q = new URL(url, 'http://x').searchParams;
      return okReply(tableOf(q.get('parentCode') ?? '100000', q.get('indicator') ?? 'companies'));
    },
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(<MetricTablePage />, signedInSession, path);
  return stubbed;
}

const tableCalls = (s: ReturnType<typeof setup>) => s.calls.filter((c) => c.url.includes(R.table.path));

describe('MetricTablePage', () => {
  it('shows the provinces sorted by the last column, with the nation’s trend', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '全国各地区企业总数' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Jiangsu', 'Zhejiang']);
    expect(
      within(screen.getByRole('list', { name: '全国企业总数趋势' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });

  it('opens a province’s cities from its row', async () => {
    const stubbed = setup();
    const table = await screen.findByRole('table', { name: '全国各地区企业总数' });
    await userEvent.click(within(table).getByRole('button', { name: '查看Zhejiang的下级地区' }));
    await waitFor(() => expect(tableCalls(stubbed).at(-1)?.url).toContain('parentCode=330000'));
    expect(await screen.findByRole('button', { name: '查看Hangzhou的下级地区' })).toBeTruthy();
  });

  it('goes back up to the nation from the path above the table', async () => {
    const stubbed = setup('/metricTable/index?parentCode=330000');
    await screen.findByRole('button', { name: '查看Hangzhou的下级地区' });
    const crumbs = screen.getByRole('navigation', { name: '地区层级' });
    await userEvent.click(within(crumbs).getByRole('button', { name: '全国' }));
    await waitFor(() => expect(tableCalls(stubbed).at(-1)?.url).not.toContain('parentCode=330000'));
    expect(await screen.findByRole('button', { name: '查看Zhejiang的下级地区' })).toBeTruthy();
  });

  it('asks again for another indicator, and is axe clean', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '全国各地区企业总数' });
    await user.selectOptions(screen.getByLabelText('指标'), 'patents');
    await waitFor(() => expect(tableCalls(stubbed).at(-1)?.url).toContain('indicator=patents'));
    expect(await screen.findByRole('table', { name: '全国各地区专利申请' })).toBeTruthy();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('refuses a span the server would refuse without asking it', async () => {
    const stubbed = setup('/metricTable/index?fromYear=2024&toYear=2020');
    expect((await screen.findByRole('alert')).textContent).toBe('起始年份不能晚于结束年份，且最多跨 15 年');
    expect(screen.getByRole('button', { name: '导出 Excel' }).hasAttribute('disabled')).toBe(true);
    expect(tableCalls(stubbed)).toHaveLength(0);
  });

  it('reads in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup('/metricTable/index?indicator=capital');
    expect(
      await screen.findByRole('table', { name: 'New registered capital (10k yuan) by region of Nation' }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
