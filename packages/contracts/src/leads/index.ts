import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { leadsRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

/** The 精准拓客 workspace's calls (docs/leads.md). */
export const leadsApi = {
  profileCount: endpoint({
    ...routes.profileCount,
    input: s.profileCountInput,
    output: s.profileCountSchema,
  }),
  profileSearch: endpoint({
    ...routes.profileSearch,
    input: s.profileSearchInput,
    output: s.leadCandidatePageSchema,
  }),
  lookAlike: endpoint({ ...routes.lookAlike, input: s.lookAlikeInput, output: s.leadCandidatePageSchema }),
  members: endpoint({ ...routes.members, input: noInput, output: s.leadMembersSchema }),
  listPage: endpoint({ ...routes.listPage, input: s.listPageInput, output: s.leadListPageSchema }),
  listDetail: endpoint({ ...routes.listDetail, input: s.leadListIdInput, output: s.leadListSchema }),
  listCreate: endpoint({ ...routes.listCreate, input: s.listCreateInput, output: s.leadListSchema }),
  listRename: endpoint({ ...routes.listRename, input: s.listRenameInput, output: s.leadListSchema }),
  listRemove: endpoint({ ...routes.listRemove, input: s.leadListIdInput, output: s.leadsChangedSchema }),
  listShare: endpoint({ ...routes.listShare, input: s.listShareInput, output: s.leadListSchema }),
  listAddCompanies: endpoint({
    ...routes.listAddCompanies,
    input: s.listAddCompaniesInput,
    output: s.listAddedSchema,
  }),
  /** Answers an .xlsx file; a refusal is an envelope. */
  listExport: endpoint({ ...routes.listExport, input: s.leadListIdInput, output: z.unknown() }),
  exportCount: endpoint({ ...routes.exportCount, input: noInput, output: s.leadsExportCountSchema }),
  leadPage: endpoint({ ...routes.leadPage, input: s.leadPageInput, output: s.leadPageSchema }),
  leadAssign: endpoint({ ...routes.leadAssign, input: s.leadAssignInput, output: s.leadsChangedSchema }),
  leadStatus: endpoint({ ...routes.leadStatus, input: s.leadStatusInput, output: s.leadsChangedSchema }),
  leadProducts: endpoint({
    ...routes.leadProducts,
    input: s.leadProductsInput,
    output: s.leadsChangedSchema,
  }),
  leadDue: endpoint({ ...routes.leadDue, input: noInput, output: s.leadDueSchema }),
  followUpAdd: endpoint({ ...routes.followUpAdd, input: s.followUpAddInput, output: s.followUpSchema }),
  followUpList: endpoint({ ...routes.followUpList, input: s.leadIdInput, output: s.followUpListSchema }),
  leadCards: endpoint({ ...routes.leadCards, input: s.leadIdInput, output: s.leadCardsSchema }),
  dashboard: endpoint({ ...routes.dashboard, input: s.leadsDashboardInput, output: s.leadsDashboardSchema }),
};
