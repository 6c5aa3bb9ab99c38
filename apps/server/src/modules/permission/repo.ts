import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope';

const live = sql<boolean>`tenant_purchases.starts_at <= now() and tenant_purchases.expires_at > now()`;

/**
 * A live purchase of the business type for the tenant. With `anyRegion` false, only a purchase for
 * that region or a nationwide one ('') counts.
 */
export async function hasLivePurchase(
  scope: TenantScope,
  businessType: number,
  region: { anyRegion: boolean; regionCode: string },
): Promise<boolean> {
  let q = scope
    .selectFrom('tenant_purchases')
    .select('tenant_purchases.id')
    .where('tenant_purchases.business_type', '=', businessType)
    .where(live);
  if (!region.anyRegion) q = q.where('tenant_purchases.region_code', 'in', ['', region.regionCode]);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export async function liveBusinessTypes(scope: TenantScope): Promise<number[]> {
  const rows = await scope
    .selectFrom('tenant_purchases')
    .select('tenant_purchases.business_type')
    .distinct()
    .where(live)
    .orderBy('tenant_purchases.business_type')
    .execute();
  return rows.map((r) => r.business_type);
}
