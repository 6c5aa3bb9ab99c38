import { BusinessType, ResultCode } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { memberIdsOf, staffWithNames } from '../accounts';
import { scenePurchased } from '../bigdata';
import { hasPermission } from '../org-centre';
import * as repo from './customers-repo';

/**
 * Who may do what in 客户管理 (docs/customers.md): a member sees the customers they own or
 * collaborate on, and works them (contacts, deals, timeline, tasks); an administrator sees all.
 * Editing, deleting and choosing collaborators: the owner or an administrator; reassigning and
 * transferring: an administrator. A customer the caller cannot see is not found (404), never 403.
 */

export type Viewer = repo.Viewer;

/** isAdmin: the administrator, or a member whose role grants customers.all (org-centre). */
export async function viewerOf(_db: Q, scope: TenantScope, userId: string): Promise<Viewer> {
  return { userId, isAdmin: await hasPermission(scope, userId, 'customers.all') };
}

/** Whether the organisation has bought 客户管理 (business type 2). */
export const workspaceOpen = (scope: TenantScope): Promise<boolean> =>
  scenePurchased(scope, BusinessType.CUSTOMER_MANAGEMENT);

export const customerNotFound = () => new AppError('customerNotFound', ResultCode.NOT_FOUND, 404);

export async function requireVisibleCustomer(scope: TenantScope, viewer: Viewer, customerId: string) {
  const c = await repo.visibleCustomer(scope, viewer, customerId);
  if (!c) throw customerNotFound();
  return c;
}

export const canManage = (viewer: Viewer, c: { owner_id: string }) =>
  viewer.isAdmin || c.owner_id === viewer.userId;

export async function requireManagedCustomer(scope: TenantScope, viewer: Viewer, customerId: string) {
  const c = await requireVisibleCustomer(scope, viewer, customerId);
  if (!canManage(viewer, c)) throw forbidden('customerManageOnly');
  return c;
}

export function requireAdmin(viewer: Viewer, key: 'customersAdminOnly' | 'dealStagesAdminOnly'): void {
  if (!viewer.isAdmin) throw forbidden(key);
}

/** Every id must be a member of the caller's tenant. */
export async function requireMembers(db: Q, tenantId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const members = new Set(await memberIdsOf(db, tenantId));
  if (ids.some((id) => !members.has(id)))
    throw new AppError('customersMemberNotFound', ResultCode.BAD_REQUEST, 400);
}

export const members = (db: Q, tenantId: string) => staffWithNames(db, tenantId);
