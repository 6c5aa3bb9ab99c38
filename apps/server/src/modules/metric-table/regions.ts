import { isKnownRegionCode, provinceName, provinces, regionChildren, regionNames } from '../bigdata';
import { NATION } from './repo';

/** A region's own name as a row of a table: 浙江省, 杭州市, 西湖区; 全国 for the nation. */
export function shortRegionName(code: string): string {
  if (code === NATION) return '全国';
  if (code.endsWith('0000')) return provinceName(code);
  const names = regionNames(code);
  return names?.county?.name ?? names?.city.name ?? code;
}

/** The nation or a region of the dictionary. */
export const isRegion = (code: string) => code === NATION || isKnownRegionCode(code);

/** The provinces of the nation, the cities of a province, the counties of a city; none for a county. */
export const childrenOf = (code: string): readonly string[] =>
  code === NATION ? provinces.map((p) => p.code) : regionChildren(code);
