import { z } from 'zod';
import { SERVICE } from './services';
import { endpoint, noInput } from './envelope';
import { md5PasswordSchema, phoneSchema, shortText } from './validation';

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
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const dictEntrySchema = z.object({
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;

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

export const updateUserInfoSchema = z
  .object({
    realName: shortText(32).min(1).optional(),
    nickName: shortText(32).min(1).optional(),
    avatar: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https?:\/\/|\/\/|\/)/, 'avatar must be an http(s) URL')
      .or(z.literal(''))
      .optional(),
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

export const systemApi = {
  customerDetail: endpoint({
    method: 'GET',
    path: `${SERVICE.system}/lingxi/customer/detail`,
    input: z.object({ domain: z.string().trim().max(255).optional() }),
    output: customerDetailSchema,
    auth: 'public',
  }),
  dictionary: endpoint({
    method: 'GET',
    path: `${SERVICE.system}/dict-biz/dictionary`,
    input: z.object({
      code: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[\w-]+$/),
    }),
    output: z.array(dictEntrySchema),
    auth: 'public',
  }),
  userInfo: endpoint({
    method: 'GET',
    path: `${SERVICE.system}/user/userInfo`,
    input: noInput,
    output: userInfoSchema,
    auth: 'user',
  }),
  currentTenantList: endpoint({
    method: 'GET',
    path: `${SERVICE.system}/tenant/currentTenantList`,
    input: noInput,
    output: z.array(tenantEntrySchema),
    auth: 'user',
  }),
  updateUserInfo: endpoint({
    method: 'POST',
    path: `${SERVICE.system}/user/update-user-info`,
    input: updateUserInfoSchema,
    output: userInfoSchema,
    auth: 'user',
  }),
  retrievePassword: endpoint({
    method: 'POST',
    path: `${SERVICE.system}/user/retrieve-password`,
    input: retrievePasswordSchema,
    output: z.boolean(),
    auth: 'public',
  }),
  /** Binds a new phone after its SMS code (sent with send-validate-by-user-id) is verified. */
  updatePhone: endpoint({
    method: 'POST',
    path: `${SERVICE.system}/user/update-phone`,
    input: updatePhoneSchema,
    output: userInfoSchema,
    auth: 'user',
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: `${SERVICE.system}/user/update-password1`,
    input: updatePasswordSchema,
    output: z.boolean(),
    auth: 'user',
  }),
};
