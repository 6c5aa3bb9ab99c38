import type { ScopeOf, StoreOf } from '../../db/module-store';

type Scope = ScopeOf<'gov'>;

/** The desk's settings and departments: tenant-owned by the desk. */

export const findSettings = (scope: Scope) =>
  scope.selectFrom('gov_settings').select(['desk_name', 'region_code', 'category_days']).executeTakeFirst();

export async function saveSettings(
  scope: Scope,
  s: { deskName: string; regionCode: string; categoryDays: string },
): Promise<void> {
  await scope
    .insertInto('gov_settings', {
      desk_name: s.deskName,
      region_code: s.regionCode,
      category_days: s.categoryDays,
    })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({
        desk_name: s.deskName,
        region_code: s.regionCode,
        category_days: s.categoryDays,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/**
 * The desks serving one of these region codes, with their tenant: unscoped on purpose, since an
 * enterprise user of any organisation submits to the desk serving their company's region.
 */
export const desksServing = (unscoped: StoreOf<'gov'>['unscoped'], codes: readonly string[]) =>
  unscoped
    .selectFrom('gov_settings')
    .select(['tenant_id', 'desk_name', 'region_code', 'category_days'])
    .where('region_code', 'in', [...codes])
    .orderBy('tenant_id')
    .execute();

export async function departments(scope: Scope) {
  const rows = await scope
    .selectFrom('gov_departments')
    .leftJoin('gov_appeals', (j) =>
      j
        .onRef('gov_appeals.department_id', '=', 'gov_departments.id')
        .on('gov_appeals.state', 'in', ['assigned', 'accepted', 'submitted']),
    )
    .select((eb) => [
      'gov_departments.id',
      'gov_departments.name',
      eb.fn.count<string>('gov_appeals.id').as('open'),
    ])
    .groupBy(['gov_departments.id', 'gov_departments.name'])
    .orderBy('gov_departments.id')
    .execute();
  return rows.map((r) => ({ departmentId: String(r.id), name: r.name, openAppeals: Number(r.open) }));
}

export const findDepartment = (scope: Scope, id: string) =>
  scope
    .selectFrom('gov_departments')
    .select(['id', 'name'])
    .where('gov_departments.id', '=', id)
    .executeTakeFirst();

export const findDepartmentByName = (scope: Scope, name: string) =>
  scope.selectFrom('gov_departments').select('id').where('name', '=', name).executeTakeFirst();

export async function countDepartments(scope: Scope): Promise<number> {
  const r = await scope
    .selectFrom('gov_departments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertDepartment(scope: Scope, name: string): Promise<string> {
  const r = await scope.insertInto('gov_departments', { name }).returning('id').executeTakeFirstOrThrow();
  return String(r.id);
}

export async function renameDepartment(scope: Scope, id: string, name: string): Promise<void> {
  await scope.updateTable('gov_departments').set({ name }).where('id', '=', id).execute();
}

export async function departmentInUse(scope: Scope, id: string): Promise<boolean> {
  const r = await scope
    .selectFrom('gov_appeals')
    .select('id')
    .where('department_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

export async function removeDepartment(scope: Scope, id: string): Promise<number> {
  const r = await scope.deleteFrom('gov_departments').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const departmentNames = async (scope: Scope) =>
  new Map((await departments(scope)).map((d) => [d.departmentId, d.name]));
