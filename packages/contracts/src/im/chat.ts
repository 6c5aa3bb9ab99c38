import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { urlSchema } from '../validation';
import { chatRoutes, groupRoutes } from './chat-routes';
import { IM_LIMITS } from './constants';
import { chatMessageSchema, chatTargetSchema, messageTypeSchema } from './realtime';
import { imSectionSchema, sectionInput } from './section';

// ---------------------------------------------------------------- ids

const digits = (name: string) =>
  z.coerce
    .string()
    .trim()
    .regex(/^\d{1,19}$/, `${name} must be 1-19 digits`);
export const imUserIdSchema = digits('userId');
export const groupIdSchema = digits('groupId');
/** 'C2C_<smaller user id>_<larger user id>' or 'GROUP_<group id>'. */
export const conversationIdSchema = z
  .string()
  .trim()
  .regex(/^(C2C_\d{1,19}_\d{1,19}|GROUP_\d{1,19})$/, 'not a conversation id');

/** Ids as a JSON array or a comma-separated string (query parameters). */
const idList = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(digits('id')).min(1).max(max),
  );

const pageInput = (defaultSize: number, maxSize: number) =>
  z.object({
    current: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

// ---------------------------------------------------------------- conversations and messages

/** A person as the chat shows them; avatar only http(s) or '//' links, else '' (spec 1 §5). */
export const chatUserProfileSchema = z.object({
  userId: z.string(),
  imAccount: z.string(),
  name: z.string(),
  avatar: z.string(),
});
export type ChatUserProfile = z.infer<typeof chatUserProfileSchema>;

export const groupTypeSchema = z.enum(['general', 'org']);
export const groupSummarySchema = z.object({
  groupId: z.string(),
  conversationID: z.string(),
  type: groupTypeSchema,
  name: z.string(),
  ownerId: z.string(),
  faceUrl: z.string(),
  memberCount: z.number().int(),
  createTime: z.string(),
  /** The group was dissolved: history stays readable, nothing can be sent. */
  dissolved: z.boolean(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const conversationSchema = z.object({
  conversationID: z.string(),
  type: z.enum(['C2C', 'GROUP']),
  userProfile: chatUserProfileSchema.nullable(),
  groupProfile: groupSummarySchema.nullable(),
  lastMessage: z
    .object({ abstract: z.string(), time: z.string(), senderId: z.string(), seq: z.number().int() })
    .nullable(),
  unreadCount: z.number().int(),
  lastSeq: z.number().int(),
  readSeq: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const markReadInput = z.object({
  conversationId: conversationIdSchema,
  /** Read up to this seq; the latest when left out. */
  seq: z.coerce.number().int().min(0).optional(),
});
export const conversationIdInput = z.object({ conversationId: conversationIdSchema });
export const historyInput = z.object({
  conversationId: conversationIdSchema,
  /** Messages before this seq (exclusive); the newest page when left out. */
  beforeSeq: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(IM_LIMITS.historyPage).default(IM_LIMITS.historyPage),
});
/** Oldest first; `more` when older messages remain. */
export const historySchema = z.object({ messages: z.array(chatMessageSchema), more: z.boolean() });

export const sendInput = z.object({
  clientMsgId: z.string().min(8).max(64),
  to: chatTargetSchema,
  type: messageTypeSchema,
  payload: z.record(z.string(), z.unknown()),
});
export const sendResultSchema = z.object({ message: chatMessageSchema, duplicate: z.boolean() });

/** Which transport the portal uses: ours ('platform', sdkAppId 0) or Tencent Cloud Chat. */
export const sdkAppIdSchema = z.object({
  sdkAppId: z.number().int(),
  transport: z.enum(['platform', 'tencent']),
  /** Tencent only: the signed UserSig and its lifetime in seconds. */
  userSig: z.string().optional(),
  expireSeconds: z.number().int().optional(),
});
export type SdkAppId = z.infer<typeof sdkAppIdSchema>;

export const forwardGroupsInput = z.object({
  keyWord: z.string().trim().max(IM_LIMITS.forwardSearch).default(''),
});

// ---------------------------------------------------------------- groups

export const groupIdInput = z.object({ groupId: groupIdSchema });
export const selectGroupsInput = pageInput(IM_LIMITS.groupPage, IM_LIMITS.groupPage).extend({
  keyword: z.string().trim().max(IM_LIMITS.forwardSearch).default(''),
  type: groupTypeSchema.optional(),
  /** A section IM page: only the organisation groups of the caller's organisations. */
  section: imSectionSchema.optional(),
});
export const groupDetailSchema = groupSummarySchema.extend({
  introduction: z.string(),
  notification: z.string(),
  myRole: z.enum(['owner', 'admin', 'member']).nullable(),
  myNickname: z.string(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
export const confirmJoinSchema = z.object({
  isMember: z.boolean(),
  canJoin: z.boolean(),
  group: groupSummarySchema.nullable(),
});
export const groupMemberSchema = z.object({
  userId: z.string(),
  /** The chat account (the user id on our transport), as the spec's member shape names it. */
  imAccount: z.string(),
  userID: z.string(),
  name: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  role: z.enum(['owner', 'admin', 'member']),
  joinTime: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

const groupName = z.string().trim().min(1).max(IM_LIMITS.groupName);
export const modifyGroupBaseInput = z
  .object({
    groupId: groupIdSchema,
    name: groupName.optional(),
    introduction: z.string().trim().max(200).optional(),
    notification: z.string().trim().max(500).optional(),
    faceUrl: urlSchema().or(z.literal('')).optional(),
  })
  .refine((v) => Object.keys(v).length > 1, 'nothing to change');
export const changeOwnerInput = z.object({ groupId: groupIdSchema, userId: imUserIdSchema });
export const createGroupInput = z.object({
  name: groupName.optional(),
  userIds: idList(IM_LIMITS.groupMembers - 1),
});
export const groupUsersInput = z.object({ groupId: groupIdSchema, userIds: idList(IM_LIMITS.groupMembers) });
export const groupUsersResultSchema = z.object({ userIds: z.array(z.string()) });
export const nicknameInput = z.object({
  groupId: groupIdSchema,
  nickname: z.string().trim().max(IM_LIMITS.nickname),
});
export const createRecordSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  creatorId: z.string(),
  memberIds: z.array(z.string()),
  createTime: z.string(),
});
export const createRecordPageInput = pageInput(10, 100);
export const idsInput = z.object({ ids: idList(100) });

const ok = z.boolean();

export const chatApi = {
  conversationList: endpoint({
    ...chatRoutes.conversationList,
    /** A section IM page sends its section: only conversations with the section's contacts. */
    input: sectionInput,
    output: z.array(conversationSchema),
  }),
  /** data: the caller's read seq afterwards. */
  markRead: endpoint({ ...chatRoutes.markRead, input: markReadInput, output: z.number().int() }),
  deleteConversation: endpoint({ ...chatRoutes.deleteConversation, input: conversationIdInput, output: ok }),
  history: endpoint({ ...chatRoutes.history, input: historyInput, output: historySchema }),
  /** Same rules as the socket's send; a refusal answers the IM_CODE with nothing stored. */
  send: endpoint({ ...chatRoutes.send, input: sendInput, output: sendResultSchema }),
  getSdkAppId: endpoint({ ...chatRoutes.getSdkAppId, input: noInput, output: sdkAppIdSchema }),
  /** data: true when the text contains a sensitive word. */
  forwardGroups: endpoint({
    ...chatRoutes.forwardGroups,
    input: forwardGroupsInput,
    output: z.array(groupSummarySchema),
  }),
};

export const groupChatApi = {
  selectGroups: endpoint({
    ...groupRoutes.selectGroups,
    input: selectGroupsInput,
    output: pageOf(groupSummarySchema),
  }),
  ungroup: endpoint({ ...groupRoutes.ungroup, input: groupIdInput, output: ok }),
  loadGroups: endpoint({ ...groupRoutes.loadGroups, input: groupIdInput, output: groupDetailSchema }),
  confirmJoinGroupChat: endpoint({
    ...groupRoutes.confirmJoinGroupChat,
    input: groupIdInput,
    output: confirmJoinSchema,
  }),
  selectGroupMembers: endpoint({
    ...groupRoutes.selectGroupMembers,
    input: groupIdInput,
    output: z.array(groupMemberSchema),
  }),
  modifyGroupBase: endpoint({
    ...groupRoutes.modifyGroupBase,
    input: modifyGroupBaseInput,
    output: groupDetailSchema,
  }),
  enterGroup: endpoint({ ...groupRoutes.enterGroup, input: groupIdInput, output: groupDetailSchema }),
  changeGroupOwner: endpoint({ ...groupRoutes.changeGroupOwner, input: changeOwnerInput, output: ok }),
  createGeneralGroupChat: endpoint({
    ...groupRoutes.createGeneralGroupChat,
    input: createGroupInput,
    output: groupSummarySchema,
  }),
  /** data: the users added (already members are left out). */
  inviteFriendsAndColleague: endpoint({
    ...groupRoutes.inviteFriendsAndColleague,
    input: groupUsersInput,
    output: groupUsersResultSchema,
  }),
  /** data: the organisation group, or null when the current tenant is not an organisation. */
  syncGroupBuilding: endpoint({
    ...groupRoutes.syncGroupBuilding,
    input: noInput,
    output: groupSummarySchema.nullable(),
  }),
  quitGroup: endpoint({ ...groupRoutes.quitGroup, input: groupIdInput, output: ok }),
  /** data: the users removed. */
  deleteGroupMember: endpoint({
    ...groupRoutes.deleteGroupMember,
    input: groupUsersInput,
    output: groupUsersResultSchema,
  }),
  modifyGroupNickname: endpoint({ ...groupRoutes.modifyGroupNickname, input: nicknameInput, output: ok }),
  createRecordPage: endpoint({
    ...groupRoutes.createRecordPage,
    input: createRecordPageInput,
    output: pageOf(createRecordSchema),
  }),
  /** data: how many records were deleted (only the caller's own). */
  createRecordDelete: endpoint({
    ...groupRoutes.createRecordDelete,
    input: idsInput,
    output: z.number().int(),
  }),
};
