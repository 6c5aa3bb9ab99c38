import {
  DEFAULT_CUSTOMER_CODE,
  documentPlainText,
  documentSummary,
  type RichDocument,
} from '@platform/contracts';
import type { Q } from '../../../db/kysely';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { findPublication, insertPublication } from '../publications-repo';

const DAY = 86_400_000;
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]): RichDocument =>
  ({ type: 'doc', content: texts.map(paragraph) }) as RichDocument;

/** Fixed ids, apart from the general demo's (81…): a second start finds them. */
export const DEMO_ASSOCIATION_PUBLICATIONS = {
  article: '8200000000000000001',
  activity: '8200000000000000002',
} as const;

/**
 * What an association's people publish for its members (docs/association.md "Notices and events"):
 * a notice (article) and an event (activity, 14 days after `now`, 09:00–17:00 China time), both
 * published and readable by any signed-in user, written by `author` (陈静, of the demo association 200002) in their organisation. The
 * association demo sends them to its members. Idempotent: rows already there are kept.
 */
export async function seedDemoAssociationPublications(
  db: Q,
  now: Date = new Date(),
  author: { tenantId: string; userId: string } = {
    tenantId: PAYING_ORG.tenantId,
    userId: PAYING_ORG.adminId,
  },
): Promise<typeof DEMO_ASSOCIATION_PUBLICATIONS> {
  const chinaDay = Math.floor((now.getTime() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;
  const start = new Date(chinaDay + 14 * DAY + 9 * 3_600_000);
  const published = new Date(chinaDay - 2 * DAY + 10 * 3_600_000);
  const rows = [
    {
      id: DEMO_ASSOCIATION_PUBLICATIONS.article,
      kind: 'article' as const,
      title: '关于召开 2027 年度会员大会的通知',
      body: doc(
        '各会员单位：',
        '本会定于明年一月中旬召开 2027 年度会员大会，审议年度工作报告与会费使用情况，并选举新一届理事会。',
        '请各会员单位指定一名代表参会，并于本月底前通过平台回复参会人员信息。',
      ),
      published,
    },
    {
      id: DEMO_ASSOCIATION_PUBLICATIONS.activity,
      kind: 'activity' as const,
      title: '长三角会员企业供需对接会',
      body: doc(
        '为促进会员企业之间的供需合作，本会将举办长三角会员企业供需对接会。',
        '现场安排重点项目路演与一对一洽谈，欢迎会员企业报名参加。',
      ),
      published: new Date(published.getTime() + 3_600_000),
    },
  ];
  for (const r of rows) {
    if (await findPublication(db, r.id)) continue;
    const activity = r.kind === 'activity';
    await insertPublication(db, {
      id: r.id,
      customer_code: DEFAULT_CUSTOMER_CODE,
      tenant_id: author.tenantId,
      author_id: author.userId,
      kind: r.kind,
      section: null,
      visibility: 'signedIn',
      status: 'published',
      title: r.title,
      cover: null,
      summary: documentSummary(r.body, 300),
      body: JSON.stringify(r.body),
      body_text: documentPlainText(r.body),
      attachments: '[]',
      tags: ['会员服务'],
      industry_code: null,
      chain_code: null,
      region_code: activity ? '320500' : null,
      project_amount: null,
      activity_start: activity ? start : null,
      activity_end: activity ? new Date(start.getTime() + 8 * 3_600_000) : null,
      activity_place: activity ? '苏州国际博览中心 B 馆会议室' : null,
      activity_capacity: activity ? 120 : null,
      registration_deadline: activity ? new Date(start.getTime() - DAY) : null,
      view_count: 0,
      published_at: r.published,
      withdrawn_by: null,
      created_at: new Date(r.published.getTime() - DAY),
      updated_at: r.published,
    });
  }
  return DEMO_ASSOCIATION_PUBLICATIONS;
}
