/**
 * Company and person names. Company names are built from a real region (province or city short
 * name), a two-character brand, an industry word and a legal form, e.g. 深圳市华腾电子有限公司 or
 * 瑞康医药（杭州）有限公司; they never contain ASCII. Person names use the zh_CN surname and given-name
 * lists of @faker-js/faker (data only), picked with our Rng so the same seed gives the same names.
 */
import { faker as fakerZhCn } from '@faker-js/faker/locale/zh_CN';
import type { RegionNames } from '../../reference';
import { weightedPicker, type Rng } from './rng';

/** Syllables that read like real Chinese brand names. */
export const BRAND_SYLLABLES: readonly string[] = [
  ...'华鑫腾瑞恒康博远星智达泰昇宏盛正信德安永隆兴宇海天源润诚中新通联汇创力锦嘉裕丰昌晟卓越凯捷航东明光辉煜晨启鸿祥泽峰盈科迈合和金银亿万聚众同优睿思立方圆蓝青尚益顺福长云汉致精铭骏朗麒鼎帆乾坤弘耀璟钧岳灿赛奥宁泓澜',
];

export const LEGAL_FORMS = ['有限公司', '股份有限公司', '有限责任公司', '集团有限公司'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/**
 * Pairs that are famous brands or words a registry would refuse (中华 needs State Council approval);
 * the generator never uses them, so no generated company reads as a well-known one.
 */
const BLOCKED_BRANDS = new Set(
  '中华 中兴 中信 中海 中通 中天 中联 中新 中源 中汇 中航 中科 中金 中银 华润 华安 华泰 华通 华银 万科 万达 万通 思科 圆通 顺丰 长安 长城 海信 新华 光明 永辉 泰康 同方 方正 汇源 天安 安信 宏达 东方 金山 天和 海天 星河 鸿海 福田 长丰 正泰 德力 联创'.split(
    ' ',
  ),
);

export function pickBrand(rng: Rng): string {
  for (;;) {
    const a = rng.pick(BRAND_SYLLABLES);
    const b = rng.pick(BRAND_SYLLABLES);
    if (a !== b && !BLOCKED_BRANDS.has(a + b)) return a + b;
  }
}

export function isBlockedBrand(brand: string): boolean {
  return BLOCKED_BRANDS.has(brand);
}

/** Short region word for a name: city short name, or the county for province-administered cities. */
export function regionWord(region: RegionNames, level: 'city' | 'province'): string {
  if (level === 'province') return region.province.shortName;
  if (region.city.name.includes('直辖') && region.county) return region.county.name.replace(/市$/, '');
  return region.city.shortName;
}

export interface CompanyNameParts {
  region: RegionNames;
  brand: string;
  industryWord: string;
  legalForm: LegalForm;
}

export interface CompanyName {
  name: string;
  /** Short name shown as companyNameAlias: brand + industry word. */
  alias: string;
}

/** One of the usual shapes of a registered Chinese company name. */
export function composeCompanyName(rng: Rng, p: CompanyNameParts): CompanyName {
  const city = regionWord(p.region, 'city');
  // 北京市…, 深圳市… (a municipality's city level is 市辖区/县, so its own name is used).
  const municipality = ['11', '12', '31', '50'].includes(p.region.province.code.slice(0, 2));
  const cityFull = municipality ? p.region.province.name : p.region.city.name;
  const cityWithSuffix = cityFull.endsWith('市') && !cityFull.includes('直辖');
  const core = p.brand + p.industryWord;
  const shape = rng.weighted([0, 1, 2, 3, 4], [40, 18, 22, 12, 8]);
  let name: string;
  if (shape === 0 && cityWithSuffix) name = `${city}市${core}${p.legalForm}`;
  else if (shape <= 1) name = `${city}${core}${p.legalForm}`;
  else if (shape === 2) name = `${regionWord(p.region, 'province')}${core}${p.legalForm}`;
  else if (shape === 3) name = `${core}（${city}）${p.legalForm}`;
  else name = `${core}${p.legalForm}`;
  return { name, alias: core };
}

/**
 * Remembers the names handed out in one dataset as 53-bit hashes (about 30 MB for a million
 * companies), so each name is used once. A hash collision only makes the caller draw again.
 */
export class NameRegistry {
  private readonly seen = new Set<number>();
  get size(): number {
    return this.seen.size;
  }
  /** true when the name was free (and is now taken). */
  claim(name: string): boolean {
    const h = hash53(name);
    if (this.seen.has(h)) return false;
    this.seen.add(h);
    return true;
  }
}

export function hash53(str: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

// --- person names -------------------------------------------------------------------------------

const CJK = /^[\u4e00-\u9fff]+$/;
interface PersonDefinitions {
  last_name?: { generic?: string[] };
  first_name?: { generic?: string[]; female?: string[]; male?: string[] };
}
const personDefs = (fakerZhCn.rawDefinitions.person ?? {}) as PersonDefinitions;
const SURNAMES = [...new Set(personDefs.last_name?.generic ?? [])].filter((s) => CJK.test(s));
const GIVEN_NAMES = [
  ...new Set([
    ...(personDefs.first_name?.generic ?? []),
    ...(personDefs.first_name?.female ?? []),
    ...(personDefs.first_name?.male ?? []),
  ]),
].filter((s) => CJK.test(s));
if (SURNAMES.length < 50 || GIVEN_NAMES.length < 50) throw new Error('faker zh_CN name data missing');

/** The most common surnames by population rank get a larger share; compound surnames are rare. */
const COMMON =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const surnamePicker = weightedPicker(
  SURNAMES,
  SURNAMES.map((s) => {
    const rank = s.length === 1 ? COMMON.indexOf(s) : -1;
    if (rank >= 0) return 40 / (1 + rank / 8);
    return s.length > 1 ? 0.1 : 1;
  }),
);

export function personName(rng: Rng): string {
  return surnamePicker(rng) + rng.pick(GIVEN_NAMES);
}
