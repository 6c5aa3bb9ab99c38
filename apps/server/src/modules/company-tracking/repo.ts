import { sql } from 'kysely';
import type { CompanyEventKind } from '@platform/contracts';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import { offsetOf, paginate } from '../../db/paginate';

type Scope = ScopeOf<'company-tracking'>;
type Unscoped = StoreOf<'company-tracking'>['unscoped'];

/** 企业监控: a user's monitored companies, groups and read marks. Every query goes through the scope. */

/** Serialises one user's writes (the 500 companies and 20 groups are never overdrawn). */
export const lockUser = (tx: Scope, userId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`monitor:${tx.tenantId}:${userId}`}))`.execute(tx.db);

// ----- groups

export const groups = (scope: Scope, userId: string) =>
  scope
    .selectFrom('monitor_groups')
    .select(['monitor_groups.id', 'monitor_groups.name'])
    .where('monitor_groups.user_id', '=', userId)
    .orderBy('monitor_groups.created_at')
    .orderBy('monitor_groups.id')
    .execute();

export const groupById = (scope: Scope, userId: string, id: string) =>
  scope
    .selectFrom('monitor_groups')
    .select(['monitor_groups.id', 'monitor_groups.name'])
    .where('monitor_groups.user_id', '=', userId)
    .where('monitor_groups.id', '=', id)
    .executeTakeFirst();

export const groupByName = (scope: Scope, userId: string, name: string) =>
  scope
    .selectFrom('monitor_groups')
    .select('monitor_groups.id')
    .where('monitor_groups.user_id', '=', userId)
    .where('monitor_groups.name', '=', name)
    .executeTakeFirst();

export const insertGroup = (scope: Scope, userId: string, name: string) =>
  scope
    .insertInto('monitor_groups', { user_id: userId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();

export const renameGroup = (scope: Scope, userId: string, id: string, name: string) =>
  scope
    .updateTable('monitor_groups')
    .set({ name })
    .where('monitor_groups.user_id', '=', userId)
    .where('monitor_groups.id', '=', id)
    .executeTakeFirst();

export const deleteGroup = (scope: Scope, userId: string, id: string) =>
  scope
    .deleteFrom('monitor_groups')
    .where('monitor_groups.user_id', '=', userId)
    .where('monitor_groups.id', '=', id)
    .executeTakeFirst()
    .then((r) => Number(r.numDeletedRows) > 0);

/** Which of the user's groups holds which company. */
export const memberships = (scope: Scope, userId: string) =>
  scope
    .selectFrom('monitor_group_companies')
    .innerJoin('monitor_groups', 'monitor_groups.id', 'monitor_group_companies.group_id')
    .select(['monitor_group_companies.group_id', 'monitor_group_companies.company_id'])
    .where('monitor_groups.user_id', '=', userId)
    .execute();

// ----- monitored companies

export const countMonitored = (scope: Scope, userId: string) =>
  scope
    .selectFrom('monitored_companies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('monitored_companies.user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

export const isMonitored = (scope: Scope, userId: string, companyId: string) =>
  scope
    .selectFrom('monitored_companies')
    .select('monitored_companies.company_id')
    .where('monitored_companies.user_id', '=', userId)
    .where('monitored_companies.company_id', '=', companyId)
    .executeTakeFirst()
    .then(Boolean);

export const groupIdsOf = (scope: Scope, userId: string, companyIds: readonly string[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : scope
        .selectFrom('monitor_group_companies')
        .innerJoin('monitor_groups', 'monitor_groups.id', 'monitor_group_companies.group_id')
        .select(['monitor_group_companies.company_id', 'monitor_group_companies.group_id'])
        .where('monitor_groups.user_id', '=', userId)
        .where('monitor_group_companies.company_id', 'in', companyIds)
        .orderBy('monitor_group_companies.group_id')
        .execute();

export const companyName = (scope: Scope, companyId: string) =>
  scope.db
    .selectFrom('companies')
    .select('company_name')
    .where('company_id', '=', companyId)
    .executeTakeFirst()
    .then((r) => r?.company_name ?? null);

/** The company's newest event id (0 when it has none): events up to it are not news. */
const latestEventId = (companyId: string) =>
  sql<string>`coalesce((select max(id) from company_changes where company_id = ${companyId}), 0)`;

/** Starts monitoring (events already there count as read and told); a second call changes nothing. */
export const insertMonitored = (scope: Scope, userId: string, companyId: string) =>
  scope
    .insertInto('monitored_companies', {
      user_id: userId,
      company_id: companyId,
      seen_event_id: latestEventId(companyId),
      notified_event_id: latestEventId(companyId),
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'company_id']).doNothing())
    .execute();

export async function setGroupsOf(
  scope: Scope,
  userId: string,
  companyId: string,
  groupIds: readonly string[],
) {
  const mine = scope
    .selectFrom('monitor_groups')
    .select('monitor_groups.id')
    .where('monitor_groups.user_id', '=', userId);
  await scope
    .deleteFrom('monitor_group_companies')
    .where('monitor_group_companies.company_id', '=', companyId)
    .where('monitor_group_companies.group_id', 'in', mine)
    .execute();
  if (groupIds.length)
    await scope
      .insertInto(
        'monitor_group_companies',
        groupIds.map((groupId) => ({ group_id: groupId, company_id: companyId })),
      )
      .execute();
}

export async function deleteMonitored(scope: Scope, userId: string, companyId: string) {
  await setGroupsOf(scope, userId, companyId, []);
  await scope
    .deleteFrom('monitored_companies')
    .where('monitored_companies.user_id', '=', userId)
    .where('monitored_companies.company_id', '=', companyId)
    .execute();
}

export function monitoredPage(
  scope: Scope,
  userId: string,
  opts: { groupId?: string; current: number; size: number },
) {
  let base = scope
    .selectFrom('monitored_companies')
    .leftJoin('companies', 'companies.company_id', 'monitored_companies.company_id')
    .where('monitored_companies.user_id', '=', userId);
  if (opts.groupId) {
    const inGroup = scope
      .selectFrom('monitor_group_companies')
      .select('monitor_group_companies.company_id')
      .where('monitor_group_companies.group_id', '=', opts.groupId);
    base = base.where('monitored_companies.company_id', 'in', inGroup);
  }
  return paginate(
    base
      .select([
        'monitored_companies.company_id',
        'monitored_companies.created_at',
        'companies.company_name',
        'companies.reg_status_name',
        'companies.region_code',
        sql<string>`(select count(*) from company_changes ch where ch.company_id = monitored_companies.company_id and ch.id > monitored_companies.seen_event_id)`.as(
          'new_events',
        ),
        sql<
          string | null
        >`(select max(ch.changed_on) from company_changes ch where ch.company_id = monitored_companies.company_id)`.as(
          'last_event_on',
        ),
      ])
      .orderBy('monitored_companies.created_at', 'desc')
      .orderBy('monitored_companies.company_id'),
    opts,
  );
}

// ----- events

export interface EventFilter {
  groupId?: string;
  companyId?: string;
  kinds?: readonly CompanyEventKind[];
  from?: string;
  to?: string;
  unreadOnly?: boolean;
}

/**
 * One page of the user's events, newest first, and their total up to `cap`. The page is read in two
 * steps (docs/company-tracking.md, "Speed"): each monitored company's newest events up to the page's
 * end from the index company_changes_timeline alone (company, day, id, kind: no table row read),
 * merged and cut to the page; then the page's 20 rows. Joining the events themselves read every
 * event of the 500 companies (or walked the newest of all ten million) to find page 25.
 */
export async function eventPage(
  scope: Scope,
  userId: string,
  filter: EventFilter,
  opts: { current: number; size: number },
  cap: number,
) {
  let monitored = scope.selectFrom('monitored_companies').where('monitored_companies.user_id', '=', userId);
  if (filter.groupId) {
    const inGroup = scope
      .selectFrom('monitor_group_companies')
      .select('monitor_group_companies.company_id')
      .where('monitor_group_companies.group_id', '=', filter.groupId);
    monitored = monitored.where('monitored_companies.company_id', 'in', inGroup);
  }
  if (filter.companyId) monitored = monitored.where('monitored_companies.company_id', '=', filter.companyId);
  let base = monitored.innerJoin(
    'company_changes',
    'company_changes.company_id',
    'monitored_companies.company_id',
  );
  if (filter.kinds?.length) base = base.where('company_changes.kind', 'in', filter.kinds);
  if (filter.from) base = base.where('company_changes.changed_on', '>=', filter.from);
  if (filter.to) base = base.where('company_changes.changed_on', '<=', filter.to);
  if (filter.unreadOnly) base = base.whereRef('company_changes.id', '>', 'monitored_companies.seen_event_id');
  const offset = offsetOf(opts);
  const newest = monitored
    .innerJoinLateral(
      (eb) => {
        let own = eb
          .selectFrom('company_changes')
          .select(['company_changes.id', 'company_changes.changed_on'])
          .whereRef('company_changes.company_id', '=', 'monitored_companies.company_id');
        if (filter.kinds?.length) own = own.where('company_changes.kind', 'in', filter.kinds);
        if (filter.from) own = own.where('company_changes.changed_on', '>=', filter.from);
        if (filter.to) own = own.where('company_changes.changed_on', '<=', filter.to);
        if (filter.unreadOnly)
          own = own.whereRef('company_changes.id', '>', 'monitored_companies.seen_event_id');
        return own
          .orderBy('company_changes.changed_on', 'desc')
          .orderBy('company_changes.id', 'desc')
          .limit(offset + opts.size)
          .as('c');
      },
      (join) => join.onTrue(),
    )
    .select(['c.id', 'monitored_companies.seen_event_id'])
    .orderBy('c.changed_on', 'desc')
    .orderBy('c.id', 'desc')
    .limit(opts.size)
    .offset(offset);
  const [page, counted] = await Promise.all([
    newest.execute(),
    base
      .select(sql<number>`1`.as('one'))
      .limit(cap + 1)
      .execute()
      .then((r) => r.length),
  ]);
  const seen = new Map(page.map((r) => [String(r.id), String(r.seen_event_id)]));
  const rows = page.length
    ? await scope.db
        .selectFrom('company_changes')
        .leftJoin('companies', 'companies.company_id', 'company_changes.company_id')
        .select([
          'company_changes.id',
          'company_changes.company_id',
          'company_changes.changed_on',
          'company_changes.kind',
          'company_changes.before_text',
          'company_changes.after_text',
          'company_changes.before_amount',
          'company_changes.after_amount',
          'companies.company_name',
        ])
        .where(
          'company_changes.id',
          'in',
          page.map((r) => r.id),
        )
        .orderBy('company_changes.changed_on', 'desc')
        .orderBy('company_changes.id', 'desc')
        .execute()
    : [];
  return {
    rows: rows.map((r) => ({ ...r, is_new: BigInt(String(r.id)) > BigInt(seen.get(String(r.id)) ?? '0') })),
    total: Math.min(counted, cap),
    capped: counted > cap,
  };
}

/** Unread events per monitored company (only companies with some). */
export const newEventCounts = (scope: Scope, userId: string) =>
  scope
    .selectFrom('monitored_companies')
    .innerJoin('company_changes', (j) =>
      j
        .onRef('company_changes.company_id', '=', 'monitored_companies.company_id')
        .onRef('company_changes.id', '>', 'monitored_companies.seen_event_id'),
    )
    .select(['monitored_companies.company_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('monitored_companies.user_id', '=', userId)
    .groupBy('monitored_companies.company_id')
    .execute();

export const markAllRead = (scope: Scope, userId: string) =>
  scope
    .updateTable('monitored_companies')
    .set({
      seen_event_id: sql`coalesce((select max(ch.id) from company_changes ch where ch.company_id = monitored_companies.company_id), 0)`,
    })
    .where('monitored_companies.user_id', '=', userId)
    .execute();

// ----- the daily digest (read across tenants by the sweep, then written in each tenant's scope)

/** Who has events not yet told in a digest, in which tenant. */
export const usersWithUntold = (db: Unscoped) =>
  db
    .selectFrom('monitored_companies as m')
    .select(['m.tenant_id', 'm.user_id'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('company_changes as ch')
          .select('ch.id')
          .whereRef('ch.company_id', '=', 'm.company_id')
          .whereRef('ch.id', '>', 'm.notified_event_id'),
      ),
    )
    .distinct()
    .execute();

/** A user's events not yet told, newest first, with the id each company is told up to. */
export const untoldEvents = (scope: Scope, userId: string) =>
  scope
    .selectFrom('monitored_companies')
    .innerJoin('company_changes', (j) =>
      j
        .onRef('company_changes.company_id', '=', 'monitored_companies.company_id')
        .onRef('company_changes.id', '>', 'monitored_companies.notified_event_id'),
    )
    .leftJoin('companies', 'companies.company_id', 'monitored_companies.company_id')
    .select([
      'company_changes.id',
      'company_changes.company_id',
      'company_changes.kind',
      'company_changes.changed_on',
      'companies.company_name',
    ])
    .where('monitored_companies.user_id', '=', userId)
    .orderBy('company_changes.changed_on', 'desc')
    .orderBy('company_changes.id', 'desc')
    .execute();

/** Marks events up to each company's id as told (never moves a mark back). */
export async function markTold(scope: Scope, userId: string, upTo: ReadonlyMap<string, string>) {
  for (const [companyId, id] of upTo)
    await scope
      .updateTable('monitored_companies')
      .set({ notified_event_id: sql`greatest(notified_event_id, ${id}::bigint)` })
      .where('monitored_companies.user_id', '=', userId)
      .where('monitored_companies.company_id', '=', companyId)
      .execute();
}

// ----- demo

/** Sets a company's read and told marks (the demo leaves a monitored company's latest events new). */
export const setMarks = (scope: Scope, userId: string, companyId: string, eventId: string) =>
  scope
    .updateTable('monitored_companies')
    .set({ seen_event_id: eventId, notified_event_id: eventId })
    .where('monitored_companies.user_id', '=', userId)
    .where('monitored_companies.company_id', '=', companyId)
    .execute();

/** The ids of a company's events, newest first. */
export const eventIdsOf = (scope: Scope, companyId: string, limit: number) =>
  scope.db
    .selectFrom('company_changes')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Companies with at least `min` events, in id order (the demo's monitored companies). */
export const companiesWithEvents = (db: Unscoped, min: number, limit: number) =>
  db
    .selectFrom('company_changes')
    .select('company_id')
    .groupBy('company_id')
    .having((eb) => eb.fn.countAll(), '>=', min)
    .orderBy('company_id')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => r.company_id));

export const hasMonitors = (scope: Scope, userId: string) =>
  scope
    .selectFrom('monitored_companies')
    .select('monitored_companies.company_id')
    .where('monitored_companies.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst()
    .then(Boolean);
