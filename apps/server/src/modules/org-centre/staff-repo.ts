import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'org-centre'>;

/** Each member's place in the organisation (department, post) and their custom roles. */

export const places = (scope: Scope) =>
  scope
    .selectFrom('org_staff')
    .select(['org_staff.user_id', 'org_staff.department_id', 'org_staff.post_id'])
    .execute();

export async function setPlace(
  scope: Scope,
  userId: string,
  place: { department_id: string | null; post_id: string | null },
): Promise<void> {
  await scope
    .insertInto('org_staff', { user_id: userId, ...place })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet(place))
    .execute();
}

export const deletePlace = (scope: Scope, userId: string) =>
  scope.deleteFrom('org_staff').where('org_staff.user_id', '=', userId).execute();

export const staffInDepartment = async (scope: Scope, departmentId: string) =>
  (
    await scope
      .selectFrom('org_staff')
      .select('org_staff.user_id')
      .where('org_staff.department_id', '=', departmentId)
      .execute()
  ).map((r) => r.user_id);

export const staffWithPost = async (scope: Scope, postId: string) =>
  (
    await scope
      .selectFrom('org_staff')
      .select('org_staff.user_id')
      .where('org_staff.post_id', '=', postId)
      .execute()
  ).map((r) => r.user_id);

export const staffRoles = (scope: Scope) =>
  scope
    .selectFrom('org_staff_roles')
    .select(['org_staff_roles.user_id', 'org_staff_roles.role_id'])
    .execute();

export async function setStaffRoles(scope: Scope, userId: string, roleIds: readonly string[]): Promise<void> {
  await scope.deleteFrom('org_staff_roles').where('org_staff_roles.user_id', '=', userId).execute();
  if (roleIds.length)
    await scope
      .insertInto(
        'org_staff_roles',
        roleIds.map((role_id) => ({ user_id: userId, role_id })),
      )
      .execute();
}
