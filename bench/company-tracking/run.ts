// 企业监控 timeline benchmark (issue 28 item 5; docs/company-tracking.md): N generated companies with
// their change events (the shared loader; PostgreSQL keeps schema bench_tracking_<N>), the events
// grown to --events rows with copies of the generated ones (bench/lib/scaleUp.ts), and 李娜
// monitoring the most a user may (500 companies, the ones with the most events, in two groups).
// Times the service function the endpoint calls (no HTTP): the first page, a deep page, a kind, a
// date range, a group, one company and unread only, each with its total.
// Goal at 10,000,000 events on PostgreSQL: p95 ≤ 100 ms a page. Figures only, never pass/fail.
//
//   npm run bench:company-tracking                                       # PGlite, 20,000 companies
//   npm run bench:company-tracking -- --database-url postgres://root@127.0.0.1:5432/test \
//     --companies 200000 --events 10000000
// On PostgreSQL the loaded schema is kept: the next run with the same --companies reuses it.
import { COMPANY_TRACKING_LIMITS } from '@platform/contracts';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { events } from '../../apps/server/src/modules/company-tracking/service';
import { openBench, timeKinds } from '../lib/loadedData';
import { scaleUp } from '../lib/scaleUp';

const { db, store, rounds, loadAtStart, extra } = await openBench({
  schema: 'bench_tracking',
  companiesOnly: false,
  extra: ['events'],
});
await seedIfEmpty(db);
const total = await scaleUp(db, 'company_changes', extra.events!);

// 李娜 (tenant 200001) monitors the companies with the most events, the first half in one group.
const TENANT = '200001';
const USER = '1000000000000000003';
const most = COMPANY_TRACKING_LIMITS.companiesMax;
await db.exec(`delete from monitor_group_companies where tenant_id = '${TENANT}'`);
await db.exec(`delete from monitored_companies where tenant_id = '${TENANT}'`);
await db.exec(`delete from monitor_groups where tenant_id = '${TENANT}'`);
await db.exec(`
  insert into monitored_companies (tenant_id, user_id, company_id, seen_event_id, notified_event_id)
    select '${TENANT}', '${USER}', company_id, 0, 0 from company_changes
    group by company_id order by count(*) desc, company_id limit ${most}`);
const [group] = await db.query<{ id: string }>(
  `insert into monitor_groups (tenant_id, user_id, name) values ('${TENANT}', '${USER}', '重点客户') returning id`,
);
await db.exec(`
  insert into monitor_group_companies (tenant_id, group_id, company_id)
    select tenant_id, ${group!.id}, company_id from monitored_companies
    where tenant_id = '${TENANT}' order by company_id limit ${most / 2}`);
await db.exec('vacuum analyze monitored_companies');
const [watched] = await db.query<{ n: string; events: string }>(
  `select count(distinct m.company_id) as n, count(*) as events from monitored_companies m
     join company_changes c on c.company_id = m.company_id where m.tenant_id = '${TENANT}'`,
);
console.log(`${total} events; 李娜 monitors ${watched!.n} companies holding ${watched!.events} of them`);
const [one] = await db.query<{ company_id: string }>(
  `select company_id from monitored_companies where tenant_id = '${TENANT}' limit 1`,
);

const scope = store.forTenant(TENANT);
const page = { current: 1, size: 20 };
const kinds: Array<[string, () => Promise<unknown>]> = [
  ['first page', () => events(scope, USER, page)],
  ['page 25', () => events(scope, USER, { current: 25, size: 20 })],
  ['kind capital', () => events(scope, USER, { ...page, kinds: ['capital'] })],
  ['court and penalty', () => events(scope, USER, { ...page, kinds: ['court', 'penalty'] })],
  ['2024 only', () => events(scope, USER, { ...page, from: '2024-01-01', to: '2024-12-31' })],
  ['one group', () => events(scope, USER, { ...page, groupId: group!.id })],
  ['one company', () => events(scope, USER, { ...page, companyId: one!.company_id })],
  ['unread only', () => events(scope, USER, { ...page, unreadOnly: true })],
];
await timeKinds(kinds, rounds, loadAtStart);
await db.close();
