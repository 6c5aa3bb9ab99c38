import type { PermissionMatrixRole } from '@platform/ui/domain';

type Permission = { key: string; label: string; description?: string };

/** Story data: the organisation centre's permissions (contracts' ORG_PERMISSIONS) and roles. */
export const permissionsZh: Permission[] = [
  { key: 'org.manage', label: '管理组织', description: '修改组织资料、部门与岗位' },
  { key: 'staff.manage', label: '管理成员', description: '邀请、审核、停用成员' },
  { key: 'seat.assign', label: '分配席位' },
  { key: 'order.buy', label: '购买服务', description: '下单并支付' },
  { key: 'finance.view', label: '查看财务' },
  { key: 'data.export', label: '导出数据' },
  { key: 'customers.all', label: '查看全部客户', description: '不限于自己负责的客户' },
  { key: 'content.moderate', label: '审核内容' },
  { key: 'appeals.handle', label: '处理申诉' },
];

export const permissionsEn: Permission[] = [
  { key: 'org.manage', label: 'Manage organisation', description: 'Profile, departments and posts' },
  { key: 'staff.manage', label: 'Manage members', description: 'Invite, approve and disable members' },
  { key: 'seat.assign', label: 'Assign seats' },
  { key: 'order.buy', label: 'Buy services', description: 'Place and pay orders' },
  { key: 'finance.view', label: 'View finance' },
  { key: 'data.export', label: 'Export data' },
  { key: 'customers.all', label: 'See all customers', description: 'Not only their own' },
  { key: 'content.moderate', label: 'Moderate content' },
  { key: 'appeals.handle', label: 'Handle appeals' },
];

const all = permissionsZh.map((p) => p.key);

export const rolesZh: PermissionMatrixRole[] = [
  { id: 'admin', name: '管理员', locked: true, permissions: all },
  { id: 'member', name: '成员', locked: true, permissions: [] },
  { id: 'sales', name: '销售经理', permissions: ['customers.all', 'data.export'] },
  { id: 'finance', name: '财务专员', permissions: ['finance.view', 'order.buy'] },
  { id: 'hr', name: '人事专员', permissions: ['staff.manage'] },
];

const english: Record<string, string> = {
  admin: 'Administrator',
  member: 'Member',
  sales: 'Sales manager',
  finance: 'Accountant',
  hr: 'HR officer',
};

export const rolesEn: PermissionMatrixRole[] = rolesZh.map((r) => ({ ...r, name: english[r.id]! }));
