/** Chat constants (spec 1 §9, spec 2 §9) and the transport's own limits. Zod-free. */
export const MESSAGE_TYPES = ['text', 'face', 'image', 'audio', 'video', 'file', 'custom', 'merged'] as const;

export const IM_LIMITS = {
  /** History page (spec 1 §9). */
  historyPage: 30,
  /** Tencent Cloud Chat answers at most 15 messages a call: two calls make one page. */
  tencentHistoryCall: 15,
  /** Group list page size (spec 2 §9). */
  groupPage: 101,
  /** Forward one by one (type 2) at most 30 messages (spec 1 §5). */
  forwardMax: 30,
  /** Merged record abstract: the first 3 messages, each cut to 20 characters. */
  mergedAbstractCount: 3,
  mergedAbstractChars: 20,
  /** Forward search box (spec 1 §5). */
  forwardSearch: 50,
  /** Add-friend verification text and remark (spec 1 §5). */
  wording: 100,
  remark: 32,
  /** Title counter shows 99+ above this (spec 2 §9). */
  titleCounterMax: 99,
  /** A text message's characters; a whole frame's bytes. */
  textChars: 5000,
  frameBytes: 64 * 1024,
  /** Messages after each cursor answered by one `sync`, and cursors in one `sync`. */
  syncPerConversation: 200,
  syncConversations: 500,
  /** Frames one socket may send per second before it is closed (rate limit). */
  framesPerSecond: 20,
  /** Group name and member nickname. */
  groupName: 30,
  nickname: 20,
  /** Members in one general group. */
  groupMembers: 500,
} as const;

/**
 * Group tip operation codes (spec 2 §4 IM group notifications: 1-10, 12-14 and 255 each map to a
 * text). The numbering follows Tencent Cloud Chat's group tip operation types, so the same
 * renderer serves both transports.
 */
export const GROUP_TIP = {
  join: 1,
  quit: 2,
  kick: 3,
  setAdmin: 4,
  cancelAdmin: 5,
  groupInfo: 6,
  memberInfo: 7,
  topicCreated: 8,
  topicDeleted: 9,
  topicInfo: 10,
  banned: 12,
  unbanned: 13,
  memberMuteAll: 14,
  custom: 255,
} as const;
export type GroupTipCode = (typeof GROUP_TIP)[keyof typeof GROUP_TIP];

/** Custom message kinds the chat renders as tips (spec 1 §4 Chat). */
export const CUSTOM_TIP_KINDS = [
  'groupCreate',
  'groupRemove',
  'groupInvite',
  'friendAdd',
  'friendVerify',
] as const;

/**
 * Custom kinds only the server writes: group tips, the friend-verify message the accept of a
 * friend application sends (spec 1 §4), work reminders, 政企通's notices and appeal updates
 * (modules/gov), 会员管理's dues reminders and notices to members (modules/association) and
 * 企业监控's daily digest (modules/company-tracking). A
 * client sending one is refused; forwarding leaves them out.
 */
export const SERVER_ONLY_KINDS = [
  'groupTip',
  'friendVerify',
  'workReminder',
  'govNotice',
  'govAppeal',
  'assocDues',
  'assocNotice',
  'companyWatch',
] as const;

/**
 * The platform's system account that sends work reminders (due lead follow-ups and customer
 * tasks, issue 26) as chat messages: it cannot sign in, is never found by search, and takes no
 * replies. Created by a migration.
 */
export const SYSTEM_SENDER_ID = '1000000000000000000';

/**
 * Chat send error codes, numbered as Tencent Cloud Chat numbers them so the portal maps one set
 * (spec 1 §8): 10007/10004 not a group member, 20003 no such sender or receiver, 80002 (silent).
 */
export const IM_CODE = {
  notGroupMember: 10007,
  groupGone: 10004,
  userMissing: 20003,
  notFriend: 20009,
  sensitiveWord: 80001,
  tooLarge: 80002,
  rateLimited: 429,
  badRequest: 400,
} as const;

/** The chat socket (wire protocol: realtime.ts). */
export const IM_SOCKET_PATH = '/api/platform-im/socket';

export const CLOSE_CODES = {
  /** No `hello` in time, or the token is invalid or expired. */
  unauthorized: 4001,
  /**
   * The access token reached its expiry (`exp`) while the socket was open: get a fresh token and
   * reconnect at once (the unacknowledged outbox is resent, stored once).
   */
  expired: 4002,
  /** The session was revoked (logout, password change): do not reconnect. */
  revoked: 4003,
  /** Too many frames: the client should slow down and reconnect later. */
  rateLimited: 4008,
  /** A frame that is not JSON or not a known shape. */
  badFrame: 4000,
} as const;
