import {
  ASSOCIATION_LIMITS as L,
  ResultCode,
  fenToYuan,
  yuanToFen,
  type AssociationDues,
} from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { dayAfter, todayInChina } from '../../lib/china-time';
import { AppError } from '../../lib/errors';
import { requireAdmin, type Viewer } from './access';
import * as repo from './dues-repo';
import { bad, levels, requireMember } from './members';

/**
 * Annual dues (docs/association.md "Dues"): one per member and year, in fen; unpaid, paid (with
 * the day) or overdue — unpaid past its due date, China time. The reminder: unpaid dues due within
 * ASSOCIATION_LIMITS.duesSoonDays, or overdue (the list's `attention` filter and the badge).
 */

const duesNotFound = () => new AppError('associationDuesNotFound', ResultCode.NOT_FOUND, 404);

export const soonUntil = (now: Date) => dayAfter(now, L.duesSoonDays);

export async function present(scope: TenantScope, rows: readonly repo.DuesRow[], now: Date) {
  const today = todayInChina(now);
  const until = soonUntil(now);
  const names = new Map((await levels(scope)).map((l) => [l.id, l.name]));
  return rows.map((r): AssociationDues => ({
    duesId: r.id,
    memberId: r.member_id,
    companyName: r.company_name,
    levelName: names.get(r.level_id) ?? '',
    year: r.year,
    amount: fenToYuan(r.amount_fen),
    dueDate: r.due_date,
    paidOn: r.paid_on,
    state: r.paid_on ? 'paid' : r.due_date < today ? 'overdue' : 'unpaid',
    dueSoon: !r.paid_on && r.due_date >= today && r.due_date <= until,
  }));
}

export async function duesPage(
  scope: TenantScope,
  input: repo.DuesFilter & { current: number; size: number },
  now = new Date(),
) {
  const { rows, total } = await repo.duesPage(scope, input, todayInChina(now), soonUntil(now), input);
  return { records: await present(scope, rows, now), total, current: input.current, size: input.size };
}

async function one(scope: TenantScope, id: string, now: Date) {
  const row = await repo.duesById(scope, id);
  if (!row) throw duesNotFound();
  return (await present(scope, [row], now))[0]!;
}

export async function createDues(
  scope: TenantScope,
  viewer: Viewer,
  input: { memberId: string; year: number; amount: number; dueDate: string },
  now = new Date(),
) {
  requireAdmin(viewer);
  const m = await requireMember(scope, input.memberId);
  if (m.state === 'ended') throw bad('associationMemberEnded');
  const id = await repo
    .insertDues(scope, {
      memberId: m.id,
      year: input.year,
      amountFen: yuanToFen(input.amount),
      dueDate: input.dueDate,
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw bad('associationDuesDuplicate');
      throw err;
    });
  return one(scope, id, now);
}

export async function markPaid(
  scope: TenantScope,
  viewer: Viewer,
  input: { duesId: string; paidOn?: string | undefined },
  now = new Date(),
) {
  requireAdmin(viewer);
  const d = await repo.duesById(scope, input.duesId);
  if (!d) throw duesNotFound();
  if (d.paid_on || !(await repo.markPaid(scope, d.id, input.paidOn ?? todayInChina(now))))
    throw bad('associationDuesPaid');
  return one(scope, d.id, now);
}

export async function attention(scope: TenantScope, now = new Date()) {
  return repo.attentionCounts(scope, todayInChina(now), soonUntil(now));
}

/** This year's (China time) dues in yuan: collected, outstanding, of which overdue. */
export async function yearDues(scope: TenantScope, now = new Date()) {
  const year = Number(todayInChina(now).slice(0, 4));
  const t = await repo.yearTotals(scope, year, todayInChina(now));
  return {
    year,
    collected: fenToYuan(t.collected),
    outstanding: fenToYuan(t.outstanding),
    overdue: fenToYuan(t.overdue),
    paidCount: t.paid,
    unpaidCount: t.unpaid,
  };
}
