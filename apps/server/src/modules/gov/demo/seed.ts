import { searchCompanyInputSchema } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { memberIdsOf } from '../../accounts';
import { searchCompanies } from '../../search';
import * as appeals from '../appeals-repo';
import * as links from '../links-repo';
import * as notices from '../notices-repo';
import * as settings from '../settings-repo';
import { deadlineAfter } from '../time';

/**
 * The demo desk: 陈静's paying organisation (200002, type 5 bought in the demo's pay history) runs
 * 西湖区政企服务中心 for 杭州市西湖区 (330106) with two departments; 李娜 (200001, no type 5) is the
 * enterprise user of a 西湖区 company with appeals in every state (two overdue) and notices
 * received. Once: a second start finds the settings and changes nothing.
 */
export const DEMO_GOV = {
  deskTenant: PAYING_ORG.tenantId,
  deskName: '西湖区政企服务中心',
  regionCode: '330106',
  enterpriseTenant: '200001',
  enterpriseUser: '1000000000000000003',
} as const;

const DAY = 86_400_000;
const APPEALS: Array<{
  category: 'policy' | 'finance' | 'talent' | 'land' | 'approval' | 'other';
  title: string;
  state: 'submitted' | 'accepted' | 'assigned' | 'answered' | 'closed' | 'rejected';
  daysAgo: number;
  rating?: number;
}> = [
  { category: 'policy', title: '咨询高新技术企业认定补助政策', state: 'submitted', daysAgo: 1 },
  { category: 'approval', title: '新建厂房消防验收进度咨询', state: 'submitted', daysAgo: 12 },
  { category: 'talent', title: '招聘高校毕业生的社保补贴', state: 'accepted', daysAgo: 2 },
  { category: 'finance', title: '申请科技型中小企业贷款贴息', state: 'assigned', daysAgo: 3 },
  { category: 'land', title: '扩产用地指标申请', state: 'assigned', daysAgo: 25 },
  { category: 'policy', title: '研发费用加计扣除申报口径', state: 'answered', daysAgo: 6 },
  { category: 'finance', title: '知识产权质押融资渠道', state: 'closed', daysAgo: 20, rating: 5 },
  { category: 'other', title: '园区道路夜间照明问题', state: 'rejected', daysAgo: 9 },
];

export async function seedDemoGov(store: Store, now: Date = new Date()): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo desk's own rows
  const desk = store.forTenant(DEMO_GOV.deskTenant);
  if (await settings.findSettings(desk)) return false;
  const staff = new Set(await memberIdsOf(store.db, DEMO_GOV.deskTenant));
  if (!staff.has(PAYING_ORG.adminId)) return false;
  const found = await searchCompanies(
    store,
    searchCompanyInputSchema.parse({ filters: { regionCode: DEMO_GOV.regionCode }, size: 5 }),
  );
  const company = found.records[0];
  if (!company) return false;
  const handler = staff.has(PAYING_ORG.zhouleiId) ? PAYING_ORG.zhouleiId : PAYING_ORG.adminId;
  await settings.saveSettings(desk, {
    deskName: DEMO_GOV.deskName,
    regionCode: DEMO_GOV.regionCode,
    categoryDays: JSON.stringify({ policy: 5, finance: 10, talent: 7, land: 15, approval: 7, other: 10 }),
  });
  const service = await settings.insertDepartment(desk, '企业服务科');
  const planning = await settings.insertDepartment(desk, '规划资源科');
  // eslint-disable-next-line no-restricted-syntax -- 李娜's company link is kept in her own organisation
  await links.saveLink(store.forTenant(DEMO_GOV.enterpriseTenant), DEMO_GOV.enterpriseUser, {
    companyId: company.companyId,
    companyName: company.companyName,
    regionCode: company.regionCode,
  });
  const days = { policy: 5, finance: 10, talent: 7, land: 15, approval: 7, other: 10 };
  for (const a of APPEALS) {
    const at = new Date(now.getTime() - a.daysAgo * DAY);
    const later = (d: number) => new Date(at.getTime() + d * DAY);
    const dept = a.category === 'land' ? planning : service;
    const id = await appeals.insertAppeal(desk, {
      submitter_tenant_id: DEMO_GOV.enterpriseTenant,
      submitter_user_id: DEMO_GOV.enterpriseUser,
      company_id: company.companyId,
      company_name: company.companyName,
      region_code: company.regionCode,
      category: a.category,
      title: a.title,
      content: `${a.title}：我司在西湖区经营，希望了解办理条件、所需材料和时限，请予以答复。`,
      contact_name: '李娜',
      contact_phone: '13800000002',
      attachments: '[]',
      deadline: deadlineAfter(at, days[a.category]),
      created_at: at,
    });
    const event = (kind: string, d: number, extra: Partial<appeals.NewEvent> = {}) =>
      appeals.insertEvent(desk, {
        appealId: id,
        kind,
        side: kind === 'submitted' || kind === 'rated' ? 'enterprise' : 'desk',
        actorId: kind === 'submitted' || kind === 'rated' ? DEMO_GOV.enterpriseUser : PAYING_ORG.adminId,
        createdAt: later(d),
        ...extra,
      });
    await event('submitted', 0);
    const order = ['submitted', 'accepted', 'assigned', 'answered', 'closed'];
    const reached = a.state === 'rejected' ? 0 : order.indexOf(a.state);
    if (a.state === 'rejected') {
      const reason = '该事项属于市政设施管理范围，请向区城管局反映。';
      await appeals.updateAppeal(desk, id, 'submitted', {
        state: 'rejected',
        reject_reason: reason,
        closed_at: later(1),
      });
      await event('rejected', 1, { text: reason });
      continue;
    }
    if (reached >= 1) {
      await appeals.updateAppeal(desk, id, 'submitted', { state: 'accepted' });
      await event('accepted', 0.2);
    }
    if (reached >= 2) {
      await appeals.updateAppeal(desk, id, 'accepted', {
        state: 'assigned',
        department_id: dept,
        assignee_id: handler,
      });
      await event('assigned', 0.5, { departmentId: dept, assigneeId: handler });
    }
    if (reached >= 3) {
      const answer =
        '已核实，符合条件。请于本月底前通过“浙里办”提交申请材料，我科将在 5 个工作日内完成审核。';
      await appeals.updateAppeal(desk, id, 'assigned', { state: 'answered', answer, answered_at: later(2) });
      await event('answered', 2, { text: answer, actorId: handler });
    }
    if (reached >= 4) {
      await appeals.updateAppeal(desk, id, 'answered', { state: 'closed', closed_at: later(4) });
      await event('closed', 4);
    }
    if (a.rating) {
      await appeals.rateAppeal(desk, id, a.rating, '答复及时，材料清单很清楚。');
      await event('rated', 3, { text: `${a.rating} 答复及时，材料清单很清楚。` });
    }
  }
  await notices.insertNotice(desk, {
    title: '关于开展 2026 年度高新技术企业认定申报工作的通知',
    body: '各有关企业：\n2026 年度高新技术企业认定申报工作现已启动，请符合条件的企业于 12 月 31 日前完成网上申报。',
    category: 'policy',
    target: 'all',
    regionCode: DEMO_GOV.regionCode,
    authorId: PAYING_ORG.adminId,
    companies: [],
    createdAt: new Date(now.getTime() - 5 * DAY),
  });
  await notices.insertNotice(desk, {
    title: '重点企业政企恳谈会邀请',
    body: '诚邀贵司参加下周三下午的政企恳谈会，现场解答企业经营中的困难和诉求。',
    category: 'notice',
    target: 'chosen',
    regionCode: DEMO_GOV.regionCode,
    authorId: PAYING_ORG.adminId,
    companies: [{ companyId: company.companyId, companyName: company.companyName }],
    createdAt: new Date(now.getTime() - 2 * DAY),
  });
  return true;
}
