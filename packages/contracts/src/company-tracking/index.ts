import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { companyTrackingRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** 企业监控's calls (docs/company-tracking.md). */
export const companyTrackingApi = {
  groups: endpoint({ ...routes.groups, input: noInput, output: s.monitorGroupsSchema }),
  groupSave: endpoint({ ...routes.groupSave, input: s.monitorGroupSaveInput, output: s.monitorGroupSchema }),
  groupRemove: endpoint({ ...routes.groupRemove, input: s.monitorGroupIdInput, output: z.boolean() }),
  companies: endpoint({
    ...routes.companies,
    input: s.monitorCompaniesInput,
    output: s.monitoredCompanyPageSchema,
  }),
  company: endpoint({ ...routes.company, input: s.monitorCompanyInput, output: s.monitorStateSchema }),
  add: endpoint({ ...routes.add, input: s.monitorAddInput, output: s.monitorStateSchema }),
  remove: endpoint({ ...routes.remove, input: s.monitorCompanyInput, output: s.monitorStateSchema }),
  events: endpoint({ ...routes.events, input: s.monitorEventsInput, output: s.companyEventPageSchema }),
  unread: endpoint({ ...routes.unread, input: noInput, output: s.monitorUnreadSchema }),
  markRead: endpoint({ ...routes.markRead, input: noInput, output: s.monitorUnreadSchema }),
};
