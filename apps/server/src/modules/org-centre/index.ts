import type { FastifyInstance } from 'fastify';
import { orgCentreRoutes, type OrgCentreDeps } from './routes';

/**
 * The organisation centre (issue 29 items 1–3; docs/org-centre.md): departments, posts, roles and
 * their permissions, staff, invitations and joins, the address book, seats and the organisation
 * account. Other modules ask it what a member may do (permissions) and whether they hold a seat.
 * Pay's seat count, vcard's cards and the workspaces' hand-overs are handed in by modules/index.ts.
 */
export const orgCentreModule = async (app: FastifyInstance, deps: OrgCentreDeps) =>
  orgCentreRoutes(app, deps);

export { hasPermission, permissionsOf, requirePermission, withPermission } from './permissions';
export { actorHoldsSeat, seatIfFree, type SeatPlan } from './seats';
export type { Handover } from './staff';
