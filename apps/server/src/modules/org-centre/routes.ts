import type { FastifyInstance } from 'fastify';
import { orgCentreApi } from '@platform/contracts';
import type { OrgPermission } from '@platform/contracts/org-centre/limits';
import type { TenantScope } from '../../db/tenant-scope';
import { createRouter } from '../../lib/route';
import { findTenant, membership, ORG_TENANT_TYPES } from '../accounts';
import { forbidden } from '../../lib/errors';
import { orgAccount, saveOrgAccount } from './account';
import { addressBook, type CardIdsOf } from './book';
import * as invitations from './invitations';
import { permissionsOf, requirePermission } from './permissions';
import { removeRole, roleList, saveRole } from './roles';
import { assignSeat, holdsSeat, releaseSeat, seatSummary, type SeatPlanOf } from './seats';
import * as staff from './staff';
import * as structure from './structure';

/** Structure, role and staff changes per IP and minute. */
export const ORG_CENTRE_WRITES_PER_MINUTE = 60;
/** Invitations made per IP and minute (each may send an SMS). */
export const ORG_INVITES_PER_MINUTE = 10;
/** Join applications and previews per IP and minute (each guesses a token). */
export const ORG_JOIN_TRIES_PER_MINUTE = 20;
/** Seat assignments and releases per IP and minute. */
export const ORG_SEAT_WRITES_PER_MINUTE = 60;

export interface OrgCentreDeps {
  planOf: SeatPlanOf;
  cardIdsOf: CardIdsOf;
  handovers: readonly staff.Handover[];
}

async function isOrganisation(scope: TenantScope): Promise<boolean> {
  const tenant = await findTenant(scope.db, scope.tenantId);
  return tenant !== undefined && (ORG_TENANT_TYPES as readonly number[]).includes(tenant.tenant_type);
}

export function orgCentreRoutes(app: FastifyInstance, deps: OrgCentreDeps): void {
  const r = createRouter(app);
  const { store, sms } = app.ctx;
  const writes = { rateLimitPerMinute: ORG_CENTRE_WRITES_PER_MINUTE };
  const seatWrites = { rateLimitPerMinute: ORG_SEAT_WRITES_PER_MINUTE };
  const tries = { rateLimitPerMinute: ORG_JOIN_TRIES_PER_MINUTE };

  /** Every page of the centre is an organisation's; a personal tenant has none. */
  const inOrganisation = async (scope: TenantScope) => {
    if (!(await isOrganisation(scope))) throw forbidden('orgOnlyOrganisation');
  };
  const allowed = async (scope: TenantScope, userId: string, p: OrgPermission) => {
    await inOrganisation(scope);
    await requirePermission(scope, userId, p);
  };

  r(orgCentreApi.orgMe, async ({ scope, user }) => {
    const organisation = await isOrganisation(scope);
    const permissions = await permissionsOf(scope, user.userId);
    return {
      isOrganisation: organisation,
      isAdmin: (await membership(scope.db, user.userId, scope.tenantId))?.is_admin === true,
      permissions: [...permissions],
      seated: organisation ? await holdsSeat(scope, user.userId) : true,
    };
  });

  // Departments and posts: read by every member (pickers, address book), changed with org.manage.
  r(orgCentreApi.deptList, async ({ scope }) => {
    await inOrganisation(scope);
    return structure.departmentList(scope);
  });
  r(
    orgCentreApi.deptSave,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return structure.saveDepartment(scope, input);
    },
    writes,
  );
  r(
    orgCentreApi.deptMove,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return structure.moveDepartment(scope, input);
    },
    writes,
  );
  r(
    orgCentreApi.deptRemove,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return structure.removeDepartment(scope, input.id);
    },
    writes,
  );
  r(orgCentreApi.postList, async ({ scope }) => {
    await inOrganisation(scope);
    return structure.postList(scope);
  });
  r(
    orgCentreApi.postSave,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return structure.savePost(scope, input);
    },
    writes,
  );
  r(
    orgCentreApi.postRemove,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return structure.removePost(scope, input.id);
    },
    writes,
  );

  // Roles: read by every member, changed with org.manage.
  r(orgCentreApi.roleList, async ({ scope }) => {
    await inOrganisation(scope);
    return roleList(scope);
  });
  r(
    orgCentreApi.roleSave,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return saveRole(scope, input);
    },
    writes,
  );
  r(
    orgCentreApi.roleRemove,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return removeRole(scope, input.id);
    },
    writes,
  );

  // Staff: listed for staff.manage or seat.assign (the seats page lists them too).
  r(orgCentreApi.staffPage, async ({ input, scope, user }) => {
    await inOrganisation(scope);
    const permissions = await permissionsOf(scope, user.userId);
    if (!permissions.has('staff.manage') && !permissions.has('seat.assign'))
      throw forbidden('orgPermissionDenied');
    return staff.staffPage(scope, user.userId, input);
  });
  r(
    orgCentreApi.staffUpdate,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'staff.manage');
      return staff.updateStaff(scope, user.userId, input);
    },
    writes,
  );
  r(
    orgCentreApi.staffStatus,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'staff.manage');
      return staff.setStaffStatus(scope, user.userId, input);
    },
    writes,
  );
  r(
    orgCentreApi.staffRemove,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'staff.manage');
      return staff.removeStaff(scope, user.userId, input, deps.handovers);
    },
    writes,
  );
  r(
    orgCentreApi.adminTransfer,
    async ({ input, scope, user }) => {
      await inOrganisation(scope);
      return staff.transferAdministrator(scope, user.userId, input.userId);
    },
    writes,
  );

  // Invitations and joins.
  r(
    orgCentreApi.inviteCreate,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'staff.manage');
      return invitations.createInvitation(scope, user.userId, input.phone, sms);
    },
    { rateLimitPerMinute: ORG_INVITES_PER_MINUTE },
  );
  r(orgCentreApi.inviteList, async ({ scope, user }) => {
    await allowed(scope, user.userId, 'staff.manage');
    return invitations.invitationList(scope);
  });
  r(
    orgCentreApi.inviteRevoke,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'staff.manage');
      return invitations.revokeInvitation(scope, input.id);
    },
    writes,
  );
  r(
    orgCentreApi.joinPreview,
    async ({ input, user }) => invitations.joinPreview(store, user.userId, input.token),
    tries,
  );
  r(
    orgCentreApi.joinApply,
    async ({ input, user }) => invitations.joinApply(store, user, input.token),
    tries,
  );
  r(orgCentreApi.joinList, async ({ input, scope, user }) => {
    await allowed(scope, user.userId, 'staff.manage');
    return invitations.joinList(scope, true, input.status);
  });
  r(
    orgCentreApi.joinDecide,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'staff.manage');
      return invitations.joinDecide(scope, user.userId, input.id, input.approve);
    },
    writes,
  );

  r(orgCentreApi.addressBook, async ({ input, scope, user }) => {
    await inOrganisation(scope);
    return addressBook(scope, user.userId, input, deps.cardIdsOf);
  });

  // Seats.
  r(orgCentreApi.seatSummary, async ({ scope }) => {
    await inOrganisation(scope);
    return seatSummary(scope, deps.planOf);
  });
  r(
    orgCentreApi.seatAssign,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'seat.assign');
      return assignSeat(scope, user.userId, input.userId, deps.planOf);
    },
    seatWrites,
  );
  r(
    orgCentreApi.seatRelease,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'seat.assign');
      return releaseSeat(scope, input.userId, deps.planOf);
    },
    seatWrites,
  );

  // The organisation account: read by every member, changed with org.manage.
  r(orgCentreApi.orgAccount, async ({ scope }) => {
    await inOrganisation(scope);
    return orgAccount(scope);
  });
  r(
    orgCentreApi.orgAccountSave,
    async ({ input, scope, user }) => {
      await allowed(scope, user.userId, 'org.manage');
      return saveOrgAccount(scope, input);
    },
    writes,
  );
}
