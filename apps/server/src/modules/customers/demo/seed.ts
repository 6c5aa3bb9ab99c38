import type { Store } from '../../../db/kysely';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { todayInChina } from '../../../lib/china-time';
import { memberIdsOf } from '../../accounts';

import * as customers from '../customers-repo';
import { stages } from '../pipeline';
import * as pipeline from '../pipeline-repo';
import * as timeline from '../timeline-repo';
import { demoCompanies, seedDemoContactCards } from './contact-cards';
import { seedDemoViews } from './views';

/** Customers of the demo: every stage, source and task state shows after `npm start`. */
export const DEMO_CUSTOMERS = 200;
const {
  tenantId: DEMO_TENANT,
  adminId: DEMO_OWNER,
  zhouleiId: DEMO_ZHOULEI,
  sunliId: DEMO_SUNLI,
} = PAYING_ORG;
const DAY = 86_400_000;
const SOURCES = ['data', 'data', 'lead', 'import', 'manual', 'card', 'chat'] as const;
const TAGS = [['重点客户'], ['高新技术企业'], [], ['战略合作', '重点客户'], ['待培育'], []];
const TITLES = [
  '年度采购框架协议',
  '产线智能化改造',
  '园区数字化平台',
  '供应链金融服务',
  '技术咨询服务',
  '设备租赁合作',
];
const CONTACTS = [
  { name: '王建国', title: '采购总监' },
  { name: '刘芳', title: '总经理' },
  { name: '陈晓东', title: '技术负责人' },
  { name: '赵敏', title: '财务经理' },
];
const NOTES: Array<{ kind: 'note' | 'call' | 'meeting' | 'visit' | 'email'; text: string }> = [
  { kind: 'call', text: '电话沟通了年度采购计划，对方预算已批复。' },
  { kind: 'visit', text: '上门拜访，参观了生产线，确认了改造需求。' },
  { kind: 'meeting', text: '与技术团队开会评审方案，需补充实施周期。' },
  { kind: 'email', text: '发送报价单和合同草案，等待法务意见。' },
  { kind: 'note', text: '对方关注交付周期和售后响应时间。' },
];

/**
 * 陈静's organisation gets 200 customers owned by its three members (some shared as collaborators),
 * with contacts, deals in every stage of the default pipeline (won and lost ones closed over the
 * last twelve months), a timeline, and tasks due today, overdue, later and done (and 陈静's saved
 * views, demo/views.ts). Once: a second start finds customers and changes nothing. Companies are
 * the data set's strongest, so the customers are the same for the same data set.
 */
export async function seedDemoCustomers(store: Store, now: Date = new Date()): Promise<boolean> {
  // 陈静's saved views: also into a demo folder whose customers were seeded before views existed.
  await seedDemoViews(store);
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo organisation's own rows
  const scope = store.forTenant(DEMO_TENANT);
  if ((await customers.countCustomers(scope)) > 0) return false;
  const members = new Set(await memberIdsOf(store.db, DEMO_TENANT));
  if (!members.has(DEMO_OWNER)) return false;
  const team = [DEMO_OWNER, DEMO_ZHOULEI, DEMO_SUNLI].filter((m) => members.has(m));
  // Companies that show open demo cards first: their contacts are linked to the cards (contact-cards.ts).
  const companies = await demoCompanies(store, scope, DEMO_CUSTOMERS);
  if (!companies.length) return false;
  const pipe = await stages(scope);
  const open = pipe.filter((s) => s.kind === 'open');
  const won = pipe.find((s) => s.kind === 'won')!;
  const lost = pipe.find((s) => s.kind === 'lost')!;
  const dateAfter = (days: number) => todayInChina(new Date(now.getTime() + days * DAY));

  await scope.transaction(async (tx) => {
    const ids = await customers.insertCustomers(
      tx,
      companies.map((c, i) => ({
        ownerId: team[i % team.length]!,
        name: c.company_name,
        uscNo: c.usc_no,
        creditKey: c.usc_no,
        companyId: c.company_id,
        regionCode: c.region_code,
        industryCode: c.industry_division_code,
        source: SOURCES[i % SOURCES.length]!,
        tags: TAGS[i % TAGS.length]!,
      })),
    );
    await customers.insertManyContacts(
      tx,
      ids.flatMap((customerId, i) => {
        const c = CONTACTS[i % CONTACTS.length]!;
        const phone = `139${String(10_000_000 + i * 7919).slice(-8)}`;
        return [{ customerId, name: c.name, title: c.title, phone, email: `contact${i + 1}@example.com` }];
      }),
    );
    const activities: timeline.NewActivity[] = [];
    for (const [i, customerId] of ids.entries()) {
      const owner = team[i % team.length]!;
      const createdAt = new Date(now.getTime() - ((i * 37) % 360) * DAY - DAY * 5);
      await customers.backdateCustomer(tx, customerId, createdAt);
      if (i % 9 === 4 && team.length > 1)
        await customers.setCollaborators(tx, customerId, [team[(i + 1) % team.length]!]);
      activities.push({ customerId, dealId: null, userId: owner, kind: 'created', at: createdAt });
      // Deals: most customers have one, every third a second; stages cycle so each holds some.
      for (let d = 0; d < (i % 3 === 0 ? 2 : i % 5 === 4 ? 0 : 1); d++) {
        const n = i * 2 + d;
        const stage = n % 7 === 5 ? won : n % 7 === 6 ? lost : open[n % open.length]!;
        const closedAt =
          stage.kind === 'open' ? null : new Date(now.getTime() - ((n * 23) % 330) * DAY - DAY);
        const title = TITLES[n % TITLES.length]!;
        const dealId = await pipeline.insertDeal(tx, {
          customerId,
          ownerId: owner,
          title,
          amount: 50_000 + ((n * 104_729) % 4_950_000),
          stageId: stage.id,
          expectedCloseOn: stage.kind === 'open' ? dateAfter(7 + ((n * 11) % 80)) : null,
          closedAt,
          at: createdAt,
        });
        activities.push({
          customerId,
          dealId,
          userId: owner,
          kind: 'deal',
          params: { deal: title },
          at: createdAt,
        });
        if (stage.id !== open[0]!.id)
          activities.push({
            customerId,
            dealId,
            userId: owner,
            kind: 'stage',
            params: { deal: title, stage: stage.name, ...(stage.key ? { stageKey: stage.key } : {}) },
            at: closedAt ?? new Date(createdAt.getTime() + 3 * DAY),
          });
      }
      // Logged activities spread over the last month.
      for (let a = 0; a < 1 + (i % 3); a++) {
        const note = NOTES[(i + a) % NOTES.length]!;
        activities.push({
          customerId,
          dealId: null,
          userId: owner,
          kind: note.kind,
          text: note.text,
          at: new Date(now.getTime() - ((i * 3 + a * 5) % 30) * DAY - a * 3600_000),
        });
      }
      // Tasks: due today, overdue, later, done, in turn.
      if (i % 2 === 0) {
        const state = (i / 2) % 4;
        await timeline.insertTask(tx, {
          customerId,
          dealId: null,
          assigneeId: owner,
          createdBy: owner,
          title: ['回访确认需求', '发送正式报价', '安排现场演示', '催收合同回签'][state]!,
          dueOn: [dateAfter(0), dateAfter(-2 - (i % 5)), dateAfter(3 + (i % 9)), dateAfter(-10)][state]!,
          doneAt: state === 3 ? new Date(now.getTime() - 9 * DAY) : null,
        });
      }
    }
    await timeline.insertManyActivities(tx, activities);
  });
  await seedDemoContactCards(store, scope, now);
  return true;
}
