import { NATIONWIDE_REGION, REGION_FALLBACK_RANGE } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { countMembers, findTenant } from '../accounts';
import { chinaDateTime } from './format';
import { liveUntilOfMember } from './grants';
import { actorHoldsSeat } from '../org-centre';
import * as repo from './repo';

const regionOf = (code: string) => code || NATIONWIDE_REGION;

/**
 * A live purchase of the business type for the tenant. With a region, a purchase for that
 * region, a nationwide one ('') or, for the fallback range, any region counts.
 */
export async function hasPurchase(
  scope: TenantScope,
  businessType: number,
  regionCode?: string,
): Promise<boolean> {
  const anyRegion = !regionCode || regionCode === REGION_FALLBACK_RANGE;
  const bought = await repo.hasLivePurchase(scope, businessType, { anyRegion, regionCode: regionCode ?? '' });
  // In an organisation, only a member holding a seat uses what it bought (docs/org-centre.md).
  return bought && actorHoldsSeat(scope);
}

export async function liveBusinessTypes(scope: TenantScope): Promise<number[]> {
  return (await actorHoldsSeat(scope)) ? repo.liveBusinessTypes(scope) : [];
}

/** The live enterprise edition's seats and end, for the organisation centre's seats page. */
export async function enterpriseSeatPlan(scope: TenantScope) {
  const until = await liveUntilOfMember(scope);
  return { accountNum: until ? await seatsOf(scope) : 0, expireTime: until ? chinaDateTime(until) : null };
}

export async function memberInfo(scope: TenantScope) {
  const tenant = await findTenant(scope.db, scope.tenantId);
  const code = await repo.liveMealCode(scope, await repo.memberProductIds(scope.db));
  const until = code ? await liveUntilOfMember(scope) : null;
  return {
    isMember: Boolean(code),
    tenantType: tenant?.tenant_type ?? 1,
    mealCode: code ?? null,
    expireTime: until ? chinaDateTime(until) : null,
    accountNum: await seatsOf(scope),
  };
}

/** Seats of the live enterprise membership (the latest paid order's), 1 otherwise. */
export async function seatsOf(scope: TenantScope): Promise<number> {
  return (await repo.liveOrderSeats(scope)) ?? 1;
}

/** isBuy: bought for every range given (none: for any region). */
export async function isBuy(scope: TenantScope, businessType: number, ranges: string[]) {
  if (!ranges.length) return hasPurchase(scope, businessType);
  for (const r of ranges) if (!(await hasPurchase(scope, businessType, r))) return false;
  return true;
}

/** isBuy1: bought for at least one of the ranges (none: for any region). */
export async function isBuy1(scope: TenantScope, businessType: number, ranges: string[]) {
  if (!ranges.length) return hasPurchase(scope, businessType);
  for (const r of ranges) if (await hasPurchase(scope, businessType, r)) return true;
  return false;
}

export async function queryBuyRegions(scope: TenantScope, businessType: number): Promise<string[]> {
  const rows = (await repo.livePurchases(scope)).filter((p) => p.business_type === businessType);
  return [...new Set(rows.map((p) => regionOf(p.region_code)))];
}

export async function purchasedProducts(scope: TenantScope) {
  return (await repo.livePurchases(scope)).map((p) => ({
    productId: p.product_id,
    productName: p.product_name,
    businessType: p.business_type,
    regionCode: regionOf(p.region_code),
    startTime: chinaDateTime(p.starts_at),
    expireTime: chinaDateTime(p.expires_at),
  }));
}

export async function purchasesByType(scope: TenantScope) {
  const byType = new Map<number, { regions: Set<string>; until: Date }>();
  for (const p of await repo.livePurchases(scope)) {
    const entry = byType.get(p.business_type) ?? {
      regions: new Set<string>(),
      until: new Date(p.expires_at),
    };
    entry.regions.add(regionOf(p.region_code));
    if (new Date(p.expires_at) > entry.until) entry.until = new Date(p.expires_at);
    byType.set(p.business_type, entry);
  }
  return [...byType].map(([businessType, e]) => ({
    businessType,
    regions: [...e.regions],
    expireTime: chinaDateTime(e.until),
  }));
}

export async function seatsEnough(scope: TenantScope) {
  const accountNum = await seatsOf(scope);
  const usedNum = await countMembers(scope.db, scope.tenantId);
  return { enough: usedNum < accountNum, accountNum, usedNum };
}

export const ALERT_DAYS = 7;

/** Reminds a member whose membership ends within 7 days. */
export async function expiryAlert(scope: TenantScope) {
  const until = await liveUntilOfMember(scope);
  if (!until) return { alert: false, days: 0, expireTime: null };
  const days = Math.max(0, Math.ceil((until.getTime() - Date.now()) / 86_400_000));
  return { alert: days <= ALERT_DAYS, days, expireTime: chinaDateTime(until) };
}
