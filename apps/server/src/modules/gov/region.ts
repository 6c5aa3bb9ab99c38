import { isKnownRegionCode, regionFullName, regionNames } from '../bigdata';

/**
 * Regions of 政企通 (docs/gov.md): a desk serves a province, a city or a county (GB/T 2260 code); a
 * company lies in a county. A company is in a desk's region when the desk's code is the company's
 * county, city or province.
 */
export const knownRegion = (code: string) => isKnownRegionCode(code);

export function regionName(code: string): string {
  const names = code ? regionNames(code) : undefined;
  return names ? regionFullName(names) : '';
}

/** The codes that contain a company's region, most specific first: county, city, province. */
export function containingCodes(code: string): string[] {
  const names = regionNames(code);
  if (!names) return code ? [code] : [];
  return [
    ...new Set([names.county?.code, names.city.code, names.province.code, code].filter(Boolean)),
  ] as string[];
}

export const regionContains = (deskRegion: string, code: string) =>
  deskRegion !== '' && containingCodes(code).includes(deskRegion);

/** A prefix every code within the region starts with (narrowed further by regionContains). */
export function regionPrefix(code: string): string {
  if (code.endsWith('0000')) return code.slice(0, 2);
  if (code.endsWith('00')) return code.slice(0, 4);
  return code;
}

/** How specific a desk's region is: a county desk before a city's, a city's before a province's. */
export const specificity = (code: string) => (code.endsWith('0000') ? 0 : code.endsWith('00') ? 1 : 2);
