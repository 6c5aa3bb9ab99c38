import type { z } from 'zod';
import type {
  SearchCompanyPage,
  SearchCompanyRow,
  SearchMatched,
  SearchMatchType,
  SearchPreview,
  SuggestCompany,
  searchCompanyInputSchema,
  suggestCompanyInputSchema,
} from '@platform/contracts';
import { SEARCH_LIMITS } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { badRequest } from '../../lib/errors';
import {
  getChain,
  getChainNode,
  getDivision,
  getSection,
  isKnownRegionCode,
  regionFullName,
  regionNames,
} from '../bigdata';
import {
  FUZZY_LETTERS,
  companiesByIds,
  findMatches,
  naiveMatches,
  type CompanyHit,
  type KeywordTerms,
  type SearchWhere,
} from './repo';

/**
 * Largest match class ranked in full (fetched through the indexes, then sorted); a larger class is
 * walked in rank order instead, and the total becomes a lower bound (docs/search.md).
 */
export const SEARCH_PROBE = 2000;
/** The same for suggestions, which need only 10 rows. */
export const SUGGEST_PROBE = 500;

export function keywordTerms(keyword: string): KeywordTerms {
  const text = keyword;
  const letters = /^[a-zA-Z\s']+$/.test(text) ? text.replace(/[^a-zA-Z]/g, '').toLowerCase() : '';
  const code = /^[0-9A-Za-z]{4,18}$/.test(text) && /\d/.test(text) ? text.toUpperCase() : null;
  const chars = Array.from(text);
  const bigrams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) bigrams.add(chars[i]! + chars[i + 1]!);
  return { text, latin: letters || null, code, bigrams: [...bigrams] };
}

/** Which key matched and how, best first (the same rules as the SQL classes). */
export function classify(
  row: Pick<CompanyHit, 'company_name' | 'company_name_alias' | 'name_pinyin' | 'name_initials' | 'usc_no'>,
  t: KeywordTerms,
): { matchType: SearchMatchType; matched: SearchMatched } | null {
  const { text, latin, code } = t;
  if (row.company_name === text) return { matchType: 'exact', matched: 'name' };
  if (row.company_name_alias === text) return { matchType: 'exact', matched: 'alias' };
  if (code && row.usc_no === code) return { matchType: 'exact', matched: 'code' };
  if (row.company_name.startsWith(text)) return { matchType: 'prefix', matched: 'name' };
  if (row.company_name_alias.startsWith(text)) return { matchType: 'prefix', matched: 'alias' };
  if (latin && row.name_pinyin.startsWith(latin)) return { matchType: 'prefix', matched: 'pinyin' };
  if (latin && row.name_initials.startsWith(latin)) return { matchType: 'prefix', matched: 'initials' };
  if (code && row.usc_no.startsWith(code)) return { matchType: 'prefix', matched: 'code' };
  if (t.bigrams.length) {
    if (row.company_name.includes(text)) return { matchType: 'contains', matched: 'name' };
    if (row.company_name_alias.includes(text)) return { matchType: 'contains', matched: 'alias' };
  }
  if (latin && latin.length >= 3 && latin.length <= FUZZY_LETTERS) {
    if (row.name_pinyin.includes(latin)) return { matchType: 'fuzzy', matched: 'pinyin' };
    if (row.name_initials.includes(latin)) return { matchType: 'fuzzy', matched: 'initials' };
  }
  return null;
}

type SearchInput = z.output<typeof searchCompanyInputSchema>;
type SuggestInput = z.output<typeof suggestCompanyInputSchema>;

/** A visitor's landing-page search: the first results by relevance, who and where only, and the count. */
export async function searchPreview(store: Store, keyword: string | undefined): Promise<SearchPreview> {
  const page = await searchCompanies(store, {
    keyword: keyword || undefined,
    sort: 'relevance',
    order: 'desc',
    current: 1,
    size: SEARCH_LIMITS.previewSize,
  });
  return {
    records: page.records.map((r) => ({
      companyId: r.companyId,
      companyName: r.companyName,
      logoPath: r.logoPath,
      regStatusName: r.regStatusName,
      area: r.area,
      industryName: r.industryName,
    })),
    total: page.total,
    totalExact: page.totalExact,
  };
}

/** Region by level (a province or city includes its counties), industry by level, chain node. */
export function resolveFilters(f: SearchInput['filters']): SearchWhere {
  if (!f) return {};
  const where: SearchWhere = {
    regStatusCodes: f.regStatusCodes,
    capitalMin: f.capitalMin,
    capitalMax: f.capitalMax,
    tags: f.tags,
    isListed: f.isListed,
  };
  if (f.regionCode !== undefined) {
    const code = f.regionCode;
    if (!isKnownRegionCode(code)) throw badRequest('searchRegionUnknown', code);
    if (code.endsWith('0000')) where.provinceCode = code;
    else if (regionNames(code)?.county) where.countyCode = code;
    else where.cityCode = code;
  }
  if (f.industryCode !== undefined) {
    const code = f.industryCode;
    if (/^\d{2}$/.test(code)) {
      if (!getDivision(code))
        throw badRequest('badRequest', `filters.industryCode: unknown division ${code}`);
      where.divisionCode = code;
    } else {
      if (!getSection(code)) throw badRequest('badRequest', `filters.industryCode: unknown section ${code}`);
      where.sectionCode = code;
    }
  }
  if (f.chainNodeCode !== undefined) {
    const code = f.chainNodeCode;
    if (!getChain(code) && !getChainNode(code))
      throw badRequest('badRequest', `filters.chainNodeCode: unknown chain node ${code}`);
    where.chainNodeCode = code;
  }
  if (f.foundedYearMin !== undefined) where.foundedFrom = `${f.foundedYearMin}-01-01`;
  if (f.foundedYearMax !== undefined) where.foundedTo = `${f.foundedYearMax}-12-31`;
  return where;
}

function area(regionCode: string): string {
  const names = regionNames(regionCode);
  return names ? regionFullName(names) : '';
}

function toRow(hit: CompanyHit, terms: KeywordTerms | null): SearchCompanyRow {
  const match = terms ? classify(hit, terms) : null;
  const division = getDivision(hit.industry_division_code);
  return {
    companyId: hit.company_id,
    companyName: hit.company_name,
    companyNameAlias: hit.company_name_alias,
    logoPath: hit.logo_path,
    regStatusCode: hit.reg_status_code,
    regStatusName: hit.reg_status_name,
    legalEntityName: hit.legal_entity_name,
    regCapital: hit.reg_capital,
    esDt: hit.es_dt,
    uscNo: hit.usc_no,
    regionCode: hit.region_code,
    area: area(hit.region_code),
    industryCode: division ? division.code : hit.industry_section_code,
    industryName: division?.name ?? getSection(hit.industry_section_code)?.name ?? '',
    tags: {
      scale: hit.company_scale_tag,
      type: hit.company_type_tag,
      financingStage: hit.financing_stage_tag,
      qualifications: hit.qualification_tags,
    },
    isListed: hit.is_listed,
    totalScore: hit.total_score,
    matched: match?.matched ?? null,
    matchType: match?.matchType ?? null,
    isFollow: false,
  };
}

export async function searchCompanies(
  store: Store,
  input: SearchInput,
  find: typeof findMatches = findMatches,
): Promise<SearchCompanyPage> {
  const terms = input.keyword ? keywordTerms(input.keyword) : null;
  const offset = (input.current - 1) * input.size;
  const found = await find(store, {
    terms,
    where: resolveFilters(input.filters),
    sort: input.sort,
    order: input.order,
    offset,
    limit: input.size,
    probe: SEARCH_PROBE,
  });
  const hits = new Map(
    (
      await companiesByIds(
        store,
        found.ids.map((i) => i.id),
      )
    ).map((h) => [h.company_id, h]),
  );
  const records = found.ids.flatMap(({ id }) => {
    const hit = hits.get(id);
    return hit ? [toRow(hit, terms)] : [];
  });
  return {
    records,
    total: found.total,
    totalExact: found.exact,
    current: input.current,
    size: input.size,
  };
}

/** Names while typing: the same classes and indexes, no filters, best first. */
export async function suggestCompanies(store: Store, input: SuggestInput): Promise<SuggestCompany> {
  return (await suggestedHits(store, input)).map(({ hit, matched }) => ({
    companyId: hit.company_id,
    companyName: hit.company_name,
    matched,
  }));
}

/**
 * The card form's association list (`{p}-vcard/entdata/getEntAssoListByKeywords`): the
 * suggestions with the facts a user needs to tell two similar names apart.
 */
export async function associatedCompanies(store: Store, keyword: string, size: number) {
  return (await suggestedHits(store, { keyword, size })).map(({ hit }) => ({
    companyId: hit.company_id,
    companyName: hit.company_name,
    uscNo: hit.usc_no,
    legalEntityName: hit.legal_entity_name,
    regStatusName: hit.reg_status_name,
  }));
}

async function suggestedHits(store: Store, input: SuggestInput) {
  if (!input.keyword) return [];
  const terms = keywordTerms(input.keyword);
  const found = await findMatches(store, {
    terms,
    where: {},
    sort: 'relevance',
    order: 'desc',
    offset: 0,
    limit: input.size,
    probe: SUGGEST_PROBE,
  });
  const hits = new Map(
    (
      await companiesByIds(
        store,
        found.ids.map((i) => i.id),
      )
    ).map((h) => [h.company_id, h]),
  );
  return found.ids.flatMap(({ id }) => {
    const hit = hits.get(id);
    return hit ? [{ hit, matched: classify(hit, terms)?.matched ?? ('name' as const) }] : [];
  });
}

/** The replaced single-statement ranking, for the benchmark's before/after only. */
export const naiveSearch = (store: Store, input: SearchInput) => searchCompanies(store, input, naiveMatches);
