/** Bounds and vocabularies of the organisation centre, without zod so the portal can import them (docs/org-centre.md). */
export const ORG_CENTRE_LIMITS = {
  departmentsMax: 200,
  departmentDepthMax: 6,
  postsMax: 100,
  rolesMax: 30,
  nameMax: 30,
  /** An invitation link or QR lives 7 days. */
  invitationDays: 7,
  invitationsLiveMax: 50,
  creditCodeLength: 18,
} as const;

/**
 * The actions a role may grant. The administrator holds all of them; the built-in member role holds
 * none; a custom role holds a chosen set. The server checks them (org-centre/permissions.ts).
 */
export const ORG_PERMISSIONS = [
  'org.manage',
  'staff.manage',
  'seat.assign',
  'order.buy',
  'finance.view',
  'data.export',
  'customers.all',
  'content.moderate',
] as const;
export type OrgPermission = (typeof ORG_PERMISSIONS)[number];

/** admin: the organisation's administrator (one person); member: every other member by default. */
export const BUILTIN_ROLES = ['admin', 'member'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const JOIN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];

/** uncertified → certified (the credit code and name match our company data) or pending (an operator checks). */
export const CERTIFICATION_STATUSES = ['uncertified', 'pending', 'certified'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];
