import { z } from 'zod';
import { entPageInput, entPageOf, dynamicSchema, changeTagGroupSchema } from '../bigdata/schemas';
import { PHONE_PATTERN } from '../phone';
import { shortText } from '../validation';
import { customDynamicSchema, isModuleCode, parseModuleContent, safeUrlSchema } from './content';
import {
  ADD_FRIEND_LIMITS,
  CARD_LIMITS,
  CHANGE_TAG_CODES,
  DYNAMICS_PAGE_SIZE,
  EMAIL_PATTERN,
  MODULE_NAME_MAX,
  type ChangeTagCode,
} from './limits';

// ---------------------------------------------------------------- ids

/** Card, module and user ids are digit strings. */
export const idSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,19}$/, 'id must be 1-19 digits');
export const vcardIdInput = z.object({ vcardId: idSchema });
export const userIdInput = z.object({ userId: idSchema });
export const cardTypeSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));

// ---------------------------------------------------------------- header field rules (spec 1 §5)

export const cardPhoneSchema = z.string().trim().max(20).regex(PHONE_PATTERN, '手机号码格式不正确');
export const cardEmailSchema = z
  .string()
  .trim()
  .max(CARD_LIMITS.email)
  .regex(EMAIL_PATTERN, '邮箱格式不正确')
  .or(z.literal(''));

// ---------------------------------------------------------------- modules

export const moduleInputSchema = z
  .object({
    moduleCode: z.coerce.number().int(),
    moduleName: z.string().trim().max(MODULE_NAME_MAX),
    ifDisplay: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
    /** Text, or a JSON string for the structured codes (see content.ts). */
    content: z.string().max(200_000).default(''),
  })
  .superRefine((m, ctx) => {
    if (!isModuleCode(m.moduleCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['moduleCode'],
        message: `module code ${m.moduleCode} does not exist`,
      });
      return;
    }
    const parsed = parseModuleContent(m.moduleCode, m.content);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['content'], message: parsed.error });
  });
export type ModuleInput = z.infer<typeof moduleInputSchema>;

export const moduleSchema = z.object({
  id: z.string(),
  moduleCode: z.number().int(),
  moduleName: z.string(),
  ifDisplay: z.number().int(),
  content: z.string(),
  sort: z.number().int(),
});
export type CardModuleRow = z.infer<typeof moduleSchema>;

// ---------------------------------------------------------------- card input

const cardFields = {
  type: cardTypeSchema,
  orgId: idSchema.optional().or(z.literal('')),
  orgName: shortText(CARD_LIMITS.orgName).default(''),
  userName: z.string().trim().min(1, '请输入姓名').max(CARD_LIMITS.userName),
  nickName: shortText(CARD_LIMITS.nickName).default(''),
  avatar: safeUrlSchema.or(z.literal('')).default(''),
  post: shortText(CARD_LIMITS.post).default(''),
  dept: shortText(CARD_LIMITS.dept).default(''),
  phone: cardPhoneSchema,
  email: cardEmailSchema.default(''),
  address: shortText(CARD_LIMITS.address).default(''),
  /** Contact masking for other viewers (spec 2 §5); on by default. */
  encrypt: z.boolean().default(true),
  ifOpened: z.boolean().default(true),
  vcardModuleDTOList: z
    .array(moduleInputSchema)
    .max(CARD_LIMITS.modules)
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      for (const m of list) {
        if (seen.has(m.moduleCode))
          ctx.addIssue({ code: 'custom', message: `module code ${m.moduleCode} appears twice` });
        seen.add(m.moduleCode);
      }
    }),
};
export const saveCardInput = z.object(cardFields);
export const updateCardInput = z.object({ id: idSchema, ...cardFields });
export type SaveCardInput = z.infer<typeof saveCardInput>;
export type UpdateCardInput = z.infer<typeof updateCardInput>;

export const sortCardsInput = z.object({ vcardIds: z.array(idSchema).min(1).max(CARD_LIMITS.cards) });
export const privacyInput = z.object({
  vcardId: idSchema,
  ifOpened: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});
export const setDefaultInput = vcardIdInput;

// ---------------------------------------------------------------- card output

/** Relationship of the viewer to the card's owner (spec 2 §3 Business card). */
export const relationSchema = z.object({
  isOwner: z.boolean(),
  isAttention: z.boolean(),
  isFriend: z.boolean(),
  isColleague: z.boolean(),
  isInFolder: z.boolean(),
  friendRemark: z.string(),
});

/** The header of a card; phone, email and address are already masked for other viewers. */
export const cardBasicSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  userCenterAvatar: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  post: z.string(),
  dept: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  encrypt: z.boolean(),
  ifOpened: z.boolean(),
  isDeleted: z.boolean(),
  isDefault: z.boolean(),
  companyId: z.string().nullable(),
  syncTime: z.string(),
});
export type CardBasic = z.infer<typeof cardBasicSchema>;
/** Open cards of one company answered at once (a lead's or a customer's 平台名片). */
export const COMPANY_CARDS_MAX = 20;

export const cardDetailSchema = cardBasicSchema.extend({
  vcardModuleVOList: z.array(moduleSchema),
  /** The linked enterprise is listed (the stock module shows only then). */
  isStockCompany: z.boolean(),
  ...relationSchema.shape,
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

/** A card another viewer may not see: private or deleted (the public view says which). */
export const cardUnavailableSchema = z.object({
  id: z.string(),
  unavailable: z.enum(['private', 'deleted']),
});
export const cardDetailOrUnavailable = z.union([cardDetailSchema, cardUnavailableSchema]);
export type CardDetailOrUnavailable = z.infer<typeof cardDetailOrUnavailable>;

export const cardWithRelationSchema = cardBasicSchema.extend(relationSchema.shape);

export const orgEntrySchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  cardCount: z.number().int(),
});
export const orgCardsInput = z.object({
  orgId: idSchema.optional(),
  orgName: shortText(CARD_LIMITS.orgName).optional(),
});

// ---------------------------------------------------------------- dynamics (spec 2 §4 Dynamics paging)

export const relatedDynamicInput = z.object({
  type: cardTypeSchema.optional(),
  companyId: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional()
    .or(z.literal('')),
  /** The card's own (non-system) dynamics, as a JSON string or a list. */
  customDynamicsJson: z
    .union([z.string().max(500_000), z.array(customDynamicSchema).max(100)])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return [];
      if (Array.isArray(v)) return v;
      try {
        return z.array(customDynamicSchema).max(100).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'customDynamicsJson must be a JSON list of dynamics' });
        return z.NEVER;
      }
    }),
  deletedDynamicIds: z
    .union([z.string().max(50_000), z.array(z.string().max(64)).max(1000)])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',').filter(Boolean))),
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(DYNAMICS_PAGE_SIZE),
});
export const relatedDynamicPageSchema = entPageOf(dynamicSchema);

// ---------------------------------------------------------------- update reminder

export const cardUpdateTagsInput = z.object({
  cardId: idSchema,
  companyId: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  timeCode: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const cardUpdateTagsSchema = z.array(changeTagGroupSchema);
export const addUpdateTagsInput = z.object({
  vcardId: idSchema,
  tags: z
    .array(
      z.object({
        changeTagCode: z.enum(CHANGE_TAG_CODES as [ChangeTagCode, ...ChangeTagCode[]]),
        tagName: z.string().max(2000),
      }),
    )
    .min(1)
    .max(500),
});

// ---------------------------------------------------------------- card folder (cardholder)

export const saveToFolderInput = z.object({
  cardIdList: z.array(idSchema).min(1).max(100),
  /** The spec sends the caller's account id; the server uses the token's user. */
  userAccountId: z.coerce.string().max(64).optional(),
});
export const folderPageInput = entPageInput.extend({ keyword: shortText(50).optional() });
export const folderPageSchema = entPageOf(cardWithRelationSchema);

// ---------------------------------------------------------------- forward payload (spec 2 §3)

export const forwardPayloadSchema = z.object({
  imAccount: z.string(),
  accountName: z.string(),
  accountAvatar: z.string(),
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  company: z.string(),
  dept: z.string(),
  post: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type ForwardPayload = z.infer<typeof forwardPayloadSchema>;

// ---------------------------------------------------------------- following people (user area)

export const attentionUserInput = z.object({
  userId: idSchema,
  /** true follows, false unfollows (like attentionEnt for companies). */
  attention: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
});
export const attentionUsersInput = z.object({ userIds: z.array(idSchema).min(1).max(100) });
export const personPageInput = entPageInput.extend({ keyword: shortText(50).optional() });
export const personRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** Their default card (masked), or null when they have none visible. */
  card: cardBasicSchema.nullable(),
  isAttention: z.boolean(),
  isFan: z.boolean(),
  createdAt: z.string(),
});
export const personPageSchema = entPageOf(personRowSchema);

// ---------------------------------------------------------------- chat helper and add friend

export const relationshipSchema = z.object({
  isFriend: z.boolean(),
  isColleague: z.boolean(),
  isAttention: z.boolean(),
  friendRemark: z.string(),
});
export const friendApplyInput = z.object({
  /** The user asked (the chat issue maps IM accounts onto users). */
  respImUserId: idSchema,
  applyImUserId: z.coerce.string().max(64).optional(),
  applyAddSource: shortText(32).default('card'),
  applyAddWording: shortText(ADD_FRIEND_LIMITS.wording).default(''),
  applyRemark: shortText(ADD_FRIEND_LIMITS.remark).default(''),
  vcardIdList: z.array(idSchema).min(1, '至少选择一张名片').max(CARD_LIMITS.cards),
});
