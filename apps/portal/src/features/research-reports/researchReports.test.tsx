import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { researchReportRoutes as R, type ResearchReport } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, stubApi } from '../../test/renderWithApp';
import ResearchReportsPage from './ResearchReportsPage';

/** 研究报告: filters in the address, the list, a report's contents, read and download links. */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const report: ResearchReport = {
  reportId: '7',
  title: 'Chips <b>2026</b> outlook',
  summary: 'What the chain did in 2026.',
  kind: 'industry',
  chainCode: 'IC',
  chainName: 'Integrated circuits',
  regionCode: '440300',
  regionName: 'Shenzhen',
  publisher: 'Institute A',
  publishedOn: '2026-03-02',
  pages: 9,
};

function setup(path = '/serve/researchReport') {
  const stubbed = stubApi({
    [R.facets.path]: okReply({
      chains: [{ value: 'IC', label: 'Integrated circuits', count: 3 }],
      provinces: [{ value: '440000', label: 'Guangdong', count: 2 }],
      kinds: [{ value: 'industry', label: 'industry', count: 3 }],
      total: 3,
    }),
    [R.page.path]: okReply({ records: [report], total: 1, current: 1, size: 10 }),
    [R.detail.path]: okReply({
      ...report,
      sections: ['Overview', 'Outlook'],
      fileUrl: '/api/platform-report/custom-list/file?id=7',
    }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  renderWithApp(<ResearchReportsPage />, {}, path);
  return stubbed;
}

const pageCalls = (s: ReturnType<typeof setup>) => s.calls.filter((c) => c.url.includes(R.page.path));

describe('ResearchReportsPage', () => {
  it('searches with the chosen filters, shows a report as text with its read and download links', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    const list = await screen.findByTestId('research-report-list');
    expect(within(list).getByText('Chips <b>2026</b> outlook')).toBeTruthy();
    const read = within(list).getByRole('link', { name: '在线阅读: Chips <b>2026</b> outlook' });
    expect(read.getAttribute('href')).toBe('/api/platform-report/custom-list/file?id=7');
    expect(read.getAttribute('target')).toBe('_blank');
    const download = within(list).getByRole('link', { name: '下载: Chips <b>2026</b> outlook' });
    expect(download.getAttribute('href')).toBe('/api/platform-report/custom-list/file?id=7&download=1');
    await user.selectOptions(await screen.findByLabelText('产业链'), 'IC');
    await user.type(screen.getByLabelText('关键词'), 'chips');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(pageCalls(stubbed).at(-1)?.url).toContain('chainCode=IC'));
    expect(pageCalls(stubbed).at(-1)?.url).toContain('keyword=chips');
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('refuses a start day after the end day without asking the server', async () => {
    const stubbed = setup('/serve/researchReport?from=2026-05-01&to=2026-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    expect(screen.getByRole('button', { name: '查询' }).hasAttribute('disabled')).toBe(true);
    expect(pageCalls(stubbed)).toHaveLength(0);
  });

  it('opens the contents in a drawer, in English without Chinese words of ours', async () => {
    changeLanguage('en');
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Contents: Chips <b>2026</b> outlook' }));
    const detail = await screen.findByTestId('research-report-detail');
    expect(
      within(detail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Overview', 'Outlook']);
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
