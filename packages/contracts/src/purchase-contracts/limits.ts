import { checkPhone } from '../phone';

/** Bounds of the purchase contracts, without zod so the portal can import them (docs/purchase-contracts.md). */
export const PURCHASE_CONTRACT_LIMITS = {
  companyNameMax: 100,
  addressMax: 120,
  contactNameMax: 30,
  phoneMax: 20,
  emailMax: 100,
  remarkMax: 200,
} as const;

/** applied (审核中) → approved (已生效), or applied → rejected (已驳回; the order may be applied for again). */
export const PURCHASE_CONTRACT_STATUSES = ['applied', 'approved', 'rejected'] as const;
export type PurchaseContractStatus = (typeof PURCHASE_CONTRACT_STATUSES)[number];

/**
 * A fixed line with its area code (0571-88886666, 057188886666, an extension after a dash) or a
 * 400/800 service number: companies often give their switchboard as the contract's contact phone.
 */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
const SERVICE_LINE = /^[48]00-?\d{3}-?\d{4}$/;

/** A contact phone of a contract: a mobile number (spec 1 §5, +86 allowed) or a landline. */
export function isContactPhone(value: string): boolean {
  const phone = value.trim().replace(/\s+/g, '');
  return checkPhone(phone) === 'ok' || LANDLINE.test(phone) || SERVICE_LINE.test(phone);
}
