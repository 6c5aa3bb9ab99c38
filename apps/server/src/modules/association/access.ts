import { BusinessType } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { forbidden } from '../../lib/errors';
import { scenePurchased } from '../bigdata';
import { hasPermission } from '../org-centre';

/**
 * Who may do what in 会员管理 (docs/association.md): the association is the organisation that
 * bought business type 3; its administrator, or a member whose role grants org.manage, manages
 * (levels, members, applications, dues, settings); its other members see. A record of another
 * association is not found (404), never 403.
 */

export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

export async function viewerOf(scope: TenantScope, userId: string): Promise<Viewer> {
  return { userId, isAdmin: await hasPermission(scope, userId, 'org.manage') };
}

/** Whether the organisation has bought 会员管理 (business type 3). */
export const workspaceOpen = (scope: TenantScope): Promise<boolean> =>
  scenePurchased(scope, BusinessType.MEMBER_MANAGEMENT);

export function requireAdmin(viewer: Viewer): void {
  if (!viewer.isAdmin) throw forbidden('associationAdminOnly');
}
