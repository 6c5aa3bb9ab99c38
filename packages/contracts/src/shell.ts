import { z } from 'zod';
import { SERVICE } from './services';
import { endpoint, noInput } from './envelope';
import { BUSINESS_TYPES } from './constants';
import { shortText, tenantIdSchema } from './validation';

/** Organisation info of the app state (spec 1 §3): isFirst 1 sends the user to /org/index. */
export const orgInfoSchema = z.object({ isFirst: z.number().int().min(0).max(1), type: z.number().int() });
export type OrgInfoData = z.infer<typeof orgInfoSchema>;

export const orgSubmitSchema = z.object({
  orgName: z.string().trim().min(1, '请输入组织名称').max(100),
  /** Tenant type: 1 personal, 2 enterprise, 3 institution. */
  type: z.coerce.number().int().min(1).max(3),
  industry: shortText(50).optional(),
  contact: shortText(32).optional(),
});
export type OrgSubmit = z.infer<typeof orgSubmitSchema>;

/** The four counts of the top-bar user dropdown (spec 1 §2 Top bar). */
export const userCountsSchema = z.object({
  friendCount: z.number().int(),
  VCardCount: z.number().int(),
  fansCount: z.number().int(),
  attentionCount: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

export const feedbackSubmitSchema = z.object({
  content: z.string().trim().min(1, '请输入反馈内容').max(500),
  contact: shortText(100).optional(),
  pageUrl: shortText(500).optional(),
});

/** Invite record (spec 1 §4 Invite): who invited (query userid/tenantid) and the sales code. */
export const inviteSubmitSchema = z
  .object({
    inviterUserId: shortText(32).optional(),
    inviterTenantId: tenantIdSchema.optional(),
    sellCode: shortText(64).optional(),
    channel: shortText(64).optional(),
  })
  .refine((v) => Boolean(v.inviterUserId || v.sellCode), {
    message: 'inviterUserId or sellCode is required',
  });

const businessTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => (BUSINESS_TYPES as number[]).includes(v), 'unknown businessType');

export const permissionCheckSchema = z.object({
  businessType: businessTypeSchema,
  regionCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});

/** A purchased professional service: label 已购买 shows the mark in the top bar. */
export const purchasedServiceSchema = z.object({ id: z.string(), name: z.string(), label: z.string() });

export const shellApi = {
  orgInfo: endpoint({
    method: 'GET',
    path: `${SERVICE.system}/org/orgInfo`,
    input: noInput,
    output: orgInfoSchema,
    auth: 'user',
  }),
  orgSubmit: endpoint({
    method: 'POST',
    path: `${SERVICE.system}/org/submit`,
    input: orgSubmitSchema,
    output: orgInfoSchema,
    auth: 'user',
  }),
  userCounts: endpoint({
    method: 'GET',
    path: `${SERVICE.system}/user/dropdown-counts`,
    input: noInput,
    output: userCountsSchema,
    auth: 'user',
  }),
  feedbackSubmit: endpoint({
    method: 'POST',
    path: `${SERVICE.system}/feedback/submit`,
    input: feedbackSubmitSchema,
    output: z.object({ id: z.string() }),
    auth: 'user',
  }),
  inviteSubmit: endpoint({
    method: 'POST',
    path: `${SERVICE.chain}/userinvitation/submit`,
    input: inviteSubmitSchema,
    output: z.boolean(),
    auth: 'user',
  }),
  /** Route guard's business-type check: data is the string 'true' when bought (spec 1 §4). */
  permissionCheck: endpoint({
    method: 'GET',
    path: `${SERVICE.pay}/permission/check`,
    input: permissionCheckSchema,
    output: z.enum(['true', 'false']),
    auth: 'user',
  }),
  purchasedServices: endpoint({
    method: 'GET',
    path: `${SERVICE.pay}/permission/purchased-services`,
    input: noInput,
    output: z.array(purchasedServiceSchema),
    auth: 'user',
  }),
};
