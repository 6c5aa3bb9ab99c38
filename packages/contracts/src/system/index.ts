import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { systemRoutes as routes } from './routes';
import * as schemas from './schemas';
import * as authSchemas from '../auth/schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

export const systemApi = {
  customerDetail: endpoint({
    ...routes.customerDetail,
    input: schemas.customerDetailInput,
    output: schemas.customerDetailSchema,
  }),
  dictionary: endpoint({
    ...routes.dictionary,
    input: schemas.dictionaryInput,
    output: z.array(schemas.dictEntrySchema),
  }),
  userInfo: endpoint({ ...routes.userInfo, input: noInput, output: schemas.userInfoSchema }),
  userInfoNoDen: endpoint({ ...routes.userInfoNoDen, input: noInput, output: schemas.userInfoNoDenSchema }),
  userSetting: endpoint({ ...routes.userSetting, input: noInput, output: schemas.userSettingSchema }),
  currentTenantList: endpoint({
    ...routes.currentTenantList,
    input: noInput,
    output: z.array(schemas.tenantEntrySchema),
  }),
  updateUserInfo: endpoint({
    ...routes.updateUserInfo,
    input: schemas.updateUserInfoSchema,
    output: schemas.userInfoSchema,
  }),
  retrievePassword: endpoint({
    ...routes.retrievePassword,
    input: schemas.retrievePasswordSchema,
    output: z.boolean(),
  }),
  updatePhone: endpoint({
    ...routes.updatePhone,
    input: schemas.updatePhoneSchema,
    output: schemas.userInfoSchema,
  }),
  updatePassword: endpoint({
    ...routes.updatePassword,
    input: schemas.updatePasswordSchema,
    output: z.boolean(),
  }),
  tenantAdmin: endpoint({
    ...routes.tenantAdmin,
    input: schemas.tenantAdminInput,
    output: schemas.tenantAdminOutput,
  }),
  orgInfo: endpoint({ ...routes.orgInfo, input: noInput, output: schemas.orgInfoSchema }),
  orgSubmit: endpoint({ ...routes.orgSubmit, input: schemas.orgSubmitSchema, output: schemas.orgInfoSchema }),
  userCounts: endpoint({ ...routes.userCounts, input: noInput, output: schemas.userCountsSchema }),
  feedbackSubmit: endpoint({
    ...routes.feedbackSubmit,
    input: schemas.feedbackSubmitSchema,
    output: z.object({ id: z.string() }),
  }),
  qrLoginTicket: endpoint({
    ...routes.qrLoginTicket,
    input: noInput,
    output: authSchemas.qrLoginTicketOutput,
  }),
  qrLoginStatus: endpoint({
    ...routes.qrLoginStatus,
    input: authSchemas.qrLoginTicketInput,
    output: authSchemas.qrLoginStatusOutput,
  }),
  qrLoginScan: endpoint({
    ...routes.qrLoginScan,
    input: authSchemas.qrLoginTicketInput,
    output: authSchemas.qrLoginScanOutput,
  }),
  qrLoginConfirm: endpoint({
    ...routes.qrLoginConfirm,
    input: authSchemas.qrLoginTicketInput,
    output: authSchemas.qrLoginScanOutput,
  }),
  qrLoginCancel: endpoint({
    ...routes.qrLoginCancel,
    input: authSchemas.qrLoginTicketInput,
    output: authSchemas.qrLoginScanOutput,
  }),
  followPage: endpoint({
    ...routes.followPage,
    input: schemas.followPageInput,
    output: schemas.followPageSchema,
  }),
  followRemove: endpoint({
    ...routes.followRemove,
    input: schemas.followIdsInput,
    output: schemas.followCountSchema,
  }),
  followIsAttention: endpoint({
    ...routes.followIsAttention,
    input: schemas.followCompanyInput,
    output: schemas.followStateSchema,
  }),
  followSave: endpoint({
    ...routes.followSave,
    input: schemas.followSaveInput,
    output: schemas.followStateSchema,
  }),
  followSaveBatch: endpoint({
    ...routes.followSaveBatch,
    input: schemas.followIdsInput,
    output: schemas.followCountSchema,
  }),
  followCancel: endpoint({
    ...routes.followCancel,
    input: schemas.followCompanyInput,
    output: schemas.followStateSchema,
  }),
  followCheck: endpoint({
    ...routes.followCheck,
    input: schemas.followIdsInput,
    output: schemas.followCheckSchema,
  }),
  followCancelByEntId: endpoint({
    ...routes.followCancelByEntId,
    input: schemas.followCancelByEntIdInput,
    output: schemas.followStateSchema,
  }),
  followOperateEnt: endpoint({
    ...routes.followOperateEnt,
    input: schemas.followOperateInput,
    output: schemas.followCountSchema,
  }),
};
