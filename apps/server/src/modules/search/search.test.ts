import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, searchApi, type SearchCompanyPage, type SuggestCompany } from '@platform/contracts';
import { bearer, countRows, createTestApp, loginToken, type TestApp } from '../../test/test-app';
import { regionNames } from '../bigdata';
import { findMatches } from './repo';
import { keywordTerms } from './service';

const COMPANIES = 3000;

interface Company {
  company_id: string;
  company_name: string;
  company_name_alias: string;
  name_pinyin: string;
  name_initials: string;
  usc_no: string;
  region_code: string;
  city_code: string;
  province_code: string;
  reg_capital: number;
  es_dt: string;
  reg_status_code: string;
  is_listed: boolean;
  total_score: number;
}

describe('company search', () => {
  let t: TestApp;
  let token: string;
  let all: Company[];
  let x: Company;

  beforeAll(async () => {
    t = await createTestApp({}, { companies: COMPANIES });
    token = (await loginToken(t.app, 'wangfang')).access;
    all = await t.db.query<Company>(
      `select company_id, company_name, company_name_alias, name_pinyin, name_initials, usc_no, region_code,
        city_code, province_code, reg_capital, es_dt, reg_status_code, is_listed, total_score
       from companies order by company_id`,
    );
    // A company whose alias is unique, so alias and name cases have one right answer.
    x = all.find(
      (c, i) => i > 100 && all.filter((o) => o.company_name_alias === c.company_name_alias).length === 1,
    )!;
  });
  afterAll(() => t.close());

  const search = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: searchApi.searchCompanyPage.path,
      headers: bearer(token),
      payload: body,
    });
    return {
      status: res.statusCode,
      body: res.json() as { code: number; data: SearchCompanyPage; msg: string },
    };
  };
  const ok = async (body: Record<string, unknown>) => {
    const res = await search(body);
    expect(res.body.code, res.body.msg).toBe(ResultCode.SUCCESS);
    return res.body.data;
  };
  /** Every match of a filter-only or keyword search, paging through. */
  const allIds = async (body: Record<string, unknown>) => {
    const ids: string[] = [];
    for (let current = 1; ; current++) {
      const page = await ok({ ...body, size: 50, current });
      ids.push(...page.records.map((r) => r.companyId));
      if (page.records.length < 50) return ids;
    }
  };

  it('needs login', async () => {
    const res = await t.app.inject({ method: 'POST', url: searchApi.searchCompanyPage.path, payload: {} });
    expect(res.json().code).toBe(ResultCode.UNAUTHORIZED);
  });

  it("answers a visitor's landing-page search with the first five, names and places only, and the count", async () => {
    const preview = async (keyword?: string) => {
      const query = keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`;
      const res = await t.app.inject({ method: 'GET', url: `${searchApi.searchPreview.path}${query}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as { records: Array<Record<string, unknown>>; total: number };
    };
    const everyone = (await preview()) as { records: unknown[]; total: number; totalExact: boolean };
    // Without a keyword the count may be the database's estimate, and then it says so.
    if (everyone.totalExact) expect(everyone.total).toBe(COMPANIES);
    else expect(everyone.total).toBeGreaterThan(0);
    expect(everyone.records).toHaveLength(5);
    const named = await preview(x.company_name);
    expect(named.records[0]).toMatchObject({ companyId: x.company_id, companyName: x.company_name });
    expect(Object.keys(named.records[0]!).sort()).toEqual(
      ['area', 'companyId', 'companyName', 'industryName', 'logoPath', 'regStatusName'].sort(),
    );
    // The same search signed in has the figures; the preview leaves them out.
    const full = await ok({ keyword: x.company_name, size: 5 });
    expect(named.records.map((r) => r.companyId)).toEqual(full.records.map((r) => r.companyId));
    const long = await t.app.inject({
      method: 'GET',
      url: `${searchApi.searchPreview.path}?keyword=${'企'.repeat(51)}`,
    });
    expect(long.statusCode).toBe(400);
  });

  it('ranks the exact name first, with the row the list shows', async () => {
    const page = await ok({ keyword: x.company_name });
    const first = page.records[0]!;
    expect(first).toMatchObject({
      companyId: x.company_id,
      companyName: x.company_name,
      matched: 'name',
      matchType: 'exact',
      isFollow: false,
      uscNo: x.usc_no,
      regCapital: x.reg_capital,
      esDt: x.es_dt,
      isListed: x.is_listed,
      totalScore: x.total_score,
    });
    const names = regionNames(x.region_code)!;
    expect(first.area.startsWith(names.province.name)).toBe(true);
    expect(first.industryName).not.toBe('');
    expect(page.totalExact).toBe(true);
  });

  it('finds the alias, exact first', async () => {
    const page = await ok({ keyword: x.company_name_alias });
    expect(page.records[0]).toMatchObject({ companyId: x.company_id, matched: 'alias', matchType: 'exact' });
  });

  it('finds any two consecutive characters, prefixes before contains, by score within a class', async () => {
    const chars = Array.from(x.company_name_alias);
    const fragment = chars.slice(1, 3).join('');
    const ids = await allIds({ keyword: fragment });
    const expected = all.filter(
      (c) => c.company_name.includes(fragment) || c.company_name_alias.includes(fragment),
    );
    expect(new Set(ids)).toEqual(new Set(expected.map((c) => c.company_id)));
    expect(ids).toContain(x.company_id);
    const page = await ok({ keyword: fragment, size: 50 });
    const rank = { exact: 0, prefix: 1, contains: 2, fuzzy: 3 };
    const keys = page.records.map((r) => [rank[r.matchType!], -r.totalScore, r.companyId] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : 1));
    expect(keys).toEqual(sorted);
  });

  it('finds full pinyin and initials', async () => {
    const byPinyin = await ok({ keyword: x.name_pinyin });
    expect(byPinyin.records[0]).toMatchObject({
      companyId: x.company_id,
      matched: 'pinyin',
      matchType: 'prefix',
    });
    const byInitials = await ok({ keyword: x.name_initials.toUpperCase(), size: 50 });
    expect(byInitials.records.map((r) => r.companyId)).toContain(x.company_id);
    expect(byInitials.records.every((r) => r.matched === 'initials' || r.matched === 'pinyin')).toBe(true);
    // Pinyin of the brand inside the name (a fragment, not a prefix).
    const brand = keywordTerms(x.company_name_alias);
    expect(brand.latin).toBeNull();
  });

  it('finds the credit code, exact and by its start, in any case', async () => {
    const exact = await ok({ keyword: x.usc_no.toLowerCase() });
    expect(exact.records[0]).toMatchObject({ companyId: x.company_id, matched: 'code', matchType: 'exact' });
    const start = x.usc_no.slice(0, 12);
    const ids = await allIds({ keyword: start });
    expect(new Set(ids)).toEqual(
      new Set(all.filter((c) => c.usc_no.startsWith(start)).map((c) => c.company_id)),
    );
  });

  it('filters a province or city with its counties, and a county', async () => {
    for (const [code, key] of [
      [x.province_code, 'province_code'],
      [x.city_code, 'city_code'],
      [x.region_code, 'region_code'],
    ] as const) {
      const ids = await allIds({ filters: { regionCode: code } });
      expect(new Set(ids), code).toEqual(
        new Set(all.filter((c) => c[key] === code).map((c) => c.company_id)),
      );
    }
  });

  it('filters a chain node with its descendants', async () => {
    // The level-2 node with the most companies on its leaves (codes add two digits per level).
    const [node] = await t.db.query<{ code: string }>(
      `select n.node_code as code from chain_nodes n join company_layouts l on l.node_code like n.node_code || '%'
       where n.level = 2 group by 1 order by count(*) desc limit 1`,
    );
    const expected = await t.db.query<{ company_id: string }>(
      `select distinct company_id from company_layouts where starts_with(node_code, $1)`,
      [node!.code],
    );
    const chain = await allIds({ filters: { chainNodeCode: node!.code.replace(/\d+$/, '') } });
    expect(chain.length).toBeGreaterThan(expected.length);
    const ids = await allIds({ filters: { chainNodeCode: node!.code } });
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(expected.map((r) => r.company_id)));
  });

  it('filters capital and founding year ranges, status and listing', async () => {
    const ids = await allIds({
      filters: { capitalMin: 100, capitalMax: 1000, foundedYearMin: 2010, foundedYearMax: 2015 },
    });
    const expected = all.filter(
      (c) =>
        c.reg_capital >= 100 && c.reg_capital <= 1000 && c.es_dt >= '2010-01-01' && c.es_dt <= '2015-12-31',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(expected.map((c) => c.company_id)));

    const cancelled = await allIds({ filters: { regStatusCodes: ['3', '4'] } });
    expect(new Set(cancelled)).toEqual(
      new Set(
        all.filter((c) => c.reg_status_code === '3' || c.reg_status_code === '4').map((c) => c.company_id),
      ),
    );
    const listed = await allIds({ filters: { isListed: true } });
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(all.filter((c) => c.is_listed).map((c) => c.company_id)));
  });

  it('pages without gaps or repeats, and sorts by capital', async () => {
    const ten = await ok({ keyword: '科技', size: 10 });
    const a = await ok({ keyword: '科技', size: 5, current: 1 });
    const b = await ok({ keyword: '科技', size: 5, current: 2 });
    expect([...a.records, ...b.records].map((r) => r.companyId)).toEqual(ten.records.map((r) => r.companyId));
    expect(a.total).toBe(ten.total);

    const byCapital = await ok({ keyword: '科技', sort: 'regCapital', size: 50 });
    const capitals = byCapital.records.map((r) => r.regCapital);
    expect(capitals).toEqual([...capitals].sort((p, q) => q - p));
  });

  it('walking common matches in rank order gives what ranking them all gives', async () => {
    const store = t.app.ctx.store;
    for (const keyword of ['有限', '科技', '公司', 'gs']) {
      for (const sort of ['relevance', 'regCapital', 'esDt', 'totalScore'] as const) {
        for (const offset of [0, 40]) {
          const base = {
            terms: keywordTerms(keyword),
            where: {},
            sort,
            order: 'desc' as const,
            offset,
            limit: 20,
          };
          const full = await findMatches(store, { ...base, probe: 100_000, commonRows: 1e9 });
          expect(full.exact).toBe(true);
          // A small probe: classes overflow it and are walked; a small commonRows: classes are
          // taken as common from the estimate and walked with a budget.
          for (const bounds of [{ probe: 5 }, { probe: 5, commonRows: 50 }, { probe: 5, commonRows: 1 }]) {
            const walked = await findMatches(store, { ...base, ...bounds });
            expect(walked.ids, `${keyword} ${sort} ${offset} ${JSON.stringify(bounds)}`).toEqual(full.ids);
          }
        }
      }
    }
    const noKeyword = {
      terms: null,
      where: {},
      sort: 'relevance' as const,
      order: 'asc' as const,
      offset: 7,
      limit: 9,
    };
    const all = (await findMatches(store, { ...noKeyword, probe: 100_000, commonRows: 1e9 })).ids;
    expect((await findMatches(store, { ...noKeyword, probe: 3 })).ids).toEqual(all);
    expect((await findMatches(store, { ...noKeyword, probe: 3, commonRows: 10 })).ids).toEqual(all);
    // With filters: a city, and a filter set rare among high scores (the budget runs out).
    const city = { ...noKeyword, where: { cityCode: x.city_code, capitalMax: 50 } };
    const cityAll = (await findMatches(store, { ...city, probe: 100_000, commonRows: 1e9 })).ids;
    expect((await findMatches(store, { ...city, probe: 3, commonRows: 1 })).ids).toEqual(cityAll);
    const kw = { ...city, terms: keywordTerms('有限'), sort: 'relevance' as const, order: 'desc' as const };
    const kwAll = (await findMatches(store, { ...kw, probe: 100_000, commonRows: 1e9 })).ids;
    expect((await findMatches(store, { ...kw, probe: 3, commonRows: 1 })).ids).toEqual(kwAll);
    // A tag filter reads columns the rank index does not include.
    const tagged = { ...kw, where: { tags: ['高新技术企业'] } };
    const taggedAll = (await findMatches(store, { ...tagged, probe: 100_000, commonRows: 1e9 })).ids;
    expect(taggedAll.length).toBeGreaterThan(0);
    expect((await findMatches(store, { ...tagged, probe: 3, commonRows: 1 })).ids).toEqual(taggedAll);
  });

  it('searches SQL and pattern characters as literal text, and writes nothing', async () => {
    const before = await countRows(t.db, 'companies');
    await t.db.query(`update companies set company_name_alias = $1 where company_id = $2`, [
      `5%_\\'([*`,
      all[5]!.company_id,
    ]);
    for (const keyword of [
      '%',
      '_',
      '\\',
      "'",
      '(',
      '[',
      '*',
      '.*',
      '%%',
      "'; drop table companies; --",
      '%科技%',
    ]) {
      const page = await ok({ keyword });
      // One character: exact and prefix matches only; two or more: anywhere in the name or alias.
      const has = (s: string) =>
        Array.from(keyword).length > 1 ? s.includes(keyword) : s.startsWith(keyword);
      const expected = all.filter(
        (c, i) => has(i === 5 ? `5%_\\'([*` : c.company_name_alias) || has(c.company_name),
      );
      expect(
        page.records.map((r) => r.companyId),
        keyword,
      ).toEqual(expected.map((c) => c.company_id));
    }
    const literal = await ok({ keyword: `%_\\'(` });
    expect(literal.records.map((r) => r.companyId)).toEqual([all[5]!.company_id]);
    expect(await countRows(t.db, 'companies')).toBe(before);
  });

  it('refuses a 1 MB keyword, a page of 10,000 and an unknown region with a clear message', async () => {
    const huge = await search({ keyword: '科'.repeat(1 << 20) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect([ResultCode.BAD_REQUEST, ResultCode.PAYLOAD_TOO_LARGE]).toContain(huge.body.code);
    const long = await search({ keyword: '科'.repeat(51) });
    expect(long.body).toMatchObject({ code: ResultCode.BAD_REQUEST });
    expect(long.body.msg).toMatch(/keyword/);
    const size = await search({ size: 10_000 });
    expect(size.body.code).toBe(ResultCode.BAD_REQUEST);
    expect(size.body.msg).toMatch(/size/);
    const region = await search({ filters: { regionCode: '999999' } });
    expect(region.body.code).toBe(ResultCode.BAD_REQUEST);
    expect(region.body.msg).toMatch(/地区编码不存在/);
    const chain = await search({ filters: { chainNodeCode: 'ZZ01' } });
    expect(chain.body.code).toBe(ResultCode.BAD_REQUEST);
  });

  it('suggests up to 10 names from the same indexes, exact first', async () => {
    const suggest = async (keyword: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${searchApi.suggestCompany.path}?keyword=${encodeURIComponent(keyword)}`,
        headers: bearer(token),
      });
      const body = res.json() as { code: number; data: SuggestCompany };
      expect(body.code).toBe(ResultCode.SUCCESS);
      return body.data;
    };
    expect((await suggest(x.company_name))[0]).toEqual({
      companyId: x.company_id,
      companyName: x.company_name,
      matched: 'name',
    });
    const common = await suggest('有限');
    expect(common).toHaveLength(10);
    expect((await suggest(x.name_initials)).map((s) => s.companyId)).toContain(x.company_id);
    expect(await suggest('%')).toEqual([]);
  });
});
