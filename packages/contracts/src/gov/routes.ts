import type { Route } from '../route';
import { SERVICE } from '../services';

const G = `${SERVICE.preciseBusiness}/gov`;

/**
 * The 政企通 workspace (/politicsHome/politicsIndex, issue 27 items 6–7; docs/gov.md). The spec names
 * no paths, so they are ours, under the precise-business service.
 * - desk/*: the government service desk, an organisation that bought business type 5 (未购买！
 *   otherwise); its administrators (org.manage) set it up and assign, its members handle appeals.
 * - ent/*: the enterprise side, for any signed-in user whose company lies in a desk's region.
 */
export const govRoutes = {
  /** The desk: name, region, days per category, departments, members, whether the caller administers it. */
  deskInfo: { method: 'GET', path: `${G}/desk/info`, auth: 'user' },
  /** Name, region and days per category (administrator). */
  deskSettingsSave: { method: 'POST', path: `${G}/desk/settings/save`, auth: 'user' },
  /** Adds or renames a department (administrator). */
  departmentSave: { method: 'POST', path: `${G}/desk/department/save`, auth: 'user' },
  /** Removes a department no appeal is assigned to (administrator). */
  departmentRemove: { method: 'POST', path: `${G}/desk/department/remove`, auth: 'user' },
  /** The region's companies of the data set (query: keyword, chainNodeCode, current, size). */
  enterprisePage: { method: 'GET', path: `${G}/desk/enterprise/page`, auth: 'user' },
  /** Appeals to the desk (administrators: all; members: those assigned to them). */
  appealPage: { method: 'GET', path: `${G}/desk/appeal/page`, auth: 'user' },
  appealDetail: { method: 'GET', path: `${G}/desk/appeal/detail`, auth: 'user' },
  /** One step of the appeal's state machine: accept, assign, transfer, answer, close, reject. */
  appealAct: { method: 'POST', path: `${G}/desk/appeal/act`, auth: 'user' },
  /** Appeals by state, category and department; time to answer; overdue; ratings. */
  stats: { method: 'GET', path: `${G}/desk/stats`, auth: 'user' },
  noticePage: { method: 'GET', path: `${G}/desk/notice/page`, auth: 'user' },
  /** Writes a notice and pushes it to the linked users of its companies (chat and inbox). */
  noticeSend: { method: 'POST', path: `${G}/desk/notice/send`, auth: 'user' },

  /** The caller's company (chosen from the data set) and the desk that serves its region. */
  entMe: { method: 'GET', path: `${G}/ent/me`, auth: 'user' },
  /** Chooses the caller's company (a company of the data set). */
  entCompanySet: { method: 'POST', path: `${G}/ent/company`, auth: 'user' },
  entAppealPage: { method: 'GET', path: `${G}/ent/appeal/page`, auth: 'user' },
  entAppealDetail: { method: 'GET', path: `${G}/ent/appeal/detail`, auth: 'user' },
  /** Submits an appeal to the desk serving the company's region. */
  entAppealSubmit: { method: 'POST', path: `${G}/ent/appeal/submit`, auth: 'user' },
  /** Adds information to an open appeal. */
  entAppealSupplement: { method: 'POST', path: `${G}/ent/appeal/supplement`, auth: 'user' },
  /** Rates an answered or closed appeal once (1–5 with a comment). */
  entAppealRate: { method: 'POST', path: `${G}/ent/appeal/rate`, auth: 'user' },
  /** Notices addressed to the caller's company. */
  entNoticePage: { method: 'GET', path: `${G}/ent/notice/page`, auth: 'user' },
} as const satisfies Record<string, Route>;
