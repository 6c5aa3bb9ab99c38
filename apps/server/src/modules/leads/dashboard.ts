import { LEAD_STATUSES, type LeadStatus, type LeadsDashboard } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { userDisplayNames } from '../accounts';
import { requireVisibleList, type Viewer } from './access';
import * as repo from './leads-repo';
import { visibleListIds } from './lists-repo';
import { dayAfter, monthLabel, monthStartInChina, weekStartInChina } from '../../lib/china-time';

/** Months of the conversion chart. */
export const CONVERSION_MONTHS = 12;

/** The home dashboard over the lists the viewer sees, or one of them. */
export async function dashboard(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  listId: string | undefined,
  now: Date = new Date(),
): Promise<LeadsDashboard> {
  const ids = listId
    ? [(await requireVisibleList(scope, viewer, listId)).id]
    : await visibleListIds(scope, viewer);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  const week = weekStartInChina(now);
  const months = Array.from({ length: CONVERSION_MONTHS }, (_, i) =>
    monthLabel(now, CONVERSION_MONTHS - 1 - i),
  );
  const days = Array.from({ length: 7 }, (_, i) => dayAfter(week, i));
  if (!ids.length)
    return {
      byStatus,
      byAssignee: [],
      followUpsThisWeek: days.map((day) => ({ day, count: 0 })),
      conversions: months.map((month) => ({ month, count: 0 })),
    };
  const [statuses, assignees, perDay, perMonth] = await Promise.all([
    repo.countsByStatus(scope, ids),
    repo.countsByAssignee(scope, ids),
    repo.followUpsPerDay(scope, ids, week),
    repo.conversionsPerMonth(scope, ids, monthStartInChina(now, CONVERSION_MONTHS - 1)),
  ]);
  for (const s of statuses) byStatus[s.status] = Number(s.n);
  const names = await userDisplayNames(
    db,
    assignees.flatMap((a) => (a.assignee_id ? [a.assignee_id] : [])),
  );
  const dayCounts = new Map(perDay.map((d) => [d.day, Number(d.n)]));
  const monthCounts = new Map(perMonth.map((m) => [m.month, Number(m.n)]));
  return {
    byStatus,
    byAssignee: assignees.map((a) => ({
      assigneeId: a.assignee_id,
      name: a.assignee_id ? (names.get(a.assignee_id) ?? '') : '',
      total: Number(a.total),
      converted: Number(a.converted),
    })),
    followUpsThisWeek: days.map((day) => ({ day, count: dayCounts.get(day) ?? 0 })),
    conversions: months.map((month) => ({ month, count: monthCounts.get(month) ?? 0 })),
  };
}
