import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEARCH_REPORT_FILE_PATH, message, researchReportApi as api } from '@platform/contracts';
import { createTestApp, endpointClient, type TestApp } from '../../test/test-app';
import { DEMO_RESEARCH_REPORTS, generateResearchReports, seedDemoResearchReports } from './demo';

/** 研究报告: the library's page, filters, detail and PDF (docs/research-reports.md). */

let t: TestApp;
const { call, ok } = endpointClient(
  () => t.app,
  () => null,
);
type Row = { reportId: string; title: string; chainCode: string; regionCode: string; publishedOn: string };

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoResearchReports(t.app.ctx.store)).toBe(true);
  expect(await seedDemoResearchReports(t.app.ctx.store)).toBe(false);
});
afterAll(async () => t.close());

describe('research reports', () => {
  it('generates the same library every time', () => {
    const name = (code: string) => code;
    expect(generateResearchReports(20, name)).toEqual(generateResearchReports(20, name));
  });

  it('lists newest first, public, with the facets the filters offer', async () => {
    const page = await ok(api.page, { size: 50 });
    expect(page.total).toBe(DEMO_RESEARCH_REPORTS);
    const days = page.records.map((r: Row) => r.publishedOn);
    expect([...days].sort().reverse()).toEqual(days);
    const facets = await ok(api.facets, {});
    expect(facets.total).toBe(DEMO_RESEARCH_REPORTS);
    expect(facets.chains.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(
      DEMO_RESEARCH_REPORTS,
    );
    expect(facets.kinds.map((k: { label: string }) => k.label)).toContain('产业研究');
  });

  it('filters by chain, province, kind, day and keyword (literal, not a pattern)', async () => {
    const facets = await ok(api.facets, {});
    const chain = facets.chains[0];
    const byChain = await ok(api.page, { chainCode: chain.value, size: 50 });
    expect(byChain.total).toBe(chain.count);
    expect(byChain.records.every((r: Row) => r.chainCode === chain.value)).toBe(true);
    const province = facets.provinces[0];
    const byProvince = await ok(api.page, { provinceCode: province.value, size: 50 });
    expect(byProvince.total).toBe(province.count);
    expect(byProvince.records.every((r: Row) => r.regionCode.startsWith(province.value.slice(0, 2)))).toBe(
      true,
    );
    const year = await ok(api.page, { from: '2025-01-01', to: '2025-12-31', size: 50 });
    expect(year.records.every((r: Row) => r.publishedOn.startsWith('2025'))).toBe(true);
    const first = byChain.records[0] as Row;
    const word = await ok(api.page, { keyword: first.title.slice(5, 12), size: 50 });
    expect(word.records.map((r: Row) => r.reportId)).toContain(first.reportId);
    expect((await ok(api.page, { keyword: '%' })).total).toBe(0);
  });

  it('refuses nonsense filters with a clear message', async () => {
    const range = await call(api.page, { from: '2026-02-01', to: '2026-01-01' });
    expect([range.status, range.body.msg]).toEqual([400, message('researchReportRangeInvalid', 'zh')]);
    expect((await call(api.page, { from: '2026-13-40' })).status).toBe(400);
    expect((await call(api.page, { provinceCode: '440300' })).status).toBe(400);
    expect((await call(api.page, { size: 500 })).status).toBe(400);
    const missing = await call(api.detail, { id: '999999999' });
    expect([missing.status, missing.body.msg]).toEqual([404, message('researchReportNotFound', 'zh')]);
  });

  it('draws the PDF of a report: its title, sections and pages, shown or saved', async () => {
    const first = (await ok(api.page, { size: 1 })).records[0] as Row;
    const detail = await ok(api.detail, { id: first.reportId });
    expect(detail.fileUrl).toBe(`${RESEARCH_REPORT_FILE_PATH}?id=${first.reportId}`);
    const shown = await t.app.inject({ method: 'GET', url: detail.fileUrl });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(String(shown.headers['content-disposition'])).toMatch(/^inline;/);
    const saved = await t.app.inject({ method: 'GET', url: `${detail.fileUrl}&download=1` });
    expect(String(saved.headers['content-disposition'])).toMatch(/^attachment;/);
    const dir = await mkdtemp(join(tmpdir(), 'research-report-'));
    try {
      await writeFile(join(dir, 'r.pdf'), shown.rawPayload);
      const text = execFileSync('pdftotext', [join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, '')).toContain(detail.title.replace(/\s+/g, ''));
      for (const s of detail.sections) expect(text).toContain(s);
      const info = execFileSync('pdfinfo', [join(dir, 'r.pdf')], { encoding: 'utf8' });
      expect(info).toMatch(new RegExp(`Pages:\\s+${detail.pages}\\b`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `${RESEARCH_REPORT_FILE_PATH}?id=abc` })).statusCode,
    ).toBe(404);
  });
});
