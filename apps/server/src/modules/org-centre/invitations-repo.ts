import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'org-centre'>;

/**
 * Invitations and join requests. They are shared tables, filtered by tenant here: an invitee is
 * outside the organisation until approved, so their calls reach the invitation by its token.
 */

export const liveInvitations = (db: Queries, tenantId: string) =>
  db
    .selectFrom('org_invitations')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .execute();

export const invitationByTokenHash = (db: Queries, tokenHash: string) =>
  db
    .selectFrom('org_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

export const insertInvitation = (
  db: Queries,
  row: {
    id: string;
    tenant_id: string;
    token_hash: string;
    phone: string;
    created_by: string;
    expires_at: Date;
  },
) => db.insertInto('org_invitations').values(row).execute();

export async function revokeInvitation(db: Queries, tenantId: string, id: string): Promise<boolean> {
  const r = await db
    .updateTable('org_invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function joinedThrough(db: Queries, tenantId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('org_join_requests')
    .select(['invitation_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'approved')
    .groupBy('invitation_id')
    .execute();
  return new Map(rows.map((r) => [r.invitation_id ?? '', Number(r.n)]));
}

export const pendingRequestOf = (db: Queries, tenantId: string, userId: string) =>
  db
    .selectFrom('org_join_requests')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export const insertJoinRequest = (
  db: Queries,
  row: { id: string; tenant_id: string; user_id: string; invitation_id: string },
) =>
  db
    .insertInto('org_join_requests')
    .values(row)
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).where('status', '=', 'pending').doNothing())
    .execute();

export const joinRequests = (db: Queries, tenantId: string, status?: string) => {
  let q = db.selectFrom('org_join_requests').selectAll().where('tenant_id', '=', tenantId);
  if (status) q = q.where('status', '=', status as 'pending');
  return q.orderBy('created_at', 'desc').limit(200).execute();
};

/** Decides a pending request once: false when it was not pending (decided by someone else). */
export async function decideJoinRequest(
  db: Queries,
  tenantId: string,
  id: string,
  status: 'approved' | 'rejected',
  by: string,
) {
  return db
    .updateTable('org_join_requests')
    .set({ status, decided_at: sql<Date>`now()`, decided_by: by })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['user_id'])
    .executeTakeFirst();
}
