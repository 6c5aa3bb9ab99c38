import { DEFAULT_CUSTOMER_CODE, DEFAULT_TENANT_ID, ProfessionalService } from '@platform/contracts';

/** Every demo account shares this password (printed at start). */
export const DEMO_PASSWORD = 'Demo@2026';

export const WHITE_LABEL_CODE = '20000001';

const logo = (code: string) =>
  `logo=/brand/${code}/logo.svg&logo2=/brand/${code}/logo-white.svg&logo3=/brand/${code}/icon.svg`;

export const CUSTOMERS = [
  {
    code: DEFAULT_CUSTOMER_CODE,
    isDefault: true,
    domains: ['localhost'],
    platformName: '产业链数智云平台',
    phone: '400-820-1688',
    logo: logo(DEFAULT_CUSTOMER_CODE),
    address: '浙江省杭州市西湖区文三路 398 号数智大厦 12 层',
    record: '浙ICP备2026000001号-1',
    license: '增值电信业务经营许可证：浙B2-20260001',
    companyName: '杭州链数科技有限公司',
    oem: { indexFlag: 1, vipServicesFlag: 1 },
    theme: 'blue' as const,
    brandColor: '#0659E6',
    menu: ['discover', 'serve', 'business', 'toker', 'tokerFinance', 'customer', 'member', 'politics'],
    services: Object.values(ProfessionalService),
  },
  {
    code: WHITE_LABEL_CODE,
    isDefault: false,
    domains: ['127.0.0.1'],
    platformName: '星河产业大脑',
    phone: '400-611-2026',
    logo: logo(WHITE_LABEL_CODE),
    address: '江苏省苏州市工业园区星湖街 328 号',
    record: '苏ICP备2026000002号-1',
    license: '',
    companyName: '苏州星河数据服务有限公司',
    oem: { indexFlag: 2, vipServicesFlag: 0 },
    theme: 'common' as const,
    brandColor: '#0F8A5F',
    menu: ['discover', 'business', 'serve'],
    services: [
      ProfessionalService.PRECISE_INVESTMENT,
      ProfessionalService.INDUSTRY_GRAPH,
      ProfessionalService.INDUSTRY_ANALYSIS,
    ],
  },
];

/** Names of top-menu sections (route flags) and professional services, as configured items. */
export const MENU_NAMES: Record<string, string> = {
  discover: '发现',
  serve: '产业服务',
  business: '精准招商',
  toker: '精准拓客',
  tokerFinance: '金融拓客',
  customer: '客户管理',
  member: '会员管理',
  politics: '政企通',
};

export const SERVICE_NAMES: Record<string, string> = {
  [ProfessionalService.PRECISE_CUSTOMER]: '精准获客',
  [ProfessionalService.PRECISE_CUSTOMER_FINANCE]: '精准获客（金融版）',
  [ProfessionalService.CUSTOMER_MANAGEMENT]: '客户管理',
  [ProfessionalService.MEMBER_MANAGEMENT]: '会员管理',
  [ProfessionalService.GOV_ENTERPRISE]: '政企通',
  [ProfessionalService.PRECISE_INVESTMENT]: '精准招商',
  [ProfessionalService.INDUSTRY_GRAPH]: '产业图谱',
  [ProfessionalService.DIAGNOSIS]: '产业诊断',
  [ProfessionalService.INDUSTRY_ANALYSIS]: '产业分析',
  [ProfessionalService.BENCHMARKING]: '对标分析',
  [ProfessionalService.EXTERNAL_ACQUISITION_SITE]: '获客站点',
};

/** The paying organisation of the demo (200002): 陈静 administers it, 周磊 and 孙丽 are its members. */
export const PAYING_ORG = {
  tenantId: '200002',
  adminId: '1000000000000000007',
  zhouleiId: '1000000000000000008',
  sunliId: '1000000000000000009',
} as const;

export const TENANTS = [
  { id: DEFAULT_TENANT_ID, name: '平台运营中心', type: 3, customer: DEFAULT_CUSTOMER_CODE },
  { id: '100001', name: '张伟的个人空间', type: 1, customer: DEFAULT_CUSTOMER_CODE },
  { id: '200001', name: '杭州云栖智造科技有限公司', type: 2, customer: DEFAULT_CUSTOMER_CODE },
  /** The paying organisation: every section bought (pay-history.ts), so the workspaces are open in the demo. */
  { id: '200002', name: '苏州星链产业服务有限公司', type: 2, customer: DEFAULT_CUSTOMER_CODE },
  { id: '300001', name: '赵敏的个人空间', type: 1, customer: WHITE_LABEL_CODE },
];

export interface DemoUser {
  id: string;
  account: string;
  phone: string;
  realName: string;
  nickName: string;
  email: string;
  role: string;
  memberships: Array<{ tenant: string; roleName: string; isAdmin: boolean; dept?: string; post?: string }>;
  note: string;
}

export const USERS: DemoUser[] = [
  {
    id: '1000000000000000001',
    account: 'admin',
    phone: '13800000000',
    realName: '平台管理员',
    nickName: '管理员',
    email: 'admin@demo.cn',
    role: 'administrator',
    memberships: [{ tenant: DEFAULT_TENANT_ID, roleName: 'administrator', isAdmin: true }],
    note: 'platform operator (default tenant 000000)',
  },
  {
    id: '1000000000000000002',
    account: 'zhangwei',
    phone: '13800000001',
    realName: '张伟',
    nickName: '张伟',
    email: 'zhangwei@demo.cn',
    role: 'personal',
    memberships: [{ tenant: '100001', roleName: 'personal', isAdmin: true }],
    note: 'personal user',
  },
  {
    id: '1000000000000000003',
    account: 'lina',
    phone: '13800000002',
    realName: '李娜',
    nickName: '李娜',
    email: 'lina@yunqi-demo.cn',
    role: 'administrator',
    memberships: [
      { tenant: '200001', roleName: 'administrator', isAdmin: true, dept: '总经办', post: '总经理' },
    ],
    note: 'organisation administrator',
  },
  {
    id: '1000000000000000004',
    account: 'wangfang',
    phone: '13800000003',
    realName: '王芳',
    nickName: '王芳',
    email: 'wangfang@yunqi-demo.cn',
    role: 'member',
    memberships: [{ tenant: '200001', roleName: 'member', isAdmin: false, dept: '市场部', post: '市场经理' }],
    note: 'organisation member',
  },
  {
    id: '1000000000000000005',
    account: 'liuyang',
    phone: '13800000004',
    realName: '刘洋',
    nickName: '刘洋',
    email: 'liuyang@yunqi-demo.cn',
    role: 'member',
    memberships: [{ tenant: '200001', roleName: 'member', isAdmin: false, dept: '招商部', post: '招商专员' }],
    note: 'organisation member',
  },
  {
    id: '1000000000000000006',
    account: 'zhaomin',
    phone: '13800000005',
    realName: '赵敏',
    nickName: '赵敏',
    email: 'zhaomin@xinghe-demo.cn',
    role: 'personal',
    memberships: [{ tenant: '300001', roleName: 'personal', isAdmin: true }],
    note: `personal user of the white-label customer (host 127.0.0.1)`,
  },
  {
    id: '1000000000000000007',
    account: 'chenjing',
    phone: '13800000006',
    realName: '陈静',
    nickName: '陈静',
    email: 'chenjing@xinglian-demo.cn',
    role: 'administrator',
    memberships: [
      { tenant: '200002', roleName: 'administrator', isAdmin: true, dept: '产业服务部', post: '运营总监' },
    ],
    note: 'administrator of a paying organisation: every section and workspace bought',
  },
  {
    id: '1000000000000000008',
    account: 'zhoulei',
    phone: '13800000007',
    realName: '周磊',
    nickName: '周磊',
    email: 'zhoulei@xinglian-demo.cn',
    role: 'member',
    memberships: [
      { tenant: '200002', roleName: 'member', isAdmin: false, dept: '市场拓展部', post: '客户经理' },
    ],
    note: 'member of the paying organisation (陈静’s colleague; lead lists, issue 26)',
  },
  {
    id: '1000000000000000009',
    account: 'sunli',
    phone: '13800000008',
    realName: '孙丽',
    nickName: '孙丽',
    email: 'sunli@xinglian-demo.cn',
    role: 'member',
    memberships: [
      { tenant: '200002', roleName: 'member', isAdmin: false, dept: '市场拓展部', post: '销售专员' },
    ],
    note: 'member of the paying organisation (陈静’s colleague; lead lists, issue 26)',
  },
];

export const DICTIONARY: Array<[code: string, key: string, value: string]> = [
  ['chaolian1', 'enabled', 'true'],
  ['chain_qr_code', 'app_prod_promotion', '/app/download'],
  ['chain_qr_code', 'h5_root_url', '/m/'],
  ['chain_domain', 'chain_clouddomain_url', '/'],
  ['lingxiaoxi_url', 'url', '/im/index'],
  ['customer_service_account_list', 'service', '1000000000000000001'],
  ['report_url', 'url', '/control/download'],
  // Follow-group templates (group/saveGroupTemplate): their subgroups are in content/follow-groups.ts.
  ['group_template_type', 'chain', '产业链上下游'],
  ['group_template_type', 'region', '区域招商'],
  ['group_template_type', 'customer', '客户分级'],
  ['group_template_type', 'investment', '招商项目'],
];
