import type { Route } from '../route';
import { SERVICE } from '../services';

const C = `${SERVICE.pay}/contract`;

/**
 * Purchase contracts of the expense centre (issue 29 item 7; docs/purchase-contracts.md). The spec
 * names the pages (/expenseCenter/contracts, applyContract, contractDetail) but no calls, so these
 * are ours, beside the orders they cover in the pay service.
 */
export const purchaseContractsRoutes = {
  /** The tenant's paid orders that have no live contract yet, newest first. */
  contractableOrders: { method: 'GET', path: `${C}/orders`, auth: 'user' },
  /**
   * Applies for a contract of one paid order (body: outTradeNo, companyName, creditCode, address,
   * contactName, contactPhone, email?, remark?).
   */
  contractApply: { method: 'POST', path: `${C}/apply`, auth: 'user' },
  /** The tenant's contracts, newest first (query: status?, current, size). */
  contractPage: { method: 'GET', path: `${C}/page`, auth: 'user' },
  /** One contract (query: id). */
  contractDetail: { method: 'GET', path: `${C}/detail`, auth: 'user' },
  /** The approved contract as a PDF (body: id); a JSON refusal while it is not approved. */
  contractPdf: { method: 'POST', path: `${C}/pdf`, auth: 'user' },
} as const satisfies Record<string, Route>;
