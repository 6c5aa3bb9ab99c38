import { z } from 'zod';
import { BUSINESS_TYPES, MealCode, PayType } from '../constants';
import { shortText, tenantIdSchema } from '../validation';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_JOIN_MODE, GOODS_TIME_PATTERN } from './constants';

export const businessTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => (BUSINESS_TYPES as number[]).includes(v), 'unknown businessType');
export const regionCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be 6 digits');
/** Trade numbers: WeChat allows 6-32 characters of [A-Za-z0-9_-|*]; ours are alphanumeric. */
export const outTradeNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8,32}$/, 'outTradeNo is invalid');
/** Comma-separated or repeated region codes (`ranges=330100,330200` or `ranges[]=`). */
export const rangesSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(regionCodeSchema).max(50));

export const goodsSchema = z.object({
  id: z.string(),
  mealId: z.string(),
  /** Yuan, per seat for the enterprise meal. */
  price: z.number(),
  goodsTime: z.string(),
  /** Yuan per day, two decimals. */
  dailyPrice: z.number(),
  isRecommend: z.number().int().min(0).max(1),
});
export type Goods = z.infer<typeof goodsSchema>;

export const mealSchema = z.object({
  id: z.string(),
  code: z.enum([MealCode.PERSONAL, MealCode.ENTERPRISE]),
  mealName: z.string(),
  productId: z.string(),
  suitableTenantType: z.number().int(),
  minAccountNum: z.number().int(),
  maxAccountNum: z.number().int(),
  goodsVOList: z.array(goodsSchema),
});
export type Meal = z.infer<typeof mealSchema>;

export const memberInfoSchema = z.object({
  isMember: z.boolean(),
  tenantType: z.number().int(),
  /** Meal code of the live membership (C or D), null when none. */
  mealCode: z.string().nullable(),
  /** ISO time the membership ends, null when none. */
  expireTime: z.string().nullable(),
  accountNum: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Purchase record of spec 1 §3; the server reads tenant, meal, goods and seats only. */
export const tenantBuyRecordSchema = z.object({
  tenantId: tenantIdSchema,
  tenantType: z.coerce.number().int().optional(),
  tenantName: shortText(100).optional(),
  buyType: z.coerce.number().int().min(1).max(2),
  buyAccount: shortText(64).optional(),
  productId: shortText(32),
  mealId: shortText(32),
  goodsId: shortText(32),
  /** Ignored: the server prices the order from the goods and seats. */
  price: z.unknown().optional(),
  buyTime: z.unknown().optional(),
  accountNum: z.coerce.number().int().min(1).max(100).default(1),
});
export type TenantBuyRecord = z.input<typeof tenantBuyRecordSchema>;

export const createOrderSchema = z.object({
  renewalExpandTempList: z.array(z.unknown()).max(0).default([]),
  tenantBuyRecord: tenantBuyRecordSchema,
});

export const payOrderSchema = z.object({
  outTradeNo: z.string(),
  codeUrl: z.string(),
  payType: z.number().int(),
  /** Yuan. */
  price: z.number(),
  createTime: z.string(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

export const wechatQuerySchema = z.object({
  outTradeNo: z.string(),
  trade_state: z.string(),
  trade_state_desc: z.string(),
});
export const alipayQuerySchema = z.object({
  outTradeNo: z.string(),
  alipay_trade_query_response: z.object({ out_trade_no: z.string(), trade_status: z.string() }),
});

export const orderRowSchema = z.object({
  outTradeNo: z.string(),
  mealCode: z.string(),
  mealName: z.string(),
  goodsTime: z.string(),
  accountNum: z.number().int(),
  buyType: z.number().int(),
  /** Yuan, total. */
  price: z.number(),
  /** 0 unpaid, 1 paid, 2 cancelled. */
  status: z.number().int(),
  payType: z.number().int().nullable(),
  buyerName: z.string(),
  tenantName: z.string(),
  createTime: z.string(),
  payTime: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const pageInputSchema = z.object({
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
});
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

export const purchasedProductSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  businessType: z.number().int(),
  regionCode: z.string(),
  startTime: z.string(),
  expireTime: z.string(),
});

export const trialInfoSchema = z.object({
  day: z.number().int(),
  /** yyyy-MM-dd the trial would end if started now. */
  endDate: z.string(),
  /** Whether this tenant already used its trial. */
  used: z.boolean(),
  /** yyyy-MM-dd HH:mm:ss (China) the tenant's trial ends while it runs; null before and after. */
  activeUntil: z.string().nullable(),
});

export const activationCodeSchema = z
  .string()
  .trim()
  .length(ACTIVATION_CODE_LENGTH, '请输入9位字符')
  .regex(/^[A-Za-z0-9]+$/, '请输入9位字符');

export const codeRowSchema = z.object({
  code: z.string(),
  batchNo: z.string(),
  productId: z.string(),
  productName: z.string(),
  goodsTime: z.string(),
  /** 0 unused, 1 used. */
  status: z.number().int(),
  usedBy: z.string(),
  usedTenantName: z.string(),
  usedTime: z.string().nullable(),
  createTime: z.string(),
});
export type CodeRow = z.infer<typeof codeRowSchema>;

export const productSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  businessTypes: z.array(z.number().int()),
});

export const paySettingsSchema = z.object({
  pollIntervalMs: z.number().int(),
  pollLimit: z.number().int(),
  /** sandbox, wechat, alipay per pay type. */
  gateways: z.object({ wechat: z.string(), alipay: z.string() }),
});

export const memberInfoInput = z.object({
  tenantId: tenantIdSchema.optional(),
  userId: shortText(32).optional(),
});
export const existOrderInput = z.object({ tenantId: tenantIdSchema.optional() });
export const orderPageInput = pageInputSchema.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
});
export const outTradeNoInput = z.object({ outTradeNo: outTradeNoSchema });
export const wxNativePayInput = z.object({
  outTradeNo: outTradeNoSchema,
  payType: z.coerce.number().pipe(z.literal(PayType.WECHAT)),
});
export const aliPreCreateInput = z.object({
  outTradeNo: outTradeNoSchema,
  payType: z.coerce.number().pipe(z.literal(PayType.ALIPAY)),
});
export const isBuyInput = z.object({ businessType: businessTypeSchema, ranges: rangesSchema });
export const isEnoughOutput = z.object({
  enough: z.boolean(),
  accountNum: z.number().int(),
  usedNum: z.number().int(),
});
export const queryBuyRegionsInput = z.object({ businessType: businessTypeSchema });
export const buyProductsV3Schema = z.object({
  businessType: z.number().int(),
  regions: z.array(z.string()),
  expireTime: z.string(),
});
export const msgAlertSchema = z.object({
  alert: z.boolean(),
  days: z.number().int(),
  expireTime: z.string().nullable(),
});
export const trialInfoInput = z.object({ domain: shortText(255).optional() });
export const trialActiveInput = z.object({ regionCode: regionCodeSchema, domain: shortText(255).optional() });
export const trialActiveOutput = z.object({ endDate: z.string() });
export const scanActiveInput = z.object({
  code: activationCodeSchema,
  joinMode: z.coerce.number().pipe(z.literal(ACTIVATION_JOIN_MODE)),
});
export const scanActiveOutput = z.object({ productName: z.string(), expireTime: z.string() });
export const codeCreateBatchInput = z.object({
  productId: shortText(32).min(1),
  goodsTime: z.string().trim().regex(GOODS_TIME_PATTERN, 'goodsTime must be like 1年, 6月 or 30天'),
  count: z.coerce.number().int().min(1).max(500),
});
export const codeCreateBatchOutput = z.object({ batchNo: z.string(), codes: z.array(z.string()) });
export const codePageInput = pageInputSchema.extend({
  status: z.coerce.number().int().min(0).max(1).optional(),
  batchNo: shortText(32).optional(),
});
export const serviceLinkInput = z.object({
  phoneNumber: shortText(20).optional(),
  userId: shortText(32).optional(),
});

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
