import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  SERVICE,
  attractAnalysisRoutes as R,
  type AttractRegions,
  type ChainGaps,
  type GovernmentSuggest,
  type RegionOverview,
} from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import AttractHomePage from './AttractHomePage';
import './i18n';

/** 精准招商's home: the region chooser, the facts, a chain's gaps and a target taken into the pipeline. */
// jsdom lacks layout: colour contrast is left to the E2E journey's axe in Chromium.
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

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const regions: AttractRegions = {
  anyRegion: false,
  regions: [
    { regionCode: '320500', regionName: 'Suzhou', level: 2 },
    { regionCode: '330106', regionName: 'Xihu', level: 3 },
  ],
  defaultRegionCode: '330106',
};
const overview: RegionOverview = {
  region: {
    regionCode: '330106',
    regionName: 'Xihu',
    regionFullname: 'Xihu District',
    level: 3,
    parentCode: '330100',
    companyCount: 120,
    operatingCount: 110,
    listedCount: 2,
    regCapitalSum: 5000,
    facts: {
      year: 2024,
      population: 118.5,
      gdp: 2300.2,
      gdpGrowth: 5.1,
      gdpPerCapita: 194000,
      area: 309,
      industries: [{ name: 'Digital', share: 21.5 }],
      source: 'generated',
    },
    parks: [
      {
        parkId: '330106-1',
        name: 'West Lake Science Park',
        regionCode: '330106',
        grade: 'national',
        area: 12.5,
        industries: ['Digital'],
      },
    ],
  },
  regionShare: 0.4,
  chains: [
    {
      chainCode: 'IC',
      chainName: 'Chips',
      localCount: 10,
      nationalCount: 1000,
      expected: 4,
      lq: 2.5,
      localNew: 3,
      status: 'strong',
      leading: true,
    },
  ],
  leadingChains: ['IC'],
};
const gaps: ChainGaps = {
  regionCode: '330106',
  regionName: 'Xihu',
  chainCode: 'IC',
  chainName: 'Chips',
  regionShare: 0.4,
  peers: [{ regionCode: '330105', regionName: 'Gongshu', level: 3 }],
  nodes: [
    {
      nodeCode: 'IC010101',
      nodeName: 'EDA tools',
      parentCode: 'IC0101',
      level: 3,
      localCount: 0,
      localCapital: 0,
      localNew: 0,
      nationalCount: 50,
      nationalCapital: 9000,
      nationalNew: 10,
      expected: 0.2,
      lq: 0,
      localGrowth: 0,
      nationalGrowth: 20,
      peerMedian: 1,
      peerRank: 2,
      status: 'missing',
      reasons: [
        { code: 'none', values: { national: 50, expected: 0.2 } },
        { code: 'lq', values: { local: 0, expected: 0.2, lq: 0 } },
      ],
    },
  ],
  summary: { missing: 1, weak: 0, average: 0, strong: 0 },
};
const suggest: GovernmentSuggest = {
  records: [
    {
      companyId: 'c1',
      companyName: 'Acme <b>Chips</b>',
      regionCode: '440305',
      area: 'Nanshan',
      nodeCode: 'IC010101',
      nodeName: 'EDA tools',
      score: 45,
      regCapital: 1000,
      esDate: '2015-01-01',
      reasons: [
        { signal: 'financing', points: 20, values: { round: 'A', date: '2026-01-02' } },
        { signal: 'growth', points: 25, values: { growScore: 900 } },
      ],
      investors: [{ orgId: 'o1', orgName: 'Lake Capital' }],
      inPipeline: false,
    },
    {
      companyId: 'c2',
      companyName: 'Bolt Robotics',
      regionCode: '440305',
      area: 'Nanshan',
      nodeCode: 'IC010101',
      nodeName: 'EDA tools',
      score: 30,
      regCapital: 500,
      esDate: '2018-01-01',
      reasons: [{ signal: 'growth', points: 30, values: { growScore: 800 } }],
      investors: [],
      inPipeline: true,
    },
  ],
  total: 2,
  current: 1,
  size: 10,
  nodes: [{ nodeCode: 'IC010101', nodeName: 'EDA tools' }],
};
const CREATE = `${SERVICE.preciseBusiness}/attract/project/create`;

function stub() {
  const stubbed = stubApi({
    [R.regions.path]: okReply(regions),
    [R.regionOverview.path]: okReply(overview),
    [R.chainGaps.path]: okReply(gaps),
    [R.governmentSuggest.path]: okReply(suggest),
    [CREATE]: okReply({ projectId: '1' }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}
const home = (query = '') => renderWithApp(<AttractHomePage />, signedInSession, `/${query}`);

async function axeClean() {
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-floating-ui-focus-guard]']] },
    { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } },
  );
  return result.violations.map((v) => v.id);
}

describe('精准招商 home', () => {
  it('opens the default bought region with its facts, said to be generated', async () => {
    const { calls } = stub();
    home();
    const tabs = await screen.findByRole('tablist', { name: '精准招商' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['区域概况', '产业链诊断', '招商目标', '招商项目']);
    const region = await screen.findByTestId('attract-region');
    expect(within(region).getByText(/演示数据/)).toBeInTheDocument();
    expect(within(region).getByText('West Lake Science Park')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('regionCode=330106'))).toBe(true);
    expect(await axeClean()).toEqual([]);
  });

  it('shows a chain’s gaps with the reasoning, then takes a target into the pipeline', async () => {
    const { calls } = stub();
    home('?serveRegionCode=330106&tab=gaps');
    const panel = await screen.findByTestId('attract-gaps');
    await within(panel).findByText('缺失 1 个、薄弱 0 个、一般 0 个、优势 0 个环节');
    expect(within(panel).getByText('全国有 50 家企业，本地为 0（按占比应有 0.2 家）')).toBeInTheDocument();
    expect(await axeClean()).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: '为缺失和薄弱环节找企业' }));
    const targets = await screen.findByTestId('attract-targets');
    await within(targets).findByText('Acme <b>Chips</b>');
    expect(within(targets).getByRole('link', { name: 'Lake Capital' }).getAttribute('href')).toContain(
      'orgDetail/index?page=list&entId=o1',
    );
    expect(await axeClean()).toEqual([]);
    // A company already in the organisation's projects for the region cannot be added twice.
    const bolt = within(targets).getByText('Bolt Robotics').closest('tr') as HTMLElement;
    expect(within(bolt).getByText('已在项目中')).toBeInTheDocument();
    expect(within(bolt).queryByRole('button')).toBeNull();
    await userEvent.click(within(targets).getByRole('button', { name: '加入招商项目：Acme <b>Chips</b>' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url.startsWith(CREATE)).map((c) => JSON.parse(String(c.init.body)) as unknown),
      ).toEqual([{ regionCode: '330106', companyId: 'c1', chainNodeCode: 'IC010101', source: 'suggest' }]),
    );
  });

  it('has no Chinese words in English', async () => {
    stub();
    changeLanguage('en');
    home('?tab=targets');
    const targets = await screen.findByTestId('attract-targets');
    await within(targets).findByText('Lake Capital');
    expect(document.body.textContent ?? '').not.toMatch(/[\u4e00-\u9fff]/);
  });
});
