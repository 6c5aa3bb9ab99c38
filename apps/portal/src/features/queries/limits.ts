/** QUERY_LIMITS.titleMax of the contract (its schemas module carries zod, so the figure is repeated here and tested). */
export const QUERY_TITLE_MAX = 60;
