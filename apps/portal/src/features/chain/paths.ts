export const CATALOGUE_PATH = '/proGraph/index';
export const CATALOGUE_LIST_PATH = '/proGraph/list';
export const MAP_PATH = '/graph/index';
export const EDIT_PATH = '/graph/edit';
export const INDUSTRY_MAP_PATH = '/serve/industryMap';
export const PREVIEW_PATH = '/graph/preview';
export const MY_CHAINS_PATH = '/control/graph';
export const MY_SHARES_PATH = '/control/share';

/** A chain's map (a node code opens its chain with that node chosen), a company's nodes marked. */
export const mapPath = (induChainId: string, companyId?: string) =>
  `${MAP_PATH}?induchainid=${encodeURIComponent(induChainId)}${
    companyId ? `&companyid=${encodeURIComponent(companyId)}` : ''
  }`;

/** One's own chain in the editor (no id: a new chain). */
export const editPath = (id?: string) => (id ? `${EDIT_PATH}?id=${encodeURIComponent(id)}` : EDIT_PATH);
export const previewPath = (id: string) => `${PREVIEW_PATH}?id=${encodeURIComponent(id)}`;
/** The read-only link a share gives out: its id and key. */
export const sharedPath = (shareId: string, shareKey: string) =>
  `${PREVIEW_PATH}?shareId=${encodeURIComponent(shareId)}&key=${encodeURIComponent(shareKey)}`;

/** The chain map's company-list filters as the query history keeps them (induChainMap-ent-page's body). */
export interface ChainListSearch {
  induChainId: string;
  nodeCode?: string;
  regionCode?: string;
  regStatusCode?: string;
  keyword?: string;
  capitalBand?: number;
  tag?: string;
}

/** Address names of the list filters, read back by the node panel (`listFilterOf`). */
export const LIST_KEYS = {
  keyword: 'kw',
  regStatusCode: 'status',
  capitalBand: 'cap',
  tag: 'tag',
  regionCode: 'area',
} as const;

/** The map with a node chosen and its company list filtered (run again from the query history). */
export function mapSearchPath(search: ChainListSearch): string {
  const params = new URLSearchParams({ induchainid: search.induChainId });
  if (search.nodeCode) params.set('node', search.nodeCode);
  // The map's own region is a province (2 digits); a narrower one filters the list only.
  if (search.regionCode && /^\d{2}$/.test(search.regionCode)) params.set('region', search.regionCode);
  else if (search.regionCode) params.set(LIST_KEYS.regionCode, search.regionCode);
  if (search.keyword) params.set(LIST_KEYS.keyword, search.keyword);
  if (search.regStatusCode) params.set(LIST_KEYS.regStatusCode, search.regStatusCode);
  if (search.capitalBand !== undefined) params.set(LIST_KEYS.capitalBand, String(search.capitalBand));
  if (search.tag) params.set(LIST_KEYS.tag, search.tag);
  return `${MAP_PATH}?${params.toString()}`;
}
