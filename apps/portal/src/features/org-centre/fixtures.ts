import type {
  BookEntry,
  Department,
  OrgAccount,
  OrgMe,
  OrgPost,
  OrgRole,
  SeatSummary,
  Staff,
} from '@platform/contracts/org-centre/schemas';

/** Test data of the organisation centre (a small tenant: two departments, three people). */
export const adminMe: OrgMe = {
  isOrganisation: true,
  isAdmin: true,
  permissions: [
    'org.manage',
    'staff.manage',
    'seat.assign',
    'order.buy',
    'finance.view',
    'data.export',
    'customers.all',
    'content.moderate',
  ],
  seated: true,
};
export const memberMe: OrgMe = { isOrganisation: true, isAdmin: false, permissions: [], seated: true };

export const departments: Department[] = [
  { id: '10', parentId: null, name: '销售部', sort: 0, staffCount: 2 },
  { id: '11', parentId: '10', name: '华东大区', sort: 0, staffCount: 1 },
  { id: '12', parentId: null, name: '研发部', sort: 1, staffCount: 0 },
];

export const posts: OrgPost[] = [
  { id: '20', name: '销售经理', staffCount: 1 },
  { id: '21', name: '工程师', staffCount: 0 },
];

export const roles: OrgRole[] = [
  { id: '30', name: '管理员', builtin: 'admin', permissions: [...adminMe.permissions], staffCount: 1 },
  { id: '31', name: '成员', builtin: 'member', permissions: [], staffCount: 3 },
  { id: '32', name: '财务', builtin: null, permissions: ['finance.view'], staffCount: 1 },
];

const person = (over: Partial<Staff>): Staff => ({
  userId: '1001',
  realName: '李娜',
  phone: '13800000001',
  avatar: '',
  departmentId: '10',
  departmentName: '销售部',
  postId: '20',
  postName: '销售经理',
  roleIds: ['30'],
  roleNames: ['管理员'],
  isAdmin: true,
  status: 'active',
  seated: true,
  joinedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
export const lina = person({});
export const wang = person({
  userId: '1002',
  realName: '王强',
  phone: '13800000002',
  departmentId: '11',
  departmentName: '华东大区',
  postId: null,
  postName: '',
  roleIds: ['31'],
  roleNames: ['成员'],
  isAdmin: false,
  seated: false,
});
export const zhao = person({
  userId: '1003',
  realName: '赵敏',
  phone: '13800000003',
  roleIds: ['31', '32'],
  roleNames: ['成员', '财务'],
  isAdmin: false,
  status: 'disabled',
  seated: false,
});
export const staff = [lina, wang, zhao];

export const seatSummary: SeatSummary = {
  accountNum: 2,
  used: 1,
  free: 1,
  expireTime: '2027-01-01T00:00:00.000Z',
  holders: [{ userId: '1001', realName: '李娜', assignTime: '2026-01-01T00:00:00.000Z' }],
};

export const book: BookEntry[] = [
  {
    userId: '1001',
    realName: '李娜',
    avatar: '',
    departmentId: '10',
    departmentName: '销售部',
    postName: '销售经理',
    phone: '13800000001',
    email: 'lina@example.com',
    cardId: '555',
    isSelf: true,
  },
  {
    userId: '1002',
    realName: '王强',
    avatar: '',
    departmentId: '11',
    departmentName: '华东大区',
    postName: '',
    phone: '138****0002',
    email: '',
    cardId: null,
    isSelf: false,
  },
];

export const account: OrgAccount = {
  name: '福州云启科技有限公司',
  creditCode: '',
  industry: '软件和信息技术服务业',
  region: '',
  logo: '',
  certification: 'uncertified',
  memberCount: 3,
};
