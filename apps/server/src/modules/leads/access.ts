import { BusinessType, ResultCode } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { memberIdsOf } from '../accounts';
import { assertScenePurchase, scenePurchased } from '../bigdata';
import { hasPermission } from '../org-centre';
import * as lists from './lists-repo';

/**
 * Who may do what with lead lists (docs/leads.md): a member sees lists they own, lists shared with
 * them and lists shared with the organisation; an administrator sees every list of the tenant.
 * Changes to a list by its owner or an administrator; a lead's status and follow-ups by its
 * assignee, the list's owner or an administrator. A list or lead the caller cannot see is not found.
 */

export type Viewer = lists.Viewer;

/** isAdmin: the administrator, or a member whose role grants customers.all (org-centre). */
export async function viewerOf(_db: Q, scope: TenantScope, userId: string): Promise<Viewer> {
  return { userId, isAdmin: await hasPermission(scope, userId, 'customers.all') };
}

/**
 * Whether the organisation has the workspace: 金融拓客 (business type 11) runs the same engine as
 * 精准拓客 (1) for financial institutions (issue 26 item 4), so either purchase opens it and both
 * homes share the organisation's lists.
 */
export async function workspaceOpen(scope: TenantScope): Promise<boolean> {
  return (
    (await scenePurchased(scope, BusinessType.FINANCE_CUSTOMER_ACQUISITION)) ||
    scenePurchased(scope, BusinessType.CUSTOMER_ACQUISITION)
  );
}

/** Refuses with the purchase-needed answer (未购买！) unless the workspace is open. */
export async function requireWorkspace(scope: TenantScope): Promise<void> {
  if (!(await workspaceOpen(scope))) await assertScenePurchase(scope, BusinessType.CUSTOMER_ACQUISITION);
}

export const listNotFound = () => new AppError('leadsListNotFound', ResultCode.NOT_FOUND, 404);
export const leadNotFound = () => new AppError('leadNotFound', ResultCode.NOT_FOUND, 404);

export async function requireVisibleList(scope: TenantScope, viewer: Viewer, listId: string) {
  const list = await lists.visibleList(scope, viewer, listId);
  if (!list) throw listNotFound();
  return list;
}

export const canManage = (viewer: Viewer, list: { owner_id: string }) =>
  viewer.isAdmin || list.owner_id === viewer.userId;

export const canWork = (viewer: Viewer, lead: { owner_id: string; assignee_id: string | null }) =>
  viewer.isAdmin || lead.owner_id === viewer.userId || lead.assignee_id === viewer.userId;

/** The list, seen and changeable by the viewer (not found if unseen, 403 if only seen). */
export async function requireManagedList(scope: TenantScope, viewer: Viewer, listId: string) {
  const list = await requireVisibleList(scope, viewer, listId);
  if (!canManage(viewer, list)) throw forbidden('leadsManageOnly');
  return list;
}

/** Every id must be a member of the caller's tenant. */
export async function requireMembers(db: Q, tenantId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const members = new Set(await memberIdsOf(db, tenantId));
  if (ids.some((id) => !members.has(id)))
    throw new AppError('leadsMemberNotFound', ResultCode.BAD_REQUEST, 400);
}
