import { sql, type ExpressionBuilder } from 'kysely';
import { DEFAULT_REPORT_COUNT } from '@platform/contracts';
import type { QueriesOf, ScopeOf, StoreOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/schema';

type Queries = QueriesOf<'reports'>;
type Scope = ScopeOf<'reports'>;
export type ReportScope = Scope;
type Unscoped = StoreOf<'reports'>['unscoped'];

/** All SQL of the reports module. Tenant-owned tables through the caller's scope. */

export type ReportRecord = Awaited<ReturnType<typeof findReport>> & object;

const LIST_COLUMNS = [
  'reports.id',
  'reports.user_id',
  'reports.ent_id',
  'reports.ent_name',
  'reports.type_code',
  'reports.area_name',
  'reports.business_type',
  'reports.search',
  'reports.status',
  'reports.percent',
  'reports.attempts',
  'reports.fail_reason',
  'reports.file_name',
  'reports.file_size',
  'reports.created_at',
  'reports.finished_at',
] as const;

export interface NewReport {
  id: string;
  user_id: string;
  ent_id: string;
  ent_name: string;
  type_code: number;
  area_name: string;
  business_type: number;
  search: string;
}

/**
 * Which of the tenant's reports a query reaches: one member's own, or all of them (the tenant's
 * administrators; a signed link, which names one report). Applied inside every query, so a report
 * out of reach is never read.
 */
export type ReportReach = { ownerId: string } | 'wholeTenant';

const within = (reach: ReportReach) => (eb: ExpressionBuilder<Pick<Database, 'reports'>, 'reports'>) =>
  reach === 'wholeTenant' ? eb.lit(true) : eb('reports.user_id', '=', reach.ownerId);

export async function insertReport(scope: Scope, row: NewReport): Promise<void> {
  await scope.insertInto('reports', row).execute();
}

export function findReport(scope: Scope, reach: ReportReach, id: string) {
  return scope
    .selectFrom('reports')
    .select(LIST_COLUMNS)
    .where('reports.id', '=', id)
    .where(within(reach))
    .executeTakeFirst();
}

export const reportPage = (scope: Scope, reach: ReportReach, current: number, size: number) =>
  paginate(
    scope
      .selectFrom('reports')
      .select(LIST_COLUMNS)
      .where(within(reach))
      .orderBy('reports.created_at', 'desc')
      .orderBy('reports.id', 'desc'),
    { current, size },
  );

/** Whether the member has any report of this type (the demo seeds one diagnosis report once). */
export async function hasReportOfType(scope: Scope, userId: string, typeCode: number): Promise<boolean> {
  const row = await scope
    .selectFrom('reports')
    .select('reports.id')
    .where('reports.user_id', '=', userId)
    .where('reports.type_code', '=', typeCode)
    .executeTakeFirst();
  return Boolean(row);
}

/** Reports queued or being drawn (they may still use the tenant's count). */
export async function countInFlight(scope: Scope): Promise<number> {
  const row = await scope
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reports.status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes one of the owner's reports; its PDF goes with it (report_files cascades). */
export async function deleteOwnReport(scope: Scope, ownerId: string, id: string): Promise<boolean> {
  const res = await scope
    .deleteFrom('reports')
    .where('reports.id', '=', id)
    .where('reports.user_id', '=', ownerId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function readPdf(scope: Scope, id: string): Promise<Uint8Array | undefined> {
  const row = await scope
    .selectFrom('report_files')
    .select('report_files.pdf')
    .where('report_files.report_id', '=', id)
    .executeTakeFirst();
  return row?.pdf;
}

/** The tenant's report count: the default until a report first finishes. */
export async function quotaOf(scope: Scope): Promise<{ total: number; used: number }> {
  const row = await scope
    .selectFrom('report_quotas')
    .select(['report_quotas.total', 'report_quotas.used'])
    .executeTakeFirst();
  return row ?? { total: DEFAULT_REPORT_COUNT, used: 0 };
}

/**
 * The tenant's count row, created on first use and locked until the transaction ends: concurrent
 * report requests of one tenant queue up behind it.
 */
export async function lockQuota(tx: Scope): Promise<{ total: number; used: number }> {
  await tx
    .insertInto('report_quotas', { total: DEFAULT_REPORT_COUNT, used: 0 })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  return tx
    .selectFrom('report_quotas')
    .select(['report_quotas.total', 'report_quotas.used'])
    .forUpdate()
    .executeTakeFirstOrThrow();
}

// ------------------------------------------------------------------ the runner's side

/** A claimed report: what the runner needs to draw it. */
export interface ClaimedReport {
  id: string;
  tenant_id: string;
  ent_id: string;
  ent_name: string;
  area_name: string;
  business_type: number;
  type_code: number;
  /** What a diagnosis report prints is kept here (search.diagnosis). */
  search: Record<string, unknown>;
  attempts: number;
}

/**
 * Claims up to `limit` queued reports of any tenant for this worker, oldest first. On PostgreSQL
 * `for update skip locked` lets several instances claim side by side without taking the same
 * row; PGlite runs one connection and accepts the same SQL.
 */
export async function claimQueued(
  unscoped: Unscoped,
  workerId: string,
  limit: number,
): Promise<ClaimedReport[]> {
  if (limit <= 0) return [];
  const picked = unscoped
    .selectFrom('reports')
    .select('reports.id')
    .where('reports.status', '=', 'queued')
    .orderBy('reports.created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return unscoped
    .updateTable('reports')
    .set((eb) => ({
      status: 'running',
      worker_id: workerId,
      attempts: eb('reports.attempts', '+', 1),
      percent: 0,
      started_at: sql<Date>`now()`,
      heartbeat_at: sql<Date>`now()`,
    }))
    .where('reports.id', 'in', picked)
    .returning([
      'reports.id',
      'reports.tenant_id',
      'reports.ent_id',
      'reports.ent_name',
      'reports.area_name',
      'reports.business_type',
      'reports.type_code',
      'reports.search',
      'reports.attempts',
    ])
    .execute();
}

/**
 * Running reports whose worker stopped beating (its process died): back to the queue, or failed
 * with a reason once they have been tried `maxAttempts` times.
 */
export async function recoverInterrupted(
  unscoped: Unscoped,
  opts: { staleMs: number | 'all'; maxAttempts: number; failReason: string },
): Promise<{ requeued: number; failed: number }> {
  const stale = () =>
    unscoped
      .updateTable('reports')
      .where('reports.status', '=', 'running')
      .where(
        'reports.heartbeat_at',
        '<',
        // The database's clock on both sides: heartbeats are written with now() too.
        opts.staleMs === 'all'
          ? sql<Date>`now() + interval '1 minute'`
          : sql<Date>`now() - make_interval(secs => ${opts.staleMs / 1000})`,
      );
  const failed = await stale()
    .where('reports.attempts', '>=', opts.maxAttempts)
    .set({
      status: 'failed',
      fail_reason: opts.failReason,
      worker_id: null,
      finished_at: sql<Date>`now()`,
    })
    .executeTakeFirst();
  const requeued = await stale().set({ status: 'queued', worker_id: null, percent: 0 }).executeTakeFirst();
  return { requeued: Number(requeued.numUpdatedRows), failed: Number(failed.numUpdatedRows) };
}

/** A graceful stop: this worker's unfinished reports go back to the queue, their attempt refunded. */
export async function releaseWorker(unscoped: Unscoped, workerId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await unscoped
    .updateTable('reports')
    .set((eb) => ({
      status: 'queued',
      worker_id: null,
      percent: 0,
      attempts: sql<number>`greatest(${eb.ref('reports.attempts')} - 1, 0)`,
    }))
    .where('reports.status', '=', 'running')
    .where('reports.worker_id', '=', workerId)
    .where('reports.id', 'in', ids)
    .execute();
}

/** Progress and heartbeat of a report this worker holds; false when it no longer holds it. */
export async function setProgress(
  scope: Scope,
  id: string,
  workerId: string,
  percent: number,
): Promise<boolean> {
  const res = await scope
    .updateTable('reports')
    .set({ percent, heartbeat_at: sql<Date>`now()` })
    .where('reports.id', '=', id)
    .where('reports.status', '=', 'running')
    .where('reports.worker_id', '=', workerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Stores the PDF, marks the report done and counts it against the tenant, in one transaction:
 * the report shows done only once its bytes are stored. False when the worker no longer held the
 * report (removed meanwhile, or taken back as stale): nothing is written then.
 */
export async function finishReport(
  scope: Scope,
  id: string,
  workerId: string,
  pdf: Buffer,
  fileName: string,
): Promise<boolean> {
  return scope.transaction(async (tx) => {
    const res = await tx
      .updateTable('reports')
      .set({
        status: 'done',
        percent: 100,
        worker_id: null,
        fail_reason: null,
        file_name: fileName,
        file_size: pdf.length,
        finished_at: sql<Date>`now()`,
      })
      .where('reports.id', '=', id)
      .where('reports.status', '=', 'running')
      .where('reports.worker_id', '=', workerId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await tx.insertInto('report_files', { report_id: id, pdf }).execute();
    await tx
      .insertInto('report_quotas', { total: DEFAULT_REPORT_COUNT, used: 1 })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ used: sql<number>`report_quotas.used + 1` }))
      .execute();
    return true;
  });
}

export async function failReport(scope: Scope, id: string, workerId: string, reason: string): Promise<void> {
  await scope
    .updateTable('reports')
    .set({ status: 'failed', worker_id: null, fail_reason: reason, finished_at: sql<Date>`now()` })
    .where('reports.id', '=', id)
    .where('reports.status', '=', 'running')
    .where('reports.worker_id', '=', workerId)
    .execute();
}

// ------------------------------------------------------------------ company data (shared tables)

/** The company tables of migration 0400_bigdata are shared (not tenant-owned): no scope needed. */
export async function findCompany(db: Queries, companyId: string) {
  const company = await db
    .selectFrom('companies')
    .selectAll()
    .where('companies.company_id', '=', companyId)
    .executeTakeFirst();
  if (!company) return undefined;
  const [shareholders, financials, dynamics, listings, layouts] = await Promise.all([
    db
      .selectFrom('company_shareholders')
      .selectAll()
      .where('company_shareholders.company_id', '=', companyId)
      .orderBy('company_shareholders.seq')
      .execute(),
    db
      .selectFrom('company_financials')
      .selectAll()
      .where('company_financials.company_id', '=', companyId)
      .orderBy('company_financials.yr')
      .execute(),
    db
      .selectFrom('company_dynamics')
      .selectAll()
      .where('company_dynamics.company_id', '=', companyId)
      .orderBy('company_dynamics.publish_dt', 'desc')
      .limit(20)
      .execute(),
    db
      .selectFrom('company_listings')
      .selectAll()
      .where('company_listings.company_id', '=', companyId)
      .execute(),
    db
      .selectFrom('company_layouts')
      .innerJoin('chain_nodes', 'chain_nodes.node_code', 'company_layouts.node_code')
      .innerJoin('industry_chains', 'industry_chains.chain_code', 'company_layouts.chain_code')
      .select(['chain_nodes.node_name', 'industry_chains.chain_name'])
      .where('company_layouts.company_id', '=', companyId)
      .orderBy('company_layouts.node_code')
      .execute(),
  ]);
  return { company, shareholders, financials, dynamics, listings, layouts };
}

export type CompanyRecord = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export async function companyExists(
  db: Queries,
  companyId: string,
): Promise<{ company_name: string } | undefined> {
  return db
    .selectFrom('companies')
    .select('companies.company_name')
    .where('companies.company_id', '=', companyId)
    .executeTakeFirst();
}

/** The worker's heartbeat on a report it draws (a stale one is recovered by another instance). */
export async function beat(unscoped: Unscoped, reportId: string, workerId: string): Promise<void> {
  await unscoped
    .updateTable('reports')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('reports.id', '=', reportId)
    .where('reports.worker_id', '=', workerId)
    .execute();
}

// ------------------------------------------------------------------ the operator's health page

/** The queue's figures over every tenant: queued, running and failed reports. */
export async function queueCounts(
  unscoped: Unscoped,
): Promise<{ waiting: number; running: number; failed: number }> {
  const rows = await unscoped
    .selectFrom('reports')
    .select(['reports.status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('reports.status', 'in', ['queued', 'running', 'failed'])
    .groupBy('reports.status')
    .execute();
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { waiting: of('queued'), running: of('running'), failed: of('failed') };
}

/** The latest failed reports of every tenant (ids, company names and reasons only). */
export async function listFailed(unscoped: Unscoped, limit: number) {
  return unscoped
    .selectFrom('reports')
    .select([
      'reports.id',
      'reports.tenant_id',
      'reports.ent_name',
      'reports.fail_reason',
      'reports.attempts',
      'reports.finished_at',
    ])
    .where('reports.status', '=', 'failed')
    .orderBy('reports.finished_at', 'desc')
    .orderBy('reports.id')
    .limit(limit)
    .execute();
}

/** The tenant of a failed report, found by its id in any tenant. */
export async function tenantOfFailed(unscoped: Unscoped, id: string): Promise<string | undefined> {
  const row = await unscoped
    .selectFrom('reports')
    .select('reports.tenant_id')
    .where('reports.id', '=', id)
    .where('reports.status', '=', 'failed')
    .executeTakeFirst();
  return row?.tenant_id;
}

/** A failed report back to the queue with its tries reset; false when it was not failed. */
export async function requeueFailed(scope: Scope, id: string): Promise<boolean> {
  const res = await scope
    .updateTable('reports')
    .set({ status: 'queued', attempts: 0, percent: 0, fail_reason: null, worker_id: null, finished_at: null })
    .where('reports.id', '=', id)
    .where('reports.status', '=', 'failed')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The demo's failed report (reports/demo): the first company by id, for a report that can be drawn. */
export async function firstCompany(db: Queries) {
  return db
    .selectFrom('companies')
    .select(['companies.company_id', 'companies.company_name'])
    .orderBy('companies.company_id')
    .limit(1)
    .executeTakeFirst();
}

/** A report already failed (the demo's), unless one of that id exists; true when written. */
export async function insertFailedReport(
  scope: Scope,
  row: NewReport & { fail_reason: string; attempts: number },
): Promise<boolean> {
  if (await findReport(scope, 'wholeTenant', row.id)) return false;
  // One transaction: the queue never sees it queued.
  await scope.transaction(async (tx) => {
    await tx.insertInto('reports', row).execute();
    await tx
      .updateTable('reports')
      .set({ status: 'failed', finished_at: sql<Date>`now()` })
      .where('reports.id', '=', row.id)
      .execute();
  });
  return true;
}
