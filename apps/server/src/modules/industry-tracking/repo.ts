import { sql, type RawBuilder } from 'kysely';
import type { CompanyEventKind } from '@platform/contracts';
import type { ScopeOf, StoreOf } from '../../db/module-store';

type Scope = ScopeOf<'industry-tracking'>;
type Unscoped = StoreOf<'industry-tracking'>['unscoped'];

/**
 * 产业追踪: a user's follows and their marks (scoped), and the change events of the companies on the
 * followed chains and regions (the read model: company_changes with company_profiles).
 */

/** What one follow matches, as stored. */
export interface FollowMatch {
  node_code: string | null;
  region_code: string | null;
  region_level: number | null;
}
export interface FollowRow extends FollowMatch {
  id: string;
  chain_code: string | null;
  seen_event_id: string;
  notified_event_id: string;
  created_at: Date | string;
}

const REGION_COLUMN = { 1: 'province_code', 2: 'city_code', 3: 'region_code' } as const;

/** The profile `p` is on the follow's chain (node) and in its region: literal, so the indexes serve it. */
export function matchOf(f: FollowMatch): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (f.node_code) parts.push(sql<boolean>`p.node_paths @> array[${f.node_code}]::text[]`);
  if (f.region_code && f.region_level)
    parts.push(
      sql<boolean>`${sql.ref(`p.${REGION_COLUMN[f.region_level as 1 | 2 | 3]}`)} = ${f.region_code}`,
    );
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : sql<boolean>`false`;
}
const anyOf = (conds: RawBuilder<boolean>[]) =>
  conds.length ? sql<boolean>`(${sql.join(conds, sql` or `)})` : sql<boolean>`false`;

/** The same match driven by the follow's columns (`f`), for the sweep across every follow. */
const matchByColumns = sql<boolean>`(f.node_code is null or p.node_paths @> array[f.node_code]::text[])
  and (f.region_code is null or f.region_code = case f.region_level when 1 then p.province_code
    when 2 then p.city_code else p.region_code end)`;

// ----- follows

const FOLLOW_COLUMNS = [
  'industry_follows.id',
  'industry_follows.chain_code',
  'industry_follows.node_code',
  'industry_follows.region_code',
  'industry_follows.region_level',
  'industry_follows.seen_event_id',
  'industry_follows.notified_event_id',
  'industry_follows.created_at',
] as const;

export const follows = (scope: Scope, userId: string): Promise<FollowRow[]> =>
  scope
    .selectFrom('industry_follows')
    .select(FOLLOW_COLUMNS)
    .where('industry_follows.user_id', '=', userId)
    .orderBy('industry_follows.created_at')
    .orderBy('industry_follows.id')
    .execute();

export const followById = (scope: Scope, userId: string, id: string) =>
  scope
    .selectFrom('industry_follows')
    .select(FOLLOW_COLUMNS)
    .where('industry_follows.user_id', '=', userId)
    .where('industry_follows.id', '=', id)
    .executeTakeFirst();

/** Serialises one user's follows (the 20 are never overdrawn). */
export const lockUser = (tx: Scope, userId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`industry-follow:${tx.tenantId}:${userId}`}))`.execute(tx.db);

export const findSame = (scope: Scope, userId: string, nodeCode: string | null, regionCode: string | null) =>
  scope
    .selectFrom('industry_follows')
    .select('industry_follows.id')
    .where('industry_follows.user_id', '=', userId)
    .where(sql<boolean>`coalesce(industry_follows.node_code, '') = ${nodeCode ?? ''}`)
    .where(sql<boolean>`coalesce(industry_follows.region_code, '') = ${regionCode ?? ''}`)
    .executeTakeFirst();

/** The newest event id (0 without any): events up to it are not news to a new follow. */
const latestEventId = sql<string>`coalesce((select max(id) from company_changes), 0)`;

export const insertFollow = (
  scope: Scope,
  userId: string,
  f: {
    chain_code: string | null;
    node_code: string | null;
    region_code: string | null;
    region_level: number | null;
  },
) =>
  scope
    .insertInto('industry_follows', {
      user_id: userId,
      ...f,
      seen_event_id: latestEventId,
      notified_event_id: latestEventId,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();

export const deleteFollow = (scope: Scope, userId: string, id: string) =>
  scope
    .deleteFrom('industry_follows')
    .where('industry_follows.user_id', '=', userId)
    .where('industry_follows.id', '=', id)
    .executeTakeFirst()
    .then((r) => Number(r.numDeletedRows) > 0);

/** Marks one follow (or all the user's) read up to the newest event. */
export const markRead = (scope: Scope, userId: string, id?: string) => {
  let q = scope
    .updateTable('industry_follows')
    .set({ seen_event_id: latestEventId })
    .where('industry_follows.user_id', '=', userId);
  if (id) q = q.where('industry_follows.id', '=', id);
  return q.execute();
};

/** The badge: per follow, its events after its read mark (counted up to `cap`). */
export async function newEventCounts(scope: Scope, follows: readonly FollowRow[], cap: number) {
  const counts = await Promise.all(
    follows.map((f) =>
      sql<{ n: string }>`select count(*) as n from (select 1 from company_changes ch
        join company_profiles p on p.company_id = ch.company_id
        where ch.id > ${f.seen_event_id}::bigint and ${matchOf(f)} limit ${cap}) x`
        .execute(scope.db)
        .then((r) => Number(r.rows[0]?.n ?? 0)),
    ),
  );
  return new Map(follows.map((f, i) => [String(f.id), counts[i] ?? 0]));
}

// ----- the timeline

/** The first day of a window of `days` ending at the newest event day (today without events). */
export const windowStart = (scope: Scope, days: number) =>
  sql<{
    d: string;
  }>`select to_char(coalesce(max(changed_on), current_date) - ${days - 1}::int, 'YYYY-MM-DD') as d
    from company_changes`
    .execute(scope.db)
    .then((r) => r.rows[0]!.d);

export interface EventFilter {
  kinds?: readonly CompanyEventKind[];
  /** YYYY-MM-DD: events on or after it. */
  since?: string;
  /** A region narrowing the follows (its level's column). */
  region?: { code: string; level: 1 | 2 | 3 };
  unreadOnly?: boolean;
  /** The keyset: events before this (changed_on, id). */
  before?: { day: string; id: string };
}

export interface EventRow {
  id: string;
  company_id: string;
  company_name: string | null;
  region_code: string;
  kind: string;
  changed_on: string;
  before_text: string;
  after_text: string;
  before_amount: string | number | null;
  after_amount: string | number | null;
  is_new: boolean;
}

function whereOf(follows: readonly FollowRow[], filter: EventFilter): RawBuilder<boolean> {
  const conds: RawBuilder<boolean>[] = [
    anyOf(
      follows.map((f) =>
        filter.unreadOnly ? sql<boolean>`(${matchOf(f)} and ch.id > ${f.seen_event_id}::bigint)` : matchOf(f),
      ),
    ),
  ];
  if (filter.kinds?.length) conds.push(sql<boolean>`ch.kind in (${sql.join([...filter.kinds])})`);
  if (filter.since) conds.push(sql<boolean>`ch.changed_on >= ${filter.since}::date`);
  if (filter.region)
    conds.push(sql<boolean>`${sql.ref(`p.${REGION_COLUMN[filter.region.level]}`)} = ${filter.region.code}`);
  if (filter.before)
    conds.push(
      sql<boolean>`(ch.changed_on, ch.id) < (${filter.before.day}::date, ${filter.before.id}::bigint)`,
    );
  return sql<boolean>`${sql.join(conds, sql` and `)}`;
}

/** One page of events, newest first (changed_on, id), after the keyset. */
export async function eventPage(
  scope: Scope,
  follows: readonly FollowRow[],
  filter: EventFilter,
  size: number,
): Promise<EventRow[]> {
  if (follows.length === 0) return [];
  const isNew = anyOf(
    follows.map((f) => sql<boolean>`(${matchOf(f)} and ch.id > ${f.seen_event_id}::bigint)`),
  );
  const r = await sql<EventRow>`select ch.id, ch.company_id, c.company_name, p.region_code, ch.kind,
      to_char(ch.changed_on, 'YYYY-MM-DD') as changed_on, ch.before_text, ch.after_text,
      ch.before_amount, ch.after_amount, ${isNew} as is_new
    from company_changes ch
    join company_profiles p on p.company_id = ch.company_id
    join companies c on c.company_id = ch.company_id
    where ${whereOf(follows, filter)}
    order by ch.changed_on desc, ch.id desc
    limit ${size}`.execute(scope.db);
  return r.rows;
}

/** The window's events by kind. */
export async function countsByKind(scope: Scope, follows: readonly FollowRow[], since: string) {
  if (follows.length === 0) return [];
  const r = await sql<{ kind: string; n: string }>`select ch.kind, count(*) as n
    from company_changes ch join company_profiles p on p.company_id = ch.company_id
    where ${whereOf(follows, { since })}
    group by ch.kind order by count(*) desc, ch.kind`.execute(scope.db);
  return r.rows.map((x) => ({ kind: x.kind, count: Number(x.n) }));
}

/**
 * The window's events by node: each event counted under every place of its company one level
 * below a followed chain or node (under its chains for a region alone), the biggest `limit`.
 */
export async function countsByNode(
  scope: Scope,
  follows: readonly FollowRow[],
  since: string,
  limit: number,
) {
  if (follows.length === 0) return [];
  const prefixes = follows.map((f) =>
    f.node_code
      ? sql<boolean>`(n like ${`${f.node_code}%`} and length(n) = ${f.node_code.length + 2})`
      : sql<boolean>`n !~ '[0-9]'`,
  );
  const r = await sql<{ code: string; n: string }>`select n as code, count(*) as n
    from company_changes ch join company_profiles p on p.company_id = ch.company_id
    cross join lateral unnest(p.node_paths) as n
    where ${whereOf(follows, { since })} and ${anyOf(prefixes)}
    group by n order by count(*) desc, n limit ${limit}`.execute(scope.db);
  return r.rows.map((x) => ({ code: x.code, count: Number(x.n) }));
}

// ----- the daily digest (read across tenants by the sweep, then written in each tenant's scope)

export const newestEventId = (db: Unscoped) =>
  sql<{ id: string | null }>`select max(id) as id from company_changes`
    .execute(db)
    .then((r) => String(r.rows[0]?.id ?? '0'));

/** Who has events not yet told (up to `upTo`), in which tenant. */
export const usersWithUntold = (db: Unscoped, upTo: string) =>
  sql<{ tenant_id: string; user_id: string }>`select distinct f.tenant_id, f.user_id
    from industry_follows f
    where f.notified_event_id < ${upTo}::bigint and exists (
      select 1 from company_changes ch join company_profiles p on p.company_id = ch.company_id
      where ch.id > f.notified_event_id and ch.id <= ${upTo}::bigint and ${matchByColumns})`
    .execute(db)
    .then((r) => r.rows);

/** A user's untold events (up to `upTo`): how many (capped), in how many companies, the newest few. */
export async function untold(
  scope: Scope,
  follows: readonly FollowRow[],
  upTo: string,
  items: number,
  cap: number,
) {
  const conds = anyOf(
    follows.map(
      (f) =>
        sql<boolean>`(${matchOf(f)} and ch.id > ${f.notified_event_id}::bigint and ch.id <= ${upTo}::bigint)`,
    ),
  );
  const [count, newest] = await Promise.all([
    sql<{ n: string; companies: string }>`select count(*) as n, count(distinct company_id) as companies from (
        select ch.company_id from company_changes ch join company_profiles p on p.company_id = ch.company_id
        where ${conds} limit ${cap}) x`.execute(scope.db),
    sql<{ company_id: string; company_name: string | null; kind: string; changed_on: string }>`
      select ch.company_id, c.company_name, ch.kind, to_char(ch.changed_on, 'YYYY-MM-DD') as changed_on
      from company_changes ch join company_profiles p on p.company_id = ch.company_id
      join companies c on c.company_id = ch.company_id
      where ${conds} order by ch.changed_on desc, ch.id desc limit ${items}`.execute(scope.db),
  ]);
  return {
    events: Number(count.rows[0]?.n ?? 0),
    companies: Number(count.rows[0]?.companies ?? 0),
    items: newest.rows,
  };
}

/** Marks every follow of the user told up to `upTo` (never back). */
export const markTold = (scope: Scope, userId: string, upTo: string) =>
  scope
    .updateTable('industry_follows')
    .set({ notified_event_id: sql`greatest(notified_event_id, ${upTo}::bigint)` })
    .where('industry_follows.user_id', '=', userId)
    .execute();

// ----- demo

/** Sets a follow's read and told marks. */
export const setMarks = (scope: Scope, id: string, eventId: string) =>
  scope
    .updateTable('industry_follows')
    .set({ seen_event_id: eventId, notified_event_id: eventId })
    .where('industry_follows.id', '=', id)
    .execute();

/** The ids of a follow's events, newest id first. */
export const matchingEventIds = (scope: Scope, f: FollowMatch, limit: number) =>
  sql<{
    id: string;
  }>`select ch.id from company_changes ch join company_profiles p on p.company_id = ch.company_id
    where ${matchOf(f)} order by ch.id desc limit ${limit}`
    .execute(scope.db)
    .then((r) => r.rows.map((x) => String(x.id)));

/** The city and the chain with most companies having events (the demo's follows). */
export const busiestCityAndChain = (db: Unscoped) =>
  Promise.all([
    sql<{ code: string }>`select p.city_code as code from company_profiles p
      where exists (select 1 from company_changes ch where ch.company_id = p.company_id)
      group by p.city_code order by count(*) desc, p.city_code limit 1`.execute(db),
    sql<{
      code: string;
    }>`select n as code from company_profiles p cross join lateral unnest(p.node_paths) as n
      where n !~ '[0-9]' and exists (select 1 from company_changes ch where ch.company_id = p.company_id)
      group by n order by count(*) desc, n limit 1`.execute(db),
  ]).then(([city, chain]) => ({ cityCode: city.rows[0]?.code, chainCode: chain.rows[0]?.code }));

export const hasFollows = (scope: Scope, userId: string) =>
  scope
    .selectFrom('industry_follows')
    .select('industry_follows.id')
    .where('industry_follows.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst()
    .then(Boolean);
