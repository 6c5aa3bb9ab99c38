import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import type { StageKindColumn } from '../../db/schema/customers';
import { escapeLike } from '../../db/like';
import { paginateCounted } from '../../db/paginate';
import { visibleIds, type Viewer } from './customers-repo';

type Scope = ScopeOf<'customers'>;

/** The pipeline: an organisation's stages and the deals of its customers (tenant-owned). */

const STAGE_COLUMNS = [
  'crm_stages.id',
  'crm_stages.key',
  'crm_stages.name',
  'crm_stages.probability',
  'crm_stages.kind',
  'crm_stages.position',
] as const;

export async function stagesOf(scope: Scope) {
  const rows = await scope
    .selectFrom('crm_stages')
    .select(STAGE_COLUMNS)
    .orderBy('crm_stages.position')
    .orderBy('crm_stages.id')
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}
export type StageRow = Awaited<ReturnType<typeof stagesOf>>[number];

export interface StageValues {
  key: string | null;
  name: string;
  probability: number;
  kind: StageKindColumn;
  position: number;
}

export async function insertStages(tx: Scope, stages: readonly StageValues[]) {
  await tx.insertInto('crm_stages', [...stages]).execute();
}

export async function updateStage(tx: Scope, id: string, v: StageValues) {
  await tx.updateTable('crm_stages').set(v).where('crm_stages.id', '=', id).execute();
}

export async function removeStages(tx: Scope, ids: readonly string[]) {
  if (ids.length)
    await tx
      .deleteFrom('crm_stages')
      .where('crm_stages.id', 'in', [...ids])
      .execute();
}

/** Serialises the first use of an organisation's pipeline (the default stages are written once). */
export async function lockStages(tx: Scope): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`crm_stages:${tx.tenantId}`}))`.execute(tx.db);
}

/** Deals per stage among these stages. */
export async function dealCountsByStage(scope: Scope, stageIds: readonly string[]) {
  if (!stageIds.length) return new Map<string, number>();
  const rows = await scope
    .selectFrom('crm_deals')
    .select(['crm_deals.stage_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('crm_deals.stage_id', 'in', [...stageIds])
    .groupBy('crm_deals.stage_id')
    .execute();
  return new Map(rows.map((r) => [String(r.stage_id), Number(r.n)]));
}

// ------------------------------------------------------------------ deals

const DEAL_COLUMNS = [
  'crm_deals.id',
  'crm_deals.customer_id',
  'crm_customers.name as customer_name',
  'crm_customers.owner_id as customer_owner_id',
  'crm_deals.owner_id',
  'crm_deals.title',
  'crm_deals.amount',
  'crm_deals.stage_id',
  'crm_stages.kind as state',
  'crm_stages.probability',
  'crm_deals.expected_close_on',
  'crm_deals.closed_at',
  'crm_deals.created_at',
  'crm_deals.updated_at',
] as const;

const dealIds = <R extends { id: string; customer_id: string; stage_id: string }>(r: R): R => ({
  ...r,
  id: String(r.id),
  customer_id: String(r.customer_id),
  stage_id: String(r.stage_id),
});

/** Deals of customers the viewer sees (an administrator: every deal of the tenant). */
function visibleDeals(scope: Scope, viewer: Viewer) {
  const q = scope.selectFrom('crm_deals');
  return viewer.isAdmin ? q : q.where('crm_deals.customer_id', 'in', visibleIds(scope, viewer.userId));
}

/** With their customer and stage, for the answer. */
function withNames(q: ReturnType<typeof visibleDeals>) {
  return q
    .innerJoin('crm_stages', 'crm_stages.id', 'crm_deals.stage_id')
    .innerJoin('crm_customers', 'crm_customers.id', 'crm_deals.customer_id')
    .select(DEAL_COLUMNS);
}

export interface DealFilter {
  keyword?: string;
  ownerId?: string;
  stageId?: string;
  state?: StageKindColumn;
  customerId?: string;
  closeFrom?: string;
  closeTo?: string;
  /** Amount at least, 元. */
  amountMin?: number;
}

/** Filters by subqueries, so the count reads deals alone; the page joins names after. */
function filteredDeals(scope: Scope, viewer: Viewer, f: DealFilter) {
  let q = visibleDeals(scope, viewer);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('crm_deals.title', 'like', like),
        eb(
          'crm_deals.customer_id',
          'in',
          scope
            .selectFrom('crm_customers')
            .select('crm_customers.id')
            .where('crm_customers.name', 'like', like),
        ),
      ]),
    );
  }
  if (f.ownerId) q = q.where('crm_deals.owner_id', '=', f.ownerId);
  if (f.stageId) q = q.where('crm_deals.stage_id', '=', f.stageId);
  if (f.state) q = q.where('crm_deals.stage_id', 'in', stagesOfKind(scope, f.state));
  if (f.customerId) q = q.where('crm_deals.customer_id', '=', f.customerId);
  if (f.closeFrom) q = q.where('crm_deals.expected_close_on', '>=', f.closeFrom);
  if (f.closeTo) q = q.where('crm_deals.expected_close_on', '<=', f.closeTo);
  if (f.amountMin !== undefined) q = q.where('crm_deals.amount', '>=', f.amountMin);
  return q;
}

const stagesOfKind = (scope: Scope, kind: StageKindColumn) =>
  scope.selectFrom('crm_stages').select('crm_stages.id').where('crm_stages.kind', '=', kind);

export async function dealPage(
  scope: Scope,
  viewer: Viewer,
  f: DealFilter & { current: number; size: number },
) {
  const q = filteredDeals(scope, viewer, f);
  const page = await paginateCounted(
    withNames(q).orderBy('crm_deals.updated_at', 'desc').orderBy('crm_deals.id', 'desc'),
    q,
    f,
  );
  return { ...page, rows: page.rows.map(dealIds) };
}
export type DealRow = Awaited<ReturnType<typeof dealPage>>['rows'][number];

/** The board: open deals (up to `limit`, newest change first) and the closed ones of the last 90 days. */
export async function boardDeals(scope: Scope, viewer: Viewer, f: DealFilter, limit: number) {
  const rows = await withNames(filteredDeals(scope, viewer, f))
    .where((eb) =>
      eb.or([
        eb('crm_stages.kind', '=', 'open'),
        eb('crm_deals.closed_at', '>=', sql<Date>`now() - interval '90 days'`),
      ]),
    )
    .orderBy('crm_deals.updated_at', 'desc')
    .orderBy('crm_deals.id', 'desc')
    .limit(limit + 1)
    .execute();
  return rows.map(dealIds);
}

export async function visibleDeal(scope: Scope, viewer: Viewer, dealId: string) {
  const r = await withNames(visibleDeals(scope, viewer))
    .where('crm_deals.id', '=', dealId)
    .executeTakeFirst();
  return r && dealIds(r);
}

/** Open deals and their amount per customer (the customer table's columns). */
export async function openDealsOf(scope: Scope, customerIds: readonly string[]) {
  const out = new Map<string, { count: number; amount: number }>();
  if (!customerIds.length) return out;
  const rows = await scope
    .selectFrom('crm_deals')
    .innerJoin('crm_stages', 'crm_stages.id', 'crm_deals.stage_id')
    .select([
      'crm_deals.customer_id',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>('crm_deals.amount').as('amount'),
    ])
    .where('crm_deals.customer_id', 'in', [...customerIds])
    .where('crm_stages.kind', '=', 'open')
    .groupBy('crm_deals.customer_id')
    .execute();
  for (const r of rows) out.set(String(r.customer_id), { count: Number(r.n), amount: Number(r.amount ?? 0) });
  return out;
}

export async function insertDeal(
  tx: Scope,
  d: {
    customerId: string;
    ownerId: string;
    title: string;
    amount: number;
    stageId: string;
    expectedCloseOn: string | null;
    closedAt: Date | null;
    at?: Date;
  },
): Promise<string> {
  const r = await tx
    .insertInto('crm_deals', {
      customer_id: d.customerId,
      owner_id: d.ownerId,
      title: d.title,
      amount: d.amount,
      stage_id: d.stageId,
      expected_close_on: d.expectedCloseOn,
      closed_at: d.closedAt,
      ...(d.at ? { created_at: d.at, updated_at: d.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

export async function updateDeal(
  tx: Scope,
  dealId: string,
  set: { title?: string; amount?: number; expected_close_on?: string | null },
) {
  await tx
    .updateTable('crm_deals')
    .set({ ...set, updated_at: sql`now()` })
    .where('crm_deals.id', '=', dealId)
    .execute();
}

/** Moves a deal; closing stamps closed_at (kept on a later move between closed stages), reopening clears it. */
export async function moveDeal(tx: Scope, dealId: string, stageId: string, closed: boolean, at: Date) {
  await tx
    .updateTable('crm_deals')
    .set({
      stage_id: stageId,
      closed_at: closed ? sql`coalesce(crm_deals.closed_at, ${at}::timestamptz)` : null,
      updated_at: sql`now()`,
    })
    .where('crm_deals.id', '=', dealId)
    .execute();
}

/** Locks the deal's row (a move or an update waits for another on the same deal). */
export const lockDeal = (tx: Scope, dealId: string) =>
  tx
    .selectFrom('crm_deals')
    .select('crm_deals.id')
    .where('crm_deals.id', '=', dealId)
    .forUpdate()
    .executeTakeFirst();

export async function removeDeal(tx: Scope, dealId: string): Promise<number> {
  const r = await tx.deleteFrom('crm_deals').where('crm_deals.id', '=', dealId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Gives a member's open deals among these customers to another (a transfer). */
export async function transferOpenDeals(tx: Scope, fromUserId: string, toUserId: string): Promise<number> {
  const r = await tx
    .updateTable('crm_deals')
    .set({ owner_id: toUserId, updated_at: sql`now()` })
    .where('crm_deals.owner_id', '=', fromUserId)
    .where('crm_deals.closed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deals by stage (count, amount) over the visible customers: the funnel. */
export async function funnel(scope: Scope, viewer: Viewer) {
  const rows = await visibleDeals(scope, viewer)
    .select([
      'crm_deals.stage_id',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>('crm_deals.amount').as('amount'),
    ])
    .groupBy('crm_deals.stage_id')
    .execute();
  return new Map(
    rows.map((r) => [String(r.stage_id), { count: Number(r.n), amount: Number(r.amount ?? 0) }]),
  );
}

/** Won deals per month (China time) since `from`. */
export async function wonPerMonth(scope: Scope, viewer: Viewer, from: Date) {
  const month = sql<string>`to_char(crm_deals.closed_at at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const rows = await visibleDeals(scope, viewer)
    .innerJoin('crm_stages', 'crm_stages.id', 'crm_deals.stage_id')
    .select([
      month.as('month'),
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>('crm_deals.amount').as('amount'),
    ])
    .where('crm_stages.kind', '=', 'won')
    .where('crm_deals.closed_at', '>=', from)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, { count: Number(r.n), amount: Number(r.amount ?? 0) }]));
}
