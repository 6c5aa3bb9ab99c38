import type { MessageTable } from '../messageTable';

/** Messages of the 会员管理 workspace (docs/association.md). */
export const ASSOCIATION_MESSAGES = {
  associationAdminOnly: {
    zh: '只有协会（商会）的管理员可以进行此操作',
    en: 'Only an administrator of the association may do this',
  },
  associationNotFound: {
    zh: '该协会（商会）不存在或暂不接受入会申请',
    en: 'No such association, or it takes no applications now',
  },
  associationOwnApply: {
    zh: '不能申请加入自己所在的协会（商会）',
    en: 'You cannot apply to join your own association',
  },
  associationApplicationNotFound: { zh: '该入会申请不存在', en: 'No such application' },
  associationApplicationDecided: {
    zh: '该入会申请已处理',
    en: 'This application has already been decided',
  },
  associationApplicationPending: {
    zh: '该企业已有一份待审核的入会申请',
    en: 'This company already has a pending application to this association',
  },
  associationApplicationsMax: {
    zh: '你的待审核入会申请已达上限（20 份）',
    en: 'You have the maximum of 20 pending applications',
  },
  associationCompanyNotFound: { zh: '所选企业不存在', en: 'The chosen company does not exist' },
  associationAlreadyMember: {
    zh: '该企业已是本协会（商会）的会员',
    en: 'This company is already a member of the association',
  },
  associationMemberNotFound: { zh: '该会员不存在', en: 'No such member' },
  associationMemberEnded: { zh: '该会员的会籍已终止', en: 'This membership has ended' },
  associationMembersMax: {
    zh: '会员数量已达上限（10000 个）',
    en: 'The association has the maximum of 10,000 members',
  },
  associationLevelNotFound: { zh: '该会员等级不存在', en: 'No such member level' },
  associationLevelInUse: {
    zh: '该等级下还有会员，请先调整会员等级',
    en: 'Members still hold this level; change their level first',
  },
  associationLevelDuplicate: {
    zh: '会员等级名称不能重复',
    en: 'Member level names must differ',
  },
  associationTermOrder: {
    zh: '任期结束日期不能早于开始日期',
    en: 'The term cannot end before it starts',
  },
  associationDuesNotFound: { zh: '该会费记录不存在', en: 'No such dues record' },
  associationDuesDuplicate: {
    zh: '该会员本年度的会费已登记',
    en: 'This member’s dues for that year are already recorded',
  },
  associationDuesPaid: { zh: '该会费已缴纳', en: 'These dues are already paid' },
  associationPostNotFound: {
    zh: '该内容不存在或尚未发布',
    en: 'No such publication, or it is not published',
  },
  associationPostKind: {
    zh: '只能向会员发送文章（通知）或活动',
    en: 'Only an article (notice) or an activity (event) can be sent to the members',
  },
  associationPostVisibility: {
    zh: '会员属于其他组织：请先将可见范围设为“所有人可见”或“登录用户可见”',
    en: 'Members belong to other organisations: make it visible to everyone or to signed-in users first',
  },
} as const satisfies MessageTable;
