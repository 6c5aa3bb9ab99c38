import { ORG_PERMISSIONS, type OrgPermission } from '@platform/contracts/org-centre/limits';
import type { TenantScope } from '../../db/tenant-scope';
import { forbidden } from '../../lib/errors';
import { membership } from '../accounts';
import { grantedThroughRoles } from './roles-repo';

/**
 * What a member may do in their organisation (docs/org-centre.md): the administrator holds every
 * permission, a member holds those of their custom roles, a disabled member none (their membership
 * no longer counts). In a personal tenant the user is its administrator. Every route that changes
 * the organisation asks here; the portal only hides what this refuses.
 */
export async function permissionsOf(scope: TenantScope, userId: string): Promise<Set<OrgPermission>> {
  // Both at once: one round trip's time on a pooled connection.
  const [m, throughRoles] = await Promise.all([
    membership(scope.db, userId, scope.tenantId),
    grantedThroughRoles(scope, userId),
  ]);
  if (!m) return new Set();
  if (m.is_admin) return new Set(ORG_PERMISSIONS);
  const granted = new Set(throughRoles);
  return new Set(ORG_PERMISSIONS.filter((p) => granted.has(p)));
}

export async function hasPermission(scope: TenantScope, userId: string, p: OrgPermission): Promise<boolean> {
  return (await permissionsOf(scope, userId)).has(p);
}

/** Refuses (403 您没有该操作的权限) unless the user holds the permission. */
export async function requirePermission(scope: TenantScope, userId: string, p: OrgPermission): Promise<void> {
  if (!(await hasPermission(scope, userId, p))) throw forbidden('orgPermissionDenied');
}

/** Runs `run` once the user holds the permission: `finance(scope, user, () => service.page(scope))`. */
export const withPermission =
  (p: OrgPermission) =>
  async <T>(scope: TenantScope, user: { userId: string }, run: () => Promise<T>): Promise<T> => {
    await requirePermission(scope, user.userId, p);
    return run();
  };
