import { sql } from 'kysely';
import type { QueriesOf, ScopeOf } from '../../db/module-store';
import { escapeLike } from '../../db/like';
import { paginate } from '../../db/paginate';

type Scope = ScopeOf<'attract'>;

/** Investment projects, their teams and their stage history (tenant-owned). */

const PROJECT_COLUMNS = [
  'attract_projects.id',
  'attract_projects.region_code',
  'attract_projects.name',
  'attract_projects.company_id',
  'attract_projects.company_name',
  'attract_projects.company_region_code',
  'attract_projects.chain_node_code',
  'attract_projects.chain_node_name',
  'attract_projects.amount',
  'attract_projects.land',
  'attract_projects.jobs',
  'attract_projects.stage_id',
  'attract_projects.stage_changed_at',
  'attract_projects.source',
  'attract_projects.owner_id',
  'attract_projects.created_at',
  'attract_projects.updated_at',
] as const;

const withIds = <R extends { id: string; stage_id: string }>(r: R): R => ({
  ...r,
  id: String(r.id),
  stage_id: String(r.stage_id),
});

export interface ProjectFilter {
  regionCode: string;
  keyword?: string | undefined;
  ownerId?: string | undefined;
  stageId?: string | undefined;
}

function filtered(scope: Scope, f: ProjectFilter) {
  let q = scope.selectFrom('attract_projects').where('attract_projects.region_code', '=', f.regionCode);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    q = q.where((eb) =>
      eb.or([eb('attract_projects.name', 'like', like), eb('attract_projects.company_name', 'like', like)]),
    );
  }
  if (f.ownerId) q = q.where('attract_projects.owner_id', '=', f.ownerId);
  if (f.stageId) q = q.where('attract_projects.stage_id', '=', f.stageId);
  return q;
}

export async function projectPage(scope: Scope, f: ProjectFilter & { current: number; size: number }) {
  const page = await paginate(
    filtered(scope, f)
      .select(PROJECT_COLUMNS)
      .orderBy('attract_projects.updated_at', 'desc')
      .orderBy('attract_projects.id', 'desc'),
    f,
  );
  return { ...page, rows: page.rows.map(withIds) };
}
export type ProjectRow = Awaited<ReturnType<typeof projectPage>>['rows'][number];

/** The board's projects, the latest changed first (one past `limit` says it was cut). */
export async function boardProjects(scope: Scope, f: ProjectFilter, limit: number) {
  const rows = await filtered(scope, f)
    .select(PROJECT_COLUMNS)
    .orderBy('attract_projects.updated_at', 'desc')
    .orderBy('attract_projects.id', 'desc')
    .limit(limit + 1)
    .execute();
  return rows.map(withIds);
}

export async function projectById(scope: Scope, projectId: string) {
  const r = await scope
    .selectFrom('attract_projects')
    .select(PROJECT_COLUMNS)
    .where('attract_projects.id', '=', projectId)
    .executeTakeFirst();
  return r && withIds(r);
}

export async function projectOfCompany(scope: Scope, regionCode: string, companyId: string) {
  return scope
    .selectFrom('attract_projects')
    .select('attract_projects.id')
    .where('attract_projects.region_code', '=', regionCode)
    .where('attract_projects.company_id', '=', companyId)
    .executeTakeFirst();
}

/** Which of the companies are already projects of the organisation for the region. */
export async function companiesInPipeline(scope: Scope, regionCode: string, companyIds: readonly string[]) {
  if (!companyIds.length) return new Set<string>();
  const rows = await scope
    .selectFrom('attract_projects')
    .select('attract_projects.company_id')
    .where('attract_projects.region_code', '=', regionCode)
    .where('attract_projects.company_id', 'in', [...companyIds])
    .execute();
  return new Set(rows.map((r) => String(r.company_id)));
}

/** Locks the project's row (a move or an update waits for another on the same project). */
export const lockProject = (tx: Scope, projectId: string) =>
  tx
    .selectFrom('attract_projects')
    .select('attract_projects.id')
    .where('attract_projects.id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();

export interface NewProject {
  regionCode: string;
  name: string;
  companyId: string;
  companyName: string;
  companyRegionCode: string;
  chainNodeCode: string | null;
  chainNodeName: string | null;
  amount: number | null;
  land: number | null;
  jobs: number | null;
  stageId: string;
  source: string;
  ownerId: string;
  at?: Date;
}

export async function insertProject(tx: Scope, p: NewProject): Promise<string> {
  const r = await tx
    .insertInto('attract_projects', {
      region_code: p.regionCode,
      name: p.name,
      company_id: p.companyId,
      company_name: p.companyName,
      company_region_code: p.companyRegionCode,
      chain_node_code: p.chainNodeCode,
      chain_node_name: p.chainNodeName,
      amount: p.amount,
      land: p.land,
      jobs: p.jobs,
      stage_id: p.stageId,
      source: p.source,
      owner_id: p.ownerId,
      ...(p.at ? { created_at: p.at, updated_at: p.at, stage_changed_at: p.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

export interface ProjectChanges {
  name?: string;
  chain_node_code?: string | null;
  chain_node_name?: string | null;
  amount?: number | null;
  land?: number | null;
  jobs?: number | null;
  owner_id?: string;
}

export async function updateProject(tx: Scope, projectId: string, set: ProjectChanges, at?: Date) {
  await tx
    .updateTable('attract_projects')
    .set({ ...set, updated_at: at ?? sql`now()` })
    .where('attract_projects.id', '=', projectId)
    .execute();
}

export async function setStage(tx: Scope, projectId: string, stageId: string, at: Date) {
  await tx
    .updateTable('attract_projects')
    .set({ stage_id: stageId, stage_changed_at: at, updated_at: at })
    .where('attract_projects.id', '=', projectId)
    .execute();
}

export async function removeProject(tx: Scope, projectId: string): Promise<number> {
  const r = await tx
    .deleteFrom('attract_projects')
    .where('attract_projects.id', '=', projectId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

// ------------------------------------------------------------------ team

export async function teamsOf(scope: Scope, projectIds: readonly string[]) {
  const out = new Map<string, string[]>();
  if (!projectIds.length) return out;
  const rows = await scope
    .selectFrom('attract_project_members')
    .select(['attract_project_members.project_id', 'attract_project_members.user_id'])
    .where('attract_project_members.project_id', 'in', [...projectIds])
    .orderBy('attract_project_members.user_id')
    .execute();
  for (const r of rows) {
    const key = String(r.project_id);
    out.set(key, [...(out.get(key) ?? []), r.user_id]);
  }
  return out;
}

export async function setTeam(tx: Scope, projectId: string, userIds: readonly string[]) {
  await tx
    .deleteFrom('attract_project_members')
    .where('attract_project_members.project_id', '=', projectId)
    .execute();
  if (userIds.length)
    await tx
      .insertInto(
        'attract_project_members',
        userIds.map((user_id) => ({ project_id: projectId, user_id })),
      )
      .execute();
}

// ------------------------------------------------------------------ stage history

export async function insertMove(
  tx: Scope,
  m: { projectId: string; fromStageId: string | null; toStageId: string; userId: string; at: Date },
) {
  await tx
    .insertInto('attract_project_moves', {
      project_id: m.projectId,
      from_stage_id: m.fromStageId,
      to_stage_id: m.toStageId,
      user_id: m.userId,
      moved_at: m.at,
    })
    .execute();
}

export async function movesOf(scope: Scope, projectId: string) {
  const rows = await scope
    .selectFrom('attract_project_moves')
    .select([
      'attract_project_moves.from_stage_id',
      'attract_project_moves.to_stage_id',
      'attract_project_moves.user_id',
      'attract_project_moves.moved_at',
    ])
    .where('attract_project_moves.project_id', '=', projectId)
    .orderBy('attract_project_moves.moved_at', 'desc')
    .orderBy('attract_project_moves.id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    from_stage_id: r.from_stage_id === null ? null : String(r.from_stage_id),
    to_stage_id: String(r.to_stage_id),
  }));
}

// ------------------------------------------------------------------ demo

/**
 * Companies outside a region on chain leaves, in a fixed order (the demo's projects): one per
 * company, the leaf it sits on first by code.
 */
export async function demoTargets(db: QueriesOf<'attract'>, regionCode: string, limit: number) {
  const rows = await db
    .selectFrom('company_layouts')
    .select(['company_id', 'company_name', 'region_code', 'node_code'])
    .where('region_code', '<>', regionCode)
    .where('reg_status_code', '=', '1')
    .orderBy('company_id')
    .orderBy('node_code')
    .limit(limit * 8)
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.company_id) && seen.add(r.company_id)).slice(0, limit);
}

/** Whether the organisation has any project (the demo seeds once). */
export async function anyProject(scope: Scope): Promise<boolean> {
  return Boolean(
    await scope.selectFrom('attract_projects').select('attract_projects.id').limit(1).executeTakeFirst(),
  );
}
