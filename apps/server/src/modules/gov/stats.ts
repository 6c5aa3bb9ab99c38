import { APPEAL_STATES, GOV_CATEGORIES, type GovStats } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import * as repo from './appeals-repo';
import { isOverdue } from './present';
import { departmentNames } from './settings-repo';

const HOUR = 3_600_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The desk's statistics (administrators and members alike; names only, no appeal text): appeals by
 * state, category and department, open and overdue (China date), the average hours from submission
 * to answer and the average rating.
 */
export async function deskStats(scope: TenantScope, now: Date): Promise<GovStats> {
  const [rows, departments] = await Promise.all([repo.allOfDesk(scope), departmentNames(scope)]);
  const today = todayInChina(now);
  const count = (key: (r: repo.AppealRow) => string | null) => {
    const m = new Map<string, number>();
    for (const r of rows) {
      const k = key(r);
      if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const byState = count((r) => r.state);
  const byCategory = count((r) => r.category);
  const byDepartment = count((r) => r.department_id);
  const answered = rows.filter((r) => r.answered_at);
  const rated = rows.filter((r) => r.rating !== null);
  return {
    total: rows.length,
    open: rows.filter((r) => ['submitted', 'accepted', 'assigned'].includes(r.state)).length,
    overdue: rows.filter((r) => isOverdue(r, today)).length,
    avgAnswerHours: answered.length
      ? round1(
          answered.reduce(
            (s, r) => s + (new Date(r.answered_at!).getTime() - new Date(r.created_at).getTime()) / HOUR,
            0,
          ) / answered.length,
        )
      : null,
    avgRating: rated.length ? round1(rated.reduce((s, r) => s + r.rating!, 0) / rated.length) : null,
    rated: rated.length,
    byState: APPEAL_STATES.map((s) => ({ key: s, name: s, count: byState.get(s) ?? 0 })),
    byCategory: GOV_CATEGORIES.map((c) => ({ key: c, name: c, count: byCategory.get(c) ?? 0 })),
    byDepartment: [...departments].map(([id, name]) => ({ key: id, name, count: byDepartment.get(id) ?? 0 })),
  };
}
