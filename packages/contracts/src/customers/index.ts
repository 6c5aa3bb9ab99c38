import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { customersRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** The 客户管理 workspace's calls (docs/customers.md). */
export const customersApi = {
  members: endpoint({ ...routes.members, input: noInput, output: s.customerMembersSchema }),
  customerPage: endpoint({
    ...routes.customerPage,
    input: s.customerPageInput,
    output: s.customerPageSchema,
  }),
  customerDetail: endpoint({
    ...routes.customerDetail,
    input: s.customerIdInput,
    output: s.customerWithContactsSchema,
  }),
  customerCreate: endpoint({
    ...routes.customerCreate,
    input: s.customerCreateInput,
    output: s.customerWithContactsSchema,
  }),
  customerUpdate: endpoint({
    ...routes.customerUpdate,
    input: s.customerUpdateInput,
    output: s.customerWithContactsSchema,
  }),
  customerRemove: endpoint({
    ...routes.customerRemove,
    input: s.customerIdInput,
    output: s.customersChangedSchema,
  }),
  customerAssign: endpoint({
    ...routes.customerAssign,
    input: s.customerAssignInput,
    output: s.customersChangedSchema,
  }),
  customerTransfer: endpoint({
    ...routes.customerTransfer,
    input: s.customerTransferInput,
    output: s.customersChangedSchema,
  }),
  customerFromLeads: endpoint({
    ...routes.customerFromLeads,
    input: s.customerFromLeadsInput,
    output: s.customersConvertedSchema,
  }),
  /** Multipart (field `file`); answers the import result. */
  customerImport: endpoint({ ...routes.customerImport, input: z.unknown(), output: s.importResultSchema }),
  /** Answers an .xlsx file; a refusal is an envelope. Takes the page's filters. */
  customerExport: endpoint({ ...routes.customerExport, input: s.customerPageInput, output: z.unknown() }),
  contactAdd: endpoint({ ...routes.contactAdd, input: s.contactAddInput, output: s.contactSchema }),
  contactRemove: endpoint({
    ...routes.contactRemove,
    input: s.contactIdInput,
    output: s.customersChangedSchema,
  }),
  customerCards: endpoint({
    ...routes.customerCards,
    input: s.customerIdInput,
    output: s.customerCardsSchema,
  }),
  contactFromCard: endpoint({
    ...routes.contactFromCard,
    input: s.contactFromCardInput,
    output: s.contactSchema,
  }),
  contactLink: endpoint({ ...routes.contactLink, input: s.contactLinkInput, output: s.contactSchema }),
  stageList: endpoint({ ...routes.stageList, input: noInput, output: s.dealStagesSchema }),
  stageSave: endpoint({ ...routes.stageSave, input: s.stageSaveInput, output: s.dealStagesSchema }),
  dealPage: endpoint({ ...routes.dealPage, input: s.dealPageInput, output: s.dealPageSchema }),
  dealBoard: endpoint({ ...routes.dealBoard, input: s.dealBoardInput, output: s.dealBoardSchema }),
  dealCreate: endpoint({ ...routes.dealCreate, input: s.dealCreateInput, output: s.dealSchema }),
  dealUpdate: endpoint({ ...routes.dealUpdate, input: s.dealUpdateInput, output: s.dealSchema }),
  dealMove: endpoint({ ...routes.dealMove, input: s.dealMoveInput, output: s.dealSchema }),
  dealRemove: endpoint({ ...routes.dealRemove, input: s.dealIdInput, output: s.customersChangedSchema }),
  activityList: endpoint({ ...routes.activityList, input: s.customerIdInput, output: s.activityListSchema }),
  activityAdd: endpoint({ ...routes.activityAdd, input: s.activityAddInput, output: s.activitySchema }),
  taskPage: endpoint({ ...routes.taskPage, input: s.taskPageInput, output: s.taskPageSchema }),
  taskAdd: endpoint({ ...routes.taskAdd, input: s.taskAddInput, output: s.taskSchema }),
  taskDone: endpoint({ ...routes.taskDone, input: s.taskDoneInput, output: s.taskSchema }),
  taskDue: endpoint({ ...routes.taskDue, input: noInput, output: s.taskDueSchema }),
  dashboard: endpoint({ ...routes.dashboard, input: noInput, output: s.customersDashboardSchema }),
  viewList: endpoint({ ...routes.viewList, input: s.savedViewListInput, output: s.savedViewListSchema }),
  viewCreate: endpoint({ ...routes.viewCreate, input: s.savedViewCreateInput, output: s.savedViewSchema }),
  viewUpdate: endpoint({ ...routes.viewUpdate, input: s.savedViewUpdateInput, output: s.savedViewSchema }),
  viewRemove: endpoint({ ...routes.viewRemove, input: s.savedViewIdInput, output: s.customersChangedSchema }),
};
