import {
  CUSTOMERS_LIMITS,
  ResultCode,
  type Activity,
  type ActivityKind,
  type Task,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { StoreOf } from '../../db/module-store';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import { AppError, forbidden } from '../../lib/errors';
import { userDisplayNames } from '../accounts';
import { requireMembers, requireVisibleCustomer, type Viewer } from './access';
import { touchCustomer } from './customers-repo';
import { visibleDeal } from './pipeline-repo';
import * as repo from './timeline-repo';

/** A customer's timeline and the tasks on customers (docs/customers.md). */

const taskNotFound = () => new AppError('taskNotFound', ResultCode.NOT_FOUND, 404);

async function presentActivities(db: Q, rows: readonly repo.ActivityRow[]): Promise<Activity[]> {
  const names = await userDisplayNames(db, [...new Set(rows.map((r) => r.user_id))]);
  return rows.map((r) => ({
    activityId: r.id,
    customerId: r.customer_id,
    dealId: r.deal_id,
    kind: r.kind,
    text: r.text,
    params: r.params,
    userId: r.user_id,
    userName: names.get(r.user_id) ?? '',
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function activityList(db: Q, scope: TenantScope, viewer: Viewer, customerId: string) {
  const c = await requireVisibleCustomer(scope, viewer, customerId);
  return presentActivities(db, await repo.activitiesOf(scope, c.id, CUSTOMERS_LIMITS.timelineMax));
}

/** The deal must be the customer's own (an id of another customer's deal is not found). */
async function requireDealOf(
  scope: TenantScope,
  viewer: Viewer,
  customerId: string,
  dealId: string | undefined,
) {
  if (!dealId) return null;
  const d = await visibleDeal(scope, viewer, dealId);
  if (!d || d.customer_id !== customerId) throw new AppError('dealNotFound', ResultCode.NOT_FOUND, 404);
  return d.id;
}

export async function addActivity(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { customerId: string; dealId?: string; kind: ActivityKind; text: string },
  at = new Date(),
) {
  const c = await requireVisibleCustomer(scope, viewer, input.customerId);
  const dealId = await requireDealOf(scope, viewer, c.id, input.dealId);
  const row = await scope.transaction(async (tx) => {
    const a = await repo.insertActivity(tx, {
      customerId: c.id,
      dealId,
      userId: viewer.userId,
      kind: input.kind,
      text: input.text,
      at,
    });
    await touchCustomer(tx, c.id, at);
    return a;
  });
  return (await presentActivities(db, [row]))[0]!;
}

async function presentTasks(db: Q, rows: readonly repo.TaskRow[], now: Date): Promise<Task[]> {
  const names = await userDisplayNames(db, [...new Set(rows.map((r) => r.assignee_id))]);
  const today = todayInChina(now);
  return rows.map((r) => ({
    taskId: r.id,
    customerId: r.customer_id,
    customerName: r.customer_name,
    dealId: r.deal_id,
    title: r.title,
    dueOn: r.due_on,
    done: r.done_at !== null,
    doneAt: r.done_at === null ? null : new Date(r.done_at).toISOString(),
    assigneeId: r.assignee_id,
    assigneeName: names.get(r.assignee_id) ?? '',
    due: r.done_at === null && r.due_on <= today,
  }));
}

export async function taskPage(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: {
    customerId?: string;
    state: 'open' | 'done' | 'all';
    mine?: boolean;
    current: number;
    size: number;
  },
  now = new Date(),
) {
  const page = await repo.taskPage(scope, viewer, input);
  return {
    records: await presentTasks(db, page.rows, now),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

const taskOf = async (db: Q, scope: TenantScope, viewer: Viewer, taskId: string) => {
  const t = await repo.visibleTask(scope, viewer, taskId);
  if (!t) throw taskNotFound();
  return (await presentTasks(db, [t], new Date()))[0]!;
};

export async function addTask(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { customerId: string; dealId?: string; title: string; dueOn: string; assigneeId?: string },
) {
  const c = await requireVisibleCustomer(scope, viewer, input.customerId);
  const dealId = await requireDealOf(scope, viewer, c.id, input.dealId);
  const assigneeId = input.assigneeId ?? viewer.userId;
  await requireMembers(db, scope.tenantId, [assigneeId]);
  const id = await scope.transaction((tx) =>
    repo.insertTask(tx, {
      customerId: c.id,
      dealId,
      assigneeId,
      createdBy: viewer.userId,
      title: input.title,
      dueOn: input.dueOn,
    }),
  );
  return taskOf(db, scope, viewer, id);
}

/** Done or open again: its assignee, the customer's owner or an administrator; done is logged. */
export async function setTaskDone(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { taskId: string; done: boolean },
) {
  const t = await repo.visibleTask(scope, viewer, input.taskId);
  if (!t) throw taskNotFound();
  if (!(viewer.isAdmin || t.assignee_id === viewer.userId || t.customer_owner_id === viewer.userId))
    throw forbidden('customerManageOnly');
  if ((t.done_at !== null) !== input.done)
    await scope.transaction(async (tx) => {
      await repo.setTaskDone(tx, t.id, input.done);
      if (input.done)
        await repo.insertActivity(tx, {
          customerId: t.customer_id,
          dealId: t.deal_id,
          userId: viewer.userId,
          kind: 'task',
          params: { task: t.title },
        });
    });
  return taskOf(db, scope, viewer, t.id);
}

export async function taskDue(scope: TenantScope, viewer: Viewer, now = new Date()) {
  const today = todayInChina(now);
  return { today, ...(await repo.dueCounts(scope, viewer.userId, today)) };
}

/**
 * A member's open tasks due by today (China time), counted and the first `limit` listed: what the
 * daily work reminder tells them. Tasks are theirs by assignment, whoever owns the customer.
 */
export async function dueTasksOf(scope: TenantScope, userId: string, limit: number, now = new Date()) {
  const today = todayInChina(now);
  const [counts, rows] = await Promise.all([
    repo.dueCounts(scope, userId, today),
    repo.dueTasks(scope, userId, today, limit),
  ]);
  return { today, ...counts, tasks: rows };
}

/** Members with tasks due by today (China time) and their organisations. */
export async function taskAssigneesDue(unscoped: StoreOf<'customers'>['unscoped'], now = new Date()) {
  const rows = await repo.dueTaskAssignees(unscoped, todayInChina(now));
  return rows.map((r) => ({ tenantId: r.tenant_id, userId: r.assignee_id }));
}
