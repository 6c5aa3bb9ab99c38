import { sql } from 'kysely';
import type { QuerySource } from '../../db/schema/queries';
import type { ScopeOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'queries'>;

/** The query history: query_history is tenant-owned; every query goes through the scope. */

const COLUMNS = [
  'query_history.id',
  'query_history.source',
  'query_history.title',
  'query_history.params',
  'query_history.result_count',
  'query_history.named',
  'query_history.run_count',
  'query_history.last_run_at',
  'query_history.created_at',
] as const;

export interface NewEntry {
  id: string;
  source: QuerySource;
  title: string;
  /** Canonical JSON of the params. */
  params: string;
  paramsKey: string;
  resultCount: number | null;
}

export function page(
  scope: Scope,
  userId: string,
  opts: { current: number; size: number; source?: QuerySource; named: boolean },
) {
  let base = scope
    .selectFrom('query_history')
    .where('query_history.user_id', '=', userId)
    .where('query_history.named', '=', opts.named);
  if (opts.source) base = base.where('query_history.source', '=', opts.source);
  return paginate(
    base.select(COLUMNS).orderBy('query_history.last_run_at', 'desc').orderBy('query_history.id', 'desc'),
    opts,
  );
}

export const entry = (scope: Scope, userId: string, id: string) =>
  scope
    .selectFrom('query_history')
    .select(COLUMNS)
    .where('query_history.user_id', '=', userId)
    .where('query_history.id', '=', id)
    .executeTakeFirst();

export const entryByKey = (scope: Scope, userId: string, source: QuerySource, paramsKey: string) =>
  scope
    .selectFrom('query_history')
    .select(COLUMNS)
    .where('query_history.user_id', '=', userId)
    .where('query_history.source', '=', source)
    .where('query_history.params_key', '=', paramsKey)
    .executeTakeFirst();

export const countNamed = (scope: Scope, userId: string) =>
  scope
    .selectFrom('query_history')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('query_history.user_id', '=', userId)
    .where('query_history.named', '=', true)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/**
 * A search ran: a new recent entry, or the entry with the same params (recent or named) counts one
 * more run, atomically (run_count + 1 in the statement), with the new time and result count.
 */
/**
 * A run, stamped by the database's clock (microseconds): the newest-first order and the pruning of
 * the oldest recent entries must not meet ties, which a JS Date's milliseconds gave two runs in a row
 * (and random ids then ordered them at random).
 */
export const recordRun = (scope: Scope, userId: string, e: NewEntry) =>
  scope
    .insertInto('query_history', {
      id: e.id,
      user_id: userId,
      source: e.source,
      title: e.title,
      params: e.params,
      params_key: e.paramsKey,
      result_count: e.resultCount,
      last_run_at: sql<Date>`clock_timestamp()`,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'source', 'params_key']).doUpdateSet({
        run_count: sql<number>`query_history.run_count + 1`,
        last_run_at: sql<Date>`clock_timestamp()`,
        result_count: sql<number | null>`coalesce(excluded.result_count, query_history.result_count)`,
      }),
    )
    .execute();

/** Saves a named entry, or names the existing entry with the same params (its runs are kept). */
export const saveNamed = (scope: Scope, userId: string, e: NewEntry, at: Date) =>
  scope
    .insertInto('query_history', {
      id: e.id,
      user_id: userId,
      source: e.source,
      title: e.title,
      params: e.params,
      params_key: e.paramsKey,
      result_count: e.resultCount,
      named: true,
      last_run_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'source', 'params_key']).doUpdateSet({
        named: true,
        title: e.title,
        result_count: sql<number | null>`coalesce(excluded.result_count, query_history.result_count)`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();

export async function rename(scope: Scope, userId: string, id: string, title: string) {
  const result = await scope
    .updateTable('query_history')
    .set({ title, named: true })
    .where('query_history.user_id', '=', userId)
    .where('query_history.id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function remove(scope: Scope, userId: string, ids: readonly string[]) {
  const result = await scope
    .deleteFrom('query_history')
    .where('query_history.user_id', '=', userId)
    .where('query_history.id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function clearRecent(scope: Scope, userId: string, source?: QuerySource) {
  let q = scope
    .deleteFrom('query_history')
    .where('query_history.user_id', '=', userId)
    .where('query_history.named', '=', false);
  if (source) q = q.where('query_history.source', '=', source);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

/** Recent entries of one source past the newest `keep`: the ones to drop. */
export const staleRecent = (scope: Scope, userId: string, source: QuerySource, keep: number) =>
  scope
    .selectFrom('query_history')
    .select('query_history.id')
    .where('query_history.user_id', '=', userId)
    .where('query_history.source', '=', source)
    .where('query_history.named', '=', false)
    .orderBy('query_history.last_run_at', 'desc')
    .orderBy('query_history.id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute()
    .then((rows) => rows.map((r) => r.id));
