import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, hasQuery, parseSearch, toSearchInput, toSearchParams } from './searchQuery';

describe('search state in the address', () => {
  it('round-trips every field through the search params and drops empty ones and page 1', () => {
    const state = {
      ...EMPTY_SEARCH,
      keyword: '华为',
      regionCode: '440300',
      industryCode: 'C',
      chainNodeCode: 'IC02',
      status: ['1', '2'] as const,
      capitalMin: '100',
      capitalMax: '5000',
      yearMin: '2010',
      yearMax: '2020',
      tags: ['高新技术企业', '专精特新'],
      listed: '1' as const,
      page: 3,
    };
    const params = toSearchParams({ ...state, status: [...state.status] });
    expect(params.toString()).toBe(
      'q=%E5%8D%8E%E4%B8%BA&region=440300&industry=C&chain=IC02&status=1%2C2&capMin=100&capMax=5000&yearMin=2010&yearMax=2020&tags=%E9%AB%98%E6%96%B0%E6%8A%80%E6%9C%AF%E4%BC%81%E4%B8%9A%2C%E4%B8%93%E7%B2%BE%E7%89%B9%E6%96%B0&listed=1&page=3',
    );
    expect(parseSearch(params)).toEqual({ ...state, status: ['1', '2'] });
    expect(toSearchParams({ ...EMPTY_SEARCH, keyword: 'hw' }).toString()).toBe('q=hw');
  });

  it('drops malformed values instead of failing', () => {
    const state = parseSearch(
      new URLSearchParams(
        'q=%20a%20&region=44&industry=ZZ&chain=x&status=1,9&capMin=abc&yearMin=20&listed=2&page=-1',
      ),
    );
    expect(state).toEqual({ ...EMPTY_SEARCH, keyword: 'a', status: ['1'] });
    expect(hasQuery(EMPTY_SEARCH)).toBe(false);
    expect(hasQuery({ ...EMPTY_SEARCH, listed: '0' })).toBe(true);
  });
});

describe('filter panel -> searchCompanyPage input', () => {
  it('maps each filter to the contract field and swaps reversed ranges', () => {
    expect(
      toSearchInput({
        ...EMPTY_SEARCH,
        keyword: '科技',
        regionCode: '110000',
        industryCode: 'I',
        chainNodeCode: 'AI',
        status: ['3', '4'],
        capitalMin: '5000',
        capitalMax: '100',
        yearMin: '2020',
        yearMax: '2001',
        tags: ['高新技术企业'],
        listed: '0',
        page: 2,
      }),
    ).toEqual({
      keyword: '科技',
      filters: {
        regionCode: '110000',
        industryCode: 'I',
        chainNodeCode: 'AI',
        regStatusCodes: ['3', '4'],
        capitalMin: 100,
        capitalMax: 5000,
        foundedYearMin: 2001,
        foundedYearMax: 2020,
        tags: ['高新技术企业'],
        isListed: false,
      },
      current: 2,
      size: 10,
    });
    expect(toSearchInput({ ...EMPTY_SEARCH, keyword: 'hw' })).toEqual({
      keyword: 'hw',
      current: 1,
      size: 10,
    });
  });
});
