import { z } from 'zod';
import { companyIdSchema, entPageInput, entPageOf } from '../bigdata/schemas';
import { isValidUscc } from '../bigdata/uscc';
import { calendarDateSchema, leadIdSchema, leadMemberIdSchema } from '../leads/schemas';
import { PHONE_PATTERN } from '../phone';
import { COMPANY_CARDS_MAX, cardBasicSchema, idSchema } from '../vcard/schemas';
import { CUSTOMERS_LIMITS as L, SAVED_VIEW_COLUMNS, SAVED_VIEW_TABLES, type SavedViewTable } from './limits';

export const CUSTOMER_SOURCES = ['manual', 'data', 'lead', 'import', 'card', 'chat'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];
export const STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
/** Kinds a user logs; the rest are written by the server (created, stage, lead, task, owner). */
export const ACTIVITY_KINDS = ['note', 'call', 'meeting', 'visit', 'email'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const TIMELINE_KINDS = [
  ...ACTIVITY_KINDS,
  'created',
  'stage',
  'lead',
  'task',
  'owner',
  'deal',
  /** A message to a linked contact's card owner (once per contact, user and China day). */
  'chat',
  /** Cards exchanged with, or saved from, a linked contact (params.via: exchange or folder). */
  'card',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const DEAL_STATES = ['open', 'won', 'lost'] as const;

/** bigint ids, as strings of digits. */
export const customerIdSchema = leadIdSchema;
export const memberIdSchema = leadMemberIdSchema;
const keyword = z.string().trim().max(L.keywordMax).optional();
const tag = z.string().trim().min(1).max(L.tagMax);
const tags = z.array(tag).max(L.tagsMax);
const customerName = z.string().trim().min(1, 'name is required').max(L.nameMax);
/** A credit code: shape and check character (GB 32100-2015). */
export const creditCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => isValidUscc(c), 'uscNo is not a valid unified social credit code');
const email = z.string().trim().max(L.emailMax).email('email is not an address');
const phone = z.string().trim().max(20).regex(PHONE_PATTERN, 'phone is not a mobile number');
const amount = z.coerce.number().finite().min(0, 'amount must not be negative').max(L.amountMax);

export const customerMemberSchema = z.object({ userId: z.string(), name: z.string(), isAdmin: z.boolean() });
export const customerMembersSchema = z.array(customerMemberSchema);

// ------------------------------------------------------------------ customers

export const contactInput = z.object({
  name: z.string().trim().min(1, 'contact name is required').max(L.contactNameMax),
  title: z.string().trim().max(L.contactTitleMax).optional(),
  phone: phone.optional(),
  email: email.optional(),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactSchema = z.object({
  contactId: z.string(),
  customerId: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The business card the contact is linked to. */
  vcardId: z.string().nullable().optional(),
  /** That card as the server masks it for the caller; null when it was deleted or made private since. */
  card: cardBasicSchema.nullable().optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const customerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  uscNo: z.string().nullable(),
  /** The company of the data set it is linked to (its profile). */
  companyId: z.string().nullable(),
  regionName: z.string().nullable(),
  industryName: z.string().nullable(),
  source: z.enum(CUSTOMER_SOURCES),
  tags: z.array(z.string()),
  ownerId: z.string(),
  ownerName: z.string(),
  collaboratorIds: z.array(z.string()),
  openDeals: z.number().int(),
  /** Sum of open deals' amounts, 元. */
  openAmount: z.number(),
  lastActivityAt: z.string().nullable(),
  createdAt: z.string(),
  /** The caller may edit, reassign collaborators and delete it (owner or administrator). */
  canManage: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerPageSchema = entPageOf(customerSchema);
export const customerWithContactsSchema = customerSchema.extend({ contacts: z.array(contactSchema) });
export type CustomerWithContacts = z.infer<typeof customerWithContactsSchema>;

export const customerPageInput = entPageInput.extend({
  keyword,
  /** A member's id, or `mine`. */
  ownerId: memberIdSchema.optional(),
  tag: tag.optional(),
  source: z.enum(CUSTOMER_SOURCES).optional(),
});
export type CustomerPageInput = z.input<typeof customerPageInput>;
export const customerIdInput = z.object({ customerId: customerIdSchema });

/** From a company of the data set (name and credit code come from it), or entered by hand. */
export const customerCreateInput = z
  .object({
    companyId: companyIdSchema.optional(),
    name: customerName.optional(),
    uscNo: creditCodeSchema.optional(),
    tags: tags.optional(),
    collaboratorIds: z.array(memberIdSchema).max(L.collaboratorsMax).optional(),
    contacts: z.array(contactInput).max(L.contactsMax).optional(),
  })
  .refine((v) => v.companyId !== undefined || v.name !== undefined, {
    message: 'give a company or a name',
    path: ['name'],
  });
export type CustomerCreateInput = z.input<typeof customerCreateInput>;
export const customerUpdateInput = z.object({
  customerId: customerIdSchema,
  name: customerName.optional(),
  tags: tags.optional(),
  collaboratorIds: z.array(memberIdSchema).max(L.collaboratorsMax).optional(),
});
export const customerAssignInput = z.object({
  customerIds: z.array(customerIdSchema).min(1).max(L.idsMax),
  ownerId: memberIdSchema,
});
/** Every customer, open deal and open task of a departed member moves to a colleague. */
export const customerTransferInput = z
  .object({ fromUserId: memberIdSchema, toUserId: memberIdSchema })
  .refine((v) => v.fromUserId !== v.toUserId, { message: 'choose another colleague', path: ['toUserId'] });
/** Leads of 精准拓客 become customers (one per credit code; the leads turn converted). */
export const customerFromLeadsInput = z.object({ leadIds: z.array(leadIdSchema).min(1).max(L.idsMax) });
export const customersChangedSchema = z.object({ changed: z.number().int() });
export const customersConvertedSchema = z.object({
  created: z.number().int(),
  /** Leads whose company already was a customer: linked, not duplicated. */
  existing: z.number().int(),
  customerIds: z.array(z.string()),
});

export const contactAddInput = contactInput.extend({ customerId: customerIdSchema });
export const contactIdInput = z.object({ contactId: customerIdSchema });
/** A customer's people on the platform: the open cards of its company, masked for the caller. */
export const customerCardsSchema = z.array(cardBasicSchema).max(COMPANY_CARDS_MAX);
export const contactFromCardInput = z.object({ customerId: customerIdSchema, vcardId: idSchema });
/** vcardId null unlinks the contact from its card. */
export const contactLinkInput = z.object({ contactId: customerIdSchema, vcardId: idSchema.nullable() });

// ------------------------------------------------------------------ stages and deals

export const dealStageSchema = z.object({
  stageId: z.string(),
  /** A default stage's key (the portal names it in the reader's language); null for one of the organisation's own. */
  key: z.string().nullable(),
  name: z.string(),
  probability: z.number().int(),
  kind: z.enum(STAGE_KINDS),
  position: z.number().int(),
});
export type DealStage = z.infer<typeof dealStageSchema>;
export const dealStagesSchema = z.array(dealStageSchema);
/** The whole pipeline, in order; a stage left out is deleted (refused while deals are in it). */
export const stageSaveInput = z
  .object({
    stages: z
      .array(
        z.object({
          stageId: customerIdSchema.optional(),
          name: z.string().trim().min(1, 'stage name is required').max(L.stageNameMax),
          probability: z.coerce.number().int().min(0).max(100),
          kind: z.enum(STAGE_KINDS),
        }),
      )
      .min(L.stagesMin)
      .max(L.stagesMax),
  })
  .refine((v) => STAGE_KINDS.every((k) => v.stages.some((s) => s.kind === k)), {
    message: 'the pipeline needs an open, a won and a lost stage',
    path: ['stages'],
  })
  .refine((v) => new Set(v.stages.map((s) => s.name)).size === v.stages.length, {
    message: 'stage names must differ',
    path: ['stages'],
  });
export type StageSaveInput = z.input<typeof stageSaveInput>;

export const dealSchema = z.object({
  dealId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  title: z.string(),
  /** 元. */
  amount: z.number(),
  stageId: z.string(),
  state: z.enum(DEAL_STATES),
  probability: z.number().int(),
  expectedCloseOn: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canManage: z.boolean(),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealPageSchema = entPageOf(dealSchema);
export const dealPageInput = entPageInput.extend({
  keyword,
  ownerId: memberIdSchema.optional(),
  stageId: customerIdSchema.optional(),
  state: z.enum(DEAL_STATES).optional(),
  customerId: customerIdSchema.optional(),
  /** Expected close on or after / on or before. */
  closeFrom: calendarDateSchema.optional(),
  closeTo: calendarDateSchema.optional(),
  /** Amount at least, 元. */
  amountMin: amount.optional(),
});
export type DealPageInput = z.input<typeof dealPageInput>;
export const dealBoardInput = z.object({ keyword, ownerId: memberIdSchema.optional() });
export const dealBoardSchema = z.object({
  stages: dealStagesSchema,
  deals: z.array(dealSchema),
  /** Open deals past boardMax that the board leaves out. */
  truncated: z.boolean(),
});
export type DealBoard = z.infer<typeof dealBoardSchema>;
export const dealCreateInput = z.object({
  customerId: customerIdSchema,
  title: z.string().trim().min(1, 'title is required').max(L.dealTitleMax),
  amount,
  stageId: customerIdSchema.optional(),
  expectedCloseOn: calendarDateSchema.optional(),
});
export type DealCreateInput = z.input<typeof dealCreateInput>;
export const dealUpdateInput = z.object({
  dealId: customerIdSchema,
  title: z.string().trim().min(1).max(L.dealTitleMax).optional(),
  amount: amount.optional(),
  expectedCloseOn: calendarDateSchema.nullable().optional(),
});
export const dealMoveInput = z.object({ dealId: customerIdSchema, stageId: customerIdSchema });
export const dealIdInput = z.object({ dealId: customerIdSchema });

// ------------------------------------------------------------------ activities and tasks

export const activitySchema = z.object({
  activityId: z.string(),
  customerId: z.string(),
  dealId: z.string().nullable(),
  kind: z.enum(TIMELINE_KINDS),
  /** What the user wrote; for the server's own kinds, empty (the portal words them from params). */
  text: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);
export const activityAddInput = z.object({
  customerId: customerIdSchema,
  dealId: customerIdSchema.optional(),
  kind: z.enum(ACTIVITY_KINDS),
  text: z.string().trim().min(1, 'text is required').max(L.activityTextMax),
});

export const taskSchema = z.object({
  taskId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  dealId: z.string().nullable(),
  title: z.string(),
  dueOn: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  assigneeId: z.string(),
  assigneeName: z.string(),
  /** Open and due today or before (China Standard Time). */
  due: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskPageSchema = entPageOf(taskSchema);
export const taskPageInput = entPageInput.extend({
  customerId: customerIdSchema.optional(),
  /** open (default), done or all. */
  state: z.enum(['open', 'done', 'all']).default('open'),
  /** Only the caller's tasks. */
  mine: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});
export const taskAddInput = z.object({
  customerId: customerIdSchema,
  dealId: customerIdSchema.optional(),
  title: z.string().trim().min(1, 'title is required').max(L.taskTitleMax),
  dueOn: calendarDateSchema,
  assigneeId: memberIdSchema.optional(),
});
export const taskDoneInput = z.object({ taskId: customerIdSchema, done: z.boolean() });
export const taskDueSchema = z.object({
  today: z.string(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
});

// ------------------------------------------------------------------ import and dashboard

/** Why an import row was refused: its 1-based row in the file (the header is row 1), the column, a code. */
export const IMPORT_ROW_CODES = [
  'nameMissing',
  'nameTooLong',
  'creditCodeInvalid',
  'phoneInvalid',
  'emailInvalid',
  'duplicateInFile',
  'duplicateCustomer',
  'tagsInvalid',
] as const;
export type ImportRowCode = (typeof IMPORT_ROW_CODES)[number];
export const importResultSchema = z.object({
  /** Rows read after the header. */
  rows: z.number().int(),
  /** Customers written: all rows, or none when any row is refused. */
  created: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), code: z.enum(IMPORT_ROW_CODES) })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
/**
 * The header an import file carries (its first row), in this order, in Chinese or English; the
 * company name alone must be filled in. Tags are separated by 、 or commas.
 */
export const IMPORT_COLUMNS = {
  zh: ['企业名称', '统一社会信用代码', '标签', '联系人', '职务', '手机', '邮箱'],
  en: ['Company name', 'Credit code', 'Tags', 'Contact', 'Title', 'Mobile', 'Email'],
} as const;

export const customersDashboardSchema = z.object({
  funnel: z.array(
    z.object({
      stageId: z.string(),
      key: z.string().nullable(),
      name: z.string(),
      kind: z.enum(STAGE_KINDS),
      count: z.number().int(),
      amount: z.number(),
    }),
  ),
  /** Open deals' amount × their stage's probability, 元. */
  weightedValue: z.number(),
  openAmount: z.number(),
  /** The last twelve months, oldest first ('YYYY-MM'). */
  wonByMonth: z.array(z.object({ month: z.string(), count: z.number().int(), amount: z.number() })),
  /** Activities logged in the last 30 days, by member. */
  activitiesByMember: z.array(z.object({ userId: z.string(), name: z.string(), count: z.number().int() })),
  customers: z.number().int(),
  tasksDue: z.number().int(),
});
export type CustomersDashboard = z.infer<typeof customersDashboardSchema>;

// ------------------------------------------------------------------ saved views

/**
 * A saved view (视图) of a table: its filters and column settings, only the keys the table knows
 * (anything else is refused). Filters are the table's page filters; columns are the column
 * settings of the ui kit's TableColumnSettings (order and visibility), null for the default.
 */
const viewColumns = <K extends readonly [string, ...string[]]>(keys: K) =>
  z
    .array(z.strictObject({ key: z.enum(keys), visible: z.boolean() }))
    .max(keys.length)
    .refine((cols) => new Set(cols.map((c) => c.key)).size === cols.length, 'a column appears twice')
    .nullable();
export const customerViewFilters = z.strictObject({
  keyword: keyword,
  /** A member's id, or `mine` (the reader's own). */
  ownerId: memberIdSchema.optional(),
  tag: tag.optional(),
  source: z.enum(CUSTOMER_SOURCES).optional(),
});
export const dealViewFilters = z.strictObject({
  keyword: keyword,
  ownerId: memberIdSchema.optional(),
  stageId: customerIdSchema.optional(),
  state: z.enum(DEAL_STATES).optional(),
  closeFrom: calendarDateSchema.optional(),
  closeTo: calendarDateSchema.optional(),
  /** 元; a number, not text. */
  amountMin: z.number().finite().min(0).max(L.amountMax).optional(),
});
export const customerViewState = z.strictObject({
  filters: customerViewFilters,
  columns: viewColumns(SAVED_VIEW_COLUMNS.customers),
});
export const dealViewState = z.strictObject({
  filters: dealViewFilters,
  columns: viewColumns(SAVED_VIEW_COLUMNS.deals),
});
export type CustomerViewState = z.infer<typeof customerViewState>;
export type DealViewState = z.infer<typeof dealViewState>;
/** The state schema of each table's views. */
export const SAVED_VIEW_STATE = { customers: customerViewState, deals: dealViewState } as const;
export const savedViewStateSchema = z.union([customerViewState, dealViewState]);
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

const viewName = z.string().trim().min(1, 'name is required').max(L.savedViewNameMax);
export const savedViewIdSchema = customerIdSchema;

export const savedViewSchema = z.object({
  viewId: z.string(),
  table: z.enum(SAVED_VIEW_TABLES),
  name: z.string(),
  /** Shown to the whole organisation (read-only to the others). */
  shared: z.boolean(),
  state: savedViewStateSchema,
  ownerId: z.string(),
  ownerName: z.string(),
  /** The caller made it: renames, updates, shares and deletes it. */
  mine: z.boolean(),
  /** The caller may delete it: its maker, or an administrator when it is shared. */
  canDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
/** The caller's own views of a table, then the views the others share, each by name. */
export const savedViewListSchema = z.array(savedViewSchema);
export const savedViewListInput = z.object({ table: z.enum(SAVED_VIEW_TABLES) });

const stateFitsTable = (v: { table: SavedViewTable; state: unknown }, ctx: z.RefinementCtx): void => {
  const fits = SAVED_VIEW_STATE[v.table].safeParse(v.state);
  for (const issue of fits.success ? [] : fits.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['state', ...issue.path] });
};
export const savedViewCreateInput = z
  .object({
    table: z.enum(SAVED_VIEW_TABLES),
    name: viewName,
    shared: z.boolean().default(false),
    state: savedViewStateSchema,
  })
  .superRefine(stateFitsTable);
export type SavedViewCreateInput = z.input<typeof savedViewCreateInput>;
/** Renames, shares or unshares, or saves the current filters and columns into the caller's own view. */
export const savedViewUpdateInput = z.object({
  viewId: savedViewIdSchema,
  name: viewName.optional(),
  shared: z.boolean().optional(),
  /** Checked against the view's table by the server. */
  state: savedViewStateSchema.optional(),
});
export type SavedViewUpdateInput = z.input<typeof savedViewUpdateInput>;
export const savedViewIdInput = z.object({ viewId: savedViewIdSchema });
