import type { Selectable } from 'kysely';
import type { ScopeOf, StoreOf } from '../../db/module-store';
import type { GovAppealEventsTable, GovAppealsTable } from '../../db/schema/gov';
import { paginate, type PageRequest } from '../../db/paginate';

type Scope = ScopeOf<'gov'>;
type Unscoped = StoreOf<'gov'>['unscoped'];

/** Appeals and their events: tenant-owned by the desk they were sent to. */
export type AppealRow = Selectable<GovAppealsTable>;
export type EventRow = Selectable<GovAppealEventsTable>;

const norm = (r: AppealRow): AppealRow => ({
  ...r,
  id: String(r.id),
  department_id: r.department_id === null ? null : String(r.department_id),
  deadline: typeof r.deadline === 'string' ? r.deadline.slice(0, 10) : dateText(r.deadline),
});
const dateText = (d: unknown) => {
  const x = d as Date;
  return `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
};

export interface DeskFilter {
  /** Only the appeals assigned to this member (a member who does not administer the desk). */
  assigneeId?: string;
  state?: string;
  category?: string;
  departmentId?: string;
  /** Overdue on this China date: open past the deadline. */
  overdueOn?: string;
  keyword?: string;
}

export async function deskPage(scope: Scope, f: DeskFilter, page: PageRequest) {
  let q = scope.selectFrom('gov_appeals').selectAll();
  if (f.assigneeId) q = q.where('assignee_id', '=', f.assigneeId);
  if (f.state) q = q.where('state', '=', f.state);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.departmentId) q = q.where('department_id', '=', f.departmentId);
  if (f.overdueOn)
    q = q.where('state', 'in', ['submitted', 'accepted', 'assigned']).where('deadline', '<', f.overdueOn);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('title', 'like', like), eb('company_name', 'like', like)]));
  }
  const found = await paginate(q.orderBy('created_at', 'desc').orderBy('id', 'desc'), page);
  return { rows: found.rows.map(norm), total: found.total };
}

export async function deskAppeal(scope: Scope, id: string): Promise<AppealRow | undefined> {
  const r = await scope.selectFrom('gov_appeals').selectAll().where('id', '=', id).executeTakeFirst();
  return r && norm(r);
}

/** Every appeal of the desk (statistics; a desk holds thousands at most). */
export async function allOfDesk(scope: Scope): Promise<AppealRow[]> {
  return (await scope.selectFrom('gov_appeals').selectAll().execute()).map(norm);
}

/** What the steps after submission write: empty on a new appeal, changed by updateAppeal. */
type ProgressColumn =
  | 'department_id'
  | 'assignee_id'
  | 'answer'
  | 'reject_reason'
  | 'answered_at'
  | 'closed_at'
  | 'rating'
  | 'rating_comment'
  | 'rated_at';

export type NewAppeal = Omit<
  AppealRow,
  'id' | 'tenant_id' | 'state' | ProgressColumn | 'created_at' | 'updated_at'
> & { created_at?: Date };

export async function insertAppeal(scope: Scope, a: NewAppeal): Promise<string> {
  const r = await scope.insertInto('gov_appeals', a).returning('id').executeTakeFirstOrThrow();
  return String(r.id);
}

export type AppealChange = Partial<Pick<AppealRow, 'state' | ProgressColumn>>;

/** Changes an appeal only while it is still in `from` (two steps at once: one wins). */
export async function updateAppeal(
  scope: Scope,
  id: string,
  from: string,
  change: AppealChange,
): Promise<boolean> {
  const r = await scope
    .updateTable('gov_appeals')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Rates once: only while no rating is there. */
export async function rateAppeal(
  scope: Scope,
  id: string,
  rating: number,
  comment: string,
): Promise<boolean> {
  const r = await scope
    .updateTable('gov_appeals')
    .set({ rating, rating_comment: comment, rated_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('rating', 'is', null)
    .where('state', 'in', ['answered', 'closed'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface NewEvent {
  appealId: string;
  kind: string;
  side: 'desk' | 'enterprise';
  actorId: string | null;
  text?: string;
  departmentId?: string | null;
  assigneeId?: string | null;
  createdAt?: Date;
}

export async function insertEvent(scope: Scope, e: NewEvent): Promise<void> {
  await scope
    .insertInto('gov_appeal_events', {
      appeal_id: e.appealId,
      kind: e.kind,
      side: e.side,
      actor_id: e.actorId,
      text: e.text ?? '',
      department_id: e.departmentId ?? null,
      assignee_id: e.assigneeId ?? null,
      ...(e.createdAt ? { created_at: e.createdAt } : {}),
    })
    .execute();
}

export async function eventsOf(scope: Scope, appealId: string): Promise<EventRow[]> {
  const rows = await scope
    .selectFrom('gov_appeal_events')
    .selectAll()
    .where('appeal_id', '=', appealId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    appeal_id: String(r.appeal_id),
    department_id: r.department_id === null ? null : String(r.department_id),
  }));
}

export async function countAppeals(scope: Scope): Promise<number> {
  const r = await scope
    .selectFrom('gov_appeals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// ---- the enterprise side: the submitter's own appeals, in whichever desk they were sent to

/**
 * The caller's appeals, newest first. Unscoped on purpose: they live in the desks' tenants; the
 * submitter's user and organisation are the filter.
 */
export async function submitterPage(unscoped: Unscoped, tenantId: string, userId: string, page: PageRequest) {
  const q = unscoped
    .selectFrom('gov_appeals')
    .selectAll()
    .where('submitter_user_id', '=', userId)
    .where('submitter_tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const found = await paginate(q, page);
  return { rows: found.rows.map(norm), total: found.total };
}

/** One of the caller's appeals (unscoped as above; filtered by its submitter). */
export async function submitterAppeal(unscoped: Unscoped, tenantId: string, userId: string, id: string) {
  const r = await unscoped
    .selectFrom('gov_appeals')
    .selectAll()
    .where('id', '=', id)
    .where('submitter_user_id', '=', userId)
    .where('submitter_tenant_id', '=', tenantId)
    .executeTakeFirst();
  return r && norm(r);
}
