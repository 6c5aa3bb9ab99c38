import type { AppealActInput, AppealDetail } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import { memberIdsOf } from '../accounts';
import { appealNotFound, bad, canSee, requireAdmin, type DeskViewer } from './access';
import * as repo from './appeals-repo';
import { namesFor, toAppeal, toDetail } from './present';
import { departmentNames, findDepartment } from './settings-repo';
import { settingsOf } from './settings';

/** Tells the submitter in chat that their appeal moved (answered or rejected); never fails a step. */
export type AppealNotify = (a: repo.AppealRow, kind: 'answered' | 'rejected') => Promise<void>;

export async function deskDetail(
  db: Q,
  scope: TenantScope,
  row: repo.AppealRow,
  now: Date,
): Promise<AppealDetail> {
  const [events, departments, s] = await Promise.all([
    repo.eventsOf(scope, row.id),
    departmentNames(scope),
    settingsOf(scope),
  ]);
  const names = await namesFor(db, [row], events, departments, new Map([[scope.tenantId, s.deskName]]));
  return toDetail(row, events, names, todayInChina(now));
}

async function visibleAppeal(scope: TenantScope, viewer: DeskViewer, id: string) {
  const a = await repo.deskAppeal(scope, id);
  if (!a || !canSee(viewer, a)) throw appealNotFound();
  return a;
}

export async function appealPage(
  db: Q,
  scope: TenantScope,
  viewer: DeskViewer,
  input: {
    state?: string | undefined;
    category?: string | undefined;
    departmentId?: string | undefined;
    overdue?: boolean | undefined;
    mine?: boolean | undefined;
    keyword?: string | undefined;
    current: number;
    size: number;
  },
  now: Date,
) {
  const today = todayInChina(now);
  const assigneeId = !viewer.isAdmin || input.mine ? viewer.userId : undefined;
  const found = await repo.deskPage(
    scope,
    {
      ...(assigneeId ? { assigneeId } : {}),
      ...(input.state ? { state: input.state } : {}),
      ...(input.category ? { category: input.category } : {}),
      ...(input.departmentId ? { departmentId: input.departmentId } : {}),
      ...(input.overdue ? { overdueOn: today } : {}),
      ...(input.keyword ? { keyword: input.keyword } : {}),
    },
    input,
  );
  const s = await settingsOf(scope);
  const names = await namesFor(
    db,
    found.rows,
    [],
    await departmentNames(scope),
    new Map([[scope.tenantId, s.deskName]]),
  );
  return {
    records: found.rows.map((r) => toAppeal(r, names, today)),
    total: found.total,
    current: input.current,
    size: input.size,
  };
}

export async function appealDetail(db: Q, scope: TenantScope, viewer: DeskViewer, id: string, now: Date) {
  return deskDetail(db, scope, await visibleAppeal(scope, viewer, id), now);
}

/**
 * One step of the state machine (docs/gov.md):
 *   accept   submitted → accepted (administrator)
 *   assign   accepted → assigned, to a department of the desk and optionally one of its members (administrator)
 *   transfer assigned → assigned, to another department or person (administrator or the assignee)
 *   answer   assigned → answered, with the answer's text (administrator or the assignee)
 *   close    answered → closed (administrator)
 *   reject   submitted or accepted → rejected, with the reason (administrator)
 * Unseen: 404; not allowed: 403; the wrong state or missing data: 400 with its own message.
 */
export async function act(
  db: Q,
  scope: TenantScope,
  viewer: DeskViewer,
  input: AppealActInput,
  now: Date,
  notify: AppealNotify,
): Promise<AppealDetail> {
  const a = await visibleAppeal(scope, viewer, input.appealId);
  const text = input.text?.trim() ?? '';
  const stage = (...from: string[]) => {
    if (!from.includes(a.state)) throw bad('govAppealStage');
  };
  const target = async () => {
    if (!input.departmentId) throw bad('govAssignTargetRequired');
    if (!(await findDepartment(scope, input.departmentId))) throw bad('govDepartmentNotFound');
    if (input.assigneeId && !(await memberIdsOf(db, scope.tenantId)).includes(input.assigneeId))
      throw bad('govMemberNotFound');
    return { department_id: input.departmentId, assignee_id: input.assigneeId ?? null };
  };
  let to: string;
  let change: repo.AppealChange;
  let event: Omit<repo.NewEvent, 'appealId' | 'side' | 'actorId'>;
  switch (input.action) {
    case 'accept':
      requireAdmin(viewer);
      stage('submitted');
      to = 'accepted';
      change = { state: to };
      event = { kind: 'accepted' };
      break;
    case 'assign': {
      requireAdmin(viewer);
      stage('accepted');
      const t = await target();
      to = 'assigned';
      change = { state: to, ...t };
      event = { kind: 'assigned', departmentId: t.department_id, assigneeId: t.assignee_id };
      break;
    }
    case 'transfer': {
      stage('assigned');
      const t = await target();
      if (t.department_id === a.department_id && t.assignee_id === a.assignee_id)
        throw bad('govTransferSame');
      to = 'assigned';
      change = { ...t };
      event = { kind: 'transferred', text, departmentId: t.department_id, assigneeId: t.assignee_id };
      break;
    }
    case 'answer':
      stage('assigned');
      if (!text) throw bad('govAnswerTextRequired');
      to = 'answered';
      change = { state: to, answer: text, answered_at: now };
      event = { kind: 'answered', text };
      break;
    case 'close':
      requireAdmin(viewer);
      stage('answered');
      to = 'closed';
      change = { state: to, closed_at: now };
      event = { kind: 'closed', text };
      break;
    case 'reject':
      requireAdmin(viewer);
      stage('submitted', 'accepted');
      if (!text) throw bad('govRejectReasonRequired');
      to = 'rejected';
      change = { state: to, reject_reason: text, closed_at: now };
      event = { kind: 'rejected', text };
      break;
  }
  const done = await scope.transaction(async (tx) => {
    if (!(await repo.updateAppeal(tx, a.id, a.state, change))) return false;
    await repo.insertEvent(tx, {
      ...event,
      appealId: a.id,
      side: 'desk',
      actorId: viewer.userId,
      createdAt: now,
    });
    return true;
  });
  // Someone else moved it meanwhile: the step no longer fits its state.
  if (!done) throw bad('govAppealStage');
  const after = (await repo.deskAppeal(scope, a.id))!;
  if (to === 'answered' || to === 'rejected') await notify(after, to);
  // A member who transferred the appeal away no longer sees it: answer what they did see.
  return deskDetail(db, scope, after, now);
}
