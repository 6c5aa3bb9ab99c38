import { NATIONWIDE_REGION } from '@platform/contracts';
import type { Queryable } from '../../db/db';
import type { AuthUser } from '../../lib/auth';
import { hasPurchase } from '../permission/purchases';
import { memberProductIds } from './catalog';
import { chinaDateTime } from './format';
import { liveUntilOfMember } from './grants';

interface LivePurchase {
  product_id: string;
  product_name: string;
  business_type: number;
  region_code: string;
  starts_at: Date;
  expires_at: Date;
}

function livePurchases(db: Queryable, tenantId: string): Promise<LivePurchase[]> {
  return db.query<LivePurchase>(
    `select p.product_id, coalesce(pp.product_name, p.product_id) as product_name, p.business_type, p.region_code,
            p.starts_at, p.expires_at
       from tenant_purchases p left join pay_products pp on pp.product_id = p.product_id
      where p.tenant_id = $1 and p.starts_at <= now() and p.expires_at > now()
      order by p.business_type, p.expires_at`,
    [tenantId],
  );
}

const regionOf = (code: string) => code || NATIONWIDE_REGION;

export async function memberInfo(db: Queryable, user: AuthUser) {
  const [tenant] = await db.query<{ tenant_type: number }>(
    'select tenant_type from tenants where tenant_id = $1',
    [user.tenantId],
  );
  const products = await memberProductIds(db);
  const [live] = await db.query<{ code: string }>(
    `select m.code from tenant_purchases p join pay_meals m on m.product_id = p.product_id
      where p.tenant_id = $1 and p.product_id = any($2::text[]) and p.starts_at <= now() and p.expires_at > now()
      order by p.expires_at desc limit 1`,
    [user.tenantId, products],
  );
  const until = live ? await liveUntilOfMember(db, user.tenantId) : null;
  return {
    isMember: Boolean(live),
    tenantType: tenant?.tenant_type ?? 1,
    mealCode: live?.code ?? null,
    expireTime: until ? chinaDateTime(until) : null,
    accountNum: await seatsOf(db, user.tenantId),
  };
}

/** Seats of the live enterprise membership (the latest paid order's), 1 otherwise. */
export async function seatsOf(db: Queryable, tenantId: string): Promise<number> {
  const [row] = await db.query<{ account_num: number }>(
    `select account_num from pay_orders where tenant_id = $1 and status = 1 and period_end > now()
      order by period_end desc limit 1`,
    [tenantId],
  );
  return row?.account_num ?? 1;
}

/** isBuy: bought for every range given (none: for any region). */
export async function isBuy(db: Queryable, tenantId: string, businessType: number, ranges: string[]) {
  if (!ranges.length) return hasPurchase(db, tenantId, businessType);
  for (const r of ranges) if (!(await hasPurchase(db, tenantId, businessType, r))) return false;
  return true;
}

/** isBuy1: bought for at least one of the ranges (none: for any region). */
export async function isBuy1(db: Queryable, tenantId: string, businessType: number, ranges: string[]) {
  if (!ranges.length) return hasPurchase(db, tenantId, businessType);
  for (const r of ranges) if (await hasPurchase(db, tenantId, businessType, r)) return true;
  return false;
}

export async function queryBuyRegions(
  db: Queryable,
  tenantId: string,
  businessType: number,
): Promise<string[]> {
  const rows = (await livePurchases(db, tenantId)).filter((p) => p.business_type === businessType);
  return [...new Set(rows.map((p) => regionOf(p.region_code)))];
}

export async function purchasedProducts(db: Queryable, tenantId: string) {
  return (await livePurchases(db, tenantId)).map((p) => ({
    productId: p.product_id,
    productName: p.product_name,
    businessType: p.business_type,
    regionCode: regionOf(p.region_code),
    startTime: chinaDateTime(p.starts_at),
    expireTime: chinaDateTime(p.expires_at),
  }));
}

export async function purchasesByType(db: Queryable, tenantId: string) {
  const byType = new Map<number, { regions: Set<string>; until: Date }>();
  for (const p of await livePurchases(db, tenantId)) {
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

export async function seatsEnough(db: Queryable, tenantId: string) {
  const accountNum = await seatsOf(db, tenantId);
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from tenant_members where tenant_id = $1',
    [tenantId],
  );
  const usedNum = row?.n ?? 0;
  return { enough: usedNum < accountNum, accountNum, usedNum };
}

export const ALERT_DAYS = 7;

/** Reminds a member whose membership ends within 7 days. */
export async function expiryAlert(db: Queryable, tenantId: string) {
  const until = await liveUntilOfMember(db, tenantId);
  if (!until) return { alert: false, days: 0, expireTime: null };
  const days = Math.max(0, Math.ceil((until.getTime() - Date.now()) / 86_400_000));
  return { alert: days <= ALERT_DAYS, days, expireTime: chinaDateTime(until) };
}
