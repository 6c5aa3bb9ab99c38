import type { Route } from '../route';
import { SERVICE } from '../services';

const IM = SERVICE.im;

/**
 * Chat over REST (conversations, history, read, send) and the chat helpers. `getsdkAppID` is the
 * spec's path; the others are ours (docs/im.md), since the spec's chat ran in a vendor SDK. The
 * sensitive-word check is the content module's, on its spec path (`publicationApi.ifSenWords`).
 */
export const chatRoutes = {
  conversationList: { method: 'GET', path: `${IM}/conversation/list`, auth: 'user', widget: true },
  markRead: { method: 'POST', path: `${IM}/conversation/markRead`, auth: 'user' },
  /** Hides the conversation for the caller until its next message. */
  deleteConversation: { method: 'POST', path: `${IM}/conversation/delete`, auth: 'user' },
  history: { method: 'GET', path: `${IM}/message/history`, auth: 'user', widget: true },
  send: { method: 'POST', path: `${IM}/message/send`, auth: 'user' },
  getSdkAppId: { method: 'GET', path: `${IM}/getsdkAppID`, auth: 'user' },
  /** Forward dialog: the caller's groups whose name contains the keyword. */
  forwardGroups: { method: 'GET', path: `${IM}/groupchat/searchForwardGroups`, auth: 'user' },
} as const satisfies Record<string, Route>;

const G = `${IM}/groupchat`;
const GA = `${IM}/groupchatacc`;
const R = `${IM}/creategroupchatrecord`;

/** Groups (spec 1 §7 Friends, groups, chat), paths verbatim. */
export const groupRoutes = {
  selectGroups: { method: 'GET', path: `${G}/selectGroups`, auth: 'user' },
  /** The owner dissolves a general group. */
  ungroup: { method: 'GET', path: `${G}/ungroup`, auth: 'user' },
  /** One group's base info as the caller sees it. */
  loadGroups: { method: 'GET', path: `${G}/loadgroups`, auth: 'user' },
  /** Whether the caller may enter a group (their organisation's group), before enterGroup. */
  confirmJoinGroupChat: { method: 'GET', path: `${G}/confirmJoinGroupChat`, auth: 'user' },
  selectGroupMembers: { method: 'GET', path: `${GA}/selectGroupMembers`, auth: 'user' },
  modifyGroupBase: { method: 'POST', path: `${G}/modifyGroupBase`, auth: 'user' },
  enterGroup: { method: 'POST', path: `${G}/enterGroup`, auth: 'user' },
  changeGroupOwner: { method: 'POST', path: `${G}/change_group_owner`, auth: 'user' },
  createGeneralGroupChat: { method: 'POST', path: `${G}/creategeneralgroupChat`, auth: 'user' },
  inviteFriendsAndColleague: { method: 'POST', path: `${G}/inviteFriendsAndColleague`, auth: 'user' },
  /** The organisation group of the caller's current tenant, created or brought in line with its members. */
  syncGroupBuilding: { method: 'POST', path: `${G}/syncGroupBuilding`, auth: 'user' },
  /** Leaves a group (an owner hands it to the longest-standing member first). */
  quitGroup: { method: 'POST', path: `${GA}/groupownerquitgroupchat`, auth: 'user' },
  deleteGroupMember: { method: 'POST', path: `${GA}/deleteGroupMember`, auth: 'user' },
  modifyGroupNickname: { method: 'POST', path: `${GA}/modifyGroupNickname`, auth: 'user' },
  createRecordPage: { method: 'GET', path: `${R}/page`, auth: 'user' },
  createRecordDelete: { method: 'POST', path: `${R}/deleteByIds`, auth: 'user' },
} as const satisfies Record<string, Route>;
