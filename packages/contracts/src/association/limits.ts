/** Bounds and vocabularies of the 会员管理 workspace, without zod so the portal can import them (docs/association.md). */
export const ASSOCIATION_LIMITS = {
  levelsMax: 20,
  levelNameMax: 20,
  companyNameMax: 100,
  contactNameMax: 30,
  noteMax: 200,
  reasonMax: 200,
  introMax: 300,
  keywordMax: 50,
  /** Dues in yuan with two decimals: more than 0, at most ten million. */
  duesAmountMax: 10_000_000,
  /** Dues due within this many days (China time) count as due soon (the reminder). */
  duesSoonDays: 30,
  /** Dues one 发送催缴提醒 reminds at most (the most urgent first). */
  duesRemindMax: 1_000,
  /** Posts the member's 通知活动 list shows (newest first, across their associations). */
  memberPostsMax: 50,
  /** Pending applications per applicant user (any association). */
  pendingPerApplicantMax: 20,
  membersMax: 10_000,
  yearMin: 2000,
  yearMax: 2100,
} as const;

/**
 * What an association sends its members (通知活动): a publication of the content module of one of
 * these kinds — an article as a notice, an activity as an event (docs/association.md).
 */
export const ASSOCIATION_POST_KINDS = ['article', 'activity'] as const;
export type AssociationPostKind = (typeof ASSOCIATION_POST_KINDS)[number];

/** The default levels, highest first, until the administrator sets their own. */
export const DEFAULT_ASSOCIATION_LEVELS = {
  zh: ['会长', '副会长', '理事', '会员'],
  en: ['President', 'Vice president', 'Council member', 'Member'],
} as const;

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const MEMBER_STATES = ['active', 'ended'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];
/** overdue is derived: unpaid past the due date (China time). */
export const DUES_STATES = ['unpaid', 'paid', 'overdue'] as const;
export type DuesState = (typeof DUES_STATES)[number];
/** Filters of the dues list: a state, or `attention` (unpaid and due within duesSoonDays, or overdue). */
export const DUES_FILTERS = [...DUES_STATES, 'attention'] as const;
export type DuesFilter = (typeof DUES_FILTERS)[number];
