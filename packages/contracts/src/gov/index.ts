import { endpoint, noInput } from '../envelope';
import { govRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** The 政企通 workspace's calls (docs/gov.md). */
export const govApi = {
  deskInfo: endpoint({ ...routes.deskInfo, input: noInput, output: s.deskInfoSchema }),
  deskSettingsSave: endpoint({
    ...routes.deskSettingsSave,
    input: s.deskSettingsInput,
    output: s.deskInfoSchema,
  }),
  departmentSave: endpoint({
    ...routes.departmentSave,
    input: s.departmentSaveInput,
    output: s.govDepartmentSchema,
  }),
  departmentRemove: endpoint({
    ...routes.departmentRemove,
    input: s.departmentIdInput,
    output: s.govChangedSchema,
  }),
  enterprisePage: endpoint({
    ...routes.enterprisePage,
    input: s.enterprisePageInput,
    output: s.enterprisePageSchema,
  }),
  appealPage: endpoint({ ...routes.appealPage, input: s.appealPageInput, output: s.appealPageSchema }),
  appealDetail: endpoint({ ...routes.appealDetail, input: s.appealIdInput, output: s.appealDetailSchema }),
  appealAct: endpoint({ ...routes.appealAct, input: s.appealActInput, output: s.appealDetailSchema }),
  stats: endpoint({ ...routes.stats, input: noInput, output: s.govStatsSchema }),
  noticePage: endpoint({ ...routes.noticePage, input: s.govPageInput, output: s.noticePageSchema }),
  noticeSend: endpoint({ ...routes.noticeSend, input: s.noticeSendInput, output: s.noticeSchema }),
  entMe: endpoint({ ...routes.entMe, input: noInput, output: s.entMeSchema }),
  entCompanySet: endpoint({ ...routes.entCompanySet, input: s.entCompanyInput, output: s.entMeSchema }),
  entAppealPage: endpoint({ ...routes.entAppealPage, input: s.govPageInput, output: s.appealPageSchema }),
  entAppealDetail: endpoint({
    ...routes.entAppealDetail,
    input: s.appealIdInput,
    output: s.appealDetailSchema,
  }),
  entAppealSubmit: endpoint({
    ...routes.entAppealSubmit,
    input: s.appealSubmitInput,
    output: s.appealDetailSchema,
  }),
  entAppealSupplement: endpoint({
    ...routes.entAppealSupplement,
    input: s.appealSupplementInput,
    output: s.appealDetailSchema,
  }),
  entAppealRate: endpoint({
    ...routes.entAppealRate,
    input: s.appealRateInput,
    output: s.appealDetailSchema,
  }),
  entNoticePage: endpoint({ ...routes.entNoticePage, input: s.govPageInput, output: s.noticePageSchema }),
};
