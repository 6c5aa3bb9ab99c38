import type { MessageTable } from '../messageTable';
import type { FollowUpKind, LeadProductTag, LeadReasonCode, LeadStatus } from './schemas';

/** Messages of the 精准拓客 workspace (docs/leads.md). */
export const LEADS_MESSAGES = {
  leadsListNotFound: { zh: '该线索名单不存在', en: 'No such lead list' },
  leadNotFound: { zh: '该线索不存在', en: 'No such lead' },
  leadsManageOnly: {
    zh: '只有名单的创建人或组织管理员可以修改该名单',
    en: 'Only the list’s owner or an organisation administrator may change this list',
  },
  leadsWorkOnly: {
    zh: '只有线索的负责人、名单创建人或组织管理员可以跟进该线索',
    en: 'Only the lead’s assignee, the list’s owner or an organisation administrator may work this lead',
  },
  leadsListFull: {
    zh: '每个线索名单最多 10000 条线索，请新建名单或缩小范围',
    en: 'A lead list holds at most 10,000 leads; start a new list or narrow the profile',
  },
  leadsListsMax: {
    zh: '本组织的线索名单已达上限（500 个），请先删除一些',
    en: 'Your organisation has the maximum of 500 lead lists; delete some first',
  },
  leadsInvalidReason: { zh: '标记为无效时请填写原因', en: 'Give a reason when marking a lead invalid' },
  leadsMemberNotFound: {
    zh: '所选成员不属于本组织',
    en: 'The chosen member does not belong to your organisation',
  },
  leadsCompanyNotFound: { zh: '所选企业不存在', en: 'The chosen company does not exist' },
  leadsRegionNotFound: { zh: '所选地区不存在', en: 'The chosen region does not exist' },
  leadsChainNotFound: { zh: '所选产业链或环节不存在', en: 'The chosen chain or node does not exist' },
  leadsNoLeadsToAssign: { zh: '没有可分配的线索', en: 'There are no leads to assign' },
  leadsExportExceeded: {
    zh: '本组织的导出额度不足，无法导出该名单',
    en: 'Your organisation’s export quota is not enough to export this list',
  },
} as const satisfies MessageTable;

type Text = { zh: string; en: string };

/**
 * How the portal renders a ranked row's reasons: `{param}` is replaced by the reason's param of
 * that name (names, codes, years, 万元 amounts, scores).
 */
export const LEADS_REASON_TEXT: Record<LeadReasonCode, Text> = {
  industrySection: { zh: '行业门类：{name}', en: 'Industry section: {name}' },
  industryDivision: { zh: '行业大类：{name}', en: 'Industry division: {name}' },
  chain: { zh: '产业链：{name}', en: 'Industry chain: {name}' },
  chainNode: { zh: '产业链环节：{name}', en: 'Chain node: {name}' },
  region: { zh: '所在地区：{name}', en: 'Region: {name}' },
  capital: { zh: '注册资本 {capital} 万元', en: 'Registered capital {capital} (10k CNY)' },
  founded: { zh: '成立于 {year} 年', en: 'Founded in {year}' },
  status: { zh: '登记状态：{name}', en: 'Registration status: {name}' },
  qualification: { zh: '资质：{tag}', en: 'Qualification: {tag}' },
  listed: { zh: '上市企业', en: 'Listed company' },
  scale: { zh: '企业规模：{tag}', en: 'Company scale: {tag}' },
  financing: { zh: '融资阶段：{tag}', en: 'Financing stage: {tag}' },
  hasCard: { zh: '有成员在平台上开通了名片', en: 'Someone of the company has a business card here' },
  hasPatents: { zh: '有专利（{count} 项）', en: 'Has patents ({count})' },
  stateOwned: { zh: '国有企业', en: 'State-owned company' },
  investsOthers: { zh: '有对外投资（{count} 家）', en: 'Invests in other companies ({count})' },
  recentFinancing: { zh: '最近一次融资：{round}（{date}）', en: 'Latest round: {round} ({date})' },
  capitalIncrease: {
    zh: '最近一次增资：{before} 万元增至 {after} 万元（{date}）',
    en: 'Latest capital increase: {before} to {after} (10k CNY) on {date}',
  },
  revenueGrowth: {
    zh: '{year} 年营业收入增长 {growth}%',
    en: 'Revenue growth {growth}% in {year}',
  },
  debtRatio: { zh: '{year} 年资产负债率 {ratio}%', en: 'Debt-to-asset ratio {ratio}% in {year}' },
  highScore: { zh: '企业综合评分高（{score}）', en: 'High overall company score ({score})' },
  strongGrowth: { zh: '成长性突出（{score}）', en: 'Strong growth ({score})' },
  similarIndustry: { zh: '与所选企业同行业：{name}', en: 'Same industry as your picks: {name}' },
  similarNode: { zh: '与所选企业同处产业链环节：{name}', en: 'Same chain node as your picks: {name}' },
  similarRegion: { zh: '与所选企业同地区：{name}', en: 'Same region as your picks: {name}' },
  similarSize: {
    zh: '注册资本与所选企业相近（{capital} 万元）',
    en: 'Capital close to your picks ({capital}, 10k CNY)',
  },
  similarScore: { zh: '综合评分与所选企业相近（{score}）', en: 'Score close to your picks ({score})' },
};

export const LEAD_STATUS_TEXT: Record<LeadStatus, Text> = {
  new: { zh: '新线索', en: 'New' },
  contacted: { zh: '已联系', en: 'Contacted' },
  interested: { zh: '有意向', en: 'Interested' },
  converted: { zh: '已转化', en: 'Converted' },
  invalid: { zh: '无效', en: 'Invalid' },
};

export const FOLLOW_UP_KIND_TEXT: Record<FollowUpKind, Text> = {
  call: { zh: '电话', en: 'Call' },
  visit: { zh: '拜访', en: 'Visit' },
  message: { zh: '消息', en: 'Message' },
  email: { zh: '邮件', en: 'Email' },
};

/** The bank's products to pitch (金融拓客). */
export const LEAD_PRODUCT_TEXT: Record<LeadProductTag, Text> = {
  workingCapital: { zh: '流动资金贷款', en: 'Working capital loan' },
  equity: { zh: '股权融资', en: 'Equity financing' },
  bond: { zh: '债券', en: 'Bonds' },
  leasing: { zh: '融资租赁', en: 'Financial leasing' },
};
