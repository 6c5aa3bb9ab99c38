import type { MessageTable } from '../messageTable';

/** Messages of the organisation centre (docs/org-centre.md). */
export const ORG_CENTRE_MESSAGES = {
  orgPermissionDenied: {
    zh: '您没有该操作的权限，请联系组织管理员',
    en: 'You do not have permission for this; ask your organisation administrator',
  },
  orgOnlyOrganisation: { zh: '个人账号没有组织架构', en: 'A personal account has no organisation' },
  orgDepartmentNotFound: { zh: '部门不存在', en: 'No such department' },
  orgDepartmentHasPeople: {
    zh: '该部门下还有成员或子部门，不能删除',
    en: 'The department still has people or sub-departments and cannot be deleted',
  },
  orgDepartmentCycle: {
    zh: '不能把部门移动到它自己或它的下级部门下',
    en: 'A department cannot move under itself or one of its sub-departments',
  },
  orgDepartmentTooDeep: { zh: '部门层级最多 6 级', en: 'Departments nest at most 6 levels deep' },
  orgDepartmentLimit: { zh: '部门最多 200 个', en: 'An organisation has at most 200 departments' },
  orgNameTaken: { zh: '名称已存在', en: 'That name is already used' },
  orgPostNotFound: { zh: '岗位不存在', en: 'No such post' },
  orgPostLimit: { zh: '岗位最多 100 个', en: 'An organisation has at most 100 posts' },
  orgRoleNotFound: { zh: '角色不存在', en: 'No such role' },
  orgRoleBuiltin: { zh: '内置角色不能修改或删除', en: 'Built-in roles cannot be changed or deleted' },
  orgRoleLimit: { zh: '自定义角色最多 30 个', en: 'An organisation has at most 30 custom roles' },
  orgRoleInUse: {
    zh: '该角色仍有成员使用，不能删除',
    en: 'Members still hold this role; it cannot be deleted',
  },
  orgStaffNotFound: { zh: '成员不存在', en: 'No such member' },
  orgAdminUntouchable: {
    zh: '不能对组织管理员执行此操作，请先转让管理员',
    en: 'This cannot be done to the administrator; transfer the administrator role first',
  },
  orgHandoverInvalid: {
    zh: '请选择一位在职的同事接收其数据',
    en: 'Choose an active colleague to receive their data',
  },
  orgInvitationInvalid: { zh: '邀请链接无效或已过期', en: 'The invitation link is invalid or has expired' },
  orgInvitationLimit: {
    zh: '有效邀请最多 50 个，请先撤销一些',
    en: 'At most 50 invitations can be live; revoke some first',
  },
  orgAlreadyMember: { zh: '您已是该组织成员', en: 'You are already a member of this organisation' },
  orgJoinPending: {
    zh: '已提交申请，请等待管理员审核',
    en: 'Your request was sent; wait for the administrator to approve it',
  },
  orgJoinNotFound: { zh: '加入申请不存在或已处理', en: 'No such join request, or it was already handled' },
  orgSeatsFull: {
    zh: '席位已用完，请先释放席位或购买更多席位',
    en: 'All seats are taken; free a seat or buy more',
  },
  orgSeatInactive: { zh: '停用的成员不能分配席位', en: 'A disabled member cannot hold a seat' },
  orgCreditCodeInvalid: { zh: '统一社会信用代码不正确', en: 'The unified social credit code is not valid' },
} as const satisfies MessageTable;
