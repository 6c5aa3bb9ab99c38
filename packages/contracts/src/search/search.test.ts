import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE } from '../services';
import {
  SEARCH_LIMITS,
  searchApi,
  searchCompanyInputSchema,
  searchRoutes,
  suggestCompanyInputSchema,
} from './index';

describe('search contract', () => {
  it('puts the calls under the bigdata service, client/search-bigdata, login required but the visitor preview and landing facts', () => {
    for (const [name, route] of Object.entries(searchRoutes)) {
      expect(route.path.startsWith(`${SERVICE.bigdata}/client/search-bigdata/`), name).toBe(true);
      expect(route.auth).toBe(['searchPreview', 'landingFacts'].includes(name) ? 'public' : 'user');
      const composed = searchApi[name as keyof typeof searchApi];
      expect({ method: composed.method, path: composed.path, auth: composed.auth }).toEqual(route);
    }
  });

  it('routes.ts imports no zod', () => {
    const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.every((from) => from === '../route' || from === '../services')).toBe(true);
  });

  it('defaults: relevance, page 1 of 10; keyword trimmed and kept literal', () => {
    expect(searchCompanyInputSchema.parse({ keyword: '  50%_\\(科技[* ' })).toEqual({
      keyword: '50%_\\(科技[*',
      sort: 'relevance',
      order: 'desc',
      current: 1,
      size: 10,
    });
  });

  it.each([
    [{ size: 10_000 }, 'size'],
    [{ size: 0 }, 'size'],
    [{ current: 200, size: 50 }, 'current'],
    [{ keyword: '科'.repeat(SEARCH_LIMITS.keywordMax + 1) }, 'keyword'],
    [{ keyword: 'x'.repeat(1 << 20) }, 'keyword'],
    [{ filters: { regionCode: '4403' } }, 'filters.regionCode'],
    [{ filters: { industryCode: 'Z' } }, 'filters.industryCode'],
    [{ filters: { chainNodeCode: "IC'; drop" } }, 'filters.chainNodeCode'],
    [{ filters: { regStatusCodes: ['5'] } }, 'filters.regStatusCodes.0'],
    [{ filters: { capitalMin: 10, capitalMax: 5 } }, 'filters.capitalMin'],
    [{ filters: { foundedYearMin: 2020, foundedYearMax: 2010 } }, 'filters.foundedYearMin'],
    [{ sort: 'name' }, 'sort'],
  ])('refuses %j', (input, path) => {
    const result = searchCompanyInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('suggest takes a keyword and at most 10', () => {
    expect(suggestCompanyInputSchema.parse({ keyword: ' kj ' })).toEqual({ keyword: 'kj', size: 10 });
    expect(suggestCompanyInputSchema.safeParse({ keyword: 'kj', size: 11 }).success).toBe(false);
  });
});
