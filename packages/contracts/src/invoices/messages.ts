import type { MessageTable } from '../messageTable';

/** Messages of the invoices (docs/invoices.md). */
export const INVOICES_MESSAGES = {
  invoiceTitleNotFound: { zh: '发票抬头不存在', en: 'No such invoice title' },
  invoiceTitleLimit: {
    zh: '发票抬头最多保存 20 个，请先删除一些',
    en: 'You can keep at most 20 invoice titles; delete some first',
  },
  invoiceTaxNoInvalid: {
    zh: '纳税人识别号不正确，请核对统一社会信用代码',
    en: 'The taxpayer ID is not a valid unified social credit code',
  },
  invoiceSpecialNeedsCompany: {
    zh: '增值税专用发票需使用企业抬头，并填写税号、地址、电话、开户行及账号',
    en: 'A special VAT invoice needs a company title with taxpayer ID, address, phone, bank and account',
  },
  invoiceOrderNotPaid: { zh: '该订单尚未支付，不能开票', en: 'Only a paid order can be invoiced' },
  invoiceOrderNotFound: { zh: '订单不存在', en: 'No such order' },
  invoiceAlreadyApplied: {
    zh: '该订单已申请过发票，不能重复申请',
    en: 'An invoice has already been requested for this order',
  },
  invoiceAmountTooHigh: {
    zh: '开票金额不能超过订单实付金额',
    en: 'The invoice amount cannot exceed what was paid for the order',
  },
  invoiceNotFound: { zh: '发票不存在', en: 'No such invoice' },
  invoiceNotIssued: { zh: '发票尚未开具，暂不能下载', en: 'The invoice has not been issued yet' },
} as const satisfies MessageTable;
