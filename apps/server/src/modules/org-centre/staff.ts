import { maskPhone, ResultCode } from '@platform/contracts';
import type { z } from 'zod';
import type { staffPageInput } from '@platform/contracts/org-centre/schemas';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, badRequest } from '../../lib/errors';
import * as accounts from '../accounts';
import { importLegacyLabels } from './labels';
import { hasPermission } from './permissions';
import { ADMIN_ROLE_ID, MEMBER_ROLE_ID, customRoleIds } from './roles';
import * as rolesRepo from './roles-repo';
import { dropSeat } from './seats';
import * as seatsRepo from './seats-repo';
import * as repo from './staff-repo';
import * as structure from './structure-repo';

/**
 * Staff (issue 29 item 2): each member's department, post and roles, disabling, removal with the
 * hand-over of their work, and the administrator's transfer. The membership rows are accounts';
 * the places and roles are this module's.
 */

/** Moves a leaving member's work (customers, leads, lists) to a colleague; handed in by modules/index.ts. */
export type Handover = (scope: TenantScope, from: string, to: string) => Promise<void>;

const staffNotFound = () => new AppError('orgStaffNotFound', ResultCode.NOT_FOUND, 404);

async function staffRows(scope: TenantScope, viewerId: string) {
  await importLegacyLabels(scope);
  const [members, places, depts, posts, links, roles, seats, seesPhones] = await Promise.all([
    accounts.staffMembers(scope.db, scope.tenantId),
    repo.places(scope),
    structure.departments(scope),
    structure.posts(scope),
    repo.staffRoles(scope),
    rolesRepo.roles(scope),
    seatsRepo.seatHolders(scope),
    hasPermission(scope, viewerId, 'staff.manage'),
  ]);
  const placeOf = new Map(places.map((p) => [p.user_id, p]));
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  const postName = new Map(posts.map((p) => [p.id, p.name]));
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  const seated = new Set(seats.map((s) => s.user_id));
  return members.map((m) => {
    const place = placeOf.get(m.user_id);
    const custom = links.filter((l) => l.user_id === m.user_id).map((l) => l.role_id);
    const roleIds = m.is_admin ? [ADMIN_ROLE_ID] : [MEMBER_ROLE_ID, ...custom];
    return {
      userId: m.user_id,
      realName: m.name,
      phone: seesPhones || m.user_id === viewerId ? (m.phone ?? '') : maskPhone(m.phone),
      avatar: m.avatar,
      /** The address book shows it; colleagues of one organisation see each other's work email. */
      email: m.email,
      departmentId: place?.department_id ?? null,
      departmentName: deptName.get(place?.department_id ?? '') ?? '',
      postId: place?.post_id ?? null,
      postName: postName.get(place?.post_id ?? '') ?? '',
      roleIds,
      roleNames: roleIds.map((id) =>
        id === ADMIN_ROLE_ID ? '管理员' : id === MEMBER_ROLE_ID ? '成员' : (roleName.get(id) ?? ''),
      ),
      isAdmin: m.is_admin,
      status: m.disabled ? ('disabled' as const) : ('active' as const),
      seated: seated.has(m.user_id),
      joinedAt: new Date(m.joined_at).toISOString(),
    };
  });
}

export type StaffView = Awaited<ReturnType<typeof staffRows>>[number];

export async function staffPage(scope: TenantScope, viewerId: string, input: z.infer<typeof staffPageInput>) {
  const keyword = input.keyword?.toLowerCase();
  const all = (await staffRows(scope, viewerId)).filter(
    (s) =>
      (!keyword || s.realName.toLowerCase().includes(keyword) || s.phone.includes(keyword)) &&
      (!input.departmentId || s.departmentId === input.departmentId) &&
      (!input.status || s.status === input.status),
  );
  const start = (input.current - 1) * input.size;
  return {
    records: all.slice(start, start + input.size),
    total: all.length,
    current: input.current,
    size: input.size,
  };
}

export async function oneStaff(scope: TenantScope, viewerId: string, userId: string): Promise<StaffView> {
  const found = (await staffRows(scope, viewerId)).find((s) => s.userId === userId);
  if (!found) throw staffNotFound();
  return found;
}

export async function updateStaff(
  scope: TenantScope,
  viewerId: string,
  input: { userId: string; departmentId: string | null; postId: string | null; roleIds: string[] },
) {
  const member = await oneStaff(scope, viewerId, input.userId);
  const [depts, posts] = await Promise.all([structure.departments(scope), structure.posts(scope)]);
  const dept = input.departmentId ? depts.find((d) => d.id === input.departmentId) : undefined;
  const post = input.postId ? posts.find((p) => p.id === input.postId) : undefined;
  if (input.departmentId && !dept) throw new AppError('orgDepartmentNotFound', ResultCode.NOT_FOUND, 404);
  if (input.postId && !post) throw new AppError('orgPostNotFound', ResultCode.NOT_FOUND, 404);
  const roleIds = await customRoleIds(scope, input.roleIds);
  // The administrator holds every permission already; custom roles would change nothing.
  if (member.isAdmin && roleIds.length) throw badRequest('orgAdminUntouchable');
  await scope.transaction(async (tx) => {
    await repo.setPlace(tx, input.userId, { department_id: dept?.id ?? null, post_id: post?.id ?? null });
    await repo.setStaffRoles(tx, input.userId, roleIds);
    await accounts.setMemberLabels(tx.db, tx.tenantId, [input.userId], {
      dept: dept?.name ?? '',
      post: post?.name ?? '',
    });
  });
  return oneStaff(scope, viewerId, input.userId);
}

export async function setStaffStatus(
  scope: TenantScope,
  viewerId: string,
  input: { userId: string; status: 'active' | 'disabled' },
) {
  const member = await oneStaff(scope, viewerId, input.userId);
  if (member.isAdmin) throw badRequest('orgAdminUntouchable');
  await scope.transaction(async (tx) => {
    await accounts.setMemberDisabled(tx.db, tx.tenantId, input.userId, input.status === 'disabled');
    // A disabled member frees their seat.
    if (input.status === 'disabled') await dropSeat(tx, input.userId);
  });
  return oneStaff(scope, viewerId, input.userId);
}

export async function removeStaff(
  scope: TenantScope,
  viewerId: string,
  input: { userId: string; handoverTo: string },
  handovers: readonly Handover[],
) {
  const member = await oneStaff(scope, viewerId, input.userId);
  if (member.isAdmin) throw badRequest('orgAdminUntouchable');
  const heir = await accounts.staffMember(scope.db, scope.tenantId, input.handoverTo);
  if (!heir || heir.disabled || heir.user_id === input.userId) throw badRequest('orgHandoverInvalid');
  await scope.transaction(async (tx) => {
    for (const handover of handovers) await handover(tx, input.userId, input.handoverTo);
    await repo.setStaffRoles(tx, input.userId, []);
    await repo.deletePlace(tx, input.userId);
    await dropSeat(tx, input.userId);
    await accounts.removeMember(tx.db, tx.tenantId, input.userId);
  });
  return { ok: true as const };
}

export async function transferAdministrator(scope: TenantScope, viewerId: string, userId: string) {
  const caller = await accounts.membership(scope.db, viewerId, scope.tenantId);
  // Only the administrator hands over their own role (a permission cannot grant it).
  if (!caller?.is_admin) throw new AppError('orgPermissionDenied', ResultCode.FORBIDDEN, 403);
  const heir = await accounts.staffMember(scope.db, scope.tenantId, userId);
  if (!heir || heir.disabled || heir.user_id === viewerId) throw badRequest('orgHandoverInvalid');
  await scope.transaction(async (tx) => {
    await repo.setStaffRoles(tx, userId, []);
    await accounts.transferAdmin(tx.db, tx.tenantId, viewerId, userId);
  });
  return { ok: true as const };
}
