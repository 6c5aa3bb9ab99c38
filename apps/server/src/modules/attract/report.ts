import { ATTRACT_PROJECT_LIMITS as L, type ProjectReport } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { userDisplayNames } from '../accounts';
import type { ProjectViewer } from './projects-access';
import * as repo from './report-repo';
import { stages } from './stages';

/**
 * A region's monthly report of projects by stage (docs/attract.md "Monthly report"): each project
 * made by the month's end in the stage it was in at the month's end (its stage history), the
 * projects that entered each stage during the month, the month's new projects and records. Amounts
 * are the projects' current planned investment (万元): figures keep no history.
 */

const CST_MS = 8 * 3600 * 1000;

/** The month's first instant and the next month's, China time, and its first and last dates. */
export function monthBounds(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1) - CST_MS);
  const end = new Date(Date.UTC(y, m, 1) - CST_MS);
  const lastDay = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { start, end, firstDay: `${month}-01`, lastDay };
}

export async function monthlyReport(
  db: Q,
  scope: TenantScope,
  viewer: ProjectViewer,
  month: string,
): Promise<ProjectReport> {
  const { start, end, firstDay, lastDay } = monthBounds(month);
  const [all, rows, moves, recordsLogged] = await Promise.all([
    stages(scope),
    repo.projectsBefore(scope, viewer.regionCode, end, L.reportProjectsMax),
    repo.movesBefore(scope, viewer.regionCode, end),
    repo.recordsBetween(scope, viewer.regionCode, firstDay, lastDay),
  ]);
  const truncated = rows.length > L.reportProjectsMax;
  const projects = rows.slice(0, L.reportProjectsMax);
  const known = new Set(all.map((s) => s.id));
  /** The stage each project was in at the month's end, and whether it entered it during the month. */
  const atEnd = new Map<string, { stageId: string; movedAt: Date }>();
  const entered = new Map<string, Set<string>>();
  for (const m of moves) {
    if (!known.has(m.to_stage_id)) continue;
    atEnd.set(m.project_id, { stageId: m.to_stage_id, movedAt: m.moved_at });
    if (m.moved_at >= start) {
      const set = entered.get(m.to_stage_id) ?? new Set<string>();
      set.add(m.project_id);
      entered.set(m.to_stage_id, set);
    }
  }
  const names = await userDisplayNames(db, [...new Set(projects.map((p) => p.owner_id))]);
  const stageName = new Map(all.map((s) => [s.id, s.name]));
  const order = new Map(all.map((s, i) => [s.id, i]));
  const lines = projects.map((p) => {
    const end = atEnd.get(p.id);
    const stageId = end?.stageId ?? p.stage_id;
    return {
      stageId,
      row: {
        projectId: p.id,
        name: p.name,
        companyName: p.company_name,
        chainNodeName: p.chain_node_name,
        stageName: stageName.get(stageId) ?? '',
        amount: p.amount === null ? null : Number(p.amount),
        land: p.land === null ? null : Number(p.land),
        jobs: p.jobs,
        ownerName: names.get(p.owner_id) ?? '',
        movedThisMonth: end ? end.movedAt >= start : false,
      },
    };
  });
  lines.sort((a, b) => (order.get(b.stageId) ?? 0) - (order.get(a.stageId) ?? 0));
  return {
    regionCode: viewer.regionCode,
    regionName: viewer.regionName,
    month,
    total: projects.length,
    created: projects.filter((p) => new Date(p.created_at) >= start).length,
    recordsLogged,
    totalAmount: round(lines.reduce((sum, l) => sum + (l.row.amount ?? 0), 0)),
    stages: all.map((s) => {
      const inStage = lines.filter((l) => l.stageId === s.id);
      return {
        stageId: s.id,
        key: s.key,
        name: s.name,
        count: inStage.length,
        amount: round(inStage.reduce((sum, l) => sum + (l.row.amount ?? 0), 0)),
        entered: entered.get(s.id)?.size ?? 0,
      };
    }),
    projects: lines.map((l) => l.row),
    truncated,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
