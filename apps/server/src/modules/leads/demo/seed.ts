import type { FollowUpKindColumn, LeadProductTagColumn, LeadStatusColumn } from '../../../db/schema/leads';
import type { Store } from '../../../db/kysely';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { memberIdsOf } from '../../accounts';
import { toNewLead } from '../lists';
import * as leadsRepo from '../leads-repo';
import * as listsRepo from '../lists-repo';
import * as search from '../search-repo';
import { todayInChina } from '../../../lib/china-time';
import { withCardCompanies } from './cards';

/** The paying organisation (陈静, administrator) and its demo members 周磊 and 孙丽 (db/seed/demo-data.ts). */
export const DEMO_TENANT = PAYING_ORG.tenantId;
export const DEMO_OWNER = PAYING_ORG.adminId;
export const DEMO_ZHOULEI = PAYING_ORG.zhouleiId;
export const DEMO_SUNLI = PAYING_ORG.sunliId;

interface DemoList {
  name: string;
  share: 'private' | 'users' | 'organisation';
  sharedWith: string[];
  where: search.CompanyWhere;
  top: number;
}

/** Three lists: one shared with the organisation, one private, one shared with 周磊. */
const LISTS: DemoList[] = [
  {
    name: '苏州制造业重点客户',
    share: 'organisation',
    sharedWith: [],
    where: { provinces: ['320000'], sectionCodes: ['C'] },
    top: 60,
  },
  {
    name: '高新技术企业储备',
    share: 'private',
    sharedWith: [],
    where: { qualificationTags: ['高新技术企业'] },
    top: 30,
  },
  { name: '上市企业拜访计划', share: 'users', sharedWith: [DEMO_ZHOULEI], where: { listed: true }, top: 25 },
];

/** The status of the i-th lead: every status in each ten. */
const STATUS_CYCLE: LeadStatusColumn[] = [
  'new',
  'new',
  'contacted',
  'contacted',
  'interested',
  'interested',
  'converted',
  'converted',
  'invalid',
  'contacted',
];
const KINDS: FollowUpKindColumn[] = ['call', 'visit', 'message', 'email'];
const NOTES = [
  '电话沟通了采购计划，对方下季度有扩产需求。',
  '上门拜访，见到了采购负责人，约定发送方案。',
  '通过名片发送了产品资料，对方已读。',
  '邮件发送报价单，等待回复。',
];
const DAY = 86_400_000;
const PRODUCTS: LeadProductTagColumn[][] = [
  ['workingCapital'],
  ['equity', 'bond'],
  [],
  ['leasing'],
  ['workingCapital', 'leasing'],
  [],
];

/**
 * 陈静's organisation gets three lead lists with leads in every status, assigned to its members,
 * follow-ups due today and overdue, and conversions over the last months. Once: a second start
 * finds the lists and changes nothing. Companies come from the data set by fixed profiles (the
 * strongest first), so the lists are the same for the same data set.
 */
export async function seedDemoLeads(store: Store, now: Date = new Date()): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo organisation's own rows
  const scope = store.forTenant(DEMO_TENANT);
  if ((await listsRepo.countLists(scope)) > 0) return false;
  const members = new Set(await memberIdsOf(store.db, DEMO_TENANT));
  if (!members.has(DEMO_OWNER)) return false;
  const team = [DEMO_OWNER, DEMO_ZHOULEI, DEMO_SUNLI].filter((m) => members.has(m));
  const today = todayInChina(now);
  const dateAfter = (days: number) => todayInChina(new Date(now.getTime() + days * DAY));
  let seeded = false;
  for (const [n, def] of LISTS.entries()) {
    let companies = await search.rankedPage(store.db, def.where, def.top, 0);
    if (companies.length < 10) companies = await search.rankedPage(store.db, {}, def.top, n * def.top);
    if (!companies.length) continue;
    // Companies of the profile that show an open card first: the lead drawer's 平台名片.
    companies = await withCardCompanies(store, def.where, companies);
    await scope.transaction(async (tx) => {
      const listId = await listsRepo.insertList(tx, { ownerId: DEMO_OWNER, name: def.name, profile: null });
      const added = await leadsRepo.insertLeads(tx, listId, companies.map(toNewLead));
      await listsRepo.addToCount(tx, listId, added);
      await listsRepo.setShare(
        tx,
        listId,
        def.share,
        def.sharedWith.filter((m) => members.has(m)),
      );
      const leads = await leadsRepo.leadsOfList(tx, listId);
      for (const [i, lead] of leads.entries()) {
        const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
        const assignee = team[i % team.length]!;
        await leadsRepo.assign(tx, listId, [lead.id], assignee);
        // 金融拓客: the product to pitch, on two leads in three.
        const products = PRODUCTS[i % PRODUCTS.length]!;
        if (products.length) await leadsRepo.setProducts(tx, [lead.id], products);
        if (status === 'new') continue;
        // A follow-up or two before the status, spread over the last two weeks.
        const at = new Date(now.getTime() - ((i * 3 + n) % 14) * DAY - (i % 7) * 3600_000);
        const open = status === 'contacted' || status === 'interested';
        // Open leads: due today, overdue or later, in turn for each member.
        const nextOn = open
          ? [today, dateAfter(-3 - (i % 4)), dateAfter(2 + (i % 5))][Math.floor(i / 3) % 3]!
          : null;
        const kind = KINDS[i % KINDS.length]!;
        await leadsRepo.insertFollowUp(tx, {
          leadId: lead.id,
          userId: assignee,
          kind,
          note: NOTES[i % NOTES.length]!,
          nextOn,
          at,
        });
        await leadsRepo.touchAfterFollowUp(tx, lead.id, nextOn, at);
        if (status === 'contacted') continue;
        const convertedAt = new Date(now.getTime() - ((i * 17) % 330) * DAY - DAY);
        await leadsRepo.setStatus(
          tx,
          [lead.id],
          status,
          status === 'invalid' ? '企业已迁出服务区域' : null,
          convertedAt,
        );
        if (status === 'converted') await leadsRepo.backdate(tx, lead.id, { convertedAt });
      }
    });
    seeded = true;
  }
  return seeded;
}
