import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  QUERY_LIMITS,
  ResultCode,
  queryParamsSchema,
  type QueryEntry,
  type QueryParams,
  type QuerySource,
  type queryPageInput,
  type querySaveInput,
} from '@platform/contracts';
import type { ScopeOf } from '../../db/module-store';
import { AppError, badRequest } from '../../lib/errors';
import * as repo from './repo';
import { acquisitionTitle, chainMapTitle, discoverTitle } from './titles';
import { randomDigitId } from '../../lib/crypto';

type Scope = ScopeOf<'queries'>;

const notFound = (id: string) => new AppError('queryNotFound', ResultCode.NOT_FOUND, 404, id);

/** JSON with keys sorted and undefined, empty strings, empty arrays and empty objects left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = canonical((value as Record<string, unknown>)[key]);
      const empty =
        v === undefined ||
        v === '' ||
        (Array.isArray(v) && v.length === 0) ||
        (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
      if (!empty) out[key] = v;
    }
    return out;
  }
  return value;
}

/**
 * The params as stored: validated by the source's schema, defaults that do not change the results
 * dropped (discover's relevance order), keys sorted. Identical searches give identical text.
 */
export function normalise(query: { source: QuerySource; params: unknown }): QueryParams {
  const parsed = queryParamsSchema.safeParse(query);
  if (!parsed.success) throw badRequest('badRequest', parsed.error.issues[0]?.message);
  const q = parsed.data;
  if (q.source === 'discover') {
    const { sort, order, ...rest } = q.params;
    const params = {
      ...rest,
      ...(sort && sort !== 'relevance' ? { sort, ...(order && order !== 'desc' ? { order } : {}) } : {}),
    };
    return { source: q.source, params: canonical(params) as typeof q.params };
  }
  return { ...q, params: canonical(q.params) } as QueryParams;
}

export function titleOf(q: QueryParams): string {
  if (q.source === 'discover') return discoverTitle(q.params);
  if (q.source === 'chainMap') return chainMapTitle(q.params);
  return acquisitionTitle(q.params);
}

function newEntry(q: QueryParams, resultCount: number | null | undefined, title?: string): repo.NewEntry {
  const params = JSON.stringify(q.params);
  return {
    id: randomDigitId(),
    source: q.source,
    title: title ?? titleOf(q),
    params,
    paramsKey: createHash('sha256').update(params).digest('hex'),
    resultCount: resultCount ?? null,
  };
}

/** True when the search has something to remember (a keyword or a filter). */
const worthRecording = (q: QueryParams) => q.source === 'chainMap' || Object.keys(q.params).length > 0;

/**
 * Records a search that ran (called by the search module's handlers, handed in by modules/index.ts):
 * a new recent entry, or one more run of the entry with the same params; then only the newest
 * QUERY_LIMITS.recentPerSource recent entries of that source are kept.
 */
export async function recordQuery(
  scope: Scope,
  userId: string,
  run: { source: QuerySource; params: unknown; resultCount?: number | null },
): Promise<void> {
  const q = normalise(run);
  if (!worthRecording(q)) return;
  await scope.transaction(async (tx) => {
    await repo.recordRun(tx, userId, newEntry(q, run.resultCount));
    const stale = await repo.staleRecent(tx, userId, q.source, QUERY_LIMITS.recentPerSource);
    if (stale.length) await repo.remove(tx, userId, stale);
  });
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.entry>>>;
const toEntry = (r: Row): QueryEntry =>
  ({
    id: r.id,
    source: r.source,
    title: r.title,
    params: r.params,
    resultCount: r.result_count,
    named: r.named,
    runCount: r.run_count,
    lastRunAt: new Date(r.last_run_at).toISOString(),
    createdAt: new Date(r.created_at).toISOString(),
  }) as QueryEntry;

export async function queryPage(scope: Scope, userId: string, input: z.output<typeof queryPageInput>) {
  const page = await repo.page(scope, userId, {
    current: input.current,
    size: input.size,
    source: input.source,
    named: input.kind === 'named',
  });
  return { records: page.rows.map(toEntry), total: page.total, current: input.current, size: input.size };
}

/** Saves a search by name (or names the entry with the same params); at most namedMax named. */
export async function saveQuery(scope: Scope, userId: string, input: z.output<typeof querySaveInput>) {
  const q = normalise(input);
  const fresh = newEntry(q, input.resultCount, input.title);
  return scope.transaction(async (tx) => {
    const existing = await repo.entryByKey(tx, userId, q.source, fresh.paramsKey);
    if (!existing?.named && (await repo.countNamed(tx, userId)) >= QUERY_LIMITS.namedMax)
      throw new AppError('queryNamedLimit', ResultCode.BUSINESS_ERROR, 400);
    const { id } = await repo.saveNamed(tx, userId, fresh, new Date());
    return toEntry((await repo.entry(tx, userId, id))!);
  });
}

/** Names or renames an entry: it becomes named (kept, counted in namedMax). */
export async function renameQuery(scope: Scope, userId: string, id: string, title: string) {
  return scope.transaction(async (tx) => {
    const existing = await repo.entry(tx, userId, id);
    if (!existing) throw notFound(id);
    if (!existing.named && (await repo.countNamed(tx, userId)) >= QUERY_LIMITS.namedMax)
      throw new AppError('queryNamedLimit', ResultCode.BUSINESS_ERROR, 400);
    await repo.rename(tx, userId, id, title);
    return toEntry((await repo.entry(tx, userId, id))!);
  });
}

export const removeQueries = async (scope: Scope, userId: string, ids: readonly string[]) => ({
  changed: await repo.remove(scope, userId, ids),
});

export const clearRecentQueries = async (scope: Scope, userId: string, source?: QuerySource) => ({
  changed: await repo.clearRecent(scope, userId, source),
});
