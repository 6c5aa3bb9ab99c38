import type { Queryable } from '../../db/db';
import type { AuthUser } from '../../lib/auth';

/**
 * isFirst is 1 for a user who has never given organisation info and has no name on record
 * (accounts created by SMS login); demo and imported accounts, which carry a name, are not asked.
 */
export async function orgInfo(db: Queryable, user: AuthUser): Promise<{ isFirst: number; type: number }> {
  const [row] = await db.query<{ tenant_type: number; has_profile: boolean; real_name: string }>(
    `select t.tenant_type,
            exists (select 1 from org_profiles p where p.tenant_id = $1 and p.user_id = $2) as has_profile,
            u.real_name
       from tenants t join users u on u.id = $2
      where t.tenant_id = $1`,
    [user.tenantId, user.userId],
  );
  if (!row) return { isFirst: 0, type: 0 };
  const first = !row.has_profile && !row.real_name;
  return { isFirst: first ? 1 : 0, type: row.tenant_type };
}
