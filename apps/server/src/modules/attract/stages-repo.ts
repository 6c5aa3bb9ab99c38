import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'attract'>;

/** An organisation's project stages (tenant-owned), in order. */

export async function stagesOf(scope: Scope) {
  const rows = await scope
    .selectFrom('attract_stages')
    .select([
      'attract_stages.id',
      'attract_stages.key',
      'attract_stages.name',
      'attract_stages.position',
      'attract_stages.requires',
    ])
    .orderBy('attract_stages.position')
    .orderBy('attract_stages.id')
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}
export type StageRow = Awaited<ReturnType<typeof stagesOf>>[number];

export interface StageValues {
  key: string | null;
  name: string;
  position: number;
  requires: string;
}

export async function insertStages(tx: Scope, stages: readonly StageValues[]) {
  if (stages.length) await tx.insertInto('attract_stages', [...stages]).execute();
}

export async function updateStage(tx: Scope, id: string, v: StageValues) {
  await tx.updateTable('attract_stages').set(v).where('attract_stages.id', '=', id).execute();
}

export async function removeStages(tx: Scope, ids: readonly string[]) {
  if (ids.length)
    await tx
      .deleteFrom('attract_stages')
      .where('attract_stages.id', 'in', [...ids])
      .execute();
}

/** Serialises the first use and every change of an organisation's stages. */
export async function lockStages(tx: Scope): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`attract_stages:${tx.tenantId}`}))`.execute(tx.db);
}

/** Projects per stage (every region of the organisation). */
export async function projectCountsByStage(scope: Scope) {
  const rows = await scope
    .selectFrom('attract_projects')
    .select(['attract_projects.stage_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('attract_projects.stage_id')
    .execute();
  return new Map(rows.map((r) => [String(r.stage_id), Number(r.n)]));
}
