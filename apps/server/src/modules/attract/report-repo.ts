import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'attract'>;

/** What the monthly report reads: a region's projects made before the month's end and their moves. */

export async function projectsBefore(scope: Scope, regionCode: string, end: Date, limit: number) {
  const rows = await scope
    .selectFrom('attract_projects')
    .select([
      'attract_projects.id',
      'attract_projects.name',
      'attract_projects.company_name',
      'attract_projects.chain_node_name',
      'attract_projects.amount',
      'attract_projects.land',
      'attract_projects.jobs',
      'attract_projects.stage_id',
      'attract_projects.owner_id',
      'attract_projects.created_at',
    ])
    .where('attract_projects.region_code', '=', regionCode)
    .where('attract_projects.created_at', '<', end)
    .orderBy('attract_projects.created_at')
    .orderBy('attract_projects.id')
    .limit(limit + 1)
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id), stage_id: String(r.stage_id) }));
}
export type ReportProjectRow = Awaited<ReturnType<typeof projectsBefore>>[number];

/** The moves of the region's projects before the month's end, oldest first. */
export async function movesBefore(scope: Scope, regionCode: string, end: Date) {
  const rows = await scope
    .selectFrom('attract_project_moves')
    .innerJoin('attract_projects', 'attract_projects.id', 'attract_project_moves.project_id')
    .select([
      'attract_project_moves.project_id',
      'attract_project_moves.to_stage_id',
      'attract_project_moves.moved_at',
    ])
    .where('attract_projects.region_code', '=', regionCode)
    .where('attract_project_moves.moved_at', '<', end)
    .orderBy('attract_project_moves.moved_at')
    .orderBy('attract_project_moves.id')
    .execute();
  return rows.map((r) => ({
    project_id: String(r.project_id),
    to_stage_id: String(r.to_stage_id),
    moved_at: new Date(r.moved_at),
  }));
}

/** Records of the region's projects that happened in [from, to] (China dates). */
export async function recordsBetween(scope: Scope, regionCode: string, from: string, to: string) {
  const r = await scope
    .selectFrom('attract_project_records')
    .innerJoin('attract_projects', 'attract_projects.id', 'attract_project_records.project_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('attract_projects.region_code', '=', regionCode)
    .where('attract_project_records.happened_on', '>=', from)
    .where('attract_project_records.happened_on', '<=', to)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
