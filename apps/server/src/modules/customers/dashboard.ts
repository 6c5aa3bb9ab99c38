import type { CustomersDashboard } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { monthLabel, monthStartInChina } from '../../lib/china-time';
import { userDisplayNames } from '../accounts';
import type { Viewer } from './access';
import { countVisible } from './customers-repo';
import { stages } from './pipeline';
import { funnel, wonPerMonth } from './pipeline-repo';
import { activitiesPerMember } from './timeline-repo';
import { taskDue } from './timeline';

const DAY = 86_400_000;

/** The home dashboard over the customers the caller sees (docs/customers.md). */
export async function dashboard(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  now = new Date(),
): Promise<CustomersDashboard> {
  const all = await stages(scope);
  const [byStage, won, activity, customers, due] = await Promise.all([
    funnel(scope, viewer),
    wonPerMonth(scope, viewer, monthStartInChina(now, 11)),
    activitiesPerMember(scope, viewer, new Date(now.getTime() - 30 * DAY)),
    countVisible(scope, viewer),
    taskDue(scope, viewer, now),
  ]);
  const open = all.filter((s) => s.kind === 'open');
  const names = await userDisplayNames(
    db,
    activity.map((a) => a.userId),
  );
  return {
    funnel: all.map((s) => ({
      stageId: s.id,
      key: s.key,
      name: s.name,
      kind: s.kind,
      count: byStage.get(s.id)?.count ?? 0,
      amount: byStage.get(s.id)?.amount ?? 0,
    })),
    weightedValue: Math.round(
      open.reduce((sum, s) => sum + (byStage.get(s.id)?.amount ?? 0) * (s.probability / 100), 0),
    ),
    openAmount: open.reduce((sum, s) => sum + (byStage.get(s.id)?.amount ?? 0), 0),
    wonByMonth: Array.from({ length: 12 }, (_, i) => {
      const month = monthLabel(now, 11 - i);
      return { month, count: won.get(month)?.count ?? 0, amount: won.get(month)?.amount ?? 0 };
    }),
    activitiesByMember: activity
      .map((a) => ({ userId: a.userId, name: names.get(a.userId) ?? '', count: a.count }))
      .sort((a, b) => b.count - a.count),
    customers,
    tasksDue: due.dueToday + due.overdue,
  };
}
