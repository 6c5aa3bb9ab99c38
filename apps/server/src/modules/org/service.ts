import type { TenantScope } from '../../db/tenant-scope';
import { findTenant, findUserById } from '../accounts';
import { hasOrgProfile } from './repo';

/**
 * isFirst is 1 for a user who has never given organisation info and has no name on record
 * (accounts created by SMS login); demo and imported accounts, which carry a name, are not asked.
 */
export async function orgInfo(
  scope: TenantScope,
  userId: string,
): Promise<{ isFirst: number; type: number }> {
  const [tenant, user, hasProfile] = await Promise.all([
    findTenant(scope.db, scope.tenantId),
    findUserById(scope.db, userId),
    hasOrgProfile(scope, userId),
  ]);
  if (!tenant || !user) return { isFirst: 0, type: 0 };
  const first = !hasProfile && !user.real_name;
  return { isFirst: first ? 1 : 0, type: tenant.tenant_type };
}
