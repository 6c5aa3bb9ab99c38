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
