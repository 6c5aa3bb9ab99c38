import { z } from 'zod';
import { entPageInput, entPageOf } from '../bigdata/schemas';
import { endpoint, noInput } from '../envelope';
import { shortText } from '../validation';
import { cardBasicSchema, idSchema } from '../vcard/schemas';
import { IM_LIMITS } from './constants';
import { friendsRoutes as routes } from './friends-routes';
import { sectionInput } from './section';

// ---------------------------------------------------------------- inputs

/** An organisation is a tenant of type 2 or 3: its id is the tenant id. */
export const orgIdSchema = z.coerce
  .string()
  .trim()
  .regex(/^\d{6}$/, 'orgId must be a tenant id (6 digits)');
/** 2 or 3: /im/index narrows the organisation list to type 3 (spec 1 §4). */
export const orgTypeSchema = z.coerce.number().pipe(z.union([z.literal(2), z.literal(3)]));
/** A search keyword: trimmed, 1 to 50 characters (spec 1 §9 search 50). */
export const peopleKeyword = z.string().trim().min(1).max(IM_LIMITS.forwardSearch);
const optionalKeyword = shortText(IM_LIMITS.forwardSearch).optional();

export const imUserInfoInput = z.object({
  /** Another user's id, or their IM account (the user id); neither: the caller. */
  userId: idSchema.optional(),
  imAccount: idSchema.optional(),
});
export const personalCardInput = z.object({ userId: idSchema.optional() });
export const peopleSearchInput = entPageInput.extend({ keyword: peopleKeyword });
export const searchPersonInput = z.object({ keyword: peopleKeyword, orgId: orgIdSchema.optional() });
export const keywordInput = z.object({ keyword: optionalKeyword });
/** Friends; a section IM page sends its section to list only the section's contacts. */
export const friendsInput = keywordInput.extend(sectionInput.shape);
export const friendUserInput = z.object({ friendUserId: idSchema });
export const friendRemarkInput = z.object({
  friendUserId: idSchema,
  remark: z.string().trim().max(IM_LIMITS.remark, `备注最多${IM_LIMITS.remark}个字`),
});
export const colleagueStatusInput = z.object({ friendUserId: idSchema, myUserId: idSchema });
export const acceptApplyInput = z.object({
  /** The application's id. */
  id: idSchema,
  /** The responder's remark for the new friend. */
  remark: z.string().trim().max(IM_LIMITS.remark).optional(),
});
/** Ids as query params: `ids=1,2` or repeated; at most 100. */
export const applyIdsInput = z.object({
  ids: z
    .union([z.string().max(4000), z.array(z.string().max(19)).max(100)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^\d{1,19}$/, 'id must be 1-19 digits'))
        .min(1)
        .max(100),
    ),
});
export const myOrgsInput = z.object({ type: orgTypeSchema.optional(), userId: idSchema.optional() });
export const colleagueSearchInput = z.object({ keyword: peopleKeyword, type: orgTypeSchema.optional() });
export const orgInput = z.object({ orgId: orgIdSchema });
export const orgGroupIdInput = z.object({ groupId: orgIdSchema });
export const holderPageInput = entPageInput.extend({ keyword: optionalKeyword });
export const forwardTargetsInput = z.object({
  keyWord: peopleKeyword,
  /** Sent by the portal; the server uses the token's user and tenant. */
  imUserId: z.coerce.string().max(64).optional(),
  tenantId: z.coerce.string().max(6).optional(),
});

// ---------------------------------------------------------------- outputs

/** An IM user (spec 1 §3). tenantId, tenantName stay empty for other users. */
export const imUserSchema = z.object({
  id: z.string(),
  imAccount: z.string(),
  userAccountId: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  organizationName: z.string(),
  positionName: z.string(),
  realName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
});

/** A person as the chat lists them; `card` is their visible default card, masked by the server. */
export const imPersonSchema = z.object({
  userId: z.string(),
  imAccount: z.string(),
  name: z.string(),
  avatar: z.string(),
  card: cardBasicSchema.nullable(),
});
export type ImPerson = z.infer<typeof imPersonSchema>;
export const searchPersonRowSchema = imPersonSchema.extend({
  isFriend: z.boolean(),
  isColleague: z.boolean(),
});
export const friendRowSchema = imPersonSchema.extend({ remark: z.string(), createdAt: z.string() });
export const colleagueRowSchema = imPersonSchema.extend({
  orgId: z.string(),
  orgName: z.string(),
  dept: z.string(),
  post: z.string(),
});
export const orgRowSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  type: z.number().int(),
  /** Members other than the caller (0 for an organisation the caller is not in). */
  memberCount: z.number().int(),
});

/** 0 pending, 1 accepted, 2 refused, 3 expired (pending past FRIEND_APPLY_EXPIRE_DAYS). */
export const applyStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const friendApplySchema = z.object({
  id: z.string(),
  direction: z.enum(['received', 'sent']),
  status: applyStatusSchema,
  applyUserId: z.string(),
  respUserId: z.string(),
  /** The other side of the application. */
  person: imPersonSchema,
  source: z.string(),
  wording: z.string(),
  remark: z.string(),
  /** The applicant's handed-out cards still shown (masked); deleted or private ones left out. */
  cards: z.array(cardBasicSchema),
  createdAt: z.string(),
});
export const friendApplyListSchema = z.object({
  received: z.array(friendApplySchema),
  sent: z.array(friendApplySchema),
});
export const colleagueStatusSchema = z.object({ isFriend: z.boolean(), isColleague: z.boolean() });
export const orgPersonsSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  depts: z.array(z.object({ dept: z.string(), persons: z.array(colleagueRowSchema) })),
});
export const forwardTargetsSchema = z.object({
  friends: z.array(friendRowSchema),
  colleagues: z.array(colleagueRowSchema),
});

const ok = z.boolean();

export const friendsApi = {
  selectImUserInfo: endpoint({ ...routes.selectImUserInfo, input: imUserInfoInput, output: imUserSchema }),
  /** The default card the user shows the caller (own: the caller's), masked; null when none. */
  personalBusinessCard: endpoint({
    ...routes.personalBusinessCard,
    input: personalCardInput,
    output: cardBasicSchema.nullable(),
  }),
  searchResult: endpoint({
    ...routes.searchResult,
    input: peopleSearchInput,
    output: entPageOf(searchPersonRowSchema),
  }),
  /** data: true; records that the caller used chat (first and last use). */
  recordImUse: endpoint({ ...routes.recordImUse, input: noInput, output: ok }),
  searchPerson: endpoint({
    ...routes.searchPerson,
    input: searchPersonInput,
    output: z.array(searchPersonRowSchema),
  }),
  searchEnt: endpoint({ ...routes.searchEnt, input: keywordInput, output: z.array(orgRowSchema) }),
  selectFriendApply: endpoint({ ...routes.selectFriendApply, input: noInput, output: friendApplyListSchema }),
  getFriends: endpoint({ ...routes.getFriends, input: friendsInput, output: z.array(friendRowSchema) }),
  deleteFriends: endpoint({ ...routes.deleteFriends, input: friendUserInput, output: ok }),
  setFriendRemark: endpoint({ ...routes.setFriendRemark, input: friendRemarkInput, output: ok }),
  getFriendsCount: endpoint({ ...routes.getFriendsCount, input: noInput, output: z.number().int() }),
  getUserColleagueOrFriendStatus: endpoint({
    ...routes.getUserColleagueOrFriendStatus,
    input: colleagueStatusInput,
    output: colleagueStatusSchema,
  }),
  searchEntForGroupChat: endpoint({
    ...routes.searchEntForGroupChat,
    input: keywordInput,
    output: z.array(orgRowSchema),
  }),
  acceptFriendApply: endpoint({ ...routes.acceptFriendApply, input: acceptApplyInput, output: ok }),
  searchForwardTargets: endpoint({
    ...routes.searchForwardTargets,
    input: forwardTargetsInput,
    output: forwardTargetsSchema,
  }),
  /** data: how many records were deleted (all ids must be the caller's, else none). */
  deleteApplyRecords: endpoint({
    ...routes.deleteApplyRecords,
    input: applyIdsInput,
    output: z.number().int(),
  }),
  getMyOrgListAndCollByUserId: endpoint({
    ...routes.getMyOrgListAndCollByUserId,
    input: myOrgsInput,
    output: z.array(orgRowSchema),
  }),
  searchColleaguesUnderMyOrgs: endpoint({
    ...routes.searchColleaguesUnderMyOrgs,
    input: colleagueSearchInput,
    output: z.array(colleagueRowSchema),
  }),
  getMemberVcardListByOrgId: endpoint({
    ...routes.getMemberVcardListByOrgId,
    input: orgInput,
    output: z.array(cardBasicSchema),
  }),
  getUserListByOrgId: endpoint({
    ...routes.getUserListByOrgId,
    input: orgInput,
    output: z.array(colleagueRowSchema),
  }),
  getOrgAndPersonListByGroupId: endpoint({
    ...routes.getOrgAndPersonListByGroupId,
    input: orgGroupIdInput,
    output: orgPersonsSchema,
  }),
  getVcardListInMyHolder: endpoint({
    ...routes.getVcardListInMyHolder,
    input: holderPageInput,
    output: entPageOf(cardBasicSchema),
  }),
  getVcardBasicInfoById: endpoint({
    ...routes.getVcardBasicInfoById,
    input: z.object({ vcardId: idSchema }),
    output: cardBasicSchema,
  }),
};
