import type { Route } from '../route';
import { SERVICE } from '../services';

const C = `${SERVICE.preciseCustomer}/customers`;

/**
 * The 客户管理 workspace (/customer/customerIndex, issue 26 items 5–9; docs/customers.md):
 * customers with contacts, owners and collaborators, a pipeline of deals over configurable stages,
 * an activity timeline, tasks, import and export, and a dashboard. The spec names no paths for
 * these, so they are ours, under the precise-customer service. Every call needs login and business
 * type 2 (customer management) bought; 未购买！ otherwise. A member sees the customers they own or
 * collaborate on; an organisation administrator sees all.
 */
export const customersRoutes = {
  /** Members of the caller's organisation (owner, collaborator and assignee pickers). */
  members: { method: 'GET', path: `${C}/members`, auth: 'user' },

  /** Customers the caller sees (query: keyword, ownerId or `mine`, tag, source, current, size). */
  customerPage: { method: 'GET', path: `${C}/customer/page`, auth: 'user' },
  /** One visible customer with its contacts (query: customerId). */
  customerDetail: { method: 'GET', path: `${C}/customer/detail`, auth: 'user' },
  /** A new customer, from a company of the data set or by hand; one per credit code. */
  customerCreate: { method: 'POST', path: `${C}/customer/create`, auth: 'user' },
  /** Renames, retags or changes collaborators (owner or administrator). */
  customerUpdate: { method: 'POST', path: `${C}/customer/update`, auth: 'user' },
  /** Deletes a customer with its contacts, deals, activities and tasks (owner or administrator). */
  customerRemove: { method: 'POST', path: `${C}/customer/remove`, auth: 'user' },
  /** Gives customers to another member (administrator). */
  customerAssign: { method: 'POST', path: `${C}/customer/assign`, auth: 'user' },
  /** Moves every customer, open deal and open task of one member to another (administrator). */
  customerTransfer: { method: 'POST', path: `${C}/customer/transfer`, auth: 'user' },
  /** Turns leads of 精准拓客 into customers; the leads become converted. */
  customerFromLeads: { method: 'POST', path: `${C}/customer/from-leads`, auth: 'user' },
  /** Customers from a .csv or .xlsx file (multipart, field `file`): every bad row reported, all or nothing written. */
  customerImport: { method: 'POST', path: `${C}/customer/import`, auth: 'user' },
  /** The customers the caller sees as an .xlsx file (a file, not an envelope). */
  customerExport: { method: 'POST', path: `${C}/customer/export`, auth: 'user' },

  /** Adds a contact to a customer (its owner, a collaborator or an administrator). */
  contactAdd: { method: 'POST', path: `${C}/contact/add`, auth: 'user' },
  /** Removes a contact. */
  contactRemove: { method: 'POST', path: `${C}/contact/remove`, auth: 'user' },
  /** The open business cards of a visible customer's company, masked for the caller (query: customerId; at most 20). */
  customerCards: { method: 'GET', path: `${C}/customer/cards`, auth: 'user' },
  /** Adds a contact from one of those cards, linked to it (name and title from the card; contacts only when unmasked). */
  contactFromCard: { method: 'POST', path: `${C}/contact/from-card`, auth: 'user' },
  /** Links a contact to one of those cards, or unlinks it (vcardId null). */
  contactLink: { method: 'POST', path: `${C}/contact/link`, auth: 'user' },

  /** The organisation's pipeline stages, in order (the default six until it sets its own). */
  stageList: { method: 'GET', path: `${C}/stage/list`, auth: 'user' },
  /** Replaces the pipeline (administrator); a stage holding deals cannot be left out. */
  stageSave: { method: 'POST', path: `${C}/stage/save`, auth: 'user' },

  /** Deals of visible customers as a table (query: keyword, ownerId, stageId, state, customerId, closeFrom, closeTo). */
  dealPage: { method: 'GET', path: `${C}/deal/page`, auth: 'user' },
  /** The board: the stages and the visible deals, open ones first (query: keyword, ownerId). */
  dealBoard: { method: 'GET', path: `${C}/deal/board`, auth: 'user' },
  dealCreate: { method: 'POST', path: `${C}/deal/create`, auth: 'user' },
  dealUpdate: { method: 'POST', path: `${C}/deal/update`, auth: 'user' },
  /** Moves a deal to a stage (logged on the customer's timeline). */
  dealMove: { method: 'POST', path: `${C}/deal/move`, auth: 'user' },
  dealRemove: { method: 'POST', path: `${C}/deal/remove`, auth: 'user' },

  /** A customer's timeline, newest first (query: customerId). */
  activityList: { method: 'GET', path: `${C}/activity/list`, auth: 'user' },
  /** Logs a note, call, meeting, visit or email on a customer. */
  activityAdd: { method: 'POST', path: `${C}/activity/add`, auth: 'user' },

  /** Tasks (query: customerId, state open/done/all, mine, current, size). */
  taskPage: { method: 'GET', path: `${C}/task/page`, auth: 'user' },
  taskAdd: { method: 'POST', path: `${C}/task/add`, auth: 'user' },
  /** Marks a task done or open again (its assignee, the customer's owner or an administrator). */
  taskDone: { method: 'POST', path: `${C}/task/done`, auth: 'user' },
  /** The caller's open tasks due today and overdue (the badge). */
  taskDue: { method: 'GET', path: `${C}/task/due`, auth: 'user' },

  /** Funnel by stage, weighted pipeline, won by month, activities by member. */
  dashboard: { method: 'GET', path: `${C}/dashboard`, auth: 'user' },

  /** Saved views of a table (query: table): the caller's own, then those the others share. */
  viewList: { method: 'GET', path: `${C}/view/list`, auth: 'user' },
  /** Saves the current filters and column settings as a named view (at most 20 per table and member). */
  viewCreate: { method: 'POST', path: `${C}/view/create`, auth: 'user' },
  /** Renames, shares or saves the filters and columns into one of the caller's own views. */
  viewUpdate: { method: 'POST', path: `${C}/view/update`, auth: 'user' },
  /** Deletes a view: its maker, or an administrator when it is shared. */
  viewRemove: { method: 'POST', path: `${C}/view/remove`, auth: 'user' },
} as const satisfies Record<string, Route>;
