import type { MessageTable } from '../messageTable';

/** Messages of the 政企通 workspace (docs/gov.md). */
export const GOV_MESSAGES = {
  govAdminOnly: {
    zh: '只有政企通管理员可以进行此操作',
    en: 'Only an administrator of the service desk may do this',
  },
  govAppealNotFound: { zh: '该诉求不存在', en: 'No such appeal' },
  govNoticeNotFound: { zh: '该通知不存在', en: 'No such notice' },
  govDepartmentNotFound: {
    zh: '所选部门不属于本服务台',
    en: 'The chosen department does not belong to this desk',
  },
  govDepartmentInUse: {
    zh: '该部门仍有诉求，不能删除',
    en: 'This department still has appeals and cannot be removed',
  },
  govDepartmentsMax: { zh: '部门数量已达上限（50 个）', en: 'A desk has at most 50 departments' },
  govDepartmentDuplicate: { zh: '已有同名部门', en: 'A department of this name exists' },
  govMemberNotFound: {
    zh: '所选人员不属于本组织',
    en: 'The chosen person does not belong to your organisation',
  },
  govRegionUnknown: { zh: '地区代码不存在', en: 'Unknown region code' },
  govRegionUnset: {
    zh: '请先在设置中选择服务地区',
    en: 'Choose the region the desk serves in the settings first',
  },
  govAppealStage: {
    zh: '诉求当前状态不允许此操作',
    en: 'The appeal’s current state does not allow this step',
  },
  govAssignTargetRequired: {
    zh: '请选择承办部门',
    en: 'Choose the department that handles the appeal',
  },
  govAnswerTextRequired: { zh: '请填写答复内容', en: 'Write the answer' },
  govRejectReasonRequired: { zh: '请填写退回原因', en: 'Give the reason for rejecting' },
  govTransferSame: {
    zh: '转办对象与当前承办人相同',
    en: 'The appeal is already with this department and person',
  },
  govCompanyRequired: {
    zh: '请先选择您所在的企业',
    en: 'Choose your company first',
  },
  govCompanyNotFound: { zh: '所选企业不存在', en: 'The chosen company does not exist' },
  govNoDesk: {
    zh: '您的企业所在地区暂未开通政企通服务',
    en: 'No government service desk serves your company’s region yet',
  },
  govAppealClosed: {
    zh: '该诉求已办结，不能补充材料',
    en: 'This appeal is finished; information can no longer be added',
  },
  govRateNotYet: {
    zh: '诉求答复后才能评价',
    en: 'An appeal can be rated once it is answered',
  },
  govRatedAlready: { zh: '该诉求已评价过', en: 'This appeal has been rated already' },
  govAttachmentMismatch: {
    zh: '附件的内容与文件名不符，请上传真实的文件',
    en: 'An attachment’s content does not match its name; upload the real file',
  },
  govNoticeCompanyOutside: {
    zh: '所选企业不在本服务台的地区内',
    en: 'A chosen company is outside the desk’s region',
  },
} satisfies MessageTable;
