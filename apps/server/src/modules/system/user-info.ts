import type { UserInfo } from '@platform/contracts';
import type { Queryable } from '../../db/db';
import { unauthorized } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth';
import { findUserById, membership } from './user-queries';

/** The caller's profile within the tenant of their token. */
export async function userInfo(db: Queryable, auth: AuthUser): Promise<UserInfo> {
  const user = await findUserById(db, auth.userId);
  const m = user ? await membership(db, auth.userId, auth.tenantId) : undefined;
  if (!user || !m) throw unauthorized('tokenInvalid');
  return {
    userId: user.id,
    account: user.account,
    userName: user.account,
    realName: user.real_name,
    nickName: user.nick_name,
    avatar: user.avatar,
    email: user.email,
    phone: user.phone ?? '',
    sex: user.sex,
    tenantId: m.tenant_id,
    tenantName: m.tenant_name,
    tenantType: m.tenant_type,
    roleName: m.role_name,
    roleId: m.role_id,
    deptId: m.dept_id,
    postId: m.post_id,
    isAdmin: m.is_admin,
  };
}
