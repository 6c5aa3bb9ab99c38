/**
 * Figures and codes of the leads contract (LEADS_LIMITS, LEAD_STATUSES…). Its schemas module
 * carries zod, so they are repeated here and tested against it (leads.test.tsx).
 */
export const LIST_NAME_MAX = 60;
export const LIST_LEADS_MAX = 10_000;
export const LOOK_ALIKE_MAX = 5;
export const NOTE_MAX = 1000;
export const REASON_MAX = 200;
export const QUALIFICATIONS_MAX = 20;
/** 金融拓客: revenue growth bounds (percent) and the products to pitch. */
export const GROWTH_MIN = -100;
export const GROWTH_MAX = 10_000;
export const LEAD_PRODUCT_TAGS = ['workingCapital', 'equity', 'bond', 'leasing'] as const;

export const LEAD_STATUSES = ['new', 'contacted', 'interested', 'converted', 'invalid'] as const;
export const FOLLOW_UP_KINDS = ['call', 'visit', 'message', 'email'] as const;

/** Page sizes of this feature's lists (ours, within the contract's bounds). */
export const RESULT_PAGE_SIZE = 10;
export const LEAD_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 20;
