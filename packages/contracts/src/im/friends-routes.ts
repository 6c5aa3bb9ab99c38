import type { Route } from '../route';
import { SERVICE } from '../services';

const I = SERVICE.im;

/**
 * The people side of chat (spec 1 §7 Friends, groups, chat): IM users, friends, friend
 * applications, colleagues and the card folder as the chat shows them. Paths verbatim after the
 * service name; where the spec shows none (forward-target search) the choice is in docs/im.md.
 * Zod-free, so the portal can import it in its first bundle.
 */
export const friendsRoutes = {
  selectImUserInfo: { method: 'GET', path: `${I}/imuser/selectImUserInfo`, auth: 'user' },
  personalBusinessCard: { method: 'GET', path: `${I}/imuser/personalBusinessCard`, auth: 'user' },
  searchResult: { method: 'GET', path: `${I}/imuser/searchresult`, auth: 'user' },
  recordImUse: { method: 'POST', path: `${I}/imuseruserecording/save`, auth: 'user' },
  searchPerson: { method: 'GET', path: `${I}/friend/searchperson`, auth: 'user' },
  searchEnt: { method: 'GET', path: `${I}/friend/searchent`, auth: 'user' },
  selectFriendApply: { method: 'GET', path: `${I}/friend/selectFriendApply`, auth: 'user' },
  getFriends: { method: 'GET', path: `${I}/friend/getfriends`, auth: 'user' },
  deleteFriends: { method: 'GET', path: `${I}/friend/deletefriends`, auth: 'user' },
  setFriendRemark: { method: 'GET', path: `${I}/friend/setFriendRemark`, auth: 'user' },
  getFriendsCount: { method: 'GET', path: `${I}/friend/getfriendscount`, auth: 'user' },
  getUserColleagueOrFriendStatus: {
    method: 'GET',
    path: `${I}/friend/getUserColleagueOrFriendStatus`,
    auth: 'user',
  },
  searchEntForGroupChat: { method: 'GET', path: `${I}/friend/searchEntForGroupChat`, auth: 'user' },
  acceptFriendApply: { method: 'POST', path: `${I}/friend/acceptfriendapply`, auth: 'user' },
  /** Friends and colleagues matching a keyword, for the forward dialog (groups: the chat contract). */
  searchForwardTargets: { method: 'GET', path: `${I}/friend/searchForwardTargets`, auth: 'user' },
  deleteApplyRecords: { method: 'POST', path: `${I}/applyfriendrecord/delete`, auth: 'user' },
  getMyOrgListAndCollByUserId: {
    method: 'GET',
    path: `${I}/groupmembers/getMyOrgListAndCollByUserId`,
    auth: 'user',
  },
  searchColleaguesUnderMyOrgs: {
    method: 'GET',
    path: `${I}/groupmembers/searchColleaguesUnderMyOrgs`,
    auth: 'user',
  },
  getMemberVcardListByOrgId: {
    method: 'GET',
    path: `${I}/groupmembers/getMemberVcardListByOrgId`,
    auth: 'user',
  },
  getUserListByOrgId: { method: 'GET', path: `${I}/groupmembers/getUserListByOrgId`, auth: 'user' },
  getOrgAndPersonListByGroupId: {
    method: 'GET',
    path: `${I}/groupmembers/getOrgAndPersonListByGroupId`,
    auth: 'user',
  },
  getVcardListInMyHolder: {
    method: 'GET',
    path: `${I}/mycardholder/getVcardListInMyHolder`,
    auth: 'user',
  },
  getVcardBasicInfoById: { method: 'GET', path: `${I}/mycard/getVcardBasicInfoById`, auth: 'user' },
} as const satisfies Record<string, Route>;
