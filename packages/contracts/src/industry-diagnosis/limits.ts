/** Limits and weights of 产业诊断 (docs/industry-diagnosis.md, "Scores"). */
export const DIAGNOSIS_LIMITS = {
  /** Report type of a diagnosis report in the report list (the company report is 7). */
  reportTypeCode: 12,
  /** Strengths and weaknesses listed at most. */
  listMax: 5,
  suggestionMax: 6,
  /** A node is a strength from this overall score, a weakness below `weakBelow`. */
  strongFrom: 70,
  weakBelow: 40,
  /** Years a patent counts as recent (innovation momentum). */
  recentPatentYears: 3,
} as const;

/** The four dimensions, each 0–100, and their weights in the overall score. */
export const DIAGNOSIS_DIMENSIONS = ['presence', 'strength', 'growth', 'innovation'] as const;
export type DiagnosisDimension = (typeof DIAGNOSIS_DIMENSIONS)[number];
export const DIAGNOSIS_WEIGHTS: Record<DiagnosisDimension, number> = {
  presence: 0.3,
  strength: 0.25,
  growth: 0.2,
  innovation: 0.25,
};
