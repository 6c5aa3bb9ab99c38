import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadFile';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name to the ASCII fallback, whichever comes first', () => {
    const header = `attachment; filename="metrics-440000-2017-2026.xlsx"; filename*=UTF-8''${encodeURIComponent('广东省指标数据-2017-2026.xlsx')}`;
    expect(fileNameOf(header)).toBe('广东省指标数据-2017-2026.xlsx');
  });

  it('reads the plain name when there is no UTF-8 one, or when it is malformed', () => {
    expect(fileNameOf('attachment; filename="chain-companies.xlsx"')).toBe('chain-companies.xlsx');
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E4%ZZ`)).toBe('a.xlsx');
  });

  it('gives nothing for a header without a name', () => {
    expect(fileNameOf('attachment')).toBeUndefined();
  });
});
