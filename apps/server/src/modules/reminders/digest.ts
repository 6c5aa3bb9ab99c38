import type { WorkReminderItem, WorkReminderPayload } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import { membership, tenantNamesOf } from '../accounts';
import { customersWorkspaceOpen, dueTasksOf } from '../customers';
import { dueLeads, leadsViewerOf, leadsWorkspaceOpen } from '../leads';
import { attractWorkspaceOpen, dueProjectSteps } from '../attract';

/** Items a reminder lists of each kind; the counts say how many there are in all. */
export const ITEMS_PER_KIND = 5;

const NOTHING = { dueToday: 0, overdue: 0, items: [] as WorkReminderItem[] };

/**
 * What one member of one organisation has due today (China time): open leads to follow up (in the
 * lead lists they can see), open customer tasks and 精准招商 next steps assigned to them, counted and the first few
 * listed with where the portal opens them. A workspace the organisation no longer has is left out,
 * and so is a member who has left. Null when nothing is due.
 */
export async function digestFor(
  db: Q,
  scope: TenantScope,
  userId: string,
  now: Date,
): Promise<WorkReminderPayload | null> {
  const tenantId = scope.tenantId;
  if (!(await membership(db, userId, tenantId))) return null;
  const [leads, tasks, projects, names] = await Promise.all([
    leadsDue(db, scope, userId, now),
    tasksDue(scope, userId, now),
    stepsDue(db, scope, userId, now),
    tenantNamesOf(db, [tenantId]),
  ]);
  const total = [leads, tasks, projects].reduce((n, g) => n + g.dueToday + g.overdue, 0);
  if (total === 0) return null;
  return {
    kind: 'workReminder',
    day: todayInChina(now),
    tenantId,
    tenantName: names.get(tenantId) ?? '',
    leads,
    tasks,
    projects,
  };
}

async function leadsDue(db: Q, scope: TenantScope, userId: string, now: Date) {
  if (!(await leadsWorkspaceOpen(scope))) return NOTHING;
  const due = await dueLeads(db, scope, await leadsViewerOf(db, scope, userId), now);
  return {
    dueToday: due.dueToday,
    overdue: due.overdue,
    items: due.leads.slice(0, ITEMS_PER_KIND).map((l): WorkReminderItem => ({
      id: l.leadId,
      title: l.companyName,
      context: l.regionName,
      due: l.nextFollowUpOn ?? due.today,
      path: `/toker/tokerIndex?tab=lists&list=${l.listId}`,
    })),
  };
}

async function tasksDue(scope: TenantScope, userId: string, now: Date) {
  if (!(await customersWorkspaceOpen(scope))) return NOTHING;
  const due = await dueTasksOf(scope, userId, ITEMS_PER_KIND, now);
  return {
    dueToday: due.dueToday,
    overdue: due.overdue,
    items: due.tasks.map((t): WorkReminderItem => ({
      id: t.id,
      title: t.title,
      context: t.customer_name,
      due: t.due_on,
      path: '/customer/customerIndex?tab=tasks',
    })),
  };
}

async function stepsDue(db: Q, scope: TenantScope, userId: string, now: Date) {
  if (!(await attractWorkspaceOpen(scope))) return NOTHING;
  const due = await dueProjectSteps(db, scope, userId, now);
  return {
    dueToday: due.dueToday,
    overdue: due.overdue,
    items: due.steps.slice(0, ITEMS_PER_KIND).map((s): WorkReminderItem => ({
      id: s.stepId,
      title: s.title,
      context: s.projectName,
      due: s.dueOn,
      path: `/business/index?serveRegionCode=${s.regionCode}&tab=projects`,
    })),
  };
}
