import { BusinessType, ResultCode } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { assertScenePurchase, scenePurchased } from '../bigdata';
import { hasPermission } from '../org-centre';

/**
 * Who may do what in 政企通 (docs/gov.md). The desk is an organisation that bought business type 5
 * (every desk call checks it, 未购买！ otherwise). Its administrators (the organisation's
 * administrator, or a member whose role grants org.manage) set it up, accept, assign, reject and
 * close; a member sees and handles the appeals assigned to them (answer, transfer). An appeal the
 * caller cannot see, or another desk's, is not found (404), never 403.
 */
export interface DeskViewer {
  userId: string;
  isAdmin: boolean;
}

export const GOVERNMENT_ENTERPRISE = BusinessType.GOVERNMENT_ENTERPRISE;

/** Type 5 bought (not region-checked: the desk's region is its setting), then who the caller is. */
export async function deskViewerOf(scope: TenantScope, userId: string): Promise<DeskViewer> {
  await assertScenePurchase(scope, GOVERNMENT_ENTERPRISE, false);
  return { userId, isAdmin: await hasPermission(scope, userId, 'org.manage') };
}

/** Whether the organisation has bought 政企通 (a desk that lapsed receives no new appeals). */
export const workspaceOpen = (scope: TenantScope): Promise<boolean> =>
  scenePurchased(scope, GOVERNMENT_ENTERPRISE, false);

export function requireAdmin(viewer: DeskViewer): void {
  if (!viewer.isAdmin) throw forbidden('govAdminOnly');
}

export const appealNotFound = () => new AppError('govAppealNotFound', ResultCode.NOT_FOUND, 404);
export const bad = (key: Parameters<typeof forbidden>[0], detail?: string) =>
  new AppError(key, ResultCode.BAD_REQUEST, 400, detail);

/** A member who does not administer the desk sees only the appeals assigned to them. */
export const canSee = (viewer: DeskViewer, a: { assignee_id: string | null }) =>
  viewer.isAdmin || a.assignee_id === viewer.userId;
