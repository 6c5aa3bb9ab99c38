import { BusinessType, ProfessionalService, REGION_FALLBACK_RANGE } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { hasLivePurchase } from './repo';

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
export function hasPurchase(scope: TenantScope, businessType: number, regionCode?: string): Promise<boolean> {
  const anyRegion = !regionCode || regionCode === REGION_FALLBACK_RANGE;
  return hasLivePurchase(scope, businessType, { anyRegion, regionCode: regionCode ?? '' });
}
