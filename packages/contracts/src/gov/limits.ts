/**
 * Limits and fixed lists of the 政企通 workspace (docs/gov.md). The categories are fixed; each
 * desk sets the days an appeal of a category has before it is overdue (DEFAULT_CATEGORY_DAYS until
 * it does).
 */
export const GOV_LIMITS = {
  titleMax: 60,
  contentMax: 2000,
  textMax: 2000,
  reasonMax: 200,
  commentMax: 300,
  noticeTitleMax: 60,
  noticeBodyMax: 5000,
  deskNameMax: 40,
  departmentNameMax: 20,
  departmentsMax: 50,
  attachmentsMax: 5,
  attachmentNameMax: 100,
  noticeCompaniesMax: 200,
  keywordMax: 40,
  contactNameMax: 20,
  daysMin: 1,
  daysMax: 90,
  pageSizeMax: 50,
} as const;

export const GOV_CATEGORIES = ['policy', 'finance', 'talent', 'land', 'approval', 'other'] as const;
export type GovCategory = (typeof GOV_CATEGORIES)[number];

/** Days to answer, per category, until the desk sets its own. */
export const DEFAULT_CATEGORY_DAYS: Record<GovCategory, number> = {
  policy: 5,
  finance: 10,
  talent: 7,
  land: 15,
  approval: 7,
  other: 10,
};

/**
 * submitted → accepted → assigned → answered → closed; submitted or accepted → rejected (with a
 * reason). A transfer reassigns an assigned appeal to another department or person (it stays assigned).
 */
export const APPEAL_STATES = ['submitted', 'accepted', 'assigned', 'answered', 'closed', 'rejected'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
/** States in which the desk still owes an answer (the deadline counts). */
export const OPEN_APPEAL_STATES = ['submitted', 'accepted', 'assigned'] as const;

export const APPEAL_ACTIONS = ['accept', 'assign', 'transfer', 'answer', 'close', 'reject'] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];

export const APPEAL_EVENT_KINDS = [
  'submitted',
  'accepted',
  'assigned',
  'transferred',
  'answered',
  'closed',
  'rejected',
  'supplemented',
  'rated',
] as const;
export type AppealEventKind = (typeof APPEAL_EVENT_KINDS)[number];

export const NOTICE_CATEGORIES = ['notice', 'policy'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
export const NOTICE_TARGETS = ['all', 'chosen'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];

/** MIME types an attachment may have, by the extension its name ends with (the files module's answer). */
export const GOV_ATTACHMENT_TYPES: Record<string, readonly string[]> = {
  pdf: ['application/pdf'],
  doc: ['application/x-cfb', 'application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/x-cfb', 'application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/x-cfb', 'application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  zip: ['application/zip'],
  txt: ['text/plain'],
  csv: ['text/csv'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
};

/** Whether a file's name and its type (as the files module detected it from the bytes) agree. */
export function attachmentTypeMatches(name: string, mime: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return (GOV_ATTACHMENT_TYPES[ext] ?? []).includes(mime);
}
