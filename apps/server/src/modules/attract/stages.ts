import {
  DEFAULT_PROJECT_STAGES,
  ResultCode,
  STAGE_REQUIREMENTS,
  STAGE_REQUIREMENT_WORDS,
  type Locale,
  type ProjectStage,
  type StageRequirement,
  type projectStageSaveInput,
} from '@platform/contracts';
import type { z } from 'zod';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import * as repo from './stages-repo';

/**
 * The organisation's project stages (docs/attract.md "Stage rules"): the eight defaults until the
 * administrator sets its own (rename, reorder, add, remove an empty one). Each stage names the data
 * a project needs before entering it; entering a stage needs what it and every earlier stage need.
 */

export const stageUnknown = () => new AppError('attractProjectStageUnknown', ResultCode.BAD_REQUEST, 400);

export function parseRequires(json: string): StageRequirement[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? STAGE_REQUIREMENTS.filter((r) => list.includes(r)) : [];
  } catch {
    return [];
  }
}

/** The stages, the defaults written on first use (once, under a lock). */
export async function stages(scope: TenantScope): Promise<repo.StageRow[]> {
  const found = await repo.stagesOf(scope);
  if (found.length) return found;
  return scope.transaction(async (tx) => {
    await repo.lockStages(tx);
    const again = await repo.stagesOf(tx);
    if (again.length) return again;
    await repo.insertStages(
      tx,
      DEFAULT_PROJECT_STAGES.map((s, position) => ({
        key: s.key,
        name: s.name,
        position,
        requires: JSON.stringify(s.requires),
      })),
    );
    return repo.stagesOf(tx);
  });
}

export async function stageList(scope: TenantScope): Promise<ProjectStage[]> {
  const [all, counts] = await Promise.all([stages(scope), repo.projectCountsByStage(scope)]);
  return all.map((s) => ({
    stageId: s.id,
    key: s.key,
    name: s.name,
    position: s.position,
    requires: parseRequires(s.requires),
    projects: counts.get(s.id) ?? 0,
  }));
}

/** What entering `stageId` needs: its own requirements and every earlier stage's. */
export function requirementsUpTo(all: readonly repo.StageRow[], stageId: string): Set<StageRequirement> {
  const out = new Set<StageRequirement>();
  for (const s of all) {
    for (const r of parseRequires(s.requires)) out.add(r);
    if (s.id === stageId) return out;
  }
  throw stageUnknown();
}

export interface ProjectFacts {
  chainNode: boolean;
  amount: boolean;
  land: boolean;
  jobs: boolean;
  records: number;
  negotiations: number;
}

export function missingFor(needs: ReadonlySet<StageRequirement>, f: ProjectFacts): StageRequirement[] {
  const has: Record<StageRequirement, boolean> = {
    chainNode: f.chainNode,
    amount: f.amount,
    land: f.land,
    jobs: f.jobs,
    record: f.records > 0,
    negotiation: f.negotiations > 0,
  };
  return STAGE_REQUIREMENTS.filter((r) => needs.has(r) && !has[r]);
}

/** 400 naming what is missing, in the reader's language; nothing is written. */
export function requireData(missing: readonly StageRequirement[], locale: Locale): void {
  if (!missing.length) return;
  const words = missing.map((m) => STAGE_REQUIREMENT_WORDS[m][locale]);
  throw new AppError(
    'attractProjectStageRequires',
    ResultCode.BAD_REQUEST,
    400,
    words.join(locale === 'zh' ? '、' : ', '),
  );
}

/**
 * Replaces the stages (administrator): named stages keep their id and projects, new ones are added,
 * a stage left out is deleted, refused while projects are in it.
 */
export async function saveStages(
  scope: TenantScope,
  isAdmin: boolean,
  input: z.output<typeof projectStageSaveInput>,
): Promise<ProjectStage[]> {
  if (!isAdmin) throw forbidden('attractStageAdminOnly');
  const current = await stages(scope);
  const byId = new Map(current.map((s) => [s.id, s]));
  if (input.stages.some((s) => s.stageId !== undefined && !byId.has(s.stageId))) throw stageUnknown();
  const kept = new Set(input.stages.flatMap((s) => (s.stageId ? [s.stageId] : [])));
  const dropped = current.filter((s) => !kept.has(s.id)).map((s) => s.id);
  await scope.transaction(async (tx) => {
    await repo.lockStages(tx);
    const inUse = await repo.projectCountsByStage(tx);
    if (dropped.some((id) => (inUse.get(id) ?? 0) > 0))
      throw new AppError('attractStageInUse', ResultCode.BAD_REQUEST, 400);
    await repo.removeStages(tx, dropped);
    for (const [position, s] of input.stages.entries()) {
      const before = s.stageId ? byId.get(s.stageId) : undefined;
      // A default stage renamed becomes the organisation's own (its name is shown as written).
      const key = before && before.name === s.name ? before.key : null;
      const values = { key, name: s.name, position, requires: JSON.stringify([...new Set(s.requires)]) };
      if (before) await repo.updateStage(tx, before.id, values);
      else await repo.insertStages(tx, [values]);
    }
  });
  return stageList(scope);
}
