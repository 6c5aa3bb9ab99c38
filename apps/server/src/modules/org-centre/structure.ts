import { ORG_CENTRE_LIMITS as L } from '@platform/contracts/org-centre/limits';
import { ResultCode } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { newNumericId } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { setMemberLabels } from '../accounts';
import { importLegacyLabels } from './labels';
import * as staff from './staff-repo';
import * as repo from './structure-repo';
import { depthOf, heightOf, siblingsAfterMove, subtreeOf } from './tree';

/** Departments (a tree) and posts of the organisation (issue 29 item 1). */

const notFound = (key: 'orgDepartmentNotFound' | 'orgPostNotFound') =>
  new AppError(key, ResultCode.NOT_FOUND, 404);
const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

async function nameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw badRequest('orgNameTaken');
    throw e;
  }
}

export async function departmentList(scope: TenantScope) {
  await importLegacyLabels(scope);
  const [rows, places] = await Promise.all([repo.departments(scope), staff.places(scope)]);
  const counts = new Map<string, number>();
  for (const p of places)
    if (p.department_id) counts.set(p.department_id, (counts.get(p.department_id) ?? 0) + 1);
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    name: r.name,
    sort: r.sort,
    staffCount: counts.get(r.id) ?? 0,
  }));
}

const findDepartment = async (scope: TenantScope, id: string) => {
  const rows = await repo.departments(scope);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('orgDepartmentNotFound');
  return { row, rows };
};

export async function saveDepartment(
  scope: TenantScope,
  input: { id?: string | undefined; parentId: string | null; name: string },
) {
  await importLegacyLabels(scope);
  if (input.id) {
    const { row } = await findDepartment(scope, input.id);
    await nameTaken(() => repo.renameDepartment(scope, row.id, input.name));
    // Members' department labels follow the new name.
    await setMemberLabels(scope.db, scope.tenantId, await staff.staffInDepartment(scope, row.id), {
      dept: input.name,
    });
    return one(scope, row.id);
  }
  const rows = await repo.departments(scope);
  if (rows.length >= L.departmentsMax) throw badRequest('orgDepartmentLimit');
  if (input.parentId && !rows.some((r) => r.id === input.parentId)) throw notFound('orgDepartmentNotFound');
  if (depthOf(rows, input.parentId) + 1 > L.departmentDepthMax) throw badRequest('orgDepartmentTooDeep');
  const id = newNumericId();
  const sort = rows.filter((r) => r.parent_id === input.parentId).length;
  await nameTaken(() =>
    repo.insertDepartment(scope, { id, parent_id: input.parentId, name: input.name, sort }),
  );
  return one(scope, id);
}

async function one(scope: TenantScope, id: string) {
  const found = (await departmentList(scope)).find((d) => d.id === id);
  if (!found) throw notFound('orgDepartmentNotFound');
  return found;
}

export async function moveDepartment(
  scope: TenantScope,
  input: { id: string; parentId: string | null; index: number },
) {
  await scope.transaction(async (tx) => {
    const { rows } = await findDepartment(tx, input.id);
    if (input.parentId && !rows.some((r) => r.id === input.parentId)) throw notFound('orgDepartmentNotFound');
    if (input.parentId && subtreeOf(rows, input.id).has(input.parentId))
      throw badRequest('orgDepartmentCycle');
    if (depthOf(rows, input.parentId) + heightOf(rows, input.id) > L.departmentDepthMax)
      throw badRequest('orgDepartmentTooDeep');
    const order = siblingsAfterMove(rows, input.id, input.parentId, input.index);
    const name = rows.find((r) => r.id === input.id)?.name ?? '';
    const clash = rows.some((r) => r.parent_id === input.parentId && r.id !== input.id && r.name === name);
    if (clash) throw badRequest('orgNameTaken');
    for (const [i, id] of order.entries()) await repo.placeDepartment(tx, id, input.parentId, i);
  });
  return departmentList(scope);
}

export async function removeDepartment(scope: TenantScope, id: string) {
  const { rows } = await findDepartment(scope, id);
  const hasChildren = rows.some((r) => r.parent_id === id);
  if (hasChildren || (await staff.staffInDepartment(scope, id)).length)
    throw badRequest('orgDepartmentHasPeople');
  await repo.deleteDepartment(scope, id);
  return { ok: true as const };
}

export async function postList(scope: TenantScope) {
  await importLegacyLabels(scope);
  const [rows, places] = await Promise.all([repo.posts(scope), staff.places(scope)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    staffCount: places.filter((p) => p.post_id === r.id).length,
  }));
}

export async function savePost(scope: TenantScope, input: { id?: string | undefined; name: string }) {
  await importLegacyLabels(scope);
  const rows = await repo.posts(scope);
  let id = input.id;
  if (id) {
    if (!rows.some((r) => r.id === id)) throw notFound('orgPostNotFound');
    await nameTaken(() => repo.renamePost(scope, id as string, input.name));
    await setMemberLabels(scope.db, scope.tenantId, await staff.staffWithPost(scope, id), {
      post: input.name,
    });
  } else {
    if (rows.length >= L.postsMax) throw badRequest('orgPostLimit');
    id = newNumericId();
    const newId = id;
    await nameTaken(() => repo.insertPost(scope, { id: newId, name: input.name, sort: rows.length }));
  }
  const found = (await postList(scope)).find((p) => p.id === id);
  if (!found) throw notFound('orgPostNotFound');
  return found;
}

export async function removePost(scope: TenantScope, id: string) {
  if (!(await repo.posts(scope)).some((r) => r.id === id)) throw notFound('orgPostNotFound');
  // Members keep their place; their post becomes empty (the foreign key sets it null).
  await setMemberLabels(scope.db, scope.tenantId, await staff.staffWithPost(scope, id), { post: '' });
  await repo.deletePost(scope, id);
  return { ok: true as const };
}
