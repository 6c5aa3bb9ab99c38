import type { SearchConditions } from '@platform/contracts/bigdata';
import type { SearchCompanyInput, SearchFilters } from '@platform/contracts/search';
import { DISCOVER_PATH } from './paths';

/** Results per page of the discover search. */
export const SEARCH_PAGE_SIZE = 10;
/** Typing suggestions wait this long after the last key (spec 2 §9 debounce default). */
export const SUGGEST_DEBOUNCE_MS = 500;

/** Registration status codes of the filter, in display order (1 在营, 2 存续, 3 注销, 4 吊销). */
export const STATUS_CODES = ['1', '2', '3', '4'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/** The whole search as it lives in the address bar (every field optional, strings as typed). */
export interface SearchState {
  keyword: string;
  regionCode: string;
  industryCode: string;
  chainNodeCode: string;
  status: StatusCode[];
  capitalMin: string;
  capitalMax: string;
  yearMin: string;
  yearMax: string;
  tags: string[];
  /** '' any, '1' listed, '0' not listed. */
  listed: '' | '1' | '0';
  page: number;
}

export const EMPTY_SEARCH: SearchState = {
  keyword: '',
  regionCode: '',
  industryCode: '',
  chainNodeCode: '',
  status: [],
  capitalMin: '',
  capitalMax: '',
  yearMin: '',
  yearMax: '',
  tags: [],
  listed: '',
  page: 1,
};

/** Short URL names of each field (`/home/discover?q=华为&region=440300&status=1,2&page=2`). */
const KEYS = {
  keyword: 'q',
  regionCode: 'region',
  industryCode: 'industry',
  chainNodeCode: 'chain',
  status: 'status',
  capitalMin: 'capMin',
  capitalMax: 'capMax',
  yearMin: 'yearMin',
  yearMax: 'yearMax',
  tags: 'tags',
  listed: 'listed',
  page: 'page',
} as const satisfies Record<keyof SearchState, string>;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const digits = (value: string | null) => (/^\d+(\.\d+)?$/.test(value ?? '') ? value! : '');

/** Reads the search from the address; anything malformed is dropped, never thrown. */
export function parseSearch(params: URLSearchParams): SearchState {
  const page = Number(params.get(KEYS.page));
  const listed = params.get(KEYS.listed);
  const industry = params.get(KEYS.industryCode) ?? '';
  const chain = params.get(KEYS.chainNodeCode) ?? '';
  return {
    keyword: (params.get(KEYS.keyword) ?? '').trim(),
    regionCode: /^\d{6}$/.test(params.get(KEYS.regionCode) ?? '') ? params.get(KEYS.regionCode)! : '',
    industryCode: /^(?:[A-T]|\d{2})$/.test(industry) ? industry : '',
    chainNodeCode: /^[A-Z]{2,4}(?:\d{2}){0,5}$/.test(chain) ? chain : '',
    status: list(params.get(KEYS.status)).filter((s): s is StatusCode =>
      (STATUS_CODES as readonly string[]).includes(s),
    ),
    capitalMin: digits(params.get(KEYS.capitalMin)),
    capitalMax: digits(params.get(KEYS.capitalMax)),
    yearMin: /^\d{4}$/.test(params.get(KEYS.yearMin) ?? '') ? params.get(KEYS.yearMin)! : '',
    yearMax: /^\d{4}$/.test(params.get(KEYS.yearMax) ?? '') ? params.get(KEYS.yearMax)! : '',
    tags: list(params.get(KEYS.tags)).slice(0, 10),
    listed: listed === '1' || listed === '0' ? listed : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the search to address parameters, leaving out empty fields and page 1. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: keyof SearchState, value: string) => value && params.set(KEYS[key], value);
  put('keyword', state.keyword.trim());
  put('regionCode', state.regionCode);
  put('industryCode', state.industryCode);
  put('chainNodeCode', state.chainNodeCode);
  put('status', state.status.join(','));
  put('capitalMin', state.capitalMin);
  put('capitalMax', state.capitalMax);
  put('yearMin', state.yearMin);
  put('yearMax', state.yearMax);
  put('tags', state.tags.join(','));
  put('listed', state.listed);
  if (state.page > 1) params.set(KEYS.page, String(state.page));
  return params;
}

/** True when the address asks for a search (a keyword or any filter). */
export function hasQuery(state: SearchState): boolean {
  const { page: _page, ...rest } = state;
  return Object.values(rest).some((v) => (Array.isArray(v) ? v.length > 0 : v !== ''));
}

const num = (value: string) => (value === '' ? undefined : Number(value));

/** The filters of a search state, as the contract takes them (ranges put in order). */
export function toSearchFilters(state: SearchState): SearchFilters {
  let capitalMin = num(state.capitalMin);
  let capitalMax = num(state.capitalMax);
  if (capitalMin !== undefined && capitalMax !== undefined && capitalMin > capitalMax)
    [capitalMin, capitalMax] = [capitalMax, capitalMin];
  let foundedYearMin = num(state.yearMin);
  let foundedYearMax = num(state.yearMax);
  if (foundedYearMin !== undefined && foundedYearMax !== undefined && foundedYearMin > foundedYearMax)
    [foundedYearMin, foundedYearMax] = [foundedYearMax, foundedYearMin];
  return {
    ...(state.regionCode && { regionCode: state.regionCode }),
    ...(state.industryCode && { industryCode: state.industryCode }),
    ...(state.chainNodeCode && { chainNodeCode: state.chainNodeCode }),
    ...(state.status.length > 0 && { regStatusCodes: state.status }),
    ...(capitalMin !== undefined && { capitalMin }),
    ...(capitalMax !== undefined && { capitalMax }),
    ...(foundedYearMin !== undefined && { foundedYearMin }),
    ...(foundedYearMax !== undefined && { foundedYearMax }),
    ...(state.tags.length > 0 && { tags: state.tags }),
    ...(state.listed !== '' && { isListed: state.listed === '1' }),
  };
}

/** The contract's search input for a search state (filter panel -> searchCompanyPage body). */
export function toSearchInput(state: SearchState): SearchCompanyInput {
  const filters = toSearchFilters(state);
  return {
    ...(state.keyword && { keyword: state.keyword }),
    ...(Object.keys(filters).length > 0 && { filters }),
    current: state.page,
    size: SEARCH_PAGE_SIZE,
  };
}

type IndustryCondition = SearchConditions['industries'][number];
type ChainCondition = SearchConditions['chains'][number];
/** A chain or one of its nodes, as the chain picker shows it. */
export type ChainPickerNode = Pick<ChainCondition, 'code' | 'name' | 'children'> & { level?: number };

/**
 * The industry filter as picked: the section, and the division when the code is a 2-digit one
 * (industryCode is a section letter or a division code). Undefined section for an unknown code.
 */
export function industryPick(
  industries: readonly IndustryCondition[] | undefined,
  industryCode: string,
): { section: IndustryCondition | undefined; divisionCode: string } {
  if (!industryCode || !industries) return { section: undefined, divisionCode: '' };
  if (/^[A-Z]$/.test(industryCode))
    return { section: industries.find((s) => s.code === industryCode), divisionCode: '' };
  const section = industries.find((s) => s.divisions.some((d) => d.code === industryCode));
  return { section, divisionCode: section ? industryCode : '' };
}

/**
 * The chain picker's chosen nodes for a chainNodeCode: the chain, then each node down to the one
 * named (empty when no chain holds the code).
 */
export function chainPath(
  chains: readonly ChainCondition[] | undefined,
  nodeCode: string,
): ChainPickerNode[] {
  if (!nodeCode || !chains) return [];
  const walk = (node: ChainPickerNode): ChainPickerNode[] | undefined => {
    if (node.code === nodeCode) return [node];
    for (const child of node.children) {
      const below = walk(child);
      if (below) return [node, ...below];
    }
    return undefined;
  };
  for (const chain of chains) {
    const path = walk(chain);
    if (path) return path;
  }
  return [];
}

/** A search's keyword and filters (searchCompanyPage's body without its page), as saved in the query history. */
// A type, not an interface: it is sent as the contract's params record.
export type DiscoverSearch = { keyword?: string; filters?: SearchFilters };

/** The keyword and filters of a search state, without the page (what "save this search" keeps). */
export function toDiscoverSearch(state: SearchState): DiscoverSearch {
  const filters = toSearchFilters(state);
  return {
    ...(state.keyword && { keyword: state.keyword }),
    ...(Object.keys(filters).length > 0 && { filters }),
  };
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The search state of a saved search (the inverse of toSearchInput, on page 1). */
export function fromDiscoverSearch(search: DiscoverSearch): SearchState {
  const f = search.filters ?? {};
  return {
    ...EMPTY_SEARCH,
    keyword: search.keyword ?? '',
    regionCode: f.regionCode ?? '',
    industryCode: f.industryCode ?? '',
    chainNodeCode: f.chainNodeCode ?? '',
    status: [...(f.regStatusCodes ?? [])],
    capitalMin: text(f.capitalMin),
    capitalMax: text(f.capitalMax),
    yearMin: text(f.foundedYearMin),
    yearMax: text(f.foundedYearMax),
    tags: [...(f.tags ?? [])],
    listed: f.isListed === undefined ? '' : f.isListed ? '1' : '0',
  };
}

/** /home/discover with a saved search applied (run again). */
export const discoverPath = (search: DiscoverSearch) => {
  const query = toSearchParams(fromDiscoverSearch(search)).toString();
  return query ? `${DISCOVER_PATH}?${query}` : DISCOVER_PATH;
};
