import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Company } from '../../bigdata';
import { generateDataset } from '../../bigdata/demo';
import { niceStep, radarPoint } from './charts';
import { reportDataOf } from './from-company';
import { renderCompanyReport, SECTION_TITLES } from './render';

const dir = mkdtempSync(join(tmpdir(), 'report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Text of a PDF as poppler's pdftotext reads it (the CJK font's ToUnicode map at work). */
function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
const pages = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

function richCompany(): Company {
  const ds = generateDataset({ seed: 'report-test', companies: 120 });
  let pick: Company | undefined;
  for (const c of ds.companies()) {
    if (c.financials.length >= 3 && c.majorShareholders.length >= 2 && c.dynamics.length >= 2) {
      pick = c;
      break;
    }
  }
  if (!pick) throw new Error('no company with financials, shareholders and dynamics');
  return pick;
}

describe('renderCompanyReport', () => {
  const company = richCompany();

  it('draws a multi-page PDF whose text pdftotext reads back in Chinese', async () => {
    const progress: number[] = [];
    const data = reportDataOf(company, { solution: true, targetRegion: '天津市', generatedAt: '2026-11-23' });
    const pdf = await renderCompanyReport(data, (p) => progress.push(p));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBeGreaterThanOrEqual(5);
    // Subset font: the whole report stays small though the font file is 10 MB.
    expect(pdf.length).toBeLessThan(400_000);
    const text = pdfText(pdf).replace(/\s+/g, '');
    expect(text).toContain(company.companyName);
    expect(text).toContain(company.uscNo);
    expect(text).toContain('招商解决方案');
    expect(text).toContain('目标地区：天津市');
    for (const title of Object.values(SECTION_TITLES)) expect(text).toContain(title);
    for (const dim of ['发展能力', '企业风险', '社会影响力', '市场背景', '创新能力', '经营能力'])
      expect(text).toContain(dim);
    expect(text).toContain(company.majorShareholders[0]!.holderEntityName);
    expect(text).toContain(company.dynamics[0]!.title.replace(/\s+/g, ''));
    expect(text).toMatch(/第1页\/共\d+页/);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('titles a plain report 企业分析报告 and copes with empty sections', async () => {
    const data = reportDataOf(
      { ...company, majorShareholders: [], financials: [], dynamics: [], qualificationTags: [] },
      { solution: false, targetRegion: null, generatedAt: '2026-11-23' },
    );
    const text = pdfText(await renderCompanyReport(data)).replace(/\s+/g, '');
    expect(text).toContain('企业分析报告');
    expect(text).not.toContain('招商解决方案');
    expect(text).toContain('暂无数据');
  });
});

describe('chart geometry', () => {
  it('starts the radar straight up and goes clockwise', () => {
    const [x0, y0] = radarPoint({ cx: 100, cy: 100 }, 0, 6, 50);
    expect(x0).toBeCloseTo(100);
    expect(y0).toBeCloseTo(50);
    const [x1] = radarPoint({ cx: 100, cy: 100 }, 1, 6, 50);
    expect(x1).toBeGreaterThan(100);
  });

  it('picks round axis steps', () => {
    expect(niceStep(900)).toBe(200);
    expect(niceStep(100)).toBe(20);
    expect(niceStep(0)).toBe(1);
  });
});
