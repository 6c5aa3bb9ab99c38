import { ORG_TENANT_TYPES, findTenant, lockTenant, staffMember, staffMembers } from '../accounts';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest } from '../../lib/errors';
import * as repo from './seats-repo';

/**
 * Seats of the enterprise edition (issue 29 item 3; docs/org-centre.md): the edition's accountNum
 * bounds how many members hold one; only a seated member of an organisation gets its paid services.
 * Assignments survive renewals and expansions; a smaller renewal keeps them and blocks new ones
 * until enough are freed.
 */
export interface SeatPlan {
  accountNum: number;
  expireTime: string | null;
}
/** The live enterprise edition's seats (pay's, handed in by modules/index.ts). */
export type SeatPlanOf = (scope: TenantScope) => Promise<SeatPlan>;

export async function seatSummary(scope: TenantScope, planOf: SeatPlanOf) {
  const [plan, holders, members] = await Promise.all([
    planOf(scope),
    repo.seatHolders(scope),
    staffMembers(scope.db, scope.tenantId),
  ]);
  const names = new Map(members.map((m) => [m.user_id, m.name]));
  return {
    accountNum: plan.accountNum,
    used: holders.length,
    free: Math.max(0, plan.accountNum - holders.length),
    expireTime: plan.expireTime,
    holders: holders.map((h) => ({
      userId: h.user_id,
      realName: names.get(h.user_id) ?? '',
      assignTime: new Date(h.assigned_at).toISOString(),
    })),
  };
}

/**
 * Gives a member a seat. The tenant row is locked for the count and the insert, so parallel
 * assignments never exceed the seats bought.
 */
export async function assignSeat(scope: TenantScope, by: string, userId: string, planOf: SeatPlanOf) {
  const member = await staffMember(scope.db, scope.tenantId, userId);
  if (!member) throw badRequest('orgStaffNotFound');
  if (member.disabled) throw badRequest('orgSeatInactive');
  const plan = await planOf(scope);
  await scope.transaction(async (tx) => {
    await lockTenant(tx.db, tx.tenantId);
    if (await repo.holdsSeat(tx, userId)) return;
    if ((await repo.countSeats(tx)) >= plan.accountNum) throw badRequest('orgSeatsFull');
    await repo.insertSeat(tx, userId, by);
  });
  return seatSummary(scope, planOf);
}

export async function releaseSeat(scope: TenantScope, userId: string, planOf: SeatPlanOf) {
  await repo.deleteSeat(scope, userId);
  return seatSummary(scope, planOf);
}

/** Seats the buyer of an enterprise edition when a seat is free (inside pay's grant transaction). */
export async function seatIfFree(tx: TenantScope, userId: string, accountNum: number): Promise<void> {
  const tenant = await findTenant(tx.db, tx.tenantId);
  if (!tenant || !(ORG_TENANT_TYPES as readonly number[]).includes(tenant.tenant_type)) return;
  await lockTenant(tx.db, tx.tenantId);
  if (await repo.holdsSeat(tx, userId)) return;
  if ((await repo.countSeats(tx)) < accountNum) await repo.insertSeat(tx, userId, userId);
}

/**
 * Whether the request's user may use the tenant's paid services: always in a personal tenant and
 * for calls made without a user (jobs); in an organisation only with a seat.
 */
export async function actorHoldsSeat(scope: TenantScope): Promise<boolean> {
  if (!scope.actorId) return true;
  const tenant = await findTenant(scope.db, scope.tenantId);
  if (!tenant || !(ORG_TENANT_TYPES as readonly number[]).includes(tenant.tenant_type)) return true;
  return repo.holdsSeat(scope, scope.actorId);
}

export const holdsSeat = (scope: TenantScope, userId: string) => repo.holdsSeat(scope, userId);
export const dropSeat = (scope: TenantScope, userId: string) => repo.deleteSeat(scope, userId);
