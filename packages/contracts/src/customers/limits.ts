/**
 * Limits of the 客户管理 workspace (docs/customers.md). Free of zod so the portal reads them
 * without the schemas.
 */
export const CUSTOMERS_LIMITS = {
  nameMax: 100,
  /** Tags on one customer, and characters of one tag. */
  tagsMax: 10,
  tagMax: 20,
  /** Collaborators of one customer. */
  collaboratorsMax: 20,
  /** Contacts of one customer. */
  contactsMax: 50,
  contactNameMax: 40,
  contactTitleMax: 40,
  emailMax: 100,
  keywordMax: 50,
  /** Customers of one organisation (an import or create past it is refused). */
  customersPerTenant: 100_000,
  /** Customers named in one reassignment or conversion call. */
  idsMax: 500,
  /** Pipeline stages of an organisation: at least one open, one won and one lost. */
  stagesMin: 3,
  stagesMax: 12,
  stageNameMax: 20,
  dealTitleMax: 100,
  /** A deal's amount, 元. */
  amountMax: 1e12,
  /** Open deals the board answers (the rest are reached through the table). */
  boardMax: 2000,
  activityTextMax: 2000,
  /** Activities of one customer's timeline answered in one call (newest first). */
  timelineMax: 200,
  taskTitleMax: 100,
  /** Rows of one import file (after the header), and its bytes. */
  importRowsMax: 5000,
  importBytesMax: 2 * 1024 * 1024,
  /** Rows of one export. */
  exportRowsMax: 20_000,
  /** Tasks of the due list (today and overdue). */
  dueMax: 100,
  /** A saved view's name (characters), and the views one member keeps of one table. */
  savedViewNameMax: 30,
  savedViewsPerTable: 20,
} as const;

/** The tables a member saves views of (视图: filters and column settings). */
export const SAVED_VIEW_TABLES = ['customers', 'deals'] as const;
export type SavedViewTable = (typeof SAVED_VIEW_TABLES)[number];
/** The columns a view of each table orders and hides: the portal's column keys, in their default order. */
export const SAVED_VIEW_COLUMNS = {
  customers: ['name', 'ownerName', 'tags', 'source', 'openDeals', 'openAmount', 'lastActivityAt'],
  deals: [
    'title',
    'customerName',
    'amount',
    'stage',
    'probability',
    'expectedCloseOn',
    'ownerName',
    'actions',
  ],
} as const satisfies Record<SavedViewTable, readonly string[]>;

/** The default pipeline of an organisation that has not set its own (issue 26 item 6). */
export const DEFAULT_DEAL_STAGES = [
  { key: 'initial', name: '初步接洽', probability: 10, kind: 'open' },
  { key: 'needs', name: '需求确认', probability: 30, kind: 'open' },
  { key: 'quote', name: '方案报价', probability: 50, kind: 'open' },
  { key: 'negotiation', name: '商务谈判', probability: 70, kind: 'open' },
  { key: 'won', name: '赢单', probability: 100, kind: 'won' },
  { key: 'lost', name: '输单', probability: 0, kind: 'lost' },
] as const;
