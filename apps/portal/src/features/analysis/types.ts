/** A chain scope as the analysis calls take it. */
export interface ChainScope {
  induChainId: string;
  nodeCode?: string;
  regionCode?: string;
}

/** Where a company's name links to (the enterprise feature's profile path, passed in). */
export type ProfileHref = (companyId: string) => string;
