import {
  ORG_CENTRE_LIMITS as L,
  ORG_PERMISSIONS,
  type OrgPermission,
} from '@platform/contracts/org-centre/limits';
import { ResultCode } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { newNumericId } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { staffMembers } from '../accounts';
import * as repo from './roles-repo';
import { staffRoles } from './staff-repo';

/**
 * Roles (issue 29 item 1): the built-in administrator (every permission, one person, changed only by
 * transferring it) and member (no extra permission, everyone else), which are not rows, plus the
 * organisation's custom roles. Built-in ids are '1' and '2'; custom ids are 19-digit.
 */
export const ADMIN_ROLE_ID = '1';
export const MEMBER_ROLE_ID = '2';
const isBuiltin = (id: string) => id === ADMIN_ROLE_ID || id === MEMBER_ROLE_ID;

const roleNotFound = () => new AppError('orgRoleNotFound', ResultCode.NOT_FOUND, 404);
const known = (ps: readonly string[]) => ORG_PERMISSIONS.filter((p) => ps.includes(p)) as OrgPermission[];

export async function roleList(scope: TenantScope) {
  const [rows, links, members] = await Promise.all([
    repo.roles(scope),
    staffRoles(scope),
    staffMembers(scope.db, scope.tenantId),
  ]);
  const admins = members.filter((m) => m.is_admin).length;
  return [
    {
      id: ADMIN_ROLE_ID,
      name: '管理员',
      builtin: 'admin' as const,
      permissions: [...ORG_PERMISSIONS],
      staffCount: admins,
    },
    {
      id: MEMBER_ROLE_ID,
      name: '成员',
      builtin: 'member' as const,
      permissions: [],
      staffCount: members.length - admins,
    },
    ...rows.map((r) => ({
      id: r.id,
      name: r.name,
      builtin: null,
      permissions: known(r.permissions),
      staffCount: links.filter((l) => l.role_id === r.id).length,
    })),
  ];
}

export async function saveRole(
  scope: TenantScope,
  input: { id?: string | undefined; name: string; permissions: OrgPermission[] },
) {
  const permissions = known(input.permissions);
  let id = input.id;
  if (id && isBuiltin(id)) throw badRequest('orgRoleBuiltin');
  try {
    if (id) {
      if (!(await repo.findRole(scope, id))) throw roleNotFound();
      await repo.updateRole(scope, id, input.name, permissions);
    } else {
      if ((await repo.roles(scope)).length >= L.rolesMax) throw badRequest('orgRoleLimit');
      id = newNumericId();
      await repo.insertRole(scope, { id, name: input.name, permissions });
    }
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw badRequest('orgNameTaken');
    throw e;
  }
  const found = (await roleList(scope)).find((r) => r.id === id);
  if (!found) throw roleNotFound();
  return found;
}

export async function removeRole(scope: TenantScope, id: string) {
  if (isBuiltin(id)) throw badRequest('orgRoleBuiltin');
  if (!(await repo.findRole(scope, id))) throw roleNotFound();
  if ((await staffRoles(scope)).some((l) => l.role_id === id)) throw badRequest('orgRoleInUse');
  await repo.deleteRole(scope, id);
  return { ok: true as const };
}

/** Custom role ids of the organisation among those given (built-in ids are not stored). */
export async function customRoleIds(scope: TenantScope, ids: readonly string[]): Promise<string[]> {
  const wanted = ids.filter((id) => !isBuiltin(id));
  const existing = new Set((await repo.roles(scope)).map((r) => r.id));
  if (wanted.some((id) => !existing.has(id))) throw roleNotFound();
  return [...new Set(wanted)];
}
