import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueriesOf, ScopeOf } from '../../db/module-store';
import { visibleTo, type Viewer } from './visibility-repo';

/**
 * The feed's reads (docs/content.md "Follow groups and feed"): per followed author, organisation,
 * chain and company, the newest rows before the cursor through an ordered index scan each
 * (a LATERAL over the followed ids, LIMIT per id), merged and cut to one page. Publications are
 * read under the one visibility rule (publication-visibility.ts); company dynamics come from bigdata's
 * read model.
 */

type Queries = QueriesOf<'content'>;
type Scope = ScopeOf<'content'>;

/** Where the next page starts: strictly older than (ts, key), in (ts desc, key desc) order. */
export interface FeedCursor {
  /** ISO-8601 UTC with microseconds, e.g. 2026-11-20T08:00:00.123456Z (sorts as text). */
  ts: string;
  /** `p:<id>`, `d:<id>` or `c:<card>:<id>`; compared bytewise (collate "C"). */
  key: string;
}

/** A text array parameter (one bound value on both databases). */
export const textArray = (items: readonly string[]): RawBuilder<string[]> =>
  sql<string[]>`${`{${items.map((i) => `"${i.replace(/[\\"]/g, (m) => `\\${m}`)}"`).join(',')}}`}::text[]`;

/** The ISO timestamp of a timestamptz column, with microseconds (the cursor's precision). */
const isoTs = (col: RawBuilder<unknown>) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const before = (tsCol: RawBuilder<unknown>, keyExpr: RawBuilder<unknown>, cursor: FeedCursor | undefined) =>
  cursor
    ? sql<SqlBool>`${tsCol} <= ${cursor.ts}::timestamptz and (${tsCol} < ${cursor.ts}::timestamptz or ${keyExpr} collate "C" < ${cursor.key})`
    : sql<SqlBool>`true`;

export interface PublicationFeedRow {
  id: string;
  ts: string;
  key: string;
  kind: string;
  title: string;
  summary: string;
  cover: string | null;
  author_id: string;
  tenant_id: string;
}

/**
 * The newest `limit` visible publications before the cursor by a followed author, of a followed
 * organisation or tagged with a followed chain: one ordered scan of publications_published with the
 * follows as hashed filters when they are dense, per-source index scans (0910) when they are sparse:
 * the planner picks by the estimates (bench/content-feed).
 */
export async function publicationsFeed(
  db: Queries,
  viewer: Viewer,
  follows: { authors: readonly string[]; orgs: readonly string[]; chains: readonly string[] },
  opts: { cursor?: FeedCursor; limit: number; kinds: 'all' | 'activity' | 'other' },
): Promise<PublicationFeedRow[]> {
  const sources = [
    follows.authors.length ? sql<SqlBool>`p.author_id = any(${textArray(follows.authors)})` : null,
    follows.orgs.length ? sql<SqlBool>`p.tenant_id = any(${textArray(follows.orgs)})` : null,
    follows.chains.length ? sql<SqlBool>`p.chain_code = any(${textArray(follows.chains)})` : null,
  ].filter((x) => x !== null);
  if (!sources.length) return [];
  const kind =
    opts.kinds === 'all'
      ? sql<SqlBool>`true`
      : opts.kinds === 'activity'
        ? sql<SqlBool>`p.kind = 'activity'`
        : sql<SqlBool>`p.kind <> 'activity'`;
  const result = await sql<PublicationFeedRow>`
    select p.id, ${isoTs(sql`p.published_at`)} as ts, 'p:' || p.id as key, p.kind, p.title, p.summary,
      p.cover, p.author_id, p.tenant_id
    from publications p
    where ${visibleTo(viewer, 'p')}
      and (${sql.join(sources, sql` or `)})
      and ${kind}
      and ${before(sql`p.published_at`, sql`('p:' || p.id)`, opts.cursor)}
    order by p.published_at desc, p.id collate "C" desc
    limit ${opts.limit}`.execute(db);
  return result.rows;
}

export interface DynamicFeedRow {
  id: string;
  ts: string;
  key: string;
  company_id: string;
  company_name: string;
  logo_path: string | null;
  title: string;
  publisher: string;
  is_sys: number;
  web_source: string;
  init_source: string;
  content: string;
  url: string;
}

/**
 * The newest `limit` company dynamics before the cursor of the companies `ids`: an ordered scan of
 * company_dynamics_by_time (0910) filtered by the hashed ids when they are dense, the per-company
 * index when sparse.
 */
export async function companyDynamicsOf(
  db: Queries,
  ids: readonly string[],
  opts: { cursor?: FeedCursor; limit: number },
): Promise<DynamicFeedRow[]> {
  if (!ids.length) return [];
  const result = await sql<DynamicFeedRow>`
    select x.id, x.ts, x.key, x.company_id, c.company_name, c.logo_path, d.title, d.publisher, d.is_sys,
      d.web_source, d.init_source, left(d.content, 500) as content, d.url
    from (
      select d.id, ${isoTs(sql`d.publish_dt`)} as ts, 'd:' || d.id::text as key, d.company_id, d.publish_dt
      from company_dynamics d
      where d.company_id = any(${textArray(ids)})
        and ${before(sql`d.publish_dt`, sql`('d:' || d.id::text)`, opts.cursor)}
      order by d.publish_dt desc, ('d:' || d.id::text) collate "C" desc
      limit ${opts.limit}
    ) x
    join company_dynamics d on d.id = x.id
    join companies c on c.company_id = x.company_id
    order by x.publish_dt desc, x.key collate "C" desc
    limit ${opts.limit}`.execute(db);
  return result.rows.map((r) => ({ ...r, id: String(r.id) }));
}

// ---------------------------------------------------------------- names for follow targets

export const companyNames = (db: Queries, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('companies')
        .select(['company_id', 'company_name', 'logo_path'])
        .where('company_id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

export const chainNames = (db: Queries, codes: readonly string[]) =>
  codes.length
    ? db
        .selectFrom('industry_chains')
        .select(['chain_code', 'chain_name'])
        .where('chain_code', 'in', [...codes])
        .execute()
    : Promise.resolve([]);

export const chainExists = (db: Queries, code: string) =>
  db.selectFrom('industry_chains').select('chain_code').where('chain_code', '=', code).executeTakeFirst();

// ---------------------------------------------------------------- followed organisations and chains

export const followedTargets = (scope: Scope, userId: string) =>
  scope
    .selectFrom('content_follows')
    .select(['content_follows.target_kind', 'content_follows.target_id'])
    .where('content_follows.user_id', '=', userId)
    .orderBy('content_follows.created_at')
    .execute();

export const countTargets = (scope: Scope, userId: string) =>
  scope
    .selectFrom('content_follows')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('content_follows.user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

export async function insertTarget(scope: Scope, userId: string, kind: 'org' | 'chain', id: string) {
  await scope
    .insertInto('content_follows', { user_id: userId, target_kind: kind, target_id: id })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'target_kind', 'target_id']).doNothing())
    .execute();
}

export async function deleteTarget(scope: Scope, userId: string, kind: 'org' | 'chain', id: string) {
  await scope
    .deleteFrom('content_follows')
    .where('content_follows.user_id', '=', userId)
    .where('content_follows.target_kind', '=', kind)
    .where('content_follows.target_id', '=', id)
    .execute();
}

// ---------------------------------------------------------------- settings

export const settingOf = (scope: Scope, userId: string) =>
  scope
    .selectFrom('feed_settings')
    .select('feed_settings.kinds')
    .where('feed_settings.user_id', '=', userId)
    .executeTakeFirst();

export async function saveSetting(scope: Scope, userId: string, kinds: readonly string[]) {
  await scope
    .insertInto('feed_settings', { user_id: userId, kinds: [...kinds] })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet({ kinds: [...kinds], updated_at: new Date() }),
    )
    .execute();
}

/** The demo's followed companies: those with the newest dynamics (each once). */
export async function companiesWithRecentDynamics(db: Queries, limit: number): Promise<string[]> {
  const result = await sql<{ company_id: string }>`
    select company_id from company_dynamics group by company_id
    order by max(publish_dt) desc, company_id limit ${limit}`.execute(db);
  return result.rows.map((r) => r.company_id);
}

/** The demo's followed chains: the first of the data set. */
export const firstChains = (db: Queries, limit: number) =>
  db
    .selectFrom('industry_chains')
    .select('chain_code')
    .orderBy('sort')
    .orderBy('chain_code')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => r.chain_code));
