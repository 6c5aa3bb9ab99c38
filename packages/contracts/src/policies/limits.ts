/** Limits of the policy library (docs/policies.md). */
export const POLICY_LIMITS = {
  pageSizeMax: 50,
  keywordMax: 50,
  /** Policies the company profile's section shows at most. */
  forCompanyMax: 20,
} as const;

/** 国家 / 省 / 市 / 区县: who issued the policy. */
export const POLICY_LEVELS = ['national', 'province', 'city', 'county'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];
