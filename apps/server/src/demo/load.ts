/**
 * The demo data loader: what the server seeds at start with SEED=auto (the default), after the
 * migrations and the demo accounts (db/seed). main.ts imports this file dynamically and only then,
 * so the bundle keeps it, the enterprise data generator and every module's demo entry
 * (modules/<name>/demo) in a chunk of their own that production without the demo never loads.
 * Each step does nothing when its data is already there.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { seedDemoEnterprises, seedDemoImports, seedRegionFacts } from '../modules/bigdata/demo';
import { seedDemoChains } from '../modules/chain/demo';
import {
  demoCovers,
  seedDemoAssociationPublications,
  seedDemoFollows,
  seedDemoInteractions,
  seedDemoPublications,
} from '../modules/content/demo';
import { seedDemoCustomers } from '../modules/customers/demo';
import { seedDemoGov } from '../modules/gov/demo';
import { demoProjectPhotos, seedDemoAttract, seedDemoAttractProjects } from '../modules/attract/demo';
import { seedDemoMetricTable } from '../modules/metric-table/demo';
import { seedDemoAssociation, seedDemoAssociationPosts } from '../modules/association/demo';
import { seedDemoImages } from '../modules/files/demo';
import { seedDemoPartner } from '../modules/widget/demo';
import { seedDemoChat } from '../modules/im/demo';
import { seedDemoFriendApplications, seedDemoFriends } from '../modules/social/demo';
import { addFollows } from '../modules/social';
import { seedDemoQueries } from '../modules/queries/demo';
import { seedDemoResearchReports } from '../modules/research-reports/demo';
import { seedDemoCompanyTracking } from '../modules/company-tracking/demo';
import { sweepCompanyWatch } from '../modules/company-tracking';
import { seedDemoIndustryTracking } from '../modules/industry-tracking/demo';
import { sweepIndustryWatch } from '../modules/industry-tracking';
import { seedDemoPolicies } from '../modules/policies/demo';
import { seedDemoDiagnosisReports } from '../modules/industry-diagnosis/demo';
import { seedDemoFailedReport } from '../modules/reports/demo';
import { seedDemoInvoices } from '../modules/invoices/demo';
import { seedDemoSales } from '../modules/sales/demo';
import { seedDemoMediaTracking } from '../modules/media-tracking/demo';
import { seedDemoOrgCentre } from '../modules/org-centre/demo';
import { seedOrgStaff } from '../db/seed/org-staff';
import { seedDemoPurchaseContracts } from '../modules/purchase-contracts/demo';
import { seedDemoLeads } from '../modules/leads/demo';
import { sweepReminders } from '../modules/reminders';
import { seedDemoCards, seedDirectoryCards } from '../modules/vcard/demo';
import { seedDemoListings } from '../modules/org/demo';
import { DIRECTORY_ORGS, seedDirectoryAccounts } from '../db/seed/directory';
import { DEFAULT_CUSTOMER_CODE } from '@platform/contracts';

type DemoConfig = Pick<Config, 'demoCompanies' | 'demoSeed' | 'widgetPartner' | 'reminders'>;
interface Log {
  info(msg: string): void;
}

export async function loadDemo(app: FastifyInstance, config: DemoConfig, log: Log): Promise<void> {
  const store = app.ctx.store;
  await seedEnterprises(store, config, log);
  // Cards link to the demo companies: after them, once.
  if (await seedDemoCards(store, addFollows)) log.info('demo business cards seeded');
  if (await seedDemoChains(store)) log.info('demo user chain seeded');
  if (await seedDemoFriendApplications(store)) log.info('demo friend applications seeded');
  if (await seedDemoFriends(store)) log.info('demo friends seeded');
  // After the cards (card messages) and the friendships.
  if (await seedDemoChat(store)) log.info('demo chat seeded');
  if (await seedDemoQueries(store)) log.info('demo query history seeded');
  if (await seedDemoInvoices(store)) log.info('demo invoice titles and invoices seeded');
  if (await seedDemoSales(store)) log.info('demo sales codes and team seeded');
  if (await seedDemoMediaTracking(store)) log.info('demo media tracking history seeded');
  if (await seedDemoResearchReports(store)) log.info('demo research-report library seeded');
  if (await seedDemoPolicies(store)) log.info('demo policy library and collections seeded');
  // 李娜's organisation grows to 12 staff, then gets its departments, roles, seats and joins.
  if (await seedOrgStaff(app.ctx.db)) log.info('demo organisation staff seeded');
  if (await seedDemoOrgCentre(store)) log.info('demo organisation centre seeded');
  if (await seedDemoPurchaseContracts(store)) log.info('demo purchase contracts seeded');
  // After the companies and the demo members of the paying organisation.
  if (await seedDemoLeads(store)) log.info('demo lead lists seeded');
  if (await seedDemoCustomers(store)) log.info('demo customers seeded');
  if (await seedDemoGov(store)) log.info('demo 政企通 desk, appeals and notices seeded');
  // 精准招商: the regions' generated facts, and after the companies the counts per region and chain place.
  if (await seedRegionFacts(store)) log.info('demo region facts and parks seeded');
  if (await seedDemoAttract(store)) log.info('demo chain counts per region seeded');
  if (await seedDemoMetricTable(store)) log.info('demo yearly counts per region seeded');
  // 精准招商's projects of 陈静's organisation for 西湖区, two records with a site photo (stored first).
  await seedDemoImages(store, app.ctx.files, await demoProjectPhotos());
  if (await seedDemoAttractProjects(store)) log.info('demo 招商 projects seeded');
  // After both workspaces: today's work reminders in chat, whatever the hour (the job waits for it).
  if (config.reminders.enabled && (await sweepReminders(app)).sent) log.info('demo work reminders sent');
  if (await seedDemoCompanyTracking(store)) log.info('demo monitored companies seeded');
  if (config.reminders.enabled && (await sweepCompanyWatch(app)).sent)
    log.info('demo monitoring digests sent');
  // After the enterprises: a diagnosis report each for 李娜 and 陈静, drawn by the report queue.
  if (await seedDemoDiagnosisReports(app)) log.info('demo diagnosis reports queued');
  if (await seedDemoFailedReport(store)) log.info('demo failed report seeded (operator health page)');
  // Two imports waiting on the operator's console, checked by the import runner.
  if (await seedDemoImports(store, app.ctx.files)) log.info('demo company imports queued (operator console)');
  if (await seedDemoIndustryTracking(store)) log.info('demo industry follows seeded');
  if (config.reminders.enabled && (await sweepIndustryWatch(app)).sent)
    log.info('demo industry tracking digests sent');
  // After the demo accounts and tenants (db/seed); their covers first, so every picture they name exists.
  if (await seedDemoImages(store, app.ctx.files, await demoCovers()))
    log.info('demo publication covers stored');
  if (await seedDemoPublications(store.db)) log.info('demo publications seeded');
  // After the demo publications: likes, collections, comments and registrations on them.
  if (await seedDemoInteractions(store))
    log.info('demo likes, collections, comments and registrations seeded');
  await seedDemoPartner(store, config.widgetPartner);
  // After the companies, cards and people: the demo users' follows and groups (content feed).
  if (await seedDemoFollows(store)) log.info('demo follows and groups seeded');
  if (await seedDemoDirectory(app)) log.info('demo discover directory seeded');
  // After the companies and the directory's people (the members' contacts and their cards).
  if (await seedDemoAssociation(store)) log.info('demo association seeded');
  // After its members and the content demo: a notice and an event sent to them (通知活动, chat).
  if (await seedDemoAssociationPosts(app, () => seedDemoAssociationPublications(store.db)))
    log.info('demo association notices and events sent');
}

/** The discover directory's organisations, their members' cards and their listings (docs/discover.md). */
async function seedDemoDirectory(app: FastifyInstance): Promise<boolean> {
  const store = app.ctx.store;
  const accounts = await seedDirectoryAccounts(app.ctx.db);
  const cards = await seedDirectoryCards(
    store,
    DIRECTORY_ORGS.flatMap((o) =>
      o.members.map((m) => ({
        tenantId: o.tenantId,
        orgName: o.name,
        userId: m.id,
        name: m.name,
        post: m.post,
        dept: m.dept,
        phone: m.phone,
        email: m.email,
        encrypt: m.encrypt,
        intro: o.intro,
      })),
    ),
  );
  await seedDemoListings(store, [
    ...DIRECTORY_ORGS.map((o) => ({
      tenant_id: o.tenantId,
      customer_code: DEFAULT_CUSTOMER_CODE,
      listed: true,
      org_kind: o.kind,
      region: o.region,
      industries: o.industries,
      intro: o.intro,
    })),
    {
      tenant_id: '200001',
      customer_code: DEFAULT_CUSTOMER_CODE,
      listed: true,
      org_kind: 4,
      region: '浙江省',
      industries: ['数字经济', '软件和信息服务'],
      intro: '产业链数字化与企业画像服务商。',
    },
  ]);
  return accounts || cards;
}

/** The demo companies, once (a first start, or a data directory from before they existed). */
async function seedEnterprises(
  store: Parameters<typeof seedDemoEnterprises>[0],
  config: Pick<Config, 'demoCompanies' | 'demoSeed'>,
  log: Log,
): Promise<void> {
  const started = Date.now();
  let announced = false;
  const loaded = await seedDemoEnterprises(store, {
    seed: config.demoSeed,
    companies: config.demoCompanies,
    onProgress: (stored) => {
      if (!announced) log.info(`loading ${config.demoCompanies} demo companies (first start only)…`);
      announced = true;
      if (stored % 5000 === 0) log.info(`  ${stored} companies`);
    },
  });
  if (loaded) log.info(`demo companies loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
