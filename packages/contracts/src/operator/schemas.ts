import { z } from 'zod';
import { DICTIONARY_CODES } from '../constants';
import { GOODS_TIME_UNITS } from '../pay/constants';
import { OPERATOR_LIMITS as L } from './limits';

const version = z.coerce.number().int().min(0);

export const operatorMeSchema = z.object({ operator: z.boolean() });

const word = z.string().trim().min(1).max(L.wordMax);
export const sensitiveWordPageInput = z.object({
  keyword: z.string().trim().max(L.wordMax).optional(),
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSizeMax).default(20),
});
export const sensitiveWordSchema = z.object({ word: z.string(), createdAt: z.string() });
export const sensitiveWordPageSchema = z.object({
  records: z.array(sensitiveWordSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type SensitiveWord = z.infer<typeof sensitiveWordSchema>;
export const sensitiveWordsInput = z.object({ words: z.array(word).min(1).max(L.wordsPerCall) });
export const sensitiveWordsChangedSchema = z.object({ changed: z.number().int(), total: z.number().int() });

export const dictionaryCodeSchema = z.enum(DICTIONARY_CODES);
export const dictionaryCodesSchema = z.array(
  z.object({ code: dictionaryCodeSchema, entries: z.number().int() }),
);
export const dictionaryEntrySchema = z.object({
  dictKey: z.string().trim().min(1).max(L.dictKeyMax),
  dictValue: z.string().trim().max(L.dictValueMax),
  sort: z.coerce.number().int().min(0).max(9999),
});
export type DictionaryEntryInput = z.infer<typeof dictionaryEntrySchema>;
export const dictionaryEntriesInput = z.object({ code: dictionaryCodeSchema });
export const dictionaryEntriesSchema = z.object({
  code: dictionaryCodeSchema,
  entries: z.array(dictionaryEntrySchema),
});
export const dictionarySaveInput = z.object({
  code: dictionaryCodeSchema,
  entries: z.array(dictionaryEntrySchema).max(L.dictionaryEntriesMax),
});

export const editionGoodsSchema = z.object({
  goodsId: z.string(),
  /** Yuan. */
  price: z.number(),
  timeValue: z.number().int(),
  timeUnit: z.enum(GOODS_TIME_UNITS),
  /** Yuan a day, as the VIP dialog shows it. */
  dailyPrice: z.number(),
  isRecommend: z.boolean(),
  sort: z.number().int(),
  retired: z.boolean(),
  version: z.number().int(),
});
export type EditionGoods = z.infer<typeof editionGoodsSchema>;
export const editionSchema = z.object({
  mealId: z.string(),
  code: z.enum(['C', 'D']),
  mealName: z.string(),
  minAccountNum: z.number().int(),
  maxAccountNum: z.number().int(),
  version: z.number().int(),
  goods: z.array(editionGoodsSchema),
});
export type Edition = z.infer<typeof editionSchema>;
export const editionsSchema = z.array(editionSchema);

export const mealSaveInput = z.object({
  mealId: z.string().trim().min(1).max(32),
  version,
  mealName: z.string().trim().min(1).max(20),
  minAccountNum: z.coerce.number().int().min(1).max(L.seatsMax),
  maxAccountNum: z.coerce.number().int().min(1).max(L.seatsMax),
});
export const goodsSaveInput = z.object({
  /** Absent for a new price. */
  goodsId: z.string().trim().min(1).max(32).optional(),
  version: version.optional(),
  mealId: z.string().trim().min(1).max(32),
  price: z.coerce
    .number()
    .positive('a price is more than zero')
    .max(L.priceMax)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'a price has at most two decimals'),
  timeValue: z.coerce.number().int().min(1).max(L.timeValueMax),
  timeUnit: z.enum(GOODS_TIME_UNITS),
  isRecommend: z.boolean(),
  sort: z.coerce.number().int().min(0).max(999),
});
export type GoodsSaveInput = z.infer<typeof goodsSaveInput>;
export const goodsRetireInput = z.object({ goodsId: z.string().trim().min(1).max(32), version });

export const partnerSummarySchema = z.object({
  id: z.string(),
  customer: z.string(),
  name: z.string(),
  origins: z.array(z.string()),
  ratePerMinute: z.number().int(),
  /** Until when the replaced secret still verifies (ISO time); null: only the current one. */
  previousSecretUntil: z.string().nullable(),
});
export type OperatorPartner = z.infer<typeof partnerSummarySchema>;
/** Refused widget requests of the last days, per customer, origin and reason. */
export const partnerRefusalSchema = z.object({
  customer: z.string(),
  origin: z.string(),
  reason: z.enum(['origin', 'signature', 'rate']),
  count: z.number().int(),
  lastAt: z.string(),
});
export type OperatorPartnerRefusal = z.infer<typeof partnerRefusalSchema>;
export const partnersSchema = z.object({
  customers: z.array(z.object({ code: z.string(), platformName: z.string() })),
  partners: z.array(partnerSummarySchema),
  refusals: z.array(partnerRefusalSchema),
});
const partnerId = z.string().trim().min(1).max(64);
/** The origin is checked by the server (exact: scheme, host and port) with its own message. */
const origin = z.string().trim().min(1).max(200);
export const partnerOriginAddInput = z.object({
  customer: z.string().trim().min(1).max(32),
  origin,
  partnerId: partnerId.optional(),
  name: z.string().trim().min(1).max(60).optional(),
});
export const partnerOriginAddSchema = z.object({
  partner: partnerSummarySchema,
  /** Only when the partner was made now: give it to the partner's backend. */
  secret: z.string().optional(),
});
export const partnerOriginRemoveInput = z.object({ partnerId, origin });
export const partnerIdInput = z.object({ partnerId });
/** A new secret; the replaced one keeps verifying for graceHours (0: it stops at once). */
export const partnerSecretRotateInput = z.object({
  partnerId,
  graceHours: z.coerce.number().int().min(0).max(L.secretGraceHoursMax).default(L.secretGraceHoursDefault),
});
export const partnerSecretSchema = z.object({ secret: z.string() });
export const partnerRateInput = z.object({ partnerId, ratePerMinute: z.coerce.number() });

// ------------------------------------------------------------------ health (issue 32 item 6)

export const HEALTH_ADAPTER_NAMES = ['database', 'redis', 'sms', 'payments', 'storage', 'chat'] as const;
export const operatorHealthSchema = z.object({
  adapters: z.array(
    z.object({
      adapter: z.enum(HEALTH_ADAPTER_NAMES),
      /** Which implementation is live (e.g. postgres, pglite; none when not configured). */
      kind: z.string(),
      configured: z.boolean(),
      lastError: z.object({ message: z.string(), at: z.string(), count: z.number().int() }).nullable(),
    }),
  ),
  queues: z.array(
    z.object({
      queue: z.enum(['reports']),
      waiting: z.number().int(),
      running: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  failedReports: z.array(
    z.object({
      id: z.string(),
      tenantId: z.string(),
      entName: z.string(),
      failReason: z.string().nullable(),
      attempts: z.number().int(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
export type OperatorHealth = z.infer<typeof operatorHealthSchema>;
export const reportRetryInput = z.object({ reportId: z.string().trim().min(1).max(64) });
export const reportRetrySchema = z.object({ id: z.string(), status: z.literal('queued') });
