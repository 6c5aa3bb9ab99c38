import {
  ResultCode,
  fileUrl,
  type AttractProject,
  type AttractProjectDetail,
  type Locale,
  type ProjectStep,
  type projectCreateInput,
  type projectUpdateInput,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { todayInChina } from '../../lib/china-time';
import { staffWithNames, userDisplayNames } from '../accounts';
import { getChainNode, requireCompany } from '../bigdata';
import {
  bad,
  canEdit,
  projectNotFound,
  canManage,
  requireEdit,
  requireManage,
  requireMembers,
  requireProject,
  type ProjectViewer,
} from './projects-access';
import * as repo from './projects-repo';
import * as records from './records-repo';
import { missingFor, requireData, requirementsUpTo, stageUnknown, stages, stageList } from './stages';
import type { StageRow } from './stages-repo';

/**
 * Investment projects (docs/attract.md "Projects"): one per company and region, from 线索 to 投产.
 * Moving a project checks the data its new stage needs (stages.ts); a refusal writes nothing.
 */

const projectExists = () => new AppError('attractProjectExists', ResultCode.BAD_REQUEST, 400);
const iso = (d: Date | string) => new Date(d).toISOString();

export function presentStep(s: records.StepRow, names: Map<string, string>, today: string): ProjectStep {
  const done = s.done_at !== null;
  return {
    stepId: s.id,
    projectId: s.project_id,
    projectName: s.project_name,
    regionCode: s.region_code,
    title: s.title,
    dueOn: s.due_on,
    done,
    doneAt: s.done_at === null ? null : iso(s.done_at),
    assigneeId: s.assignee_id,
    assigneeName: names.get(s.assignee_id) ?? '',
    due: !done && s.due_on <= today,
  };
}

/** Projects as the lists answer them, with their stage, team, record count and next step. */
export async function presentProjects(
  db: Q,
  scope: TenantScope,
  viewer: ProjectViewer,
  rows: readonly repo.ProjectRow[],
  now = new Date(),
): Promise<AttractProject[]> {
  const ids = rows.map((r) => r.id);
  const [all, teams, counts, next] = await Promise.all([
    stages(scope),
    repo.teamsOf(scope, ids),
    records.recordCounts(scope, ids),
    records.nextStepsOf(scope, ids),
  ]);
  const byId = new Map(all.map((s) => [s.id, s]));
  const people = new Set(rows.map((r) => r.owner_id));
  for (const s of next.values()) people.add(s.assignee_id);
  const names = await userDisplayNames(db, [...people]);
  const today = todayInChina(now);
  return rows.map((r) => {
    const stage = byId.get(r.stage_id);
    const team = teams.get(r.id) ?? [];
    const step = next.get(r.id);
    return {
      projectId: r.id,
      regionCode: r.region_code,
      name: r.name,
      companyId: r.company_id,
      companyName: r.company_name,
      companyArea: r.company_region_code,
      chainNodeCode: r.chain_node_code,
      chainNodeName: r.chain_node_name,
      amount: r.amount === null ? null : Number(r.amount),
      land: r.land === null ? null : Number(r.land),
      jobs: r.jobs,
      stageId: r.stage_id,
      stageKey: stage?.key ?? null,
      stageName: stage?.name ?? '',
      stageChangedAt: iso(r.stage_changed_at),
      source: r.source === 'suggest' ? 'suggest' : 'manual',
      ownerId: r.owner_id,
      ownerName: names.get(r.owner_id) ?? '',
      teamIds: team,
      records: counts.get(r.id)?.records ?? 0,
      nextStep: step ? presentStep(step, names, today) : null,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      canEdit: canEdit(viewer, r, team),
      canManage: canManage(viewer, r),
    };
  });
}

export async function projectDetail(
  db: Q,
  scope: TenantScope,
  userId: string,
  projectId: string,
  now = new Date(),
): Promise<AttractProjectDetail> {
  const { project, viewer } = await requireProject(scope, userId, projectId);
  const [base] = await presentProjects(db, scope, viewer, [project], now);
  const [recordRows, files, steps, moves, all, staff] = await Promise.all([
    records.recordsOf(scope, project.id, 200),
    records.filesOf(scope, project.id),
    records.stepsOf(scope, project.id),
    repo.movesOf(scope, project.id),
    stages(scope),
    staffWithNames(db, scope.tenantId),
  ]);
  const people = new Set<string>([
    ...recordRows.map((r) => r.user_id),
    ...files.map((f) => f.user_id),
    ...steps.map((s) => s.assignee_id),
    ...moves.map((m) => m.user_id),
    ...base!.teamIds,
  ]);
  const names = await userDisplayNames(db, [...people]);
  const stageName = new Map(all.map((s) => [s.id, s.name]));
  const staffById = new Map(staff.map((s) => [s.userId, s]));
  const presentFile = (f: records.FileRow) => ({
    documentId: f.id,
    recordId: f.record_id,
    fileId: f.file_id,
    name: f.name,
    mime: f.mime,
    size: f.size,
    url: fileUrl(f.file_id),
    uploaderName: names.get(f.user_id) ?? '',
    createdAt: iso(f.created_at),
  });
  const today = todayInChina(now);
  return {
    ...base!,
    team: base!.teamIds.map((id) => ({
      userId: id,
      name: names.get(id) ?? '',
      isAdmin: staffById.get(id)?.isAdmin ?? false,
    })),
    recordList: recordRows.map((r) => ({
      recordId: r.id,
      kind: r.kind as AttractProjectDetail['recordList'][number]['kind'],
      text: r.text,
      happenedOn: r.happened_on,
      userId: r.user_id,
      userName: names.get(r.user_id) ?? '',
      createdAt: iso(r.created_at),
      attachments: files.filter((f) => f.record_id === r.id).map(presentFile),
    })),
    documents: files.filter((f) => f.record_id === null).map(presentFile),
    steps: steps.map((s) => presentStep(s, names, today)),
    moves: moves.map((m) => ({
      fromStageName: m.from_stage_id === null ? null : (stageName.get(m.from_stage_id) ?? ''),
      toStageName: stageName.get(m.to_stage_id) ?? '',
      userName: names.get(m.user_id) ?? '',
      movedAt: iso(m.moved_at),
    })),
  };
}

export async function projectPage(
  db: Q,
  scope: TenantScope,
  viewer: ProjectViewer,
  input: repo.ProjectFilter & { current: number; size: number },
) {
  const ownerId = input.ownerId === 'mine' ? viewer.userId : input.ownerId;
  const page = await repo.projectPage(scope, { ...input, ownerId });
  return {
    records: await presentProjects(db, scope, viewer, page.rows),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

export async function projectBoard(
  db: Q,
  scope: TenantScope,
  viewer: ProjectViewer,
  input: repo.ProjectFilter,
  limit: number,
) {
  const ownerId = input.ownerId === 'mine' ? viewer.userId : input.ownerId;
  const [stageRows, rows] = await Promise.all([
    stageList(scope),
    repo.boardProjects(scope, { ...input, ownerId }, limit),
  ]);
  return {
    stages: stageRows,
    projects: await presentProjects(db, scope, viewer, rows.slice(0, limit)),
    truncated: rows.length > limit,
  };
}

function chainNodeOf(code: string | null | undefined) {
  if (code === undefined) return undefined;
  if (code === null) return { chain_node_code: null, chain_node_name: null };
  const node = getChainNode(code);
  if (!node) throw bad('attractProjectChainNodeUnknown');
  return { chain_node_code: node.code, chain_node_name: node.name };
}

/** A new project at the first stage, for a company of the data set (one per company and region). */
export async function createProject(
  db: Q,
  scope: TenantScope,
  viewer: ProjectViewer,
  input: z.output<typeof projectCreateInput>,
  now = new Date(),
): Promise<AttractProjectDetail> {
  const company = await requireCompany(db, input.companyId);
  const node = chainNodeOf(input.chainNodeCode);
  const ownerId = input.ownerId ?? viewer.userId;
  const team = [...new Set(input.teamIds ?? [])].filter((id) => id !== ownerId);
  await requireMembers(db, scope.tenantId, [ownerId, ...team]);
  if (await repo.projectOfCompany(scope, viewer.regionCode, company.company_id)) throw projectExists();
  const first = (await stages(scope))[0];
  if (!first) throw stageUnknown();
  const id = await scope.transaction(async (tx) => {
    const projectId = await repo
      .insertProject(tx, {
        regionCode: viewer.regionCode,
        name: input.name ?? company.company_name,
        companyId: company.company_id,
        companyName: company.company_name,
        companyRegionCode: company.region_code ?? '',
        chainNodeCode: node?.chain_node_code ?? null,
        chainNodeName: node?.chain_node_name ?? null,
        amount: input.amount ?? null,
        land: input.land ?? null,
        jobs: input.jobs ?? null,
        stageId: first.id,
        source: input.source,
        ownerId,
        at: now,
      })
      .catch((error: unknown) => {
        // Two clicks at once: the unique index answers for the second.
        if (/attract_projects_company|unique/i.test(String(error))) throw projectExists();
        throw error;
      });
    await repo.setTeam(tx, projectId, team);
    await repo.insertMove(tx, {
      projectId,
      fromStageId: null,
      toStageId: first.id,
      userId: viewer.userId,
      at: now,
    });
    return projectId;
  });
  return projectDetail(db, scope, viewer.userId, id, now);
}

/** What the project has now (with `set` applied), read under its row lock. */
async function lockedFacts(tx: TenantScope, projectId: string, set: repo.ProjectChanges = {}) {
  await repo.lockProject(tx, projectId);
  const p = await repo.projectById(tx, projectId);
  if (!p) throw projectNotFound();
  const counts = (await records.recordCounts(tx, [p.id])).get(p.id) ?? { records: 0, negotiations: 0 };
  const pick = <K extends 'chain_node_code' | 'amount' | 'land' | 'jobs'>(k: K) =>
    (set[k] !== undefined ? set[k] : p[k]) as repo.ProjectRow[K];
  const positive = (v: number | null) => v !== null && Number(v) > 0;
  return {
    chainNode: pick('chain_node_code') !== null,
    amount: positive(pick('amount')),
    land: positive(pick('land')),
    jobs: positive(pick('jobs')),
    records: counts.records,
    negotiations: counts.negotiations,
    stageId: p.stage_id,
  };
}

/** The project's figures, owner or team; a figure its stage needs cannot be cleared. */
export async function updateProject(
  db: Q,
  scope: TenantScope,
  userId: string,
  input: z.output<typeof projectUpdateInput>,
  locale: Locale,
): Promise<AttractProjectDetail> {
  const { project, viewer } = await requireProject(scope, userId, input.projectId);
  const team = (await repo.teamsOf(scope, [project.id])).get(project.id) ?? [];
  requireEdit(viewer, project, team);
  if (input.ownerId !== undefined && input.ownerId !== project.owner_id) requireManage(viewer, project);
  const ownerId = input.ownerId ?? project.owner_id;
  const newTeam = input.teamIds ? [...new Set(input.teamIds)].filter((id) => id !== ownerId) : undefined;
  await requireMembers(db, scope.tenantId, [...(input.ownerId ? [input.ownerId] : []), ...(newTeam ?? [])]);
  const set: repo.ProjectChanges = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...chainNodeOf(input.chainNodeCode),
    ...(input.amount !== undefined ? { amount: input.amount } : {}),
    ...(input.land !== undefined ? { land: input.land } : {}),
    ...(input.jobs !== undefined ? { jobs: input.jobs } : {}),
    ...(input.ownerId !== undefined ? { owner_id: input.ownerId } : {}),
  };
  const all = await stages(scope);
  await scope.transaction(async (tx) => {
    const facts = await lockedFacts(tx, project.id, set);
    requireData(missingFor(requirementsUpTo(all, facts.stageId), facts), locale);
    await repo.updateProject(tx, project.id, set);
    if (newTeam) await repo.setTeam(tx, project.id, newTeam);
  });
  return projectDetail(db, scope, userId, project.id);
}

/** Moves a project to a stage once the data the stage needs is there; otherwise 400, nothing written. */
export async function moveProject(
  db: Q,
  scope: TenantScope,
  userId: string,
  input: { projectId: string; stageId: string },
  locale: Locale,
  now = new Date(),
): Promise<AttractProjectDetail> {
  const { project, viewer } = await requireProject(scope, userId, input.projectId);
  const team = (await repo.teamsOf(scope, [project.id])).get(project.id) ?? [];
  requireEdit(viewer, project, team);
  const all: StageRow[] = await stages(scope);
  if (!all.some((s) => s.id === input.stageId)) throw stageUnknown();
  if (project.stage_id === input.stageId) return projectDetail(db, scope, userId, project.id, now);
  await scope.transaction(async (tx) => {
    const facts = await lockedFacts(tx, project.id);
    requireData(missingFor(requirementsUpTo(all, input.stageId), facts), locale);
    await repo.setStage(tx, project.id, input.stageId, now);
    await repo.insertMove(tx, {
      projectId: project.id,
      fromStageId: facts.stageId,
      toStageId: input.stageId,
      userId,
      at: now,
    });
  });
  return projectDetail(db, scope, userId, project.id, now);
}

export async function removeProject(scope: TenantScope, userId: string, projectId: string) {
  const { project, viewer } = await requireProject(scope, userId, projectId);
  requireManage(viewer, project);
  return { changed: await scope.transaction((tx) => repo.removeProject(tx, project.id)) };
}
