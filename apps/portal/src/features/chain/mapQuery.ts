import { LIST_KEYS } from './paths';
/**
 * The map's first call from its address (/graph/index?induchainid=(&companyid=)): the page and the
 * route's preload build it here, so that both use one cache entry.
 */
export function mapNodesArgs(params: URLSearchParams) {
  const induChainId = params.get('induchainid')?.trim() ?? '';
  const companyId = params.get('companyid')?.trim() || undefined;
  return {
    args: { induChainId, ...(companyId ? { companyId } : {}) },
    valid: /^[A-Za-z0-9]{1,32}$/.test(induChainId),
  };
}

/** The node panel's list filters from the address (mapSearchPath), anything malformed dropped. */
export function listFilterOf(params: URLSearchParams): {
  keyword?: string;
  regStatusCode?: '1' | '2' | '3' | '4';
  capitalBand?: number;
  tag?: string;
  regionCode?: string;
} {
  const keyword = params.get(LIST_KEYS.keyword)?.trim().slice(0, 50);
  const status = params.get(LIST_KEYS.regStatusCode);
  const cap = params.get(LIST_KEYS.capitalBand);
  const tag = params.get(LIST_KEYS.tag)?.trim().slice(0, 30);
  const area = params.get(LIST_KEYS.regionCode);
  return {
    ...(keyword ? { keyword } : {}),
    ...(status === '1' || status === '2' || status === '3' || status === '4'
      ? { regStatusCode: status }
      : {}),
    ...(cap && /^\d{1,6}$/.test(cap) ? { capitalBand: Number(cap) } : {}),
    ...(tag ? { tag } : {}),
    ...(area && /^(\d{4}|\d{6})$/.test(area) ? { regionCode: area } : {}),
  };
}
