import type { ScopeOf } from '../../db/module-store';

type Scope = ScopeOf<'org-centre'>;

/** Departments and posts of the caller's organisation. */

export const departments = (scope: Scope) =>
  scope
    .selectFrom('org_departments')
    .select([
      'org_departments.id',
      'org_departments.parent_id',
      'org_departments.name',
      'org_departments.sort',
    ])
    .orderBy('org_departments.sort')
    .orderBy('org_departments.created_at')
    .execute();

export type DepartmentRow = Awaited<ReturnType<typeof departments>>[number];

export const insertDepartment = (
  scope: Scope,
  row: { id: string; parent_id: string | null; name: string; sort: number },
) => scope.insertInto('org_departments', row).execute();

export const renameDepartment = (scope: Scope, id: string, name: string) =>
  scope.updateTable('org_departments').set({ name }).where('org_departments.id', '=', id).execute();

export const placeDepartment = (scope: Scope, id: string, parentId: string | null, sort: number) =>
  scope
    .updateTable('org_departments')
    .set({ parent_id: parentId, sort })
    .where('org_departments.id', '=', id)
    .execute();

export const deleteDepartment = (scope: Scope, id: string) =>
  scope.deleteFrom('org_departments').where('org_departments.id', '=', id).execute();

export const posts = (scope: Scope) =>
  scope
    .selectFrom('org_posts')
    .select(['org_posts.id', 'org_posts.name', 'org_posts.sort'])
    .orderBy('org_posts.sort')
    .orderBy('org_posts.created_at')
    .execute();

export const insertPost = (scope: Scope, row: { id: string; name: string; sort: number }) =>
  scope.insertInto('org_posts', row).execute();

export const renamePost = (scope: Scope, id: string, name: string) =>
  scope.updateTable('org_posts').set({ name }).where('org_posts.id', '=', id).execute();

export const deletePost = (scope: Scope, id: string) =>
  scope.deleteFrom('org_posts').where('org_posts.id', '=', id).execute();
