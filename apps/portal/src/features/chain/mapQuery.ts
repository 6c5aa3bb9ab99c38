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
