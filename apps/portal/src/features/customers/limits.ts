/**
 * Codes of the customers contract (CUSTOMER_SOURCES, STAGE_KINDS…). Its schemas module carries zod,
 * so they are repeated here and tested against it (customers.test.tsx); the figures come from the
 * zod-free CUSTOMERS_LIMITS.
 */
export const CUSTOMER_SOURCES = ['manual', 'data', 'lead', 'import', 'card', 'chat'] as const;
export const STAGE_KINDS = ['open', 'won', 'lost'] as const;
export const ACTIVITY_KINDS = ['note', 'call', 'meeting', 'visit', 'email'] as const;
export const DEAL_STATES = ['open', 'won', 'lost'] as const;

/** Page sizes of this feature's tables (ours, within the contract's bounds). */
export const CUSTOMER_PAGE_SIZE = 20;
export const DEAL_PAGE_SIZE = 20;
export const TASK_PAGE_SIZE = 20;
/** Deals and tasks shown in a customer's drawer. */
export const DRAWER_LIST_SIZE = 50;
