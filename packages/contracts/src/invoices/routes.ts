import type { Route } from '../route';
import { SERVICE } from '../services';

const I = `${SERVICE.pay}/invoice`;

/**
 * Invoices of the expense centre (issue 29 item 6; docs/invoices.md). The spec names the pages
 * (/expenseCenter/invoiceManagement, invoiceApply, invoiceDetail, setInvoiceInfo) but no calls, so
 * these are ours, beside the orders they invoice in the pay service.
 */
export const invoicesRoutes = {
  /** The tenant's saved invoice titles (抬头), the default first. */
  invoiceTitleList: { method: 'GET', path: `${I}/title/list`, auth: 'user' },
  /** Creates (no id) or updates a title (body: id?, kind, name, taxNo, address, phone, bank, account, isDefault). */
  invoiceTitleSave: { method: 'POST', path: `${I}/title/save`, auth: 'user' },
  /** Deletes a title (body: id); invoices keep the title they were issued to. */
  invoiceTitleRemove: { method: 'POST', path: `${I}/title/remove`, auth: 'user' },
  /** The tenant's paid orders that have no live invoice yet, newest first. */
  invoiceableOrders: { method: 'GET', path: `${I}/orders`, auth: 'user' },
  /** Applies for an invoice of one paid order (body: outTradeNo, type, titleId, amount?, email?, remark?). */
  invoiceApply: { method: 'POST', path: `${I}/apply`, auth: 'user' },
  /** The tenant's invoices, newest first (query: status?, current, size). */
  invoicePage: { method: 'GET', path: `${I}/page`, auth: 'user' },
  /** One invoice (query: id). */
  invoiceDetail: { method: 'GET', path: `${I}/detail`, auth: 'user' },
  /** The issued invoice as a PDF (body: id); a JSON refusal while it is not issued. */
  invoicePdf: { method: 'POST', path: `${I}/pdf`, auth: 'user' },
} as const satisfies Record<string, Route>;
