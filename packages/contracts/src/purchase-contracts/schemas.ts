import { z } from 'zod';
import { outTradeNoSchema, pageInputSchema, pageOf } from '../pay/schemas';
import { PURCHASE_CONTRACT_LIMITS as L, PURCHASE_CONTRACT_STATUSES } from './limits';

const idSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'id must be digits');
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const required = (max: number, name: string) => text(max).min(1, `${name} is required`);

export const purchaseContractIdInput = z.object({ id: idSchema });

/** A paid order a contract may be applied for. */
export const contractableOrderSchema = z.object({
  outTradeNo: z.string(),
  mealCode: z.string(),
  mealName: z.string(),
  goodsTime: z.string(),
  accountNum: z.number().int(),
  buyType: z.number().int(),
  /** Yuan paid. */
  price: z.number(),
  payTime: z.string().nullable(),
});
export type ContractableOrder = z.infer<typeof contractableOrderSchema>;

/**
 * Party A (甲方, the buying organisation) as given on apply. The server checks the credit code's
 * check character (GB 32100-2015) and the phone (mobile or landline) with messages of its own.
 */
export const contractApplyInput = z.object({
  outTradeNo: outTradeNoSchema,
  companyName: required(L.companyNameMax, 'companyName'),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'creditCode is required')
    .max(18, 'creditCode has 18 characters'),
  address: required(L.addressMax, 'address'),
  contactName: required(L.contactNameMax, 'contactName'),
  contactPhone: z.string().trim().min(1, 'contactPhone is required').max(L.phoneMax),
  email: z.union([z.literal(''), z.string().trim().max(L.emailMax).email('email is invalid')]).default(''),
  remark: text(L.remarkMax).default(''),
});
export type ContractApplyInput = z.input<typeof contractApplyInput>;

export const contractPartyASchema = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
});
export type ContractPartyA = z.infer<typeof contractPartyASchema>;

/** Party B (乙方): the white-label customer that sells the service, as when applied. */
export const contractPartyBSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  phone: z.string(),
});

export const purchaseContractSchema = z.object({
  id: z.string(),
  outTradeNo: z.string(),
  status: z.enum(PURCHASE_CONTRACT_STATUSES),
  /** Yuan, what was paid for the order. */
  amount: z.number(),
  partyA: contractPartyASchema,
  partyB: contractPartyBSchema,
  /** The order's goods, as on the order. */
  goods: contractableOrderSchema.omit({ outTradeNo: true, price: true, payTime: true }),
  /** The order's payment and service period (ISO instants), when known. */
  payTime: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  remark: z.string(),
  applicantName: z.string(),
  createTime: z.string(),
  /** When it was approved (took effect) or rejected. */
  approveTime: z.string().nullable(),
  rejectTime: z.string().nullable(),
  /** HT + the China date + 6 digits, given on approval. */
  contractNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Approved by the sandbox reviewer: the PDF is marked as a sample without legal effect. */
  sample: z.boolean(),
});
export type PurchaseContract = z.infer<typeof purchaseContractSchema>;

export const purchaseContractPageInput = pageInputSchema.extend({
  status: z.enum(PURCHASE_CONTRACT_STATUSES).optional(),
});
export const purchaseContractPageSchema = pageOf(purchaseContractSchema);
