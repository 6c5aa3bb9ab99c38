import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { REPORT_FILE_PATH, reportApi, REPORT_MESSAGES } from './index';

describe('report schemas', () => {
  const generate = reportApi.generateReport.input;

  it('takes the report request of spec 2 §3', () => {
    const parsed = generate.parse({
      entId: '1000000001',
      typeCode: '7',
      entName: '某某科技有限公司',
      areaName: '天津市',
      businessType: 4,
      advancedSearchEntDTO: { srcId: 's1', regionCode: '120000,120116', industrychainNodeIdNot: ['IC01'] },
    });
    expect(parsed.typeCode).toBe(7);
    expect(parsed.advancedSearchEntDTO?.regionCode).toEqual(['120000', '120116']);
    expect(generate.parse({ entId: 'x', typeCode: 7 }).businessType).toBe(0);
  });

  it('refuses other report types, bad regions and missing company ids', () => {
    expect(generate.safeParse({ entId: 'x', typeCode: 6 }).success).toBe(false);
    expect(generate.safeParse({ typeCode: 7 }).success).toBe(false);
    expect(generate.safeParse({ entId: '', typeCode: 7 }).success).toBe(false);
    expect(
      generate.safeParse({ entId: 'x', typeCode: 7, advancedSearchEntDTO: { regionCode: ['1200'] } }).success,
    ).toBe(false);
  });

  it('caps the page size', () => {
    const page = reportApi.reportPage.input;
    expect(page.parse({})).toEqual({ current: 1, size: 10 });
    expect(page.safeParse({ size: 10000 }).success).toBe(false);
    expect(page.safeParse({ current: 0 }).success).toBe(false);
  });

  it('has every message in zh and en, and the file link under the same service', () => {
    for (const key of Object.keys(REPORT_MESSAGES)) expect(MESSAGES).toHaveProperty(key);
    expect(REPORT_FILE_PATH.startsWith('/api/platform-chain/mydownloadreport/')).toBe(true);
  });
});
