import { z } from 'zod';
import { pageInputSchema, pageOf, outTradeNoSchema } from '../pay/schemas';
import { INVOICE_LIMITS as L, INVOICE_STATUSES, INVOICE_TITLE_KINDS, INVOICE_TYPES } from './limits';

const idSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'id must be digits');
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

/** A title as saved. */
export const invoiceTitleInput = z.object({
  id: idSchema.optional(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: text(L.nameMax).min(1, 'name is required'),
  /** A company's unified social credit code; the server checks its check character. */
  taxNo: z.string().trim().toUpperCase().max(18, 'taxNo has 18 characters').default(''),
  address: text(L.addressMax).default(''),
  phone: z
    .string()
    .trim()
    .max(L.phoneMax)
    .regex(/^[0-9+\-() ]*$/, 'phone may hold digits, +, -, brackets and spaces')
    .default(''),
  bank: text(L.bankMax).default(''),
  account: z
    .string()
    .trim()
    .max(L.accountMax)
    .regex(/^[0-9 -]*$/, 'account may hold digits, spaces and -')
    .default(''),
  isDefault: z.boolean().default(false),
});
export type InvoiceTitleInput = z.input<typeof invoiceTitleInput>;

export const invoiceTitleSchema = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  isDefault: z.boolean(),
  /** Complete enough for a special VAT invoice. */
  specialReady: z.boolean(),
  updateTime: z.string(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

export const invoiceIdInput = z.object({ id: idSchema });

export const invoiceableOrderSchema = z.object({
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
export type InvoiceableOrder = z.infer<typeof invoiceableOrderSchema>;

export const invoiceApplyInput = z.object({
  outTradeNo: outTradeNoSchema,
  type: z.union([z.literal(INVOICE_TYPES[0]), z.literal(INVOICE_TYPES[1])]),
  titleId: idSchema,
  /** Yuan; the order's paid amount when left out; never above it. */
  amount: z.number().positive().multipleOf(0.01).optional(),
  email: z.union([z.literal(''), z.string().trim().max(L.emailMax).email('email is invalid')]).default(''),
  remark: text(L.remarkMax).default(''),
});
export type InvoiceApplyInput = z.input<typeof invoiceApplyInput>;

export const invoiceSchema = z.object({
  id: z.string(),
  outTradeNo: z.string(),
  type: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** Yuan. */
  amount: z.number(),
  title: invoiceTitleSchema.omit({ id: true, isDefault: true, specialReady: true, updateTime: true }),
  email: z.string(),
  remark: z.string(),
  /** The order's goods, as on the order. */
  goods: invoiceableOrderSchema.omit({ outTradeNo: true, price: true, payTime: true }),
  applicantName: z.string(),
  createTime: z.string(),
  issueTime: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Issued by the sandbox provider: the PDF is marked as a sample, not a tax document. */
  sample: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePageInput = pageInputSchema.extend({ status: z.enum(INVOICE_STATUSES).optional() });
export const invoicePageSchema = pageOf(invoiceSchema);
export const invoiceRemovedSchema = z.object({ removed: z.number().int() });
