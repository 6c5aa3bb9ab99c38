import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { industryDiagnosisRoutes as R, type Diagnosis } from '@platform/contracts/industry-diagnosis';
import { reportRoutes } from '@platform/contracts/report/routes';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import IndustryDiagnosisPage from './IndustryDiagnosisPage';

/** 产业诊断: the region and chain in the address, scores, findings with figures, the PDF report. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const figures = {
  localCount: 12,
  nationalCount: 300,
  expected: 6,
  lq: 2,
  localCapital: 5000,
  capitalShare: 3.5,
  localGrowth: 20,
  nationalGrowth: 15,
  localPatents: 40,
  nationalPatents: 600,
  localRecentPatents: 9,
  localPatentDensity: 3.33,
  nationalPatentDensity: 2,
  peerRank: 2,
  peerRegions: 11,
};

const diagnosis: Diagnosis = {
  regionCode: '320500',
  regionName: 'Suzhou',
  chainCode: 'NEV',
  chainName: 'New energy vehicles',
  regionShare: 1.2,
  scores: { presence: 61, strength: 55, growth: 48, innovation: 70, overall: 59 },
  nodes: [
    {
      nodeCode: 'NEV01',
      nodeName: 'Batteries',
      parentCode: 'NEV',
      level: 1,
      status: 'strong',
      scores: { presence: 100, strength: 80, growth: 67, innovation: 83, overall: 85 },
      figures,
    },
    {
      nodeCode: 'NEV02',
      nodeName: 'Motors',
      parentCode: 'NEV',
      level: 1,
      status: 'missing',
      scores: { presence: 0, strength: 0, growth: 0, innovation: 0, overall: 0 },
      figures: { ...figures, localCount: 0, localPatents: 0, lq: 0 },
    },
  ],
  strengths: [
    {
      nodeCode: 'NEV01',
      nodeName: 'Batteries',
      overall: 85,
      reasons: [{ code: 'presence', values: { local: 12, expected: 6, lq: 2 } }],
    },
  ],
  weaknesses: [
    {
      nodeCode: 'NEV02',
      nodeName: 'Motors',
      overall: 0,
      reasons: [{ code: 'missing', values: { national: 300, expected: 3.6 } }],
    },
  ],
  suggestions: [
    {
      code: 'fill',
      nodeCode: 'NEV02',
      nodeName: 'Motors',
      reasons: [{ code: 'missing', values: { national: 300, expected: 3.6 } }],
    },
  ],
  generatedAt: '2026-11-29',
};

const PATH = '/serve/industryDiag?regionCode=320500&chainCode=NEV';

function setup(path = PATH, session = signedInSession) {
  const stubbed = stubApi({
    [R.chains.path]: okReply([
      { chainCode: 'NEV', chainName: 'New energy vehicles' },
      { chainCode: 'IC', chainName: 'Integrated circuits' },
    ]),
    [R.diagnosis.path]: okReply(diagnosis),
    [R.createPdf.path]: {
      body: { code: 200, msg: '', data: { id: 'r1', status: 'generating', remaining: 41 } },
    },
    [reportRoutes.reportNum.path]: okReply(42),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  const rendered = renderWithApp(<IndustryDiagnosisPage />, session, path, {
    elsewhere: <p>downloads page</p>,
  });
  return { ...stubbed, ...rendered };
}

const callsTo = (s: { calls: { url: string }[] }, path: string) =>
  s.calls.filter((c) => c.url.includes(path));

describe('IndustryDiagnosisPage', () => {
  it('diagnoses the region and chain of the address: scores, links, findings with figures', async () => {
    const stubbed = setup();
    expect(await screen.findByRole('heading', { name: 'Suzhou · New energy vehicles' })).toBeTruthy();
    expect(callsTo(stubbed, R.diagnosis.path)[0]!.url).toContain('regionCode=320500');
    const scores = screen.getByRole('list', { name: '产业链评分' });
    expect(
      within(scores)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['产业基础61', '企业实力55', '成长活力48', '创新能力70', '综合得分59']);
    const table = screen.getByRole('table');
    const battery = within(table).getByRole('row', { name: /Batteries/ });
    expect(
      within(battery)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['优势', '12', '40', '100', '80', '67', '83', '85']);
    expect(screen.getByText('产业基础：本地 12 家企业，期望 6 家，区位商 2')).toBeTruthy();
    expect(
      screen.getAllByText('本地暂无该环节企业，全国共 300 家，按本地企业占比应有约 3.6 家'),
    ).toHaveLength(2);
    expect(screen.getByText('补链：引进「Motors」环节企业，填补本地空白')).toBeTruthy();
    expect(await screen.findByText('剩余报告次数：42')).toBeTruthy();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  }, 40_000);

  it('asks for a region and chain first, and keeps the chosen chain in the address', async () => {
    const stubbed = setup('/serve/industryDiag?regionCode=320500');
    expect(await screen.findByText('请选择地区和产业链')).toBeTruthy();
    expect(callsTo(stubbed, R.diagnosis.path)).toHaveLength(0);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Integrated circuits' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('产业链'), 'IC');
    await waitFor(() => expect(callsTo(stubbed, R.diagnosis.path).at(-1)?.url).toContain('chainCode=IC'));
    expect(stubbed.router.state.location.search).toContain('chainCode=IC');
  });

  it('queues the PDF report and opens the downloads page', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '生成诊断报告' }));
    await waitFor(() => expect(stubbed.router.state.location.pathname).toBe('/control/download'));
    const post = callsTo(stubbed, R.createPdf.path)[0]!;
    expect(JSON.parse(String((post as unknown as { init: RequestInit }).init.body))).toEqual({
      regionCode: '320500',
      chainCode: 'NEV',
    });
  });

  it('asks a visitor to log in before the report', async () => {
    const stubbed = setup(PATH, {});
    const user = userEvent.setup();
    expect(await screen.findByText('登录后可生成诊断报告')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(stubbed.store.getState().app.showLogInDialog).toBe(true);
    expect(callsTo(stubbed, R.createPdf.path)).toHaveLength(0);
    expect(callsTo(stubbed, reportRoutes.reportNum.path)).toHaveLength(0);
  });

  it('reads in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup();
    expect(await screen.findByRole('heading', { name: 'Suzhou · New energy vehicles' })).toBeTruthy();
    expect(await screen.findByText('Reports left: 42')).toBeTruthy();
    expect(screen.getByText('Fill the gap: bring companies of "Motors" to the region')).toBeTruthy();
    // The region picker shows the GB/T 2260 names (data, not copy): everything else is English.
    expect(screen.getByText('江苏省 / 苏州市')).toBeTruthy();
    expect(document.body.textContent!.replace('江苏省 / 苏州市', '')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
