import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';

type Scope = ScopeOf<'association'>;

/** Annual dues of members: tenant-owned. Overdue is derived from the due date and China's today. */

const COLUMNS = [
  'assoc_dues.id',
  'assoc_dues.member_id',
  'assoc_dues.year',
  'assoc_dues.amount_fen',
  'assoc_dues.due_date',
  'assoc_dues.paid_on',
  'assoc_members.company_name',
  'assoc_members.level_id',
] as const;

const withIds = <R extends { id: string; member_id: string; level_id: string; amount_fen: string | number }>(
  r: R,
) => ({
  ...r,
  id: String(r.id),
  member_id: String(r.member_id),
  level_id: String(r.level_id),
  amount_fen: Number(r.amount_fen),
});

export async function insertDues(
  scope: Scope,
  d: { memberId: string; year: number; amountFen: number; dueDate: string; paidOn?: string | null },
) {
  const r = await scope
    .insertInto('assoc_dues', {
      member_id: d.memberId,
      year: d.year,
      amount_fen: d.amountFen,
      due_date: d.dueDate,
      paid_on: d.paidOn ?? null,
    })
    .returning('assoc_dues.id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

function joined(scope: Scope) {
  return scope
    .selectFrom('assoc_dues')
    .innerJoin('assoc_members', (j) =>
      j
        .onRef('assoc_members.id', '=', 'assoc_dues.member_id')
        .onRef('assoc_members.tenant_id', '=', 'assoc_dues.tenant_id'),
    )
    .select(COLUMNS);
}

export async function duesById(scope: Scope, id: string) {
  const r = await joined(scope).where('assoc_dues.id', '=', id).executeTakeFirst();
  return r ? withIds(r) : null;
}
export type DuesRow = NonNullable<Awaited<ReturnType<typeof duesById>>>;

export async function markPaid(scope: Scope, id: string, paidOn: string) {
  const r = await scope
    .updateTable('assoc_dues')
    .set({ paid_on: paidOn })
    .where('assoc_dues.id', '=', id)
    .where('assoc_dues.paid_on', 'is', null)
    .returning('assoc_dues.id')
    .executeTakeFirst();
  return Boolean(r);
}

export interface DuesFilter {
  year?: number | undefined;
  state?: 'unpaid' | 'paid' | 'overdue' | 'attention' | undefined;
  memberId?: string | undefined;
}

export async function duesPage(
  scope: Scope,
  f: DuesFilter,
  today: string,
  soonUntil: string,
  page: PageRequest,
) {
  let q = joined(scope);
  if (f.year) q = q.where('assoc_dues.year', '=', f.year);
  if (f.memberId) q = q.where('assoc_dues.member_id', '=', f.memberId);
  if (f.state === 'paid') q = q.where('assoc_dues.paid_on', 'is not', null);
  if (f.state === 'unpaid')
    q = q.where('assoc_dues.paid_on', 'is', null).where('assoc_dues.due_date', '>=', today);
  if (f.state === 'overdue')
    q = q.where('assoc_dues.paid_on', 'is', null).where('assoc_dues.due_date', '<', today);
  if (f.state === 'attention')
    q = q.where('assoc_dues.paid_on', 'is', null).where('assoc_dues.due_date', '<=', soonUntil);
  const { rows, total } = await paginate(
    q
      .orderBy(sql`assoc_dues.paid_on is null`, 'desc')
      .orderBy('assoc_dues.due_date')
      .orderBy('assoc_dues.id'),
    page,
  );
  return { rows: rows.map(withIds), total };
}

/** Unpaid dues overdue, and due within the reminder window (the badge). */
export async function attentionCounts(scope: Scope, today: string, soonUntil: string) {
  const r = await scope
    .selectFrom('assoc_dues')
    .select([
      sql<string>`count(*) filter (where assoc_dues.due_date < ${today})`.as('overdue'),
      sql<string>`count(*) filter (where assoc_dues.due_date >= ${today} and assoc_dues.due_date <= ${soonUntil})`.as(
        'soon',
      ),
    ])
    .where('assoc_dues.paid_on', 'is', null)
    .executeTakeFirstOrThrow();
  return { overdue: Number(r.overdue), soon: Number(r.soon) };
}

/** A year's dues: collected, outstanding and overdue sums in fen, and counts. */
export async function yearTotals(scope: Scope, year: number, today: string) {
  const r = await scope
    .selectFrom('assoc_dues')
    .select([
      sql<string>`coalesce(sum(amount_fen) filter (where paid_on is not null), 0)`.as('collected'),
      sql<string>`coalesce(sum(amount_fen) filter (where paid_on is null), 0)`.as('outstanding'),
      sql<string>`coalesce(sum(amount_fen) filter (where paid_on is null and due_date < ${today}), 0)`.as(
        'overdue',
      ),
      sql<string>`count(*) filter (where paid_on is not null)`.as('paid'),
      sql<string>`count(*) filter (where paid_on is null)`.as('unpaid'),
    ])
    .where('assoc_dues.year', '=', year)
    .executeTakeFirstOrThrow();
  return {
    collected: Number(r.collected),
    outstanding: Number(r.outstanding),
    overdue: Number(r.overdue),
    paid: Number(r.paid),
    unpaid: Number(r.unpaid),
  };
}

/**
 * Unpaid dues overdue or due by `soonUntil` of active members, with their contact user (null for
 * members added by hand), the most urgent first: what 发送催缴提醒 reminds.
 */
export async function duesToRemind(scope: Scope, soonUntil: string, limit: number) {
  const rows = await joined(scope)
    .select('assoc_members.contact_user_id')
    .where('assoc_dues.paid_on', 'is', null)
    .where('assoc_dues.due_date', '<=', soonUntil)
    .where('assoc_members.state', '=', 'active')
    .orderBy('assoc_dues.due_date')
    .orderBy('assoc_dues.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...withIds(r), contact_user_id: r.contact_user_id }));
}
