/** Bounds of the invoices, without zod so the portal can import them (docs/invoices.md). */
export const INVOICE_LIMITS = {
  /** Saved titles per tenant. */
  titlesMax: 20,
  nameMax: 100,
  addressMax: 120,
  bankMax: 60,
  accountMax: 32,
  phoneMax: 20,
  emailMax: 100,
  remarkMax: 200,
} as const;

/** 1 普通发票 (general), 2 增值税专用发票 (special VAT). */
export const INVOICE_TYPES = [1, 2] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_TITLE_KINDS = ['company', 'personal'] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];

/** applied → issued, or applied → rejected (then the order may be invoiced again). */
export const INVOICE_STATUSES = ['applied', 'issued', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
