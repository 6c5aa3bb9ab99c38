/** Limits of 企业监控 (docs/company-tracking.md). */
export const COMPANY_TRACKING_LIMITS = {
  /** Companies one user monitors (the monitoring products' quota of a member). */
  companiesMax: 500,
  groupsMax: 20,
  groupNameMax: 20,
  pageSizeMax: 50,
  /** The timeline counts its events up to this many; past it the total reads 10,000+. */
  eventsTotalCap: 10_000,
  /** Writes (groups, adds, removes) per address a minute. */
  writesPerMinute: 60,
} as const;

/**
 * The kinds of change event (the data set's company_changes): 注册资本, 法定代表人, 股东, 住所,
 * 名称, 登记状态, 分支机构, 融资, 司法案件, 行政处罚.
 */
export const COMPANY_EVENT_KINDS = [
  'capital',
  'legalRep',
  'shareholder',
  'address',
  'name',
  'status',
  'branch',
  'financing',
  'court',
  'penalty',
] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];

/** The kinds' Chinese names (the chat digest's text, the zh copy of the kit and the portal). */
export const COMPANY_EVENT_KIND_NAMES: Record<CompanyEventKind, string> = {
  capital: '注册资本变更',
  legalRep: '法定代表人变更',
  shareholder: '股东变更',
  address: '住所变更',
  name: '名称变更',
  status: '登记状态变更',
  branch: '新设分支机构',
  financing: '融资',
  court: '司法案件',
  penalty: '行政处罚',
};

/** The same in English (the portal's copy of every page that lists change events). */
export const COMPANY_EVENT_KIND_NAMES_EN: Record<CompanyEventKind, string> = {
  capital: 'Registered capital changed',
  legalRep: 'Legal representative changed',
  shareholder: 'Shareholders changed',
  address: 'Address changed',
  name: 'Name changed',
  status: 'Registration status changed',
  branch: 'New branch',
  financing: 'Financing',
  court: 'Court case',
  penalty: 'Administrative penalty',
};
