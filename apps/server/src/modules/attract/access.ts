import { BusinessType, NATIONWIDE_REGION, REGION_FALLBACK_RANGE, ResultCode } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { isKnownRegionCode, provinceName, regionFullName, regionNames } from '../bigdata';
import { hasPurchase, queryBuyRegions } from '../pay';

/**
 * Who may use 精准招商 for which region (docs/attract.md, "Regions"). Business type 4 is checked per
 * region (spec 1 §4): a purchase for the region itself, for a city or province containing it, or
 * nationwide lets the caller work on it. When the organisation's purchases name no region (a
 * nationwide one, or one for the fallback range 120000), the second check of the spec, with the
 * fallback range, passes for every region: the caller picks any. Without any type-4 purchase the
 * answer is 111111 (未购买); with purchases that do not cover the region, 111111 with
 * attractRegionNotBought, and nothing is read or written.
 */
export const INVESTMENT_ATTRACTION = BusinessType.INVESTMENT_ATTRACTION;

export interface AttractViewer {
  userId: string;
  /** The region the call is about (GB/T 2260), checked against the purchases. */
  regionCode: string;
  regionName: string;
  /** 1 province, 2 city, 3 county. */
  level: 1 | 2 | 3;
}

export interface BoughtRegions {
  /** Bought nationwide or for the fallback range: every region may be chosen. */
  anyRegion: boolean;
  /** The specific regions bought (province, city or county codes). */
  codes: string[];
}

const regionUnknown = () => new AppError('attractRegionUnknown', ResultCode.BAD_REQUEST, 400);
const notBought = () => new AppError('attractRegionNotBought', ResultCode.PURCHASE_NEEDED, 403);
const purchaseNeeded = () => new AppError('purchaseNeeded', ResultCode.PURCHASE_NEEDED, 403);

/** The region's level and written name, or undefined for a code that names none. */
export function regionOf(code: string): { name: string; level: 1 | 2 | 3 } | undefined {
  if (!isKnownRegionCode(code)) return undefined;
  if (code.endsWith('0000')) return { name: provinceName(code), level: 1 };
  const names = regionNames(code);
  if (!names) return undefined;
  return { name: regionFullName(names), level: names.county ? 3 : 2 };
}

/** The codes containing a region, itself first: county, city, province. */
export function containingCodes(code: string): string[] {
  const names = regionNames(code);
  if (!names) return [code];
  return [...new Set([code, names.county?.code, names.city.code, names.province.code])].filter(
    (c): c is string => Boolean(c),
  );
}

/** The regions the organisation bought 精准招商 for (none at all: 111111). */
export async function boughtRegions(scope: TenantScope): Promise<BoughtRegions> {
  if (!(await hasPurchase(scope, INVESTMENT_ATTRACTION))) throw purchaseNeeded();
  const codes = await queryBuyRegions(scope, INVESTMENT_ATTRACTION);
  const anyRegion = codes.some((c) => c === NATIONWIDE_REGION || c === REGION_FALLBACK_RANGE);
  return { anyRegion, codes: codes.filter((c) => isKnownRegionCode(c)).sort() };
}

export const covers = (bought: BoughtRegions, code: string) =>
  bought.anyRegion || containingCodes(code).some((c) => bought.codes.includes(c));

/**
 * Login is the router's; then type 4 bought, the region known and covered by a purchase. Every
 * 精准招商 call (analysis and projects) goes through here first.
 */
export async function attractViewerOf(
  scope: TenantScope,
  userId: string,
  regionCode: string,
): Promise<AttractViewer> {
  const region = regionOf(regionCode);
  const bought = await boughtRegions(scope);
  if (!region) throw regionUnknown();
  if (!covers(bought, regionCode)) throw notBought();
  return { userId, regionCode, regionName: region.name, level: region.level };
}
