import { BusinessType, ProfessionalService } from '@platform/contracts';

/** Professional service each business type unlocks (spec 1 §2 Top bar service ids). */
export const SERVICE_OF_BUSINESS_TYPE: Record<number, string> = {
  [BusinessType.CUSTOMER_ACQUISITION]: ProfessionalService.PRECISE_CUSTOMER,
  [BusinessType.FINANCE_CUSTOMER_ACQUISITION]: ProfessionalService.PRECISE_CUSTOMER_FINANCE,
  [BusinessType.CUSTOMER_MANAGEMENT]: ProfessionalService.CUSTOMER_MANAGEMENT,
  [BusinessType.MEMBER_MANAGEMENT]: ProfessionalService.MEMBER_MANAGEMENT,
  [BusinessType.INVESTMENT_ATTRACTION]: ProfessionalService.PRECISE_INVESTMENT,
  [BusinessType.GOVERNMENT_ENTERPRISE]: ProfessionalService.GOV_ENTERPRISE,
};
