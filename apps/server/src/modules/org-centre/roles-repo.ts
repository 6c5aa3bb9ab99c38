import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'org-centre'>;

/** Custom roles and the permissions a member holds through them. */

export const roles = (scope: Scope) =>
  scope
    .selectFrom('org_roles')
    .select(['org_roles.id', 'org_roles.name', 'org_roles.permissions'])
    .orderBy('org_roles.created_at')
    .execute();

export const findRole = (scope: Scope, id: string) =>
  scope
    .selectFrom('org_roles')
    .select(['org_roles.id', 'org_roles.name', 'org_roles.permissions'])
    .where('org_roles.id', '=', id)
    .executeTakeFirst();

export const insertRole = (scope: Scope, row: { id: string; name: string; permissions: readonly string[] }) =>
  scope
    .insertInto('org_roles', { id: row.id, name: row.name, permissions: JSON.stringify(row.permissions) })
    .execute();

export const updateRole = (scope: Scope, id: string, name: string, permissions: readonly string[]) =>
  scope
    .updateTable('org_roles')
    .set({ name, permissions: JSON.stringify(permissions) })
    .where('org_roles.id', '=', id)
    .execute();

export const deleteRole = (scope: Scope, id: string) =>
  scope.deleteFrom('org_roles').where('org_roles.id', '=', id).execute();

/** The permissions a member holds through their custom roles (one query: it runs on every checked call). */
export async function grantedThroughRoles(scope: Scope, userId: string): Promise<string[]> {
  const rows = await scope
    .selectFrom('org_staff_roles')
    .innerJoin('org_roles', 'org_roles.id', 'org_staff_roles.role_id')
    .select('org_roles.permissions')
    .where('org_staff_roles.user_id', '=', userId)
    .execute();
  return rows.flatMap((r) => r.permissions);
}
