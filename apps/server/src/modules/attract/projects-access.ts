import { ResultCode } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { memberIdsOf } from '../accounts';
import { hasPermission } from '../org-centre';
import { attractViewerOf, type AttractViewer } from './access';
import * as repo from './projects-repo';

/**
 * Who may do what with projects (docs/attract.md "Projects"): every member of an organisation that
 * bought 精准招商 for the project's region sees its projects; the owner, the team and the
 * administrators (org.manage) change them; the owner and the administrators delete them and give
 * them to another owner; the administrators set the stages. A project of another organisation, or
 * an id that names none, is not found (404); a project in a region no longer bought is refused
 * (111111) like every call about that region.
 */
export interface ProjectViewer extends AttractViewer {
  isAdmin: boolean;
}

export const projectNotFound = () => new AppError('attractProjectNotFound', ResultCode.NOT_FOUND, 404);
export const bad = (
  key: 'attractProjectMemberUnknown' | 'attractProjectChainNodeUnknown' | 'attractProjectFileInvalid',
) => new AppError(key, ResultCode.BAD_REQUEST, 400);

/** The region check of the analysis (type 4 bought for the region), then who the caller is. */
export async function projectViewerOf(
  scope: TenantScope,
  userId: string,
  regionCode: string,
): Promise<ProjectViewer> {
  const viewer = await attractViewerOf(scope, userId, regionCode);
  return { ...viewer, isAdmin: await hasPermission(scope, userId, 'org.manage') };
}

/** The project (of the caller's organisation), after its region's check. */
export async function requireProject(scope: TenantScope, userId: string, projectId: string) {
  const p = await repo.projectById(scope, projectId);
  if (!p) throw projectNotFound();
  const viewer = await projectViewerOf(scope, userId, p.region_code);
  return { project: p, viewer };
}

export const canManage = (v: ProjectViewer, p: { owner_id: string }) => v.isAdmin || p.owner_id === v.userId;
export const canEdit = (v: ProjectViewer, p: { owner_id: string }, team: readonly string[]) =>
  canManage(v, p) || team.includes(v.userId);

export function requireEdit(v: ProjectViewer, p: { owner_id: string }, team: readonly string[]): void {
  if (!canEdit(v, p, team)) throw forbidden('attractProjectForbidden');
}
export function requireManage(v: ProjectViewer, p: { owner_id: string }): void {
  if (!canManage(v, p)) throw forbidden('attractProjectForbidden');
}

/** Every id must be a member of the caller's organisation. */
export async function requireMembers(db: Q, tenantId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const members = new Set(await memberIdsOf(db, tenantId));
  if (ids.some((id) => !members.has(id))) throw bad('attractProjectMemberUnknown');
}
