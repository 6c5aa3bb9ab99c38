import { z } from 'zod';
import { pageInputSchema, pageOf } from '../pay/schemas';
import { PHONE_PATTERN } from '../phone';
import {
  CERTIFICATION_STATUSES,
  JOIN_STATUSES,
  ORG_CENTRE_LIMITS as L,
  ORG_PERMISSIONS,
  STAFF_STATUSES,
} from './limits';

const idSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'id must be digits');
const name = z.string().trim().min(1, 'name is required').max(L.nameMax, `at most ${L.nameMax} characters`);

export const orgCentreIdInput = z.object({ id: idSchema });
export const orgUserInput = z.object({ userId: idSchema });
export const orgDoneSchema = z.object({ ok: z.literal(true) });

/** The caller's standing: the portal's isAdmin and menu are a view of this. */
export const orgMeSchema = z.object({
  isOrganisation: z.boolean(),
  isAdmin: z.boolean(),
  permissions: z.array(z.enum(ORG_PERMISSIONS)),
  seated: z.boolean(),
});
export type OrgMe = z.infer<typeof orgMeSchema>;

// ---- departments
export const departmentSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  sort: z.number().int(),
  /** Members directly in this department. */
  staffCount: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;
export const deptSaveInput = z.object({
  id: idSchema.optional(),
  parentId: idSchema.nullable().default(null),
  name,
});
export const deptMoveInput = z.object({
  id: idSchema,
  parentId: idSchema.nullable(),
  /** Position among the new siblings, 0 first. */
  index: z.coerce.number().int().min(0).max(L.departmentsMax),
});

// ---- posts
export const postSchema = z.object({ id: z.string(), name: z.string(), staffCount: z.number().int() });
export type OrgPost = z.infer<typeof postSchema>;
export const postSaveInput = z.object({ id: idSchema.optional(), name });

// ---- roles
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  builtin: z.enum(['admin', 'member']).nullable(),
  permissions: z.array(z.enum(ORG_PERMISSIONS)),
  staffCount: z.number().int(),
});
export type OrgRole = z.infer<typeof roleSchema>;
export const roleSaveInput = z.object({
  id: idSchema.optional(),
  name,
  permissions: z.array(z.enum(ORG_PERMISSIONS)).max(ORG_PERMISSIONS.length),
});

// ---- staff
export const staffSchema = z.object({
  userId: z.string(),
  realName: z.string(),
  /** Masked (138****0001) for callers without staff.manage. */
  phone: z.string(),
  avatar: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  postId: z.string().nullable(),
  postName: z.string(),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  isAdmin: z.boolean(),
  status: z.enum(STAFF_STATUSES),
  seated: z.boolean(),
  joinedAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;
export const staffPageInput = pageInputSchema.extend({
  keyword: z.string().trim().max(30).optional(),
  departmentId: idSchema.optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export const staffPageSchema = pageOf(staffSchema);
export const staffUpdateInput = z.object({
  userId: idSchema,
  departmentId: idSchema.nullable(),
  postId: idSchema.nullable(),
  roleIds: z.array(idSchema).max(L.rolesMax),
});
export const staffStatusInput = z.object({ userId: idSchema, status: z.enum(STAFF_STATUSES) });
export const staffRemoveInput = z.object({ userId: idSchema, handoverTo: idSchema });

// ---- invitations and joins
export const invitationSchema = z.object({
  id: z.string(),
  phone: z.string(),
  createdBy: z.string(),
  createTime: z.string(),
  expireTime: z.string(),
  joined: z.number().int(),
});
export const inviteCreateInput = z.object({
  phone: z.string().trim().regex(PHONE_PATTERN, 'phone is not a mainland mobile number').optional(),
});
/** The token is shown once, at creation; only its hash is stored. */
export const inviteCreatedSchema = invitationSchema.extend({ token: z.string(), path: z.string() });
export const joinTokenInput = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'token is malformed'),
});
export const joinPreviewSchema = z.object({
  tenantName: z.string(),
  inviterName: z.string(),
  expireTime: z.string(),
  /** none: may apply; pending: already applied; member: already in. */
  standing: z.enum(['none', 'pending', 'member']),
});
export const joinRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  realName: z.string(),
  phone: z.string(),
  status: z.enum(JOIN_STATUSES),
  createTime: z.string(),
  decideTime: z.string().nullable(),
});
export const joinListInput = z.object({ status: z.enum(JOIN_STATUSES).optional() });
export const joinDecideInput = z.object({ id: idSchema, approve: z.boolean() });
export const joinAppliedSchema = z.object({ status: z.enum(JOIN_STATUSES) });

// ---- address book
export const bookEntrySchema = z.object({
  userId: z.string(),
  realName: z.string(),
  avatar: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  postName: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The colleague's default business card, when they have one. */
  cardId: z.string().nullable(),
  isSelf: z.boolean(),
});
export type BookEntry = z.infer<typeof bookEntrySchema>;
export const addressBookInput = z.object({
  keyword: z.string().trim().max(30).optional(),
  departmentId: idSchema.optional(),
});

// ---- seats
export const seatSummarySchema = z.object({
  accountNum: z.number().int(),
  used: z.number().int(),
  free: z.number().int(),
  /** When the enterprise membership ends; null without one. */
  expireTime: z.string().nullable(),
  holders: z.array(z.object({ userId: z.string(), realName: z.string(), assignTime: z.string() })),
});
export type SeatSummary = z.infer<typeof seatSummarySchema>;

// ---- organisation account
export const orgAccountSchema = z.object({
  name: z.string(),
  creditCode: z.string(),
  industry: z.string(),
  region: z.string(),
  logo: z.string(),
  certification: z.enum(CERTIFICATION_STATUSES),
  memberCount: z.number().int(),
});
export type OrgAccount = z.infer<typeof orgAccountSchema>;
export const orgAccountInput = z.object({
  name: z.string().trim().min(2, 'name is required').max(100),
  creditCode: z.string().trim().toUpperCase().max(L.creditCodeLength).default(''),
  industry: z.string().trim().max(50).default(''),
  region: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'region is a 6-digit code')
    .default(''),
  logo: z.string().trim().max(500).default(''),
});
