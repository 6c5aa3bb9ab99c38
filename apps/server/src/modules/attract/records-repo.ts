import type { ScopeOf, StoreOf } from '../../db/module-store';

type Scope = ScopeOf<'attract'>;

/** A project's records, documents (and record attachments) and next steps (tenant-owned). */

export async function recordsOf(scope: Scope, projectId: string, limit: number) {
  const rows = await scope
    .selectFrom('attract_project_records')
    .select([
      'attract_project_records.id',
      'attract_project_records.kind',
      'attract_project_records.text',
      'attract_project_records.happened_on',
      'attract_project_records.user_id',
      'attract_project_records.created_at',
    ])
    .where('attract_project_records.project_id', '=', projectId)
    .orderBy('attract_project_records.happened_on', 'desc')
    .orderBy('attract_project_records.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}
export type RecordRow = Awaited<ReturnType<typeof recordsOf>>[number];

/** Records per project (all kinds, and negotiations), for the requirements and the lists. */
export async function recordCounts(scope: Scope, projectIds: readonly string[]) {
  const out = new Map<string, { records: number; negotiations: number }>();
  if (!projectIds.length) return out;
  const rows = await scope
    .selectFrom('attract_project_records')
    .select([
      'attract_project_records.project_id',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) =>
        eb.fn
          .count<string>('attract_project_records.id')
          .filterWhere('attract_project_records.kind', '=', 'negotiation')
          .as('negotiations'),
    ])
    .where('attract_project_records.project_id', 'in', [...projectIds])
    .groupBy('attract_project_records.project_id')
    .execute();
  for (const r of rows)
    out.set(String(r.project_id), { records: Number(r.n), negotiations: Number(r.negotiations) });
  return out;
}

export async function insertRecord(
  tx: Scope,
  r: { projectId: string; kind: string; text: string; happenedOn: string; userId: string; at?: Date },
): Promise<string> {
  const row = await tx
    .insertInto('attract_project_records', {
      project_id: r.projectId,
      kind: r.kind,
      text: r.text,
      happened_on: r.happenedOn,
      user_id: r.userId,
      ...(r.at ? { created_at: r.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

// ------------------------------------------------------------------ files

export async function filesOf(scope: Scope, projectId: string) {
  const rows = await scope
    .selectFrom('attract_project_files')
    .select([
      'attract_project_files.id',
      'attract_project_files.record_id',
      'attract_project_files.file_id',
      'attract_project_files.name',
      'attract_project_files.mime',
      'attract_project_files.size',
      'attract_project_files.user_id',
      'attract_project_files.created_at',
    ])
    .where('attract_project_files.project_id', '=', projectId)
    .orderBy('attract_project_files.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: String(r.id),
    record_id: r.record_id === null ? null : String(r.record_id),
  }));
}
export type FileRow = Awaited<ReturnType<typeof filesOf>>[number];

export async function documentCount(scope: Scope, projectId: string): Promise<number> {
  const r = await scope
    .selectFrom('attract_project_files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('attract_project_files.project_id', '=', projectId)
    .where('attract_project_files.record_id', 'is', null)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export interface NewFile {
  fileId: string;
  name: string;
  mime: string;
  size: number;
}

export async function insertFiles(
  tx: Scope,
  projectId: string,
  recordId: string | null,
  userId: string,
  files: readonly NewFile[],
) {
  if (!files.length) return;
  await tx
    .insertInto(
      'attract_project_files',
      files.map((f) => ({
        project_id: projectId,
        record_id: recordId,
        file_id: f.fileId,
        name: f.name,
        mime: f.mime,
        size: f.size,
        user_id: userId,
      })),
    )
    .execute();
}

export async function removeFile(tx: Scope, projectId: string, documentId: string): Promise<number> {
  const r = await tx
    .deleteFrom('attract_project_files')
    .where('attract_project_files.project_id', '=', projectId)
    .where('attract_project_files.id', '=', documentId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

// ------------------------------------------------------------------ steps

const STEP_COLUMNS = [
  'attract_project_steps.id',
  'attract_project_steps.project_id',
  'attract_projects.name as project_name',
  'attract_projects.region_code',
  'attract_project_steps.title',
  'attract_project_steps.due_on',
  'attract_project_steps.assignee_id',
  'attract_project_steps.done_at',
] as const;

const stepIds = <R extends { id: string; project_id: string }>(r: R): R => ({
  ...r,
  id: String(r.id),
  project_id: String(r.project_id),
});

function steps(scope: Scope) {
  return scope
    .selectFrom('attract_project_steps')
    .innerJoin('attract_projects', 'attract_projects.id', 'attract_project_steps.project_id')
    .select(STEP_COLUMNS);
}

export async function stepsOf(scope: Scope, projectId: string) {
  const rows = await steps(scope)
    .where('attract_project_steps.project_id', '=', projectId)
    .orderBy((eb) => eb('attract_project_steps.done_at', 'is', null), 'desc')
    .orderBy('attract_project_steps.due_on')
    .orderBy('attract_project_steps.id')
    .execute();
  return rows.map(stepIds);
}
export type StepRow = Awaited<ReturnType<typeof stepsOf>>[number];

/** The earliest open step of each project. */
export async function nextStepsOf(scope: Scope, projectIds: readonly string[]) {
  const out = new Map<string, StepRow>();
  if (!projectIds.length) return out;
  const rows = await steps(scope)
    .where('attract_project_steps.project_id', 'in', [...projectIds])
    .where('attract_project_steps.done_at', 'is', null)
    .orderBy('attract_project_steps.due_on')
    .orderBy('attract_project_steps.id')
    .execute();
  for (const r of rows.map(stepIds)) if (!out.has(r.project_id)) out.set(r.project_id, r);
  return out;
}

export async function stepById(scope: Scope, stepId: string) {
  const r = await steps(scope).where('attract_project_steps.id', '=', stepId).executeTakeFirst();
  return r && stepIds(r);
}

/** A member's open steps due on or before `today`, earliest first. */
export async function dueStepsOf(scope: Scope, userId: string, today: string, limit: number) {
  const rows = await steps(scope)
    .where('attract_project_steps.assignee_id', '=', userId)
    .where('attract_project_steps.done_at', 'is', null)
    .where('attract_project_steps.due_on', '<=', today)
    .orderBy('attract_project_steps.due_on')
    .orderBy('attract_project_steps.id')
    .limit(limit)
    .execute();
  return rows.map(stepIds);
}

/** Who has open next steps due by `today`, in which organisation, across every tenant (the daily work reminder). */
export function dueStepAssignees(unscoped: StoreOf<'attract'>['unscoped'], today: string) {
  return unscoped
    .selectFrom('attract_project_steps')
    .select(['attract_project_steps.tenant_id', 'attract_project_steps.assignee_id'])
    .distinct()
    .where('attract_project_steps.done_at', 'is', null)
    .where('attract_project_steps.due_on', '<=', today)
    .execute();
}

export async function insertStep(
  tx: Scope,
  s: { projectId: string; title: string; dueOn: string; assigneeId: string; createdBy: string; at?: Date },
) {
  await tx
    .insertInto('attract_project_steps', {
      project_id: s.projectId,
      title: s.title,
      due_on: s.dueOn,
      assignee_id: s.assigneeId,
      created_by: s.createdBy,
      ...(s.at ? { created_at: s.at } : {}),
    })
    .execute();
}

export async function setStepDone(tx: Scope, stepId: string, doneAt: Date | null) {
  await tx
    .updateTable('attract_project_steps')
    .set({ done_at: doneAt })
    .where('attract_project_steps.id', '=', stepId)
    .execute();
}
