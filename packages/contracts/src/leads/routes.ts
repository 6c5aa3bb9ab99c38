import type { Route } from '../route';
import { SERVICE } from '../services';

const L = `${SERVICE.preciseCustomer}/leads`;

/**
 * The 精准拓客 workspace (/toker/tokerIndex, issue 26; docs/leads.md): find leads over the company
 * data by a target profile or by look-alike, keep them in shared lead lists, assign them, work them
 * through statuses and follow-ups, a dashboard and an export. The spec names no paths for these, so
 * they are ours, under the precise-customer service. Every call needs login and business type 1
 * (customer acquisition) bought; 未购买！ otherwise.
 */
export const leadsRoutes = {
  /** How many companies match a target profile (body: the profile). */
  profileCount: { method: 'POST', path: `${L}/profile/count`, auth: 'user' },
  /** The companies matching a profile, best first, each with why it matched (body: profile, current, size). */
  profileSearch: { method: 'POST', path: `${L}/profile/search`, auth: 'user' },
  /** Companies like 1 to 5 chosen ones (industry, chain node, region, size, scores), best first. */
  lookAlike: { method: 'POST', path: `${L}/look-alike`, auth: 'user' },
  /** Members of the caller's organisation (assignment and sharing pickers). */
  members: { method: 'GET', path: `${L}/members`, auth: 'user' },

  /** The lead lists the caller may see, newest first (query: keyword, current, size). */
  listPage: { method: 'GET', path: `${L}/list/page`, auth: 'user' },
  /** One visible list with its shares, counts and the caller's rights (query: listId). */
  listDetail: { method: 'GET', path: `${L}/list/detail`, auth: 'user' },
  /** A new list: from a profile's top N ranked companies, or from chosen companies. */
  listCreate: { method: 'POST', path: `${L}/list/create`, auth: 'user' },
  /** Renames a list (owner or administrator). */
  listRename: { method: 'POST', path: `${L}/list/rename`, auth: 'user' },
  /** Deletes a list with its leads and follow-ups (owner or administrator). */
  listRemove: { method: 'POST', path: `${L}/list/remove`, auth: 'user' },
  /** Who sees a list: private, chosen colleagues, or the whole organisation (owner or administrator). */
  listShare: { method: 'POST', path: `${L}/list/share`, auth: 'user' },
  /** Adds companies to a list, skipping credit codes already in it (owner or administrator). */
  listAddCompanies: { method: 'POST', path: `${L}/list/add-companies`, auth: 'user' },
  /** A list as an .xlsx file, counted against the organisation's export quota (a file, not an envelope). */
  listExport: { method: 'POST', path: `${L}/list/export`, auth: 'user' },
  /** The organisation's export quota: total, used, remaining. */
  exportCount: { method: 'GET', path: `${L}/export/count`, auth: 'user' },

  /** Leads of a visible list (query: listId, status, assigneeId, keyword, current, size). */
  leadPage: { method: 'GET', path: `${L}/lead/page`, auth: 'user' },
  /** Assigns leads: chosen ones to one member, evenly across members, or by region (owner or administrator). */
  leadAssign: { method: 'POST', path: `${L}/lead/assign`, auth: 'user' },
  /** Changes leads' status (invalid needs a reason): their assignee, the list's owner or an administrator. */
  leadStatus: { method: 'POST', path: `${L}/lead/status`, auth: 'user' },
  /** Sets the products to pitch on leads (金融拓客): the same rights as a status change. */
  leadProducts: { method: 'POST', path: `${L}/lead/products`, auth: 'user' },
  /** The caller's leads with a follow-up due today or overdue (the badge). */
  leadDue: { method: 'GET', path: `${L}/lead/due`, auth: 'user' },
  /** Records a follow-up on a lead (call, visit, message, email; note; next date). */
  followUpAdd: { method: 'POST', path: `${L}/follow-up/add`, auth: 'user' },
  /** A lead's follow-ups, newest first (query: leadId). */
  followUpList: { method: 'GET', path: `${L}/follow-up/list`, auth: 'user' },
  /** The open business cards of a visible lead's company, masked for the caller (query: leadId; at most 20). */
  leadCards: { method: 'GET', path: `${L}/lead/cards`, auth: 'user' },

  /** The home dashboard over the lists the caller sees (query: listId to narrow to one). */
  dashboard: { method: 'GET', path: `${L}/dashboard`, auth: 'user' },
} as const satisfies Record<string, Route>;
