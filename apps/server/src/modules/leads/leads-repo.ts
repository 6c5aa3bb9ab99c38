import { sql } from 'kysely';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import type { FollowUpKindColumn, LeadProductTagColumn, LeadStatusColumn } from '../../db/schema/leads';
import { escapeLike } from '../../db/like';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'leads'>;

/** Leads and their follow-ups: tenant-owned, every query through the scope. */

export interface NewLead {
  company_id: string;
  credit_key: string;
  usc_no: string;
  company_name: string;
  region_code: string;
  industry_code: string;
  score: number;
}

/** bigint ids read as numbers by one driver and strings by the other: always strings here. */
const normIds = <R extends { id: string; list_id: string }>(r: R): R => ({
  ...r,
  id: String(r.id),
  list_id: String(r.list_id),
});

const OPEN: LeadStatusColumn[] = ['new', 'contacted', 'interested'];
const BATCH = 500;

/** Which of these credit keys the list already holds. */
export async function existingKeys(tx: Scope, listId: string, keys: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows = await tx
      .selectFrom('leads')
      .select('leads.credit_key')
      .where('leads.list_id', '=', listId)
      .where('leads.credit_key', 'in', keys.slice(i, i + BATCH))
      .execute();
    for (const r of rows) out.add(r.credit_key);
  }
  return out;
}

/** Inserts leads into a list, skipping credit keys it holds; answers how many went in. */
export async function insertLeads(
  tx: Scope,
  listId: string,
  rows: readonly NewLead[],
  extra: { status?: LeadStatusColumn; assignee_id?: string | null } = {},
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const r = await tx
      .insertInto(
        'leads',
        rows.slice(i, i + BATCH).map((x) => ({ ...x, ...extra, list_id: listId })),
      )
      .onConflict((oc) => oc.columns(['list_id', 'credit_key']).doNothing())
      .returning('leads.id')
      .execute();
    added += r.length;
  }
  return added;
}

const LEAD_COLUMNS = [
  'leads.id',
  'leads.list_id',
  'leads.company_id',
  'leads.company_name',
  'leads.usc_no',
  'leads.region_code',
  'leads.industry_code',
  'leads.score',
  'leads.status',
  'leads.invalid_reason',
  'leads.assignee_id',
  'leads.next_follow_up_on',
  'leads.last_follow_up_at',
  'leads.follow_up_count',
  'leads.converted_at',
  'leads.product_tags',
  'leads.created_at',
] as const;

export async function leadPage(
  scope: Scope,
  opts: {
    listId: string;
    current: number;
    size: number;
    status?: LeadStatusColumn;
    assigneeId?: string;
    keyword?: string;
    productTag?: LeadProductTagColumn;
  },
) {
  let q = scope.selectFrom('leads').where('leads.list_id', '=', opts.listId);
  if (opts.productTag) q = q.where(sql<boolean>`${opts.productTag} = any(leads.product_tags)`);
  if (opts.status) q = q.where('leads.status', '=', opts.status);
  if (opts.assigneeId === 'none') q = q.where('leads.assignee_id', 'is', null);
  else if (opts.assigneeId) q = q.where('leads.assignee_id', '=', opts.assigneeId);
  if (opts.keyword) {
    const like = `%${escapeLike(opts.keyword)}%`;
    q = q.where((eb) => eb.or([eb('leads.company_name', 'like', like), eb('leads.usc_no', 'like', like)]));
  }
  const page = await paginate(
    q.select(LEAD_COLUMNS).orderBy('leads.score', 'desc').orderBy('leads.id'),
    opts,
  );
  return { ...page, rows: page.rows.map(normIds) };
}
export type LeadRow = Awaited<ReturnType<typeof leadPage>>['rows'][number];

/** Leads by id with their list's owner (rights are checked by the service). */
export async function leadsByIds(scope: Scope, leadIds: readonly string[]) {
  if (!leadIds.length) return [];
  const rows = await scope
    .selectFrom('leads')
    .innerJoin('lead_lists', 'lead_lists.id', 'leads.list_id')
    .select([...LEAD_COLUMNS, 'leads.credit_key', 'lead_lists.owner_id'])
    .where('leads.id', 'in', [...leadIds])
    .execute();
  return rows.map(normIds);
}

/** The list's leads (id and region), for even and by-region assignment. */
export async function leadsOfList(scope: Scope, listId: string, opts: { unassignedOnly?: boolean } = {}) {
  let q = scope
    .selectFrom('leads')
    .select(['leads.id', 'leads.region_code'])
    .where('leads.list_id', '=', listId)
    .where('leads.status', 'in', OPEN);
  if (opts.unassignedOnly) q = q.where('leads.assignee_id', 'is', null);
  const rows = await q.orderBy('leads.score', 'desc').orderBy('leads.id').execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export async function assign(tx: Scope, listId: string, ids: readonly string[], assigneeId: string | null) {
  let changed = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const r = await tx
      .updateTable('leads')
      .set({ assignee_id: assigneeId, updated_at: sql`now()` })
      .where('leads.list_id', '=', listId)
      .where('leads.id', 'in', ids.slice(i, i + BATCH))
      .executeTakeFirst();
    changed += Number(r.numUpdatedRows);
  }
  return changed;
}

export async function setStatus(
  tx: Scope,
  ids: readonly string[],
  status: LeadStatusColumn,
  reason: string | null,
  at?: Date,
): Promise<number> {
  const r = await tx
    .updateTable('leads')
    .set({
      status,
      invalid_reason: status === 'invalid' ? reason : null,
      converted_at:
        status === 'converted' ? sql`coalesce(leads.converted_at, ${at ?? new Date()}::timestamptz)` : null,
      updated_at: sql`now()`,
    })
    .where('leads.id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Replaces the leads' product tags (金融拓客). */
export async function setProducts(
  tx: Scope,
  ids: readonly string[],
  tags: readonly LeadProductTagColumn[],
): Promise<number> {
  const r = await tx
    .updateTable('leads')
    .set({ product_tags: [...tags], updated_at: sql`now()` })
    .where('leads.id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

const followUpIds = <R extends { id: string; lead_id: string }>(r: R): R => ({
  ...r,
  id: String(r.id),
  lead_id: String(r.lead_id),
});

export async function insertFollowUp(
  tx: Scope,
  row: {
    leadId: string;
    userId: string;
    kind: FollowUpKindColumn;
    note: string;
    nextOn: string | null;
    at?: Date;
  },
) {
  return tx
    .insertInto('lead_follow_ups', {
      lead_id: row.leadId,
      user_id: row.userId,
      kind: row.kind,
      note: row.note,
      next_on: row.nextOn,
      ...(row.at ? { created_at: row.at } : {}),
    })
    .returning([
      'lead_follow_ups.id',
      'lead_follow_ups.lead_id',
      'lead_follow_ups.user_id',
      'lead_follow_ups.kind',
      'lead_follow_ups.note',
      'lead_follow_ups.next_on',
      'lead_follow_ups.created_at',
    ])
    .executeTakeFirstOrThrow()
    .then(followUpIds);
}

/** A follow-up was logged: counts, last time, next date; a new lead becomes contacted. */
export async function touchAfterFollowUp(tx: Scope, leadId: string, nextOn: string | null, at: Date) {
  await tx
    .updateTable('leads')
    .set((eb) => ({
      follow_up_count: eb('follow_up_count', '+', 1),
      last_follow_up_at: at,
      next_follow_up_on: nextOn,
      status: sql`case when leads.status = 'new' then 'contacted' else leads.status end`,
      updated_at: sql`now()`,
    }))
    .where('leads.id', '=', leadId)
    .execute();
}

export async function followUps(scope: Scope, leadId: string, limit: number) {
  const rows = await scope
    .selectFrom('lead_follow_ups')
    .select([
      'lead_follow_ups.id',
      'lead_follow_ups.lead_id',
      'lead_follow_ups.user_id',
      'lead_follow_ups.kind',
      'lead_follow_ups.note',
      'lead_follow_ups.next_on',
      'lead_follow_ups.created_at',
    ])
    .where('lead_follow_ups.lead_id', '=', leadId)
    .orderBy('lead_follow_ups.created_at', 'desc')
    .orderBy('lead_follow_ups.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(followUpIds);
}

/** The assignee's open leads in these lists with a follow-up due on or before `today`. */
export async function dueLeads(
  scope: Scope,
  userId: string,
  listIds: readonly string[],
  today: string,
  limit: number,
) {
  if (!listIds.length) return { rows: [], dueToday: 0, overdue: 0 };
  const base = scope
    .selectFrom('leads')
    .where('leads.assignee_id', '=', userId)
    .where('leads.status', 'in', OPEN)
    .where('leads.next_follow_up_on', '<=', today)
    .where('leads.list_id', 'in', [...listIds]);
  const [rows, counts] = await Promise.all([
    base.select(LEAD_COLUMNS).orderBy('leads.next_follow_up_on').orderBy('leads.id').limit(limit).execute(),
    base
      .select([
        sql<string>`count(*) filter (where leads.next_follow_up_on = ${today}::date)`.as('today'),
        sql<string>`count(*) filter (where leads.next_follow_up_on < ${today}::date)`.as('overdue'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(normIds), dueToday: Number(counts.today), overdue: Number(counts.overdue) };
}

/**
 * Who has open leads to follow up by `today`, in which organisation, across every tenant (the
 * daily work reminder; the partial index leads_due holds exactly these rows).
 */
export function dueAssignees(unscoped: StoreOf<'leads'>['unscoped'], today: string) {
  return unscoped
    .selectFrom('leads')
    .select(['leads.tenant_id', 'leads.assignee_id'])
    .distinct()
    .where('leads.status', 'in', OPEN)
    .where('leads.next_follow_up_on', '<=', today)
    .where('leads.assignee_id', 'is not', null)
    .execute();
}

// ------------------------------------------------------------------ dashboard

export function countsByStatus(scope: Scope, listIds: readonly string[]) {
  return scope
    .selectFrom('leads')
    .select(['leads.status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('leads.list_id', 'in', [...listIds])
    .groupBy('leads.status')
    .execute();
}

export function countsByAssignee(scope: Scope, listIds: readonly string[]) {
  return scope
    .selectFrom('leads')
    .select([
      'leads.assignee_id',
      (eb) => eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where leads.status = 'converted')`.as('converted'),
    ])
    .where('leads.list_id', 'in', [...listIds])
    .groupBy('leads.assignee_id')
    .orderBy('total', 'desc')
    .execute();
}

/** Follow-ups on the lists' leads per China Standard Time day, from `from` (UTC instant) on. */
export function followUpsPerDay(scope: Scope, listIds: readonly string[], from: Date) {
  return scope
    .selectFrom('lead_follow_ups')
    .innerJoin('leads', 'leads.id', 'lead_follow_ups.lead_id')
    .select([
      sql<string>`to_char((lead_follow_ups.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`.as(
        'day',
      ),
      (eb) => eb.fn.countAll<string>().as('n'),
    ])
    .where('leads.list_id', 'in', [...listIds])
    .where('lead_follow_ups.created_at', '>=', from)
    .groupBy('day')
    .execute();
}

/** Conversions on the lists per China Standard Time month, from `from` (UTC instant) on. */
export function conversionsPerMonth(scope: Scope, listIds: readonly string[], from: Date) {
  return scope
    .selectFrom('leads')
    .select([
      sql<string>`to_char((leads.converted_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`.as(
        'month',
      ),
      (eb) => eb.fn.countAll<string>().as('n'),
    ])
    .where('leads.list_id', 'in', [...listIds])
    .where('leads.status', '=', 'converted')
    .where('leads.converted_at', '>=', from)
    .groupBy('month')
    .execute();
}

// ------------------------------------------------------------------ export

/** A list's leads after `afterId` in id order (the export reads them in batches). */
export async function exportBatch(scope: Scope, listId: string, afterId: string, size: number) {
  const rows = await scope
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .where('leads.list_id', '=', listId)
    .where(sql<boolean>`leads.id > ${afterId}::bigint`)
    .orderBy('leads.id')
    .limit(size)
    .execute();
  return rows.map(normIds);
}

/** The tenant's export count row, made on first use and locked until the transaction ends. */
export async function lockExportQuota(tx: Scope, total: number): Promise<{ total: number; used: number }> {
  await tx
    .insertInto('lead_export_quotas', { total, used: 0 })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  return tx
    .selectFrom('lead_export_quotas')
    .select(['lead_export_quotas.total', 'lead_export_quotas.used'])
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function exportQuota(scope: Scope, total: number) {
  const row = await scope
    .selectFrom('lead_export_quotas')
    .select(['lead_export_quotas.total', 'lead_export_quotas.used'])
    .executeTakeFirst();
  return row ?? { total, used: 0 };
}

export async function addExportUse(tx: Scope, rows: number): Promise<void> {
  await tx
    .updateTable('lead_export_quotas')
    .set((eb) => ({ used: eb('used', '+', rows) }))
    .execute();
}

/** Sets the tenant's export quota (tests and the demo). */
export async function setExportQuota(scope: Scope, total: number, used: number): Promise<void> {
  await scope
    .insertInto('lead_export_quotas', { total, used })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ total, used }))
    .execute();
}

/** Demo only: when a lead was converted and created. */
export async function backdate(
  tx: Scope,
  leadId: string,
  at: { createdAt?: Date; convertedAt?: Date },
): Promise<void> {
  await tx
    .updateTable('leads')
    .set({
      ...(at.createdAt ? { created_at: at.createdAt } : {}),
      ...(at.convertedAt ? { converted_at: at.convertedAt } : {}),
    })
    .where('leads.id', '=', leadId)
    .execute();
}
