/** Profile of a company (spec 2 §2; the old `/#/entInfo/index?companyid=` form lands here too). */
export const ENT_INFO_PATH = '/EntInfo/index';
export const DISCOVER_PATH = '/home/discover';
export const DOWNLOAD_PATH = '/control/download';
export const FOCUS_PATH = '/control/focus';
export const GRAPH_PATH = '/graph/index';

export const profilePath = (companyId: string) =>
  `${ENT_INFO_PATH}?companyid=${encodeURIComponent(companyId)}`;

/** Industry graph of a company on one of its chain nodes (opened only when the code exists). */
export const graphPath = (companyId: string, industryCode: string) =>
  `${GRAPH_PATH}?companyid=${encodeURIComponent(companyId)}&induchainid=${encodeURIComponent(industryCode)}`;

/** Organisation detail: /tokerFinance/… when the current route flag is business, else /business/… (spec 2 §2). */
export function orgDetailPath(
  flag: string | undefined,
  query: { entId: string; mod?: string; activeTab?: string },
): string {
  const base = flag === 'business' ? '/tokerFinance/orgDetail/index' : '/business/orgDetail/index';
  const params = new URLSearchParams({ page: 'list', entId: query.entId });
  if (query.mod) params.set('mod', query.mod);
  if (query.activeTab) params.set('activeTab', query.activeTab);
  return `${base}?${params.toString()}`;
}
