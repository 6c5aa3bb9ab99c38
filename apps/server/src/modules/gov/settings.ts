import {
  DEFAULT_CATEGORY_DAYS,
  GOV_CATEGORIES,
  GOV_LIMITS,
  type CategoryDays,
  type DeskInfo,
  type GovDepartment,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { staffWithNames } from '../accounts';
import { bad, requireAdmin, type DeskViewer } from './access';
import { knownRegion, regionName } from './region';
import * as repo from './settings-repo';

export interface DeskSettings {
  deskName: string;
  regionCode: string;
  categoryDays: CategoryDays;
}

/** Days per category: the desk's own where set and valid, the defaults for the rest. */
export function parseCategoryDays(json: string | undefined): CategoryDays {
  let stored: Record<string, unknown>;
  try {
    stored = json ? (JSON.parse(json) as Record<string, unknown>) : {};
  } catch {
    stored = {};
  }
  const out = { ...DEFAULT_CATEGORY_DAYS };
  for (const c of GOV_CATEGORIES) {
    const v = stored[c];
    if (typeof v === 'number' && Number.isInteger(v) && v >= GOV_LIMITS.daysMin && v <= GOV_LIMITS.daysMax)
      out[c] = v;
  }
  return out;
}

/**
 * The desk's settings. Until its administrator saves them the name is the organisation's and the
 * region empty (the enterprise list and region notices wait for it; docs/gov.md).
 */
export async function settingsOf(scope: TenantScope, fallbackName = ''): Promise<DeskSettings> {
  const row = await repo.findSettings(scope);
  return {
    deskName: row?.desk_name || fallbackName,
    regionCode: row?.region_code ?? '',
    categoryDays: parseCategoryDays(row?.category_days),
  };
}

export async function deskInfo(
  db: Q,
  scope: TenantScope,
  viewer: DeskViewer,
  tenantName: string,
): Promise<DeskInfo> {
  const [s, departments, staff] = await Promise.all([
    settingsOf(scope, tenantName),
    repo.departments(scope),
    staffWithNames(db, scope.tenantId),
  ]);
  return {
    ...s,
    regionName: regionName(s.regionCode),
    isAdmin: viewer.isAdmin,
    departments,
    members: staff.map((m) => ({ userId: m.userId, name: m.name })),
  };
}

export async function saveSettings(
  scope: TenantScope,
  viewer: DeskViewer,
  input: DeskSettings,
): Promise<void> {
  requireAdmin(viewer);
  if (!knownRegion(input.regionCode)) throw bad('govRegionUnknown');
  await repo.saveSettings(scope, {
    deskName: input.deskName,
    regionCode: input.regionCode,
    categoryDays: JSON.stringify(input.categoryDays),
  });
}

export async function saveDepartment(
  scope: TenantScope,
  viewer: DeskViewer,
  input: { departmentId?: string | undefined; name: string },
): Promise<GovDepartment> {
  requireAdmin(viewer);
  const same = await repo.findDepartmentByName(scope, input.name);
  if (same && String(same.id) !== input.departmentId) throw bad('govDepartmentDuplicate');
  let id = input.departmentId;
  if (id) {
    if (!(await repo.findDepartment(scope, id))) throw bad('govDepartmentNotFound');
    await repo.renameDepartment(scope, id, input.name);
  } else {
    if ((await repo.countDepartments(scope)) >= GOV_LIMITS.departmentsMax) throw bad('govDepartmentsMax');
    id = await repo.insertDepartment(scope, input.name);
  }
  const found = (await repo.departments(scope)).find((d) => d.departmentId === id);
  return found ?? { departmentId: id, name: input.name, openAppeals: 0 };
}

export async function removeDepartment(scope: TenantScope, viewer: DeskViewer, id: string) {
  requireAdmin(viewer);
  if (!(await repo.findDepartment(scope, id))) throw bad('govDepartmentNotFound');
  if (await repo.departmentInUse(scope, id)) throw bad('govDepartmentInUse');
  return { changed: await repo.removeDepartment(scope, id) };
}
