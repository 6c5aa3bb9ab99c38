export const CATALOGUE_PATH = '/proGraph/index';
export const CATALOGUE_LIST_PATH = '/proGraph/list';
export const MAP_PATH = '/graph/index';

/** A chain's map (a node code opens its chain with that node chosen), a company's nodes marked. */
export const mapPath = (induChainId: string, companyId?: string) =>
  `${MAP_PATH}?induchainid=${encodeURIComponent(induChainId)}${
    companyId ? `&companyid=${encodeURIComponent(companyId)}` : ''
  }`;
