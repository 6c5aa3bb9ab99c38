/** Bounds of sales management, without zod so the portal can import them (docs/sales.md). */
export const SALES_LIMITS = {
  teamNameMax: 30,
  /** Months the team detail reaches back (the current month included). */
  detailMonthsMax: 12,
  detailMonthsDefault: 6,
} as const;

/** Sales and team codes: 8 characters of an alphabet without look-alikes (0/O, 1/I). */
export const SALES_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;

/** The query parameter a sales link carries (spec 1 §2). */
export const SELL_CODE_PARAM = 'sellCode';
