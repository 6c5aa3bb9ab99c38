import { z } from 'zod';
import { endpoint } from '../envelope';
import { orgCentreRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

const none = z.object({});

export const orgCentreApi = {
  orgMe: endpoint({ ...routes.orgMe, input: none, output: s.orgMeSchema }),

  deptList: endpoint({ ...routes.deptList, input: none, output: z.array(s.departmentSchema) }),
  deptSave: endpoint({ ...routes.deptSave, input: s.deptSaveInput, output: s.departmentSchema }),
  deptMove: endpoint({ ...routes.deptMove, input: s.deptMoveInput, output: z.array(s.departmentSchema) }),
  deptRemove: endpoint({ ...routes.deptRemove, input: s.orgCentreIdInput, output: s.orgDoneSchema }),

  postList: endpoint({ ...routes.postList, input: none, output: z.array(s.postSchema) }),
  postSave: endpoint({ ...routes.postSave, input: s.postSaveInput, output: s.postSchema }),
  postRemove: endpoint({ ...routes.postRemove, input: s.orgCentreIdInput, output: s.orgDoneSchema }),

  roleList: endpoint({ ...routes.roleList, input: none, output: z.array(s.roleSchema) }),
  roleSave: endpoint({ ...routes.roleSave, input: s.roleSaveInput, output: s.roleSchema }),
  roleRemove: endpoint({ ...routes.roleRemove, input: s.orgCentreIdInput, output: s.orgDoneSchema }),

  staffPage: endpoint({ ...routes.staffPage, input: s.staffPageInput, output: s.staffPageSchema }),
  staffUpdate: endpoint({ ...routes.staffUpdate, input: s.staffUpdateInput, output: s.staffSchema }),
  staffStatus: endpoint({ ...routes.staffStatus, input: s.staffStatusInput, output: s.staffSchema }),
  staffRemove: endpoint({ ...routes.staffRemove, input: s.staffRemoveInput, output: s.orgDoneSchema }),
  adminTransfer: endpoint({ ...routes.adminTransfer, input: s.orgUserInput, output: s.orgDoneSchema }),

  inviteCreate: endpoint({
    ...routes.inviteCreate,
    input: s.inviteCreateInput,
    output: s.inviteCreatedSchema,
  }),
  inviteList: endpoint({ ...routes.inviteList, input: none, output: z.array(s.invitationSchema) }),
  inviteRevoke: endpoint({ ...routes.inviteRevoke, input: s.orgCentreIdInput, output: s.orgDoneSchema }),
  joinPreview: endpoint({ ...routes.joinPreview, input: s.joinTokenInput, output: s.joinPreviewSchema }),
  joinApply: endpoint({ ...routes.joinApply, input: s.joinTokenInput, output: s.joinAppliedSchema }),
  joinList: endpoint({ ...routes.joinList, input: s.joinListInput, output: z.array(s.joinRequestSchema) }),
  joinDecide: endpoint({ ...routes.joinDecide, input: s.joinDecideInput, output: s.joinAppliedSchema }),

  addressBook: endpoint({
    ...routes.addressBook,
    input: s.addressBookInput,
    output: z.array(s.bookEntrySchema),
  }),

  seatSummary: endpoint({ ...routes.seatSummary, input: none, output: s.seatSummarySchema }),
  seatAssign: endpoint({ ...routes.seatAssign, input: s.orgUserInput, output: s.seatSummarySchema }),
  seatRelease: endpoint({ ...routes.seatRelease, input: s.orgUserInput, output: s.seatSummarySchema }),

  orgAccount: endpoint({ ...routes.orgAccount, input: none, output: s.orgAccountSchema }),
  orgAccountSave: endpoint({
    ...routes.orgAccountSave,
    input: s.orgAccountInput,
    output: s.orgAccountSchema,
  }),
};
