import { z } from 'zod';
import { SERVICE } from './services';
import { endpoint, noInput } from './envelope';
import { BUSINESS_TYPES, MealCode, PayType } from './constants';
import { shortText, tenantIdSchema } from './validation';

/** Spec 1 §9 and §5: polling, seats, activation codes, trial. */
export const PAY_POLL_INTERVAL_MS = 3000;
export const PAY_POLL_LIMIT = 120;
export const UNPAID_ORDER_TTL_MS = 60 * 60 * 1000;
export const SEATS_MIN = 10;
export const SEATS_MAX = 100;
export const SEATS_DEFAULT = 10;
export const ACTIVATION_CODE_LENGTH = 9;
export const ACTIVATION_JOIN_MODE = 2;
export const TRIAL_DEFAULT_DAYS = 7;
export const RECLICK_LOCK_MS = 2000;

/** Goods durations are written as a number and a unit: 年 year, 月 month, 天 day. */
export const GOODS_TIME_UNITS = ['年', '月', '天'] as const;
export type GoodsTimeUnit = (typeof GOODS_TIME_UNITS)[number];
export const GOODS_TIME_PATTERN = /^(\d{1,3})(年|月|天)$/;

const businessTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => (BUSINESS_TYPES as number[]).includes(v), 'unknown businessType');
const regionCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'regionCode must be 6 digits');
/** Trade numbers: WeChat allows 6-32 characters of [A-Za-z0-9_-|*]; ours are alphanumeric. */
export const outTradeNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8,32}$/, 'outTradeNo is invalid');
/** Comma-separated or repeated region codes (`ranges=330100,330200` or `ranges[]=`). */
const rangesSchema = z
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

export const WechatTradeState = {
  NOTPAY: 'NOTPAY',
  SUCCESS: 'SUCCESS',
  CLOSED: 'CLOSED',
  PAYERROR: 'PAYERROR',
  REVOKED: 'REVOKED',
  USERPAYING: 'USERPAYING',
  REFUND: 'REFUND',
} as const;
export type WechatTradeStateValue = (typeof WechatTradeState)[keyof typeof WechatTradeState];
export const AlipayTradeStatus = {
  WAIT_BUYER_PAY: 'WAIT_BUYER_PAY',
  TRADE_SUCCESS: 'TRADE_SUCCESS',
  TRADE_FINISHED: 'TRADE_FINISHED',
  TRADE_CLOSED: 'TRADE_CLOSED',
} as const;
export type AlipayTradeStatusValue = (typeof AlipayTradeStatus)[keyof typeof AlipayTradeStatus];

export const wechatQuerySchema = z.object({
  outTradeNo: z.string(),
  trade_state: z.string(),
  trade_state_desc: z.string(),
});
export const alipayQuerySchema = z.object({
  outTradeNo: z.string(),
  alipay_trade_query_response: z.object({ out_trade_no: z.string(), trade_status: z.string() }),
});

export const OrderStatus = { UNPAID: 0, PAID: 1, CANCELLED: 2 } as const;

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
const pageOf = <T extends z.ZodType>(row: T) =>
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

const P = SERVICE.pay;

export const payApi = {
  mealShow: endpoint({
    method: 'GET',
    path: `${P}/set-meal/mealShow`,
    input: noInput,
    output: z.array(mealSchema),
    auth: 'public',
  }),
  memberInfo: endpoint({
    method: 'GET',
    path: `${P}/member/member-info`,
    input: z.object({ tenantId: tenantIdSchema.optional(), userId: shortText(32).optional() }),
    output: memberInfoSchema,
    auth: 'user',
  }),
  isPVIP: endpoint({
    method: 'GET',
    path: `${P}/member/isPVIP`,
    input: noInput,
    output: z.boolean(),
    auth: 'user',
  }),
  /** Existing-order check: data 'false' when the tenant may order; otherwise a 91001 message. */
  existOrder: endpoint({
    method: 'GET',
    path: `${P}/tenant-buy-record/existOrder`,
    input: z.object({ tenantId: tenantIdSchema.optional() }),
    output: z.literal('false'),
    auth: 'user',
  }),
  createOrder: endpoint({
    method: 'POST',
    path: `${P}/tenant-buy-record/createOrder`,
    input: createOrderSchema,
    output: z.string(),
    auth: 'user',
  }),
  orderPage: endpoint({
    method: 'GET',
    path: `${P}/tenant-buy-record/page`,
    input: pageInputSchema.extend({
      status: z.coerce.number().int().min(0).max(2).optional(),
    }),
    output: pageOf(orderRowSchema),
    auth: 'user',
  }),
  orderDetail: endpoint({
    method: 'GET',
    path: `${P}/tenant-buy-record/detail`,
    input: z.object({ outTradeNo: outTradeNoSchema }),
    output: orderRowSchema,
    auth: 'user',
  }),
  wxNativePay: endpoint({
    method: 'POST',
    path: `${P}/wxPay/nativePay`,
    input: z.object({
      outTradeNo: outTradeNoSchema,
      payType: z.coerce.number().pipe(z.literal(PayType.WECHAT)),
    }),
    output: payOrderSchema,
    auth: 'user',
  }),
  wxOrderQuery: endpoint({
    method: 'GET',
    path: `${P}/wxPay/orderQuery`,
    input: z.object({ outTradeNo: outTradeNoSchema }),
    output: wechatQuerySchema,
    auth: 'user',
  }),
  aliPreCreate: endpoint({
    method: 'POST',
    path: `${P}/aliPay/tradePreCreatePay`,
    input: z.object({
      outTradeNo: outTradeNoSchema,
      payType: z.coerce.number().pipe(z.literal(PayType.ALIPAY)),
    }),
    output: payOrderSchema,
    auth: 'user',
  }),
  aliTradeQuery: endpoint({
    method: 'GET',
    path: `${P}/aliPay/tradeQuery`,
    input: z.object({ outTradeNo: outTradeNoSchema }),
    output: alipayQuerySchema,
    auth: 'user',
  }),
  paySettings: endpoint({
    method: 'GET',
    path: `${P}/pay/settings`,
    input: noInput,
    output: paySettingsSchema,
    auth: 'public',
  }),
  isBuy: endpoint({
    method: 'POST',
    path: `${P}/pay/isBuy`,
    input: z.object({ businessType: businessTypeSchema, ranges: rangesSchema }),
    output: z.boolean(),
    auth: 'user',
  }),
  isBuy1: endpoint({
    method: 'POST',
    path: `${P}/pay/isBuy1`,
    input: z.object({ businessType: businessTypeSchema, ranges: rangesSchema }),
    output: z.boolean(),
    auth: 'user',
  }),
  isEnough: endpoint({
    method: 'GET',
    path: `${P}/pay/isEnough`,
    input: noInput,
    output: z.object({ enough: z.boolean(), accountNum: z.number().int(), usedNum: z.number().int() }),
    auth: 'user',
  }),
  queryBuyRegions: endpoint({
    method: 'GET',
    path: `${P}/pay/queryBuyRegions`,
    input: z.object({ businessType: businessTypeSchema }),
    output: z.array(z.string()),
    auth: 'user',
  }),
  queryBuyProductsV2: endpoint({
    method: 'GET',
    path: `${P}/pay/queryBuyProductsV2`,
    input: noInput,
    output: z.array(purchasedProductSchema),
    auth: 'user',
  }),
  queryBuyProductsV3: endpoint({
    method: 'GET',
    path: `${P}/pay/queryBuyProductsV3`,
    input: noInput,
    output: z.array(
      z.object({ businessType: z.number().int(), regions: z.array(z.string()), expireTime: z.string() }),
    ),
    auth: 'user',
  }),
  msgAlert: endpoint({
    method: 'GET',
    path: `${P}/goodsusercodedetail/msgAlert`,
    input: noInput,
    output: z.object({ alert: z.boolean(), days: z.number().int(), expireTime: z.string().nullable() }),
    auth: 'user',
  }),
  trialInfo: endpoint({
    method: 'GET',
    path: `${P}/trial/info`,
    input: z.object({ domain: shortText(255).optional() }),
    output: trialInfoSchema,
    auth: 'user',
  }),
  trialActive: endpoint({
    method: 'POST',
    path: `${P}/trial/active`,
    input: z.object({ regionCode: regionCodeSchema, domain: shortText(255).optional() }),
    output: z.object({ endDate: z.string() }),
    auth: 'user',
  }),
  scanActive: endpoint({
    method: 'POST',
    path: `${P}/equityAccountCodeManagement/scanActive`,
    input: z.object({
      code: activationCodeSchema,
      joinMode: z.coerce.number().pipe(z.literal(ACTIVATION_JOIN_MODE)),
    }),
    output: z.object({ productName: z.string(), expireTime: z.string() }),
    auth: 'user',
  }),
  codeProducts: endpoint({
    method: 'GET',
    path: `${P}/equityAccountCodeManagement/products`,
    input: noInput,
    output: z.array(productSchema),
    auth: 'user',
  }),
  codeCreateBatch: endpoint({
    method: 'POST',
    path: `${P}/equityAccountCodeManagement/createBatch`,
    input: z.object({
      productId: shortText(32).min(1),
      goodsTime: z.string().trim().regex(GOODS_TIME_PATTERN, 'goodsTime must be like 1年, 6月 or 30天'),
      count: z.coerce.number().int().min(1).max(500),
    }),
    output: z.object({ batchNo: z.string(), codes: z.array(z.string()) }),
    auth: 'user',
  }),
  codePage: endpoint({
    method: 'GET',
    path: `${P}/equityAccountCodeManagement/page`,
    input: pageInputSchema.extend({
      status: z.coerce.number().int().min(0).max(1).optional(),
      batchNo: shortText(32).optional(),
    }),
    output: pageOf(codeRowSchema),
    auth: 'user',
  }),
  /** Link of the external customer-acquisition site (service 10000017). */
  serviceLink: endpoint({
    method: 'GET',
    path: `${P}/pay/serviceLink`,
    input: z.object({ phoneNumber: shortText(20).optional(), userId: shortText(32).optional() }),
    output: z.string(),
    auth: 'user',
  }),
  /** Form encoded (spec 1 §7); only a tenant of the caller. */
  tenantAdmin: endpoint({
    method: 'POST',
    path: `${SERVICE.system}/user/getUserAdminByTenantId`,
    input: z.object({ tenantId: tenantIdSchema }),
    output: z.object({ userId: z.string(), realName: z.string() }),
    auth: 'user',
  }),
};
