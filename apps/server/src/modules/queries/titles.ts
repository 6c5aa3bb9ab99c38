import { CAPITAL_BANDS, type ChainMapQueryParams, type DiscoverQueryParams } from '@platform/contracts';
import {
  getChain,
  getChainNode,
  getDivision,
  getSection,
  provinceName,
  regionFullName,
  regionNames,
} from '../bigdata';

/** Registration status names by code (the search filter's and the chain map's 1–4). */
const STATUS = { '1': '在营', '2': '存续', '3': '注销', '4': '吊销' } as Record<string, string>;
const TITLE_MAX = 60;

function regionName(code: string): string {
  const full = code.padEnd(6, '0');
  const names = regionNames(full);
  return names ? regionFullName(names) : provinceName(full) || code;
}
const chainNodeName = (code: string) => getChainNode(code)?.name ?? getChain(code)?.name ?? code;
const range = (min: number | undefined, max: number | undefined, unit: string) =>
  min !== undefined && max !== undefined
    ? `${min}–${max}${unit}`
    : min !== undefined
      ? `≥${min}${unit}`
      : `≤${max}${unit}`;

const join = (parts: (string | number | false | null | undefined)[], empty: string) => {
  const text = parts.filter(Boolean).join(' · ') || empty;
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
};

/**
 * A title for a search from its filters, in the data's language (names of regions, industries and
 * chains are Chinese): 华为 · 广东省深圳市 · 在营. The user may rename it.
 */
export function discoverTitle(p: DiscoverQueryParams): string {
  const f = p.filters ?? {};
  const industry = f.industryCode && (getDivision(f.industryCode) ?? getSection(f.industryCode))?.name;
  return join(
    [
      p.keyword,
      f.regionCode && regionName(f.regionCode),
      industry,
      f.chainNodeCode && chainNodeName(f.chainNodeCode),
      f.regStatusCodes?.length && f.regStatusCodes.map((c) => STATUS[c] ?? c).join('、'),
      (f.capitalMin !== undefined || f.capitalMax !== undefined) &&
        `注册资本 ${range(f.capitalMin, f.capitalMax, '万元')}`,
      (f.foundedYearMin !== undefined || f.foundedYearMax !== undefined) &&
        `成立 ${range(f.foundedYearMin, f.foundedYearMax, '年')}`,
      f.tags?.length && f.tags.join('、'),
      f.isListed !== undefined && (f.isListed ? '上市' : '非上市'),
    ],
    '全部企业',
  );
}

export function chainMapTitle(p: ChainMapQueryParams): string {
  const band = p.capitalBand;
  const next = band === undefined ? undefined : CAPITAL_BANDS[CAPITAL_BANDS.indexOf(band as never) + 1];
  return join(
    [
      chainNodeName(p.induChainId),
      p.nodeCode && p.nodeCode !== p.induChainId && chainNodeName(p.nodeCode),
      p.regionCode && regionName(p.regionCode),
      p.keyword,
      p.regStatusCode !== undefined && (STATUS[String(p.regStatusCode)] ?? String(p.regStatusCode)),
      band !== undefined && `注册资本 ${range(band, next, '万元')}`,
      p.tag,
    ],
    '产业链企业',
  );
}

export function acquisitionTitle(p: Record<string, unknown>): string {
  return join(
    Object.values(p).map((v) => (Array.isArray(v) ? v.join('、') : String(v))),
    '拓客查询',
  );
}
