import { sql } from 'kysely';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import type { TimelineKindColumn } from '../../db/schema/customers';
import { paginate } from '../../db/paginate';
import { visibleIds, type Viewer } from './customers-repo';

type Scope = ScopeOf<'customers'>;

/** A customer's timeline (activities) and tasks: tenant-owned. */

const ACTIVITY_COLUMNS = [
  'crm_activities.id',
  'crm_activities.customer_id',
  'crm_activities.deal_id',
  'crm_activities.kind',
  'crm_activities.text',
  'crm_activities.params',
  'crm_activities.user_id',
  'crm_activities.created_at',
] as const;

const activityIds = <R extends { id: string; customer_id: string; deal_id: string | null }>(r: R): R => ({
  ...r,
  id: String(r.id),
  customer_id: String(r.customer_id),
  deal_id: r.deal_id === null ? null : String(r.deal_id),
});

export interface NewActivity {
  customerId: string;
  dealId: string | null;
  userId: string;
  kind: TimelineKindColumn;
  text?: string;
  params?: Record<string, string | number>;
  at?: Date;
}

export async function insertActivity(tx: Scope, a: NewActivity) {
  const r = await tx
    .insertInto('crm_activities', {
      customer_id: a.customerId,
      deal_id: a.dealId,
      user_id: a.userId,
      kind: a.kind,
      text: a.text ?? '',
      params: JSON.stringify(a.params ?? {}),
      ...(a.at ? { created_at: a.at } : {}),
    })
    .returning(ACTIVITY_COLUMNS)
    .executeTakeFirstOrThrow();
  return activityIds(r);
}
export type ActivityRow = Awaited<ReturnType<typeof insertActivity>>;

export async function activitiesOf(scope: Scope, customerId: string, limit: number) {
  const rows = await scope
    .selectFrom('crm_activities')
    .select(ACTIVITY_COLUMNS)
    .where('crm_activities.customer_id', '=', customerId)
    .orderBy('crm_activities.created_at', 'desc')
    .orderBy('crm_activities.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(activityIds);
}

/** Activities a member logged (not the server's own kinds) since `from`, over visible customers. */
export async function activitiesPerMember(scope: Scope, viewer: Viewer, from: Date) {
  const rows = await scope
    .selectFrom('crm_activities')
    .select(['crm_activities.user_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('crm_activities.created_at', '>=', from)
    .where('crm_activities.kind', 'in', ['note', 'call', 'meeting', 'visit', 'email'])
    .$if(!viewer.isAdmin, (q) =>
      q.where('crm_activities.customer_id', 'in', visibleIds(scope, viewer.userId)),
    )
    .groupBy('crm_activities.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, count: Number(r.n) }));
}

// ------------------------------------------------------------------ tasks

const TASK_COLUMNS = [
  'crm_tasks.id',
  'crm_tasks.customer_id',
  'crm_customers.name as customer_name',
  'crm_customers.owner_id as customer_owner_id',
  'crm_tasks.deal_id',
  'crm_tasks.title',
  'crm_tasks.due_on',
  'crm_tasks.done_at',
  'crm_tasks.assignee_id',
] as const;

const taskIds = <R extends { id: string; customer_id: string; deal_id: string | null }>(r: R): R => ({
  ...r,
  id: String(r.id),
  customer_id: String(r.customer_id),
  deal_id: r.deal_id === null ? null : String(r.deal_id),
});

/** Tasks on customers the viewer sees. */
function visibleTasks(scope: Scope, viewer: Viewer) {
  const q = scope
    .selectFrom('crm_tasks')
    .innerJoin('crm_customers', 'crm_customers.id', 'crm_tasks.customer_id');
  return viewer.isAdmin ? q : q.where('crm_tasks.customer_id', 'in', visibleIds(scope, viewer.userId));
}

export async function taskPage(
  scope: Scope,
  viewer: Viewer,
  f: { customerId?: string; state: 'open' | 'done' | 'all'; mine?: boolean; current: number; size: number },
) {
  let q = visibleTasks(scope, viewer);
  if (f.customerId) q = q.where('crm_tasks.customer_id', '=', f.customerId);
  if (f.state === 'open') q = q.where('crm_tasks.done_at', 'is', null);
  if (f.state === 'done') q = q.where('crm_tasks.done_at', 'is not', null);
  if (f.mine) q = q.where('crm_tasks.assignee_id', '=', viewer.userId);
  const page = await paginate(q.select(TASK_COLUMNS).orderBy('crm_tasks.due_on').orderBy('crm_tasks.id'), f);
  return { ...page, rows: page.rows.map(taskIds) };
}
export type TaskRow = Awaited<ReturnType<typeof taskPage>>['rows'][number];

export async function visibleTask(scope: Scope, viewer: Viewer, taskId: string) {
  const r = await visibleTasks(scope, viewer)
    .select(TASK_COLUMNS)
    .where('crm_tasks.id', '=', taskId)
    .executeTakeFirst();
  return r && taskIds(r);
}

export async function insertTask(
  tx: Scope,
  t: {
    customerId: string;
    dealId: string | null;
    assigneeId: string;
    createdBy: string;
    title: string;
    dueOn: string;
    doneAt?: Date | null;
  },
): Promise<string> {
  const r = await tx
    .insertInto('crm_tasks', {
      customer_id: t.customerId,
      deal_id: t.dealId,
      assignee_id: t.assigneeId,
      created_by: t.createdBy,
      title: t.title,
      due_on: t.dueOn,
      done_at: t.doneAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

export async function setTaskDone(tx: Scope, taskId: string, done: boolean) {
  await tx
    .updateTable('crm_tasks')
    .set({ done_at: done ? sql`coalesce(crm_tasks.done_at, now())` : null })
    .where('crm_tasks.id', '=', taskId)
    .execute();
}

/** The member's open tasks due today and before (China date `today`). */
export async function dueCounts(scope: Scope, userId: string, today: string) {
  const r = await scope
    .selectFrom('crm_tasks')
    .select([
      sql<string>`count(*) filter (where crm_tasks.due_on = ${today}::date)`.as('today'),
      sql<string>`count(*) filter (where crm_tasks.due_on < ${today}::date)`.as('overdue'),
    ])
    .where('crm_tasks.assignee_id', '=', userId)
    .where('crm_tasks.done_at', 'is', null)
    .where('crm_tasks.due_on', '<=', today)
    .executeTakeFirstOrThrow();
  return { dueToday: Number(r.today), overdue: Number(r.overdue) };
}

/** Open tasks assigned to the user and due by `today`, soonest first. */
export async function dueTasks(scope: Scope, userId: string, today: string, limit: number) {
  const rows = await scope
    .selectFrom('crm_tasks')
    .innerJoin('crm_customers', 'crm_customers.id', 'crm_tasks.customer_id')
    .select(TASK_COLUMNS)
    .where('crm_tasks.assignee_id', '=', userId)
    .where('crm_tasks.done_at', 'is', null)
    .where('crm_tasks.due_on', '<=', today)
    .orderBy('crm_tasks.due_on')
    .orderBy('crm_tasks.id')
    .limit(limit)
    .execute();
  return rows.map(taskIds);
}

/** Who has open tasks due by `today`, in which organisation, across every tenant (the work reminder). */
export function dueTaskAssignees(unscoped: StoreOf<'customers'>['unscoped'], today: string) {
  return unscoped
    .selectFrom('crm_tasks')
    .select(['crm_tasks.tenant_id', 'crm_tasks.assignee_id'])
    .distinct()
    .where('crm_tasks.done_at', 'is', null)
    .where('crm_tasks.due_on', '<=', today)
    .execute();
}

export async function transferOpenTasks(tx: Scope, fromUserId: string, toUserId: string): Promise<number> {
  const r = await tx
    .updateTable('crm_tasks')
    .set({ assignee_id: toUserId })
    .where('crm_tasks.assignee_id', '=', fromUserId)
    .where('crm_tasks.done_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The same first entry on many customers (an import). */
export async function insertManyActivities(tx: Scope, rows: readonly NewActivity[]) {
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insertInto(
        'crm_activities',
        rows.slice(i, i + 500).map((a) => ({
          customer_id: a.customerId,
          deal_id: a.dealId,
          user_id: a.userId,
          kind: a.kind,
          text: a.text ?? '',
          params: JSON.stringify(a.params ?? {}),
          ...(a.at ? { created_at: a.at } : {}),
        })),
      )
      .execute();
}
