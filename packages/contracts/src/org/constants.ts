/** Organisation kinds of the discover directory (docs/discover.md); zod-free. */
export const OrgKind = {
  GOVERNMENT: 1,
  PARK: 2,
  ASSOCIATION: 3,
  ENTERPRISE: 4,
  FINANCIAL: 5,
} as const;
export type OrgKindValue = (typeof OrgKind)[keyof typeof OrgKind];
export const ORG_KINDS = Object.values(OrgKind);

export const DISCOVER_LIMITS = {
  /** Organisation cards per page of /discoverHome/discoverIndex. */
  orgPage: 12,
  /** Members per page of /discoverMem/discoverMember. */
  memberPage: 12,
  /** Largest page either list answers. */
  maxPage: 50,
  keyword: 50,
  region: 20,
  industry: 30,
  /** Calls per minute per address of each discover endpoint (they list other tenants' members). */
  perMinute: 120,
} as const;
