import { DEFAULT_ASSOCIATION_LEVELS, searchCompanyInputSchema } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import { DIRECTORY_ORGS } from '../../../db/seed/directory';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { todayInChina } from '../../../lib/china-time';
import { requireCompany } from '../../bigdata';
import { searchCompanies } from '../../search';
import * as apps from '../applications-repo';
import * as repo from '../association-repo';
import * as dues from '../dues-repo';

/** The demo association: 陈静's organisation (200002), which owns business type 3 in the demo. */
export const DEMO_ASSOCIATION = PAYING_ORG.tenantId;
/** 李娜 (200001) applies to it: her pending and rejected applications show on her side. */
export const DEMO_APPLICANT = { tenantId: '200001', userId: '1000000000000000003' };
const DAY = 86_400_000;
/** Members per level, highest first: every level has members. */
const PER_LEVEL = [1, 3, 5, 7];
/** This year's dues by level, in yuan. */
const DUES_BY_LEVEL = [50_000, 20_000, 10_000, 3_000];

/**
 * 陈静's organisation as an association (docs/association.md "Demo"): it takes applications; 16
 * member companies of the data set over the four default levels, their contacts the people of the
 * discover directory's enterprises and financial institutions (whose cards the directory shows);
 * applications pending, approved and rejected (李娜's among them); last year's dues paid and this
 * year's paid, unpaid (due soon and later) and overdue. Once: a second start changes nothing.
 */
export async function seedDemoAssociation(store: Store, now: Date = new Date()): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo association's own rows
  const scope = store.forTenant(DEMO_ASSOCIATION);
  if ((await repo.levelsOf(scope)).length || (await repo.countActive(scope))) return false;
  const found = await searchCompanies(
    store,
    searchCompanyInputSchema.parse({ sort: 'totalScore', current: 2, size: 30 }),
  );
  const ids = found.records.map((r) => r.companyId);
  if (ids.length < 22) return false;
  const companies = await Promise.all(ids.map((id) => requireCompany(store.db, id)));
  const people = DIRECTORY_ORGS.filter((o) => o.kind >= 4).flatMap((o) => o.members);
  const date = (days: number) => todayInChina(new Date(now.getTime() + days * DAY));
  const year = Number(date(0).slice(0, 4));
  await scope.transaction(async (tx) => {
    await repo.saveSettings(tx, {
      accepting: true,
      intro: '服务长三角产业链企业：政策解读、供需对接、产业活动与会员互访。',
    });
    await repo.insertLevels(tx, DEFAULT_ASSOCIATION_LEVELS.zh);
    const levels = await repo.levelsOf(tx);
    let i = 0;
    for (const [li, n] of PER_LEVEL.entries()) {
      for (let k = 0; k < n; k += 1, i += 1) {
        const c = companies[i]!;
        const person = people[i % people.length]!;
        const joined = new Date(now.getTime() - (400 - i * 15) * DAY);
        const member = await repo.insertMember(
          tx,
          {
            companyId: c.company_id,
            companyName: c.company_name,
            regionCode: c.region_code || null,
            industryCode: c.industry_division_code || null,
            levelId: levels[li]!.id,
            contactName: person.name,
            contactPhone: person.phone,
            contactUserId: person.id,
            termStart: todayInChina(joined),
            termEnd: `${year + 2}-12-31`,
          },
          joined,
        );
        // Every other member came by an application, approved.
        if (i % 2 === 0) {
          const a = await apps.insertApplication(tx, {
            applicantTenantId: DIRECTORY_ORGS.find((o) => o.members.includes(person))!.tenantId,
            applicantUserId: person.id,
            companyId: c.company_id,
            companyName: c.company_name,
            contactName: person.name,
            contactPhone: person.phone,
            note: '希望加入协会，参与产业链对接活动。',
            at: new Date(joined.getTime() - 3 * DAY),
          });
          await apps.decide(tx, a.id, {
            state: 'approved',
            reason: null,
            by: PAYING_ORG.adminId,
            memberId: member.id,
            at: joined,
          });
        }
        await dues.insertDues(tx, {
          memberId: member.id,
          year: year - 1,
          amountFen: DUES_BY_LEVEL[li]! * 100,
          dueDate: `${year - 1}-03-31`,
          paidOn: `${year - 1}-03-${String(10 + (i % 18)).padStart(2, '0')}`,
        });
        // This year: paid, overdue, due soon, due later, by turns.
        const turn = i % 4;
        await dues.insertDues(tx, {
          memberId: member.id,
          year,
          amountFen: DUES_BY_LEVEL[li]! * 100,
          dueDate:
            turn === 1 ? date(-15 - i) : turn === 2 ? date(10 + i) : turn === 3 ? date(60 + i) : date(-30),
          paidOn: turn === 0 ? date(-35) : null,
        });
      }
    }
    // Applications: pending (李娜's and two more), rejected (李娜's and one more).
    const applicant = (p: (typeof people)[number]) => ({
      applicantTenantId: DIRECTORY_ORGS.find((o) => o.members.includes(p))!.tenantId,
      applicantUserId: p.id,
      contactName: p.name,
      contactPhone: p.phone,
    });
    const lina = {
      applicantTenantId: DEMO_APPLICANT.tenantId,
      applicantUserId: DEMO_APPLICANT.userId,
      contactName: '李娜',
      contactPhone: '13800000002',
    };
    const pending = [lina, applicant(people[20]!), applicant(people[21]!)];
    for (const [k, who] of pending.entries()) {
      const c = companies[16 + k]!;
      await apps.insertApplication(tx, {
        ...who,
        companyId: c.company_id,
        companyName: c.company_name,
        note: k === 0 ? '我司深耕智能制造，希望通过协会拓展长三角合作伙伴。' : '申请加入，期待参与会员活动。',
        at: new Date(now.getTime() - (k + 1) * DAY),
      });
    }
    for (const [k, who] of [lina, applicant(people[22]!)].entries()) {
      const c = companies[19 + k]!;
      const a = await apps.insertApplication(tx, {
        ...who,
        companyId: c.company_id,
        companyName: c.company_name,
        note: '申请加入协会。',
        at: new Date(now.getTime() - (20 + k) * DAY),
      });
      await apps.decide(tx, a.id, {
        state: 'rejected',
        reason:
          k === 0 ? '企业注册地不在本会服务区域，建议联系属地商会。' : '申请材料不完整，请补充后重新申请。',
        by: PAYING_ORG.adminId,
        memberId: null,
        at: new Date(now.getTime() - (18 + k) * DAY),
      });
    }
  });
  return true;
}
