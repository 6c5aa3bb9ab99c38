import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';
import type { AnyTenant } from './association-repo';

type Scope = ScopeOf<'association'>;
type State = 'pending' | 'approved' | 'rejected';

/** Applications to join: rows of the association's tenant, made by users of other organisations. */

const COLUMNS = [
  'assoc_applications.id',
  'assoc_applications.tenant_id',
  'assoc_applications.applicant_user_id',
  'assoc_applications.company_id',
  'assoc_applications.company_name',
  'assoc_applications.contact_name',
  'assoc_applications.contact_phone',
  'assoc_applications.note',
  'assoc_applications.state',
  'assoc_applications.reason',
  'assoc_applications.member_id',
  'assoc_applications.created_at',
  'assoc_applications.decided_at',
] as const;

const withIds = <R extends { id: string; member_id: string | null }>(r: R): R => ({
  ...r,
  id: String(r.id),
  member_id: r.member_id === null ? null : String(r.member_id),
});

export interface NewApplication {
  applicantTenantId: string;
  applicantUserId: string;
  companyId: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  note: string;
  state?: State;
  reason?: string | null;
  at?: Date;
}

/** Written in the association's scope (the applicant's service opens it; docs/association.md). */
export async function insertApplication(scope: Scope, a: NewApplication) {
  const r = await scope
    .insertInto('assoc_applications', {
      applicant_tenant_id: a.applicantTenantId,
      applicant_user_id: a.applicantUserId,
      company_id: a.companyId,
      company_name: a.companyName,
      contact_name: a.contactName,
      contact_phone: a.contactPhone,
      note: a.note,
      ...(a.state ? { state: a.state } : {}),
      ...(a.reason ? { reason: a.reason } : {}),
      ...(a.at ? { created_at: a.at } : {}),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return withIds(r);
}
export type ApplicationRow = Awaited<ReturnType<typeof insertApplication>>;

export async function pendingOfCompany(scope: Scope, companyId: string) {
  const r = await scope
    .selectFrom('assoc_applications')
    .select('assoc_applications.id')
    .where('assoc_applications.company_id', '=', companyId)
    .where('assoc_applications.state', '=', 'pending')
    .executeTakeFirst();
  return r ? String(r.id) : null;
}

/** The row locked for a decision (null when the association has no such application). */
export async function applicationForUpdate(scope: Scope, id: string): Promise<ApplicationRow | null> {
  const r = await scope
    .selectFrom('assoc_applications')
    .select(COLUMNS)
    .where('assoc_applications.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return r ? withIds(r) : null;
}

export async function decide(
  scope: Scope,
  id: string,
  d: {
    state: 'approved' | 'rejected';
    reason: string | null;
    by: string;
    memberId: string | null;
    at?: Date;
  },
) {
  const r = await scope
    .updateTable('assoc_applications')
    .set({
      state: d.state,
      reason: d.reason,
      decided_by: d.by,
      decided_at: d.at ?? new Date(),
      member_id: d.memberId,
    })
    .where('assoc_applications.id', '=', id)
    .where('assoc_applications.state', '=', 'pending')
    .returning(COLUMNS)
    .executeTakeFirst();
  return r ? withIds(r) : null;
}

export async function applicationPage(scope: Scope, state: State | undefined, page: PageRequest) {
  let q = scope.selectFrom('assoc_applications').select(COLUMNS);
  if (state) q = q.where('assoc_applications.state', '=', state);
  const { rows, total } = await paginate(
    q.orderBy(sql`assoc_applications.state = 'pending'`, 'desc').orderBy('assoc_applications.id', 'desc'),
    page,
  );
  return { rows: rows.map(withIds), total };
}

export async function countPending(scope: Scope) {
  const r = await scope
    .selectFrom('assoc_applications')
    .select(sql<string>`count(*)`.as('n'))
    .where('assoc_applications.state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The applicant's own applications in every association (newest first, at most `limit`). */
export async function applicationsOfApplicantAnyTenant(unscoped: AnyTenant, userId: string, limit: number) {
  const rows = await unscoped
    .selectFrom('assoc_applications')
    .select(COLUMNS)
    .where('assoc_applications.applicant_user_id', '=', userId)
    .orderBy('assoc_applications.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(withIds);
}

/** The applicant's pending applications in every association (the per-applicant cap). */
export async function pendingOfApplicantAnyTenant(unscoped: AnyTenant, userId: string) {
  const r = await unscoped
    .selectFrom('assoc_applications')
    .select(sql<string>`count(*)`.as('n'))
    .where('assoc_applications.applicant_user_id', '=', userId)
    .where('assoc_applications.state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
