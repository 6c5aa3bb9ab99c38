import { describe, expect, it } from 'vitest';
import { sampleCompanies } from '../../../test/sample-companies';
import { reportDataOf } from './from-company';
import { createReportRenderer } from './pool';

describe('report renderer', () => {
  const data = sampleCompanies(3).map((c) =>
    reportDataOf(c, { solution: false, targetRegion: null, generatedAt: '2026-11-23' }),
  );

  it('draws in a worker thread, several reports at once, with progress', async () => {
    const renderer = createReportRenderer();
    try {
      expect(renderer.mode).toBe('worker');
      const progress: number[][] = data.map(() => []);
      const pdfs = await Promise.all(data.map((d, i) => renderer.render(d, (p) => progress[i]!.push(p))));
      for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      for (const p of progress) expect(p.at(-1)).toBe(100);
    } finally {
      await renderer.close();
    }
  });

  it('fails the reports in hand when closed, and draws inline when asked', async () => {
    const renderer = createReportRenderer();
    const refused = expect(renderer.render(data[0]!)).rejects.toThrow('closed');
    await renderer.close();
    await refused;
    const inline = createReportRenderer({ forceInline: true });
    expect(inline.mode).toBe('inline');
    expect((await inline.render(data[1]!)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
