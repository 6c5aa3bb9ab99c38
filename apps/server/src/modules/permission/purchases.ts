import { BusinessType, ProfessionalService, REGION_FALLBACK_RANGE } from '@platform/contracts';
import type { Queryable } from '../../db/db';

/** Professional service each business type unlocks (spec 1 §2 Top bar service ids). */
export const SERVICE_OF_BUSINESS_TYPE: Record<number, string> = {
  [BusinessType.CUSTOMER_ACQUISITION]: ProfessionalService.PRECISE_CUSTOMER,
  [BusinessType.FINANCE_CUSTOMER_ACQUISITION]: ProfessionalService.PRECISE_CUSTOMER_FINANCE,
  [BusinessType.CUSTOMER_MANAGEMENT]: ProfessionalService.CUSTOMER_MANAGEMENT,
  [BusinessType.MEMBER_MANAGEMENT]: ProfessionalService.MEMBER_MANAGEMENT,
  [BusinessType.INVESTMENT_ATTRACTION]: ProfessionalService.PRECISE_INVESTMENT,
  [BusinessType.GOVERNMENT_ENTERPRISE]: ProfessionalService.GOV_ENTERPRISE,
};

/**
 * A live purchase of the business type for the tenant. With a region, a purchase for that
 * region, a nationwide one ('') or, for the fallback range, any region counts.
 */
export async function hasPurchase(
  db: Queryable,
  tenantId: string,
  businessType: number,
  regionCode?: string,
): Promise<boolean> {
  const anyRegion = !regionCode || regionCode === REGION_FALLBACK_RANGE;
  const rows = await db.query(
    `select 1 from tenant_purchases
      where tenant_id = $1 and business_type = $2 and starts_at <= now() and expires_at > now()
        and ($3::boolean or region_code = '' or region_code = $4)
      limit 1`,
    [tenantId, businessType, anyRegion, regionCode ?? ''],
  );
  return rows.length > 0;
}

export async function purchasedBusinessTypes(db: Queryable, tenantId: string): Promise<number[]> {
  const rows = await db.query<{ business_type: number }>(
    `select distinct business_type from tenant_purchases
      where tenant_id = $1 and starts_at <= now() and expires_at > now()
      order by business_type`,
    [tenantId],
  );
  return rows.map((r) => r.business_type);
}

/** The customer's own names of its configured services, for the tenant's customer. */
export async function serviceNames(db: Queryable, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.query<{ config_key: string; config_name: string }>(
    `select i.config_key, i.config_name
       from tenants t join customer_config_items i on i.customer_code = t.customer_code
      where t.tenant_id = $1 and i.config_type = 'service'`,
    [tenantId],
  );
  return new Map(rows.map((r) => [r.config_key, r.config_name]));
}
