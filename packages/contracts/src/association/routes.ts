import type { Route } from '../route';

const A = '/api/platform-member/association';

/**
 * The 会员管理 workspace (/member/memberManage, issue 27 item 8; docs/association.md): an
 * association or chamber of commerce (an organisation that bought business type 3) admits member
 * companies by application, keeps their levels and terms, their annual dues and a directory with
 * business cards, and sees statistics. The spec names no paths for these, so they are ours.
 * Workspace calls need login and business type 3 bought (未购买！ otherwise); the organisation's
 * administrator (or a role granting org.manage) manages, its other members see. The applicant's
 * calls (`apply*`) need login only: any signed-in user of another organisation applies.
 */
export const associationRoutes = {
  /** The caller's role and the badges: pending applications, dues due soon or overdue. */
  overview: { method: 'GET', path: `${A}/overview`, auth: 'user' },
  /** The member levels, highest first (the default four until the administrator sets their own). */
  levelList: { method: 'GET', path: `${A}/level/list`, auth: 'user' },
  /** Replaces the levels (administrator): add, rename, reorder; a level in use cannot be left out. */
  levelSave: { method: 'POST', path: `${A}/level/save`, auth: 'user' },
  /** Members (query: keyword, levelId, state, current, size). */
  memberPage: { method: 'GET', path: `${A}/member/page`, auth: 'user' },
  /** A member company added by the administrator directly (one active membership per company). */
  memberAdd: { method: 'POST', path: `${A}/member/add`, auth: 'user' },
  /** Changes a member's level, term or contact (administrator). */
  memberUpdate: { method: 'POST', path: `${A}/member/update`, auth: 'user' },
  /** Ends a membership (administrator); its dues stay. */
  memberEnd: { method: 'POST', path: `${A}/member/end`, auth: 'user' },
  /** The directory: active members with their contact's business card, masked for the caller (query: keyword). */
  directory: { method: 'GET', path: `${A}/directory`, auth: 'user' },
  /** Applications to join (query: state, current, size). */
  applicationPage: { method: 'GET', path: `${A}/application/page`, auth: 'user' },
  /** Approves a pending application into a member of a level for a term (administrator). */
  applicationApprove: { method: 'POST', path: `${A}/application/approve`, auth: 'user' },
  /** Rejects a pending application with a reason the applicant sees (administrator). */
  applicationReject: { method: 'POST', path: `${A}/application/reject`, auth: 'user' },
  /** Dues (query: year, state or `attention`, memberId, current, size). */
  duesPage: { method: 'GET', path: `${A}/dues/page`, auth: 'user' },
  /** A member's dues for a year (administrator): one per member and year. */
  duesCreate: { method: 'POST', path: `${A}/dues/create`, auth: 'user' },
  /** Marks dues paid on a date (administrator). */
  duesPaid: { method: 'POST', path: `${A}/dues/paid`, auth: 'user' },
  /**
   * 发送催缴提醒 (administrator): a chat message from the system account to the contact user of every
   * active member whose dues are overdue or due soon; once per dues and day.
   */
  duesRemind: { method: 'POST', path: `${A}/dues/remind`, auth: 'user' },
  /** 通知活动: the notices (articles) and events (activities) sent to the members, newest first. */
  postPage: { method: 'GET', path: `${A}/post/page`, auth: 'user' },
  /**
   * Sends one of the organisation's published articles or activities (content module) to the
   * members (administrator): a chat message to every active member's contact user, once per user.
   */
  postSend: { method: 'POST', path: `${A}/post/send`, auth: 'user' },
  /** Members by level, industry and region; this year's dues collected and outstanding. */
  stats: { method: 'GET', path: `${A}/stats`, auth: 'user' },
  /** Whether the association takes applications, and its introduction. */
  settings: { method: 'GET', path: `${A}/settings`, auth: 'user' },
  settingsSave: { method: 'POST', path: `${A}/settings/save`, auth: 'user' },

  /** Applicant side (login only): associations that take applications. */
  applyList: { method: 'GET', path: `${A}/apply/associations`, auth: 'user' },
  /** One association that takes applications (query: associationId), for an application link. */
  applyAssociation: { method: 'GET', path: `${A}/apply/association`, auth: 'user' },
  /** Applies to join for a company of the data set; one pending application per company and association. */
  apply: { method: 'POST', path: `${A}/apply/submit`, auth: 'user' },
  /** The caller's applications to any association, newest first, with their state and reason. */
  applyMine: { method: 'GET', path: `${A}/apply/mine`, auth: 'user' },
  /** The notices and events of the associations whose member the caller is the contact of (≤ 50). */
  applyPosts: { method: 'GET', path: `${A}/apply/posts`, auth: 'user' },
} as const satisfies Record<string, Route>;
