/** Route titles by meta.title key: [zh, en]. */
type Pair = [string, string];

const section = (zhName: string, enName: string, im: Pair) =>
  ({
    home: [zhName, enName],
    dynamic: [`${zhName}动态`, `${enName} dynamics`],
    publish: [`${zhName}发布`, `${enName} publish`],
    publicationEdit: ['编辑发布', 'Edit publication'],
    publicationDetail: ['发布详情', 'Publication detail'],
    im: im,
    orgDetail: ['机构详情', 'Organisation detail'],
  }) satisfies Record<string, Pair>;

const flat = {
  redirect: ['跳转中', 'Redirecting'],
  login: ['登录', 'Log in'],
  qrConfirm: ['扫码登录确认', 'Confirm sign-in'],
  socialCallback: ['第三方登录', 'Sign-in'],
  notFound: ['页面不存在', 'Page not found'],
  home: ['首页', 'Home'],
  discover: ['发现', 'Discover'],
  dynamics: ['动态', 'Dynamics'],
  trends: ['资讯', 'Trends'],
  publish: ['发布', 'Publish'],
  activity: ['活动', 'Activities'],
  im: ['消息', 'Messages'],
  solution: ['解决方案', 'Solutions'],
  solutionDetail: ['方案详情', 'Solution detail'],
  discoverIndex: ['发现', 'Discover'],
  discoverMember: ['发现会员', 'Discover members'],
  memberIndex: ['会员中心', 'Membership'],
  proGraph: ['产业图谱', 'Industry graph'],
  proGraphList: ['图谱列表', 'Graph list'],
  publicationDetail: ['发布详情', 'Publication detail'],
  publicationEdit: ['编辑发布', 'Edit publication'],
  largeScreen: ['数据大屏', 'Big screen'],
  metricTable: ['深度数据库', 'Deep database'],
  entInfo: ['企业详情', 'Enterprise profile'],
  skill: ['使用指南', 'Guides'],
  graph: ['企业图谱', 'Enterprise graph'],
  graphEdit: ['编辑图谱', 'Edit graph'],
  graphPreview: ['图谱预览', 'Graph preview'],
  org: ['完善组织信息', 'Organisation info'],
  cardAdd: ['创建名片', 'Create card'],
  cardEdit: ['编辑名片', 'Edit card'],
  cardPreview: ['名片预览', 'Card preview'],
  cardView: ['查看名片', 'View card'],
  cardMobile: ['电子名片', 'Business card'],
  productIndex: ['产品服务', 'Products'],
  privacy: ['隐私政策', 'Privacy policy'],
  userAgreement: ['用户协议', 'User agreement'],
  restPassword: ['重置密码', 'Reset password'],
} satisfies Record<string, Pair>;

const groups = {
  politics: section('政企通', 'Government-enterprise', ['政企沟通', 'Gov chat']),
  customer: section('客户管理', 'Customer management', ['客户沟通', 'Customer chat']),
  member: section('会员管理', 'Member management', ['会员沟通', 'Member chat']),
  business: section('精准招商', 'Investment attraction', ['招商沟通', 'Investment chat']),
  toker: section('精准获客', 'Customer acquisition', ['获客沟通', 'Acquisition chat']),
  tokerFinance: section('精准获客（金融版）', 'Finance acquisition', ['金融获客沟通', 'Finance chat']),
  serve: {
    induAnalysis: ['产业分析', 'Industry analysis'],
    induCompare: ['对标分析', 'Benchmarking'],
    industryDiag: ['产业诊断', 'Industry diagnosis'],
    govAndEnt: ['政企服务', 'Government and enterprise'],
    industryMap: ['产业地图', 'Industry map'],
    induTracking: ['产业追踪', 'Industry tracking'],
    compTracking: ['企业追踪', 'Company tracking'],
    researchReport: ['研究报告', 'Research reports'],
    patents: ['专利', 'Patents'],
    policy: ['政策', 'Policy'],
    policyDetail: ['政策详情', 'Policy detail'],
  },
  user: {
    personalIndex: ['个人中心', 'Personal centre'],
    personalCard: ['我的名片', 'My cards'],
    personalInfo: ['个人信息', 'Personal info'],
    deptAccount: ['组织账号', 'Organisation account'],
    deptBook: ['通讯录', 'Address book'],
    join: ['加入组织', 'Join an organisation'],
    managePreserve: ['部门管理', 'Departments'],
    managePost: ['岗位管理', 'Posts'],
    manageRole: ['角色管理', 'Roles'],
    manageStaff: ['员工管理', 'Staff'],
    manageMember: ['成员管理', 'Members'],
    safety: ['账号安全', 'Account security'],
    orderList: ['我的订单', 'My orders'],
    orderBill: ['我的账单', 'My bills'],
  },
  control: {
    graph: ['我的图谱', 'My graphs'],
    collections: ['我的收藏', 'Collections'],
    focus: ['我的关注', 'Following'],
    query: ['我的查询', 'Queries'],
    share: ['我的分享', 'Shares'],
    download: ['我的下载', 'Downloads'],
    fans: ['我的粉丝', 'Fans'],
    praise: ['我的点赞', 'Likes'],
  },
  sales: {
    salesCode: ['我的销售码', 'Sales code'],
    salesTeam: ['销售团队', 'Sales team'],
    teamDetail: ['团队详情', 'Team detail'],
  },
  operator: {
    channels: ['渠道统计', 'Channel report'],
    index: ['运营后台', 'Operator console'],
    customers: ['客户', 'Customers'],
    customerEdit: ['编辑客户', 'Edit customer'],
    sensitiveWords: ['敏感词', 'Sensitive words'],
    dictionaries: ['字典', 'Dictionaries'],
    editions: ['版本与价格', 'Editions and prices'],
    partners: ['组件合作方', 'Widget partners'],
    imports: ['数据导入', 'Data import'],
    health: ['平台健康', 'Platform health'],
  },
  expense: {
    invoiceManagement: ['发票管理', 'Invoices'],
    invoiceApply: ['申请发票', 'Apply for invoice'],
    invoiceDetail: ['发票详情', 'Invoice detail'],
    setInvoiceInfo: ['发票信息', 'Invoice info'],
    orderManagement: ['订单管理', 'Orders'],
    details: ['订单详情', 'Order detail'],
    contracts: ['合同管理', 'Contracts'],
    applyContract: ['申请合同', 'Apply for contract'],
    contractDetail: ['合同详情', 'Contract detail'],
    qrCodeManagement: ['激活码管理', 'Activation codes'],
    userAccountDetail: ['我的权益', 'My equity'],
  },
  product: {
    compute: ['算力服务', 'Compute'],
    vipServices: ['VIP套餐', 'VIP packages'],
    shoppingCard: ['购物车', 'Shopping cart'],
    preOrder: ['确认订单', 'Confirm order'],
    order: ['订单', 'Order'],
    pay: ['支付', 'Payment'],
  },
} satisfies Record<string, Record<string, Pair>>;

type Groups = typeof groups;

/** Every route title key: flat ones and `group.key` (e.g. `business.home`, `user.safety`). */
export type RouteTitle =
  keyof typeof flat | { [G in keyof Groups]: `${G}.${keyof Groups[G] & string}` }[keyof Groups];

type Titles = {
  [K in keyof typeof flat | keyof Groups]: K extends keyof Groups ? Record<keyof Groups[K], string> : string;
};

/** Nested so that `routes.politics.home` resolves with i18next's dot separator. */
function build(index: 0 | 1): Titles {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, pair] of Object.entries(flat)) out[key] = pair[index];
  for (const [group, entries] of Object.entries(groups)) {
    out[group] = Object.fromEntries(Object.entries(entries).map(([key, pair]) => [key, pair[index]]));
  }
  return out as Titles;
}

export const routeTitlesZh = build(0);
export const routeTitlesEn = build(1);
