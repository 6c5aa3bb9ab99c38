import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  chainPath,
  hasQuery,
  industryPick,
  parseSearch,
  toSearchInput,
  toSearchParams,
  discoverPath,
  fromDiscoverSearch,
  toDiscoverSearch,
} from './searchQuery';
import { searchConditions } from '../../test/enterprise';

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

  it('round-trips division codes and chain node codes of every depth', () => {
    for (const [industryCode, chainNodeCode, query] of [
      ['39', 'IC01', 'industry=39&chain=IC01'],
      ['05', 'IC0101', 'industry=05&chain=IC0101'],
      ['C', 'IC010102', 'industry=C&chain=IC010102'],
      ['65', 'ROB020301', 'industry=65&chain=ROB020301'],
    ] as const) {
      const state = { ...EMPTY_SEARCH, industryCode, chainNodeCode };
      const params = toSearchParams(state);
      expect(params.toString()).toBe(query);
      expect(parseSearch(new URLSearchParams(params.toString()))).toEqual(state);
      expect(toSearchInput(state).filters).toEqual({ industryCode, chainNodeCode });
    }
    for (const bad of ['industry=390', 'industry=3', 'chain=IC1', 'chain=IC010', 'chain=ic01'])
      expect(parseSearch(new URLSearchParams(bad)), bad).toEqual(EMPTY_SEARCH);
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

describe('industry and chain pickers', () => {
  const { industries, chains } = searchConditions;

  it('reads the section and division of an industry code', () => {
    expect(industryPick(industries, '')).toEqual({ section: undefined, divisionCode: '' });
    expect(industryPick(undefined, '39')).toEqual({ section: undefined, divisionCode: '' });
    expect(industryPick(industries, 'C')).toEqual({ section: industries[0], divisionCode: '' });
    expect(industryPick(industries, '39')).toEqual({ section: industries[0], divisionCode: '39' });
    expect(industryPick(industries, '64')).toEqual({ section: industries[1], divisionCode: '64' });
    expect(industryPick(industries, '99')).toEqual({ section: undefined, divisionCode: '' });
    expect(industryPick(industries, 'T')).toEqual({ section: undefined, divisionCode: '' });
  });

  it('finds the chain and the nodes down to a node code', () => {
    const codes = (code: string) => chainPath(chains, code).map((n) => n.code);
    expect(codes('')).toEqual([]);
    expect(codes('AI')).toEqual(['AI']);
    expect(codes('IC01')).toEqual(['IC', 'IC01']);
    expect(codes('IC0102')).toEqual(['IC', 'IC01', 'IC0102']);
    expect(codes('IC010102')).toEqual(['IC', 'IC01', 'IC0101', 'IC010102']);
    expect(codes('AI010101')).toEqual(['AI', 'AI01', 'AI0101', 'AI010101']);
    expect(codes('IC09')).toEqual([]);
    expect(chainPath(undefined, 'IC01')).toEqual([]);
  });
});

describe('a saved search (query history)', () => {
  it('comes back as the same search state and address', () => {
    const state = parseSearch(
      new URLSearchParams(
        'q=科技&region=440300&industry=C&chain=IC02&status=1,2&capMin=100&capMax=500&yearMin=2010&yearMax=2020&tags=高新,专精特新&listed=0',
      ),
    );
    const saved = toDiscoverSearch(state);
    expect(saved).toEqual({
      keyword: '科技',
      filters: {
        regionCode: '440300',
        industryCode: 'C',
        chainNodeCode: 'IC02',
        regStatusCodes: ['1', '2'],
        capitalMin: 100,
        capitalMax: 500,
        foundedYearMin: 2010,
        foundedYearMax: 2020,
        tags: ['高新', '专精特新'],
        isListed: false,
      },
    });
    expect(fromDiscoverSearch(saved)).toEqual(state);
    expect(discoverPath(saved)).toBe(`/home/discover?${toSearchParams(state).toString()}`);
    expect(discoverPath({})).toBe('/home/discover');
  });
});
