import type { TenantScope } from '../../db/tenant-scope';
import { orgState } from './repo';

/**
 * isFirst is 1 for a user who has never given organisation info and has no name on record
 * (accounts created by SMS login); demo and imported accounts, which carry a name, are not asked.
 */
export async function orgInfo(
  scope: TenantScope,
  userId: string,
): Promise<{ isFirst: number; type: number }> {
  const row = await orgState(scope, userId);
  if (!row) return { isFirst: 0, type: 0 };
  const first = !row.has_profile && !row.real_name;
  return { isFirst: first ? 1 : 0, type: row.tenant_type };
}
