import type { Route } from '../route';
import { SERVICE } from '../services';

const S = SERVICE.system;

/**
 * The dynamics feed (spec 2 §7 User area: followDynamic/setting and getListByGroupId), what a user
 * follows besides people and companies (organisations and chains: `followTarget/*`, ours), and the
 * public industry trends of /trends/index (`trends/summary`, ours). See docs/content.md "Follow
 * groups and feed".
 */
export const feedRoutes = {
  /** A page of 10 of what I follow, newest first; `groupId` narrows it to one group (and its subgroups). */
  feedList: { method: 'GET', path: `${S}/followDynamic/getListByGroupId`, auth: 'user' },
  /** Which kinds of items the feed shows (ours: the spec names only the write). */
  feedSettingGet: { method: 'GET', path: `${S}/followDynamic/getSetting`, auth: 'user' },
  feedSetting: { method: 'POST', path: `${S}/followDynamic/setting`, auth: 'user' },
  /** Everything I follow (people, companies, organisations, chains) with names, for the group manager. */
  followTargets: { method: 'GET', path: `${S}/followTarget/list`, auth: 'user' },
  /** Follow or unfollow an organisation (tenant) or an industry chain. */
  followTargetSave: { method: 'POST', path: `${S}/followTarget/save`, auth: 'user' },
  followTargetRemove: { method: 'POST', path: `${S}/followTarget/remove`, auth: 'user' },
  /** Industry trends by chain and region over a period (public). */
  trends: { method: 'GET', path: `${S}/trends/summary`, auth: 'public' },
} as const satisfies Record<string, Route>;

const G = `${S}/group`;
const GO = `${S}/groupOrganization`;

/** The follow-group tree (spec 2 §7 Group tree calls, group/saveGroupTemplate, groupOrganization). */
export const followGroupRoutes = {
  groupInitByCategory: { method: 'GET', path: `${G}/initGroupByCategory`, auth: 'user' },
  groupTree: { method: 'GET', path: `${G}/tree`, auth: 'user' },
  groupBusinessTree: { method: 'GET', path: `${G}/businessTree`, auth: 'user' },
  groupUpdate: { method: 'POST', path: `${G}/update`, auth: 'user' },
  groupSave: { method: 'POST', path: `${G}/save`, auth: 'user' },
  groupRemove: { method: 'POST', path: `${G}/remove`, auth: 'user' },
  groupMove: { method: 'POST', path: `${G}/move`, auth: 'user' },
  groupClone: { method: 'POST', path: `${G}/clone`, auth: 'user' },
  /** Creates the groups of a `group_template_type` dictionary entry (GET as the spec has it). */
  groupSaveTemplate: { method: 'GET', path: `${G}/saveGroupTemplate`, auth: 'user' },
  /** Puts a followed entity into a group (ours: the spec names only remove and getOrgById). */
  groupMemberSave: { method: 'POST', path: `${GO}/save`, auth: 'user' },
  groupMemberRemove: { method: 'POST', path: `${GO}/remove`, auth: 'user' },
  /** The entities of one group. */
  groupMembers: { method: 'GET', path: `${GO}/getOrgById`, auth: 'user' },
} as const satisfies Record<string, Route>;
