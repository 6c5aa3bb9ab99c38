import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { operatorImportRoutes as I, operatorRoutes as R, type ImportRun } from '@platform/contracts';
import { changeLanguage } from '../../shared/i18n';
import { okReply, renderWithApp, signedInSession, stubApi } from '../../test/renderWithApp';
import ImportsPage from './ImportsPage';

/** The console's company import page (docs/enterprise-import.md "From the operator console"). */

afterEach(() => {
  changeLanguage('zh');
  vi.unstubAllGlobals();
});

const base: ImportRun = {
  id: 'r-valid',
  fileName: 'companies.jsonl',
  format: 'jsonl',
  bytes: 20_480,
  status: 'valid',
  companies: 1200,
  errors: [],
  errorsTruncated: false,
  willInsert: 1000,
  willUpdate: 200,
  written: 0,
  inserted: 0,
  updated: 0,
  rowsWritten: 0,
  failReason: null,
  createdAt: '2026-11-29T02:00:00.000Z',
  validatedAt: '2026-11-29T02:00:05.000Z',
  startedAt: null,
  finishedAt: null,
};
const RUNS: ImportRun[] = [
  base,
  {
    ...base,
    id: 'r-invalid',
    fileName: 'broken.jsonl',
    status: 'invalid',
    companies: 4,
    errors: ['line 2: uscNo: is not a valid unified social credit code'],
  },
  {
    ...base,
    id: 'r-failed',
    fileName: 'cut.zip',
    format: 'zip',
    status: 'failed',
    written: 500,
    failReason: 'interrupted',
    startedAt: '2026-11-29T02:01:00.000Z',
  },
  {
    ...base,
    id: 'r-done',
    fileName: 'done.csv',
    format: 'csv',
    status: 'done',
    written: 1200,
    inserted: 1000,
    updated: 200,
    rowsWritten: 34_567,
    finishedAt: '2026-11-29T02:05:00.000Z',
  },
];

function setup() {
  const stubbed = stubApi({
    [R.me.path]: okReply({ operator: true }),
    [I.imports.path]: okReply({
      dataset: { source: 'generator', seed: 'demo', companies: 2000, loadedAt: '2026-11-29T01:00:00.000Z' },
      tables: [
        { table: 'companies', rows: 2006, estimated: false },
        { table: 'company_patents', rows: 5_190_498, estimated: true },
      ],
      runs: RUNS,
    }),
    [I.importStart.path]: okReply({ ...base, status: 'importing' }),
    [I.importDiscard.path]: okReply({ ...base, status: 'discarded' }),
  });
  vi.stubGlobal('fetch', stubbed.fetchMock);
  return stubbed;
}
const bodiesOf = (s: ReturnType<typeof setup>, path: string) =>
  s.calls.filter((c) => c.url.includes(path)).map((c) => JSON.parse(String(c.init.body)) as unknown);
const runNamed = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;

describe('the company import page', () => {
  it('shows the data set and each import with its report, and writes a valid one on request', async () => {
    const stubbed = setup();
    const user = userEvent.setup();
    renderWithApp(<ImportsPage />, signedInSession, '/operator/imports');
    expect((await screen.findByTestId('dataset-summary')).textContent).toContain('企业数：2,000');
    const tables = screen.getByRole('table', { name: '各表行数' });
    expect(within(tables).getByText('约 5,190,498')).toBeTruthy();

    const valid = await runNamed('companies.jsonl');
    expect(within(valid).getByText(/共 1,200 家企业，写入后将新增 1,000 家、更新 200 家/)).toBeTruthy();
    const invalid = await runNamed('broken.jsonl');
    expect(within(invalid).getByText(/line 2: uscNo/)).toBeTruthy();
    expect(within(invalid).queryByRole('button', { name: '开始导入' })).toBeNull();
    const failed = await runNamed('cut.zip');
    expect(within(failed).getByText(/多次被服务重启中断。已写入 500 \/ 1,200 家企业/)).toBeTruthy();
    expect(within(failed).getByRole('progressbar', { name: '写入进度' })).toBeTruthy();
    const done = await runNamed('done.csv');
    expect(within(done).getByText(/新增 1,000 家、更新 200 家，共写入 34,567 行/)).toBeTruthy();
    expect(within(done).queryByRole('button')).toBeNull();

    await user.click(within(valid).getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('已开始写入')).toBeTruthy();
    expect(bodiesOf(stubbed, I.importStart.path)).toEqual([{ id: 'r-valid' }]);
    await user.click(within(failed).getByRole('button', { name: '继续导入' }));
    await user.click(within(invalid).getByRole('button', { name: '放弃' }));
    expect(await screen.findByText('已放弃该导入')).toBeTruthy();
    expect(bodiesOf(stubbed, I.importStart.path)).toEqual([{ id: 'r-valid' }, { id: 'r-failed' }]);
    expect(bodiesOf(stubbed, I.importDiscard.path)).toEqual([{ id: 'r-invalid' }]);
  });

  it('is axe clean in English without Chinese', async () => {
    changeLanguage('en');
    setup();
    renderWithApp(<ImportsPage />, signedInSession, '/operator/imports');
    expect(await screen.findByText(/1,200 companies: writing adds 1,000 and updates 200/)).toBeTruthy();
    expect(screen.getByText(/cut off by server restarts too many times/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
