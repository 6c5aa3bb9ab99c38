import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  industryAnalysisRoutes as R,
  type IndustryAnalysis,
  type IndustryCompare,
} from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, stubApi } from '../../test/renderWithApp';
import AnalysisPage from './AnalysisPage';
import ComparePage from './ComparePage';

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
        <li key={c}>{`${c} ${series.map((s) => s.values[i] ?? '').join('/')}`}</li>
      ))}
    </ul>
  ),
  RadarChart: ({
    label,
    axes,
    series,
  }: {
    label: string;
    axes: { name: string }[];
    series: { name: string; values: number[] }[];
  }) => (
    <ul aria-label={label}>
      {series.map((s) => (
        <li key={s.name}>{`${s.name}: ${axes.map((a, i) => `${a.name} ${s.values[i]}`).join(', ')}`}</li>
      ))}
    </ul>
  ),
}));
// The area picker loads the national tree; a plain field stands in for it.
vi.mock('@platform/ui/domain', () => ({
  AreaSelector: ({
    label,
    value,
    onChange,
  }: {
    label: string;
    value?: string;
    onChange?: (v: string) => void;
  }) => (
    <label>
      {label}
      <input value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
    </label>
  ),
}));

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const analysis = (regionCode: string, regionName: string, companies: number): IndustryAnalysis => ({
  regionCode,
  regionName,
  level: 2,
  chainCode: 'NEV',
  chainName: 'New energy vehicles',
  summary: {
    companies,
    capital: companies * 500,
    avgCapital: 500,
    newCompanies: 3,
    patenting: 4,
    listed: 1,
    nationalCompanies: 1000,
    nationShare: companies / 10,
    nodesPresent: 2,
    nodesTotal: 3,
    topScore: 80,
  },
  nodes: [
    {
      nodeCode: 'NEV01',
      nodeName: 'Upstream',
      parentCode: null,
      level: 1,
      companies,
      capital: 1,
      newCompanies: 1,
      nationalCompanies: 500,
      nationShare: 2,
      lq: 1.2,
    },
    {
      nodeCode: 'NEV0101',
      nodeName: 'Batteries',
      parentCode: 'NEV01',
      level: 2,
      companies: 5,
      capital: 1,
      newCompanies: 0,
      nationalCompanies: 200,
      nationShare: 2.5,
      lq: 1.1,
    },
    {
      nodeCode: 'NEV02',
      nodeName: 'Downstream',
      parentCode: null,
      level: 1,
      companies: 0,
      capital: 0,
      newCompanies: 0,
      nationalCompanies: 300,
      nationShare: 0,
      lq: 0,
    },
  ],
  capitalBands: [
    { key: 'lt100', count: 5 },
    { key: 'ge5000', count: companies - 5 },
  ],
  ageBands: [{ key: '1to3', count: companies }],
  statuses: [{ key: '1', count: companies }],
  scales: [{ key: '小型', count: companies }],
  qualifications: [{ key: '高新技术企业', count: 4 }],
  growth: Array.from({ length: 10 }, (_, i) => ({ year: 2017 + i, count: i })),
  topCompanies: [
    {
      companyId: '42',
      companyName: 'Acme Battery Co.',
      totalScore: 88,
      regCapital: 5000,
      esDate: '2015-03-01',
      scale: '中型',
      regionCode,
    },
  ],
});

const callsTo = (s: ReturnType<typeof stubApi>, path: string) => s.calls.filter((c) => c.url.includes(path));

describe('AnalysisPage', () => {
  it('analyses the chain in the region from the address: figures, charts, nodes and top companies', async () => {
    const stubbed = stubApi({
      [R.chains.path]: okReply([{ value: 'NEV', label: 'New energy vehicles' }]),
      [R.analysis.path]: okReply(analysis('320500', 'Suzhou', 20)),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<AnalysisPage />, {}, '/serve/induAnalysis?regionCode=320500&chainCode=NEV');
    expect((await screen.findByTestId('ia-heading')).textContent).toBe('Suzhou · New energy vehicles');
    expect(callsTo(stubbed, R.analysis.path)[0]!.url).toContain('regionCode=320500');
    const figures = screen.getByTestId('ia-figures');
    expect(within(figures).getByText('企业数量').nextSibling?.textContent).toBe('20');
    expect(
      within(screen.getByRole('list', { name: '注册资本分布' }))
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['100万以下 5', '5000万以上 15']);
    expect(within(screen.getByRole('list', { name: '企业资质' })).getByText('高新技术企业 4')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '近十年新成立企业' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Acme Battery Co.' }).getAttribute('href')).toContain(
      'companyid=42',
    );
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('asks for a region and chain first, then puts them in the address', async () => {
    const stubbed = stubApi({
      [R.chains.path]: okReply([{ value: 'NEV', label: 'New energy vehicles' }]),
      [R.analysis.path]: okReply(analysis('330100', 'Hangzhou', 8)),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    const user = userEvent.setup();
    renderWithApp(<AnalysisPage />, {}, '/serve/induAnalysis');
    expect(screen.getByText('请选择地区和产业链后开始分析')).toBeTruthy();
    await user.type(screen.getByLabelText('地区'), '330100');
    await user.selectOptions(await screen.findByLabelText('产业链'), 'NEV');
    await user.click(screen.getByRole('button', { name: '分析' }));
    await waitFor(() => expect(callsTo(stubbed, R.analysis.path).at(-1)?.url).toContain('regionCode=330100'));
  });

  it('shows the server refusal for an unknown region, and English has no Chinese of ours', async () => {
    changeLanguage('en');
    const stubbed = stubApi({
      [R.chains.path]: okReply([{ value: 'NEV', label: 'New energy vehicles' }]),
      [R.analysis.path]: {
        status: 400,
        body: {
          code: 400,
          data: null,
          msg: 'The region does not exist; choose a valid province, city or county',
        },
      },
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<AnalysisPage />, {}, '/serve/induAnalysis?regionCode=990000&chainCode=NEV');
    expect((await screen.findByRole('alert')).textContent).toContain('The region does not exist');
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

const compare: IndustryCompare = {
  chainCode: 'NEV',
  chainName: 'New energy vehicles',
  regions: [
    {
      ...analysis('320500', 'Suzhou', 20),
      scores: { scale: 100, capital: 100, growth: 80, innovation: 90, presence: 66.7 },
    },
    {
      ...analysis('320200', 'Wuxi', 10),
      scores: { scale: 50, capital: 50, growth: 100, innovation: 100, presence: 66.7 },
    },
  ],
  rows: [
    { metric: 'companies', values: [20, 10], leaders: ['320500'] },
    { metric: 'nationShare', values: [2, 1], leaders: ['320500'] },
    { metric: 'patenting', values: [4, 4], leaders: ['320500', '320200'] },
  ],
};

describe('ComparePage', () => {
  it('shows the radar and marks the leader per row, in English without Chinese', async () => {
    changeLanguage('en');
    const stubbed = stubApi({
      [R.chains.path]: okReply([{ value: 'NEV', label: 'New energy vehicles' }]),
      [R.compare.path]: okReply({
        ...compare,
        regions: compare.regions.map((r) => ({
          ...r,
          scales: [{ key: '小型', count: 1 }],
          qualifications: [],
        })),
      }),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    renderWithApp(<ComparePage />, {}, '/serve/induCompare?regionCodes=320500,320200&chainCode=NEV');
    expect((await screen.findByTestId('ic-heading')).textContent).toBe('New energy vehicles');
    expect(callsTo(stubbed, R.compare.path)[0]!.url).toContain('regionCodes=320500%2C320200');
    const radar = screen.getByRole('list', { name: 'Capability radar' });
    expect(
      within(radar).getByText('Suzhou: Scale 100, Capital 100, Growth 80, Innovation 90, Presence 66.7'),
    ).toBeTruthy();
    const leaders = document.querySelectorAll('[data-leader="true"]');
    expect([...leaders].map((l) => l.textContent)).toEqual([
      '20 · Leader',
      '2% · Leader',
      '4 · Leader',
      '4 · Leader',
    ]);
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('refuses repeated regions before asking, and sends two to four', async () => {
    const stubbed = stubApi({
      [R.chains.path]: okReply([{ value: 'NEV', label: 'New energy vehicles' }]),
      [R.compare.path]: okReply(compare),
    });
    vi.stubGlobal('fetch', stubbed.fetchMock);
    const user = userEvent.setup();
    renderWithApp(<ComparePage />, {}, '/serve/induCompare');
    await user.type(screen.getByLabelText('地区1'), '320500');
    await user.type(screen.getByLabelText('地区2'), '320500');
    await user.selectOptions(await screen.findByLabelText('产业链'), 'NEV');
    expect((await screen.findByRole('alert')).textContent).toBe('对标地区不能重复');
    expect(screen.getByRole('button', { name: '对标' }).hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByLabelText('地区2'));
    await user.type(screen.getByLabelText('地区2'), '320200');
    await user.click(screen.getByRole('button', { name: '添加地区' }));
    expect(screen.getByLabelText('地区3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '对标' }));
    await waitFor(() =>
      expect(callsTo(stubbed, R.compare.path).at(-1)?.url).toContain('regionCodes=320500%2C320200'),
    );
  });
});
