import {
  ATTRACT_PROJECT_LIMITS as L,
  ResultCode,
  attachmentTypeMatches,
  type AttractProjectDetail,
  type ProjectStepDue,
  type projectAttachmentInput,
  type projectRecordAddInput,
  type projectStepAddInput,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Q } from '../../db/kysely';
import type { StoreOf } from '../../db/module-store';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { todayInChina } from '../../lib/china-time';
import { userDisplayNames } from '../accounts';
import { storedAttachments } from '../files';
import { hasPurchase } from '../pay';
import { INVESTMENT_ATTRACTION, boughtRegions, covers } from './access';
import { bad, requireEdit, requireMembers, requireProject } from './projects-access';
import { presentStep, projectDetail } from './projects';
import * as projects from './projects-repo';
import * as repo from './records-repo';

/** A project's records with attachments, its documents and its next steps (docs/attract.md "Projects"). */

type Attachment = z.output<typeof projectAttachmentInput>;

/**
 * The attachments as the files module stored them: the caller's own uploads, with the type found
 * from their bytes (whatever the client says), and a name that says that type. Anything else is
 * refused and nothing is written.
 */
async function storedFiles(scope: TenantScope, userId: string, list: readonly Attachment[]) {
  const stored = await storedAttachments(scope, userId, list);
  if (!stored || stored.some((a) => !attachmentTypeMatches(a.name, a.mime)))
    throw bad('attractProjectFileInvalid');
  return stored;
}

/** The project, once the caller may change it (owner, team or administrator). */
async function editable(scope: TenantScope, userId: string, projectId: string) {
  const found = await requireProject(scope, userId, projectId);
  const team = (await projects.teamsOf(scope, [projectId])).get(found.project.id) ?? [];
  requireEdit(found.viewer, found.project, team);
  return found;
}

export async function addRecord(
  db: Q,
  scope: TenantScope,
  userId: string,
  input: z.output<typeof projectRecordAddInput>,
  now = new Date(),
): Promise<AttractProjectDetail> {
  const { project } = await editable(scope, userId, input.projectId);
  const attachments = await storedFiles(scope, userId, input.attachments);
  await scope.transaction(async (tx) => {
    const recordId = await repo.insertRecord(tx, {
      projectId: project.id,
      kind: input.kind,
      text: input.text,
      happenedOn: input.happenedOn ?? todayInChina(now),
      userId,
    });
    await repo.insertFiles(tx, project.id, recordId, userId, attachments);
    await projects.updateProject(tx, project.id, {});
  });
  return projectDetail(db, scope, userId, project.id, now);
}

export async function addDocuments(
  db: Q,
  scope: TenantScope,
  userId: string,
  input: { projectId: string; files: Attachment[] },
): Promise<AttractProjectDetail> {
  const { project } = await editable(scope, userId, input.projectId);
  const files = await storedFiles(scope, userId, input.files);
  await scope.transaction(async (tx) => {
    await projects.lockProject(tx, project.id);
    if ((await repo.documentCount(tx, project.id)) + files.length > L.documentsMax)
      throw new AppError('attractProjectDocumentsFull', ResultCode.BAD_REQUEST, 400);
    await repo.insertFiles(tx, project.id, null, userId, files);
  });
  return projectDetail(db, scope, userId, project.id);
}

export async function removeDocument(
  db: Q,
  scope: TenantScope,
  userId: string,
  input: { projectId: string; documentId: string },
): Promise<AttractProjectDetail> {
  const { project } = await editable(scope, userId, input.projectId);
  const removed = await scope.transaction((tx) => repo.removeFile(tx, project.id, input.documentId));
  if (!removed) throw new AppError('attractProjectDocumentNotFound', ResultCode.NOT_FOUND, 404);
  return projectDetail(db, scope, userId, project.id);
}

export async function addStep(
  db: Q,
  scope: TenantScope,
  userId: string,
  input: z.output<typeof projectStepAddInput>,
): Promise<AttractProjectDetail> {
  const { project } = await editable(scope, userId, input.projectId);
  const assigneeId = input.assigneeId ?? userId;
  await requireMembers(db, scope.tenantId, [assigneeId]);
  await scope.transaction((tx) =>
    repo.insertStep(tx, {
      projectId: project.id,
      title: input.title,
      dueOn: input.dueOn,
      assigneeId,
      createdBy: userId,
    }),
  );
  return projectDetail(db, scope, userId, project.id);
}

/** Done or open again: its assignee, or whoever may change the project. */
export async function markStep(
  db: Q,
  scope: TenantScope,
  userId: string,
  input: { stepId: string; done: boolean },
  now = new Date(),
): Promise<AttractProjectDetail> {
  const step = await repo.stepById(scope, input.stepId);
  if (!step) throw new AppError('attractProjectStepNotFound', ResultCode.NOT_FOUND, 404);
  const { project, viewer } = await requireProject(scope, userId, step.project_id);
  if (step.assignee_id !== userId) {
    const team = (await projects.teamsOf(scope, [project.id])).get(project.id) ?? [];
    requireEdit(viewer, project, team);
  }
  await scope.transaction((tx) => repo.setStepDone(tx, step.id, input.done ? now : null));
  return projectDetail(db, scope, userId, project.id, now);
}

/** The caller's open steps due today or before, in the regions the organisation still has. */
export async function dueSteps(
  db: Q,
  scope: TenantScope,
  userId: string,
  now = new Date(),
): Promise<ProjectStepDue> {
  const bought = await boughtRegions(scope);
  const today = todayInChina(now);
  const rows = (await repo.dueStepsOf(scope, userId, today, L.dueMax)).filter((s) =>
    covers(bought, s.region_code),
  );
  const names = await userDisplayNames(db, [userId]);
  const steps = rows.map((s) => presentStep(s, names, today));
  return {
    today,
    dueToday: steps.filter((s) => s.dueOn === today).length,
    overdue: steps.filter((s) => s.dueOn < today).length,
    steps,
  };
}

/** Members with open next steps due by today (China time), per organisation: the work reminder's sweep. */
export async function stepAssigneesDue(unscoped: StoreOf<'attract'>['unscoped'], now = new Date()) {
  const rows = await repo.dueStepAssignees(unscoped, todayInChina(now));
  return rows.map((r) => ({ tenantId: String(r.tenant_id), userId: String(r.assignee_id) }));
}

/** Whether the organisation still has 精准招商 (a lapsed one gets no reminders of its steps). */
export const workspaceOpen = (scope: TenantScope): Promise<boolean> =>
  hasPurchase(scope, INVESTMENT_ATTRACTION);
