/**
 * Tree-shaking hint for the portal's own modules, as packages/ui and packages/contracts declare in
 * their package.json: feature and shared modules only declare things (routes, components, styled
 * parts, RTK Query endpoints), so a module none of whose exports is used is left out, with what it
 * imports. Without it, a feature barrel that routeTable reads for its routes kept every component and
 * endpoint set it re-exports in the first route (styled() and injectEndpoints() calls look like side
 * effects). The exceptions register copy at import time (`import './i18n'`).
 */
const OWN_MODULE = /apps[\\/]portal[\\/]src[\\/](features|shared)[\\/]/;
const REGISTERS_ON_IMPORT = /[\\/]i18n(\.ts|[\\/]index\.ts)$/;

export function portalModuleSideEffects(id: string): boolean | undefined {
  if (!OWN_MODULE.test(id)) return undefined;
  return REGISTERS_ON_IMPORT.test(id);
}
