import { z } from 'zod';
import {
  companyIdSchema,
  companyIdsSchema,
  keywordSchema,
  entPageInput,
  entPageOf,
} from '../bigdata/schemas';
import { md5PasswordSchema, phoneSchema, shortText, tenantIdSchema, urlSchema } from '../validation';

/** One configured menu entry or service of a customer (spec 1 §3 Customer configuration). */
export const configItemSchema = z.object({
  configName: z.string(),
  /** Route flag or service id the entry stands for; the spec leaves the key unnamed. */
  configKey: z.string(),
  configType: z.enum(['menu', 'service']),
  checked: z.enum(['true', 'false']),
  sort: z.number().int(),
});

export const oemSettingSchema = z.object({
  indexFlag: z.number().int().optional(),
  vipServicesFlag: z.number().int().optional(),
});
export type OemSetting = z.infer<typeof oemSettingSchema>;

export const customerDetailSchema = z.object({
  customerCode: z.string(),
  platformName: z.string(),
  customerServicePhone: z.string(),
  /** `logo=...&logo2=...&logo3=...` (spec 1 §3). */
  customerLogo: z.string(),
  customerAddress: z.string(),
  customerRecord: z.string(),
  customerLicense: z.string(),
  companyName: z.string(),
  /** JSON string of OemSetting. */
  oemSetting: z.string(),
  theme: z.enum(['blue', 'common']),
  brandColor: z.string(),
  domain: z.string(),
  configItemVos: z.array(configItemSchema),
  /** IANA zone the portal and widgets show times in (Asia/Shanghai unless the operator set one). */
  timeZone: z.string().optional(),
  /** The partners the footer lists (ours; the operator sets them, docs/operator.md "Customers"). */
  footerPartners: z.array(z.object({ name: z.string(), url: z.string() })).optional(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerDetailInput = z.object({ domain: z.string().trim().max(255).optional() });

export const dictEntrySchema = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;

export const dictionaryInput = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});

export const tenantEntrySchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  type: z.number().int(),
  isAdmin: z.boolean(),
});
export type TenantEntry = z.infer<typeof tenantEntrySchema>;

export const userInfoSchema = z.object({
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  realName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  sex: z.number().int(),
  tenantId: z.string(),
  tenantName: z.string(),
  tenantType: z.number().int(),
  roleName: z.string(),
  roleId: z.string(),
  deptId: z.string(),
  postId: z.string(),
  isAdmin: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * GET user/userInfoNoDen (docs/user-setting.md): the same user info without what is sensitive:
 * phone, email and a phone-number account are masked, role, department and post ids left out.
 */
export const userInfoNoDenSchema = userInfoSchema.omit({ roleId: true, deptId: true, postId: true });
export type UserInfoNoDen = z.infer<typeof userInfoNoDenSchema>;

/** GET user/setting: app state `setting` (spec 1 §3) for the signed-in user. */
export const userSettingSchema = z.object({
  /** The top bar's entry to the station letters (the system account's messages). */
  letterVisible: z.boolean(),
  /** The chat entries (top menu and section chat pages). */
  imVisible: z.boolean(),
});
export type UserSetting = z.infer<typeof userSettingSchema>;

export const updateUserInfoSchema = z
  .object({
    realName: shortText(32).min(1).optional(),
    nickName: shortText(32).min(1).optional(),
    avatar: urlSchema().or(z.literal('')).optional(),
    email: z.email().max(100).or(z.literal('')).optional(),
    sex: z.coerce.number().int().min(0).max(2).optional(),
  })
  .strict();

export const retrievePasswordSchema = z.object({
  phone: phoneSchema,
  smsId: z.string().trim().min(1).max(64),
  smsValue: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/),
  newPassword: md5PasswordSchema,
  newPassword1: md5PasswordSchema,
});

export const updatePasswordSchema = z.object({
  oldPassword: md5PasswordSchema,
  newPassword: md5PasswordSchema,
  newPassword1: md5PasswordSchema,
});

export const updatePhoneSchema = z.object({
  phone: phoneSchema,
  smsId: z.string().trim().min(1).max(64),
  smsValue: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/),
});

export const tenantAdminInput = z.object({ tenantId: tenantIdSchema });
export const tenantAdminOutput = z.object({ userId: z.string(), realName: z.string() });

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

// ---------------------------------------------------------------- followed companies

/** Follow state is 0 or 1 (spec 2 §4 Follow and pin). */
export const followStateSchema = z.union([z.literal(0), z.literal(1)]);
/** operateEnt: 0 delete, 1 pin, 2 unpin. */
export const OperateEnt = { DELETE: 0, PIN: 1, UNPIN: 2 } as const;

export const followPageInput = entPageInput.extend({ keyword: keywordSchema.optional() });
export const followRowSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  logoPath: z.string().nullable(),
  regStatusName: z.string(),
  regStatusCode: z.string(),
  legalEntityName: z.string(),
  regCapital: z.number(),
  esDt: z.string(),
  area: z.string(),
  industryDivisionName: z.string(),
  qualificationTags: z.string(),
  /** 1 pinned. */
  isTop: z.number().int(),
  /** China time, yyyy-MM-dd HH:mm:ss. */
  followTime: z.string(),
});
export const followPageSchema = entPageOf(followRowSchema);
export type FollowRow = z.infer<typeof followRowSchema>;

export const followCompanyInput = z.object({ companyId: companyIdSchema });
/** save: attentionEnt true follows, false unfollows (defaults to true). */
export const followSaveInput = z.object({
  companyId: companyIdSchema,
  attentionEnt: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(true)
    .transform((v) => v === true || v === 'true'),
});
export const followIdsInput = z.object({ companyIds: companyIdsSchema });
export const followCheckSchema = z.array(z.object({ companyId: z.string(), isAttention: followStateSchema }));
/** Cancel-follow with entId and flag 1 (spec 2 §7). */
export const followCancelByEntIdInput = z.object({
  entId: companyIdSchema,
  flag: z.coerce.number().pipe(z.literal(1)),
});
export const followOperateInput = z.object({
  companyId: companyIdSchema,
  operateType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
});
export const followCountSchema = z.object({ changed: z.number().int() });
