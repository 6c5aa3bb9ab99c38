import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { patentRoutes as R, type Patent, type PatentStats } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, stubApi } from '../../test/renderWithApp';
import PatentsPage from './PatentsPage';

// echarts draws on a canvas jsdom lacks: the charts show their categories and values as text here.
vi.mock('@platform/ui/charts', () => ({
  SeriesChart: ({
    label,
    categories,
    series,
  }: {
    label: string;
    categories: string[];
    series: { name: string; values: number[] }[];
  }) => (
    <ul aria-label={label}>
      {categories.map((c, i) => (
        <li key={c}>{`${c} ${series[0]?.values[i] ?? ''}`}</li>
      ))}
    </ul>
  ),
}));

/** 专利: filters in the address, the list with the applicant's profile link, the statistics. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const patent: Patent = {
  patentId: '7',
  patentNo: 'CN202310123456.7',
  title: 'Battery <b>cell</b> cooling',
  kind: 'invention',
  ipc: 'H01M 10/613',
  applicant: 'Acme Power Co.',
  inventors: ['Wang Wei'],
  appliedOn: '2023-04-02',
  publishedOn: '2023-10-02',
  grantedOn: '2025-01-09',
  status: 'granted',
  companyId: '1234567',
  companyName: 'Acme Power Co.',
};

const stats: PatentStats = {
  total: 12,
  kinds: [
    { value: 'invention', count: 7 },
    { value: 'utility', count: 4 },
    { value: 'design', count: 1 },
  ],
  statuses: [
    { value: 'pending', count: 3 },
    { value: 'granted', count: 8 },
    { value: 'lapsed', count: 1 },
  ],
  ipcClasses: [{ value: 'H01M', count: 6 }],
  years: Array.from({ length: 10 }, (_, i) => ({ year: 2017 + i, count: i })),
};

function setup(path = '/serve/patents', totalCapped = false) {
  const stubbed = stubApi({
    [R.facets.path]: okReply({
      chains: [{ value: 'NEV', label: 'New energy vehicles' }],
      provinces: [{ value: '440000', label: 'Guangdong' }],
    }),
    [R.page.path]: okReply(
      totalCapped
        ? { records: [patent], total: 10_000, totalCapped, current: 1, size: 10 }
        : { records: [patent], total: 1, totalCapped, current: 1, size: 10 },
    ),
    [R.stats.path]: okReply(stats),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(<PatentsPage />, {}, path);
  return stubbed;
}

const callsTo = (s: ReturnType<typeof setup>, path: string) => s.calls.filter((c) => c.url.includes(path));

describe('PatentsPage', () => {
  it('searches with the chosen filters, shows a patent as text with its applicant linked', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    const list = await screen.findByTestId('patent-list');
    expect(within(list).getByText('Battery <b>cell</b> cooling')).toBeTruthy();
    expect(within(list).getByText('CN202310123456.7')).toBeTruthy();
    expect(within(list).getByText('发明')).toBeTruthy();
    expect(within(list).getByText('有效')).toBeTruthy();
    const applicant = within(list).getByRole('link', { name: 'Acme Power Co.' });
    expect(applicant.getAttribute('href')).toBe('/EntInfo/index?companyid=1234567');
    await user.selectOptions(await screen.findByLabelText('产业链'), 'NEV');
    await user.selectOptions(screen.getByLabelText('专利类型'), 'utility');
    await user.type(screen.getByLabelText('关键词'), 'battery');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(callsTo(stubbed, R.page.path).at(-1)?.url).toContain('chainCode=NEV'));
    const last = callsTo(stubbed, R.page.path).at(-1)!.url;
    expect(last).toContain('kind=utility');
    expect(last).toContain('keyword=battery');
    await waitFor(() => expect(callsTo(stubbed, R.stats.path).at(-1)?.url).toContain('chainCode=NEV'));
    expect(callsTo(stubbed, R.stats.path).at(-1)!.url).not.toContain('kind=');
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('says there are more than the counted matches when the server stopped counting', async () => {
    setup('/serve/patents?keyword=一种', true);
    expect(await screen.findByText('超过 10000 件专利')).toBeTruthy();
  });

  it('shows the statistics panel for the scope', async () => {
    setup('/serve/patents?provinceCode=440000');
    const panel = await screen.findByTestId('patent-stats');
    expect(await within(panel).findByText('统计范围内共 12 件专利')).toBeTruthy();
    const text = (name: string) =>
      within(within(panel).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(text('专利类型分布')).toEqual(['发明 7', '实用新型 4', '外观设计 1']);
    expect(text('近十年申请量')).toHaveLength(10);
    expect(text('IPC 分类前十')).toEqual(['H01M 6']);
  });

  it('refuses a start day after the end day without asking the server', async () => {
    const stubbed = setup('/serve/patents?from=2026-05-01&to=2026-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    expect(screen.getByRole('button', { name: '查询' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(stubbed, R.page.path)).toHaveLength(0);
  });

  it('shows the empty state, in English without Chinese words of ours', async () => {
    changeLanguage('en');
    const stubbed = stubApi({
      [R.facets.path]: okReply({ chains: [], provinces: [] }),
      [R.page.path]: okReply({ records: [], total: 0, totalCapped: false, current: 1, size: 10 }),
      [R.stats.path]: okReply({ ...stats, total: 0 }),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<PatentsPage />, {}, '/serve/patents?keyword=none');
    expect(await screen.findByText('No patent matches')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
