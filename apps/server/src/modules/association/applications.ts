import { ASSOCIATION_LIMITS as L, ResultCode, type AssociationApplication } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { AppError } from '../../lib/errors';
import { tenantNamesOf, userDisplayNames } from '../accounts';
import { requireAdmin, workspaceOpen, type Viewer } from './access';
import * as repo from './applications-repo';
import * as settings from './association-repo';
import { bad, companyFacts, insertMember, requireLevel, termOrder } from './members';

/**
 * Applications to join (docs/association.md "Applications"): a signed-in user of another
 * organisation applies for a company of the data set to an association that takes applications
 * (listed, or by its application link with the association's id). The row lives in the
 * association's tenant; the applicant reads their own rows in every association by their user id.
 * The association's administrator approves (a member of a level for a term) or rejects with a reason.
 */

const applicationNotFound = () => new AppError('associationApplicationNotFound', ResultCode.NOT_FOUND, 404);
const associationNotFound = () => new AppError('associationNotFound', ResultCode.NOT_FOUND, 404);
const pendingAlready = () => bad('associationApplicationPending');

export async function present(
  db: TenantScope['db'],
  rows: readonly repo.ApplicationRow[],
): Promise<AssociationApplication[]> {
  const [people, orgs] = await Promise.all([
    userDisplayNames(db, [...new Set(rows.map((r) => r.applicant_user_id))]),
    tenantNamesOf(db, [...new Set(rows.map((r) => r.tenant_id))]),
  ]);
  return rows.map((r) => ({
    applicationId: r.id,
    associationId: r.tenant_id,
    associationName: orgs.get(r.tenant_id) ?? '',
    companyId: r.company_id,
    companyName: r.company_name,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    note: r.note,
    state: r.state,
    reason: r.reason,
    applicantName: people.get(r.applicant_user_id) ?? '',
    memberId: r.member_id,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  }));
}

// ------------------------------------------------------------------ the association's side

export async function applicationPage(
  scope: TenantScope,
  input: { state?: 'pending' | 'approved' | 'rejected' | undefined; current: number; size: number },
) {
  const { rows, total } = await repo.applicationPage(scope, input.state, input);
  return { records: await present(scope.db, rows), total, current: input.current, size: input.size };
}

async function decided(scope: TenantScope, row: repo.ApplicationRow | null) {
  if (!row) throw bad('associationApplicationDecided');
  return (await present(scope.db, [row]))[0]!;
}

export async function approve(
  scope: TenantScope,
  viewer: Viewer,
  input: { applicationId: string; levelId: string; termStart: string; termEnd: string },
) {
  requireAdmin(viewer);
  if (input.termEnd < input.termStart) throw termOrder();
  await requireLevel(scope, input.levelId);
  const row = await scope.transaction(async (tx) => {
    const a = await repo.applicationForUpdate(tx, input.applicationId);
    if (!a) throw applicationNotFound();
    if (a.state !== 'pending') throw bad('associationApplicationDecided');
    const company = await companyFacts(tx, a.company_id).catch(() => ({
      companyId: a.company_id,
      companyName: a.company_name,
      regionCode: null,
      industryCode: null,
    }));
    const member = await insertMember(tx, {
      ...company,
      levelId: input.levelId,
      contactName: a.contact_name,
      contactPhone: a.contact_phone,
      contactUserId: a.applicant_user_id,
      termStart: input.termStart,
      termEnd: input.termEnd,
    });
    return repo.decide(tx, a.id, { state: 'approved', reason: null, by: viewer.userId, memberId: member.id });
  });
  return decided(scope, row);
}

export async function reject(
  scope: TenantScope,
  viewer: Viewer,
  input: { applicationId: string; reason: string },
) {
  requireAdmin(viewer);
  const row = await scope.transaction(async (tx) => {
    const a = await repo.applicationForUpdate(tx, input.applicationId);
    if (!a) throw applicationNotFound();
    if (a.state !== 'pending') throw bad('associationApplicationDecided');
    return repo.decide(tx, a.id, {
      state: 'rejected',
      reason: input.reason,
      by: viewer.userId,
      memberId: null,
    });
  });
  return decided(scope, row);
}

// ------------------------------------------------------------------ the applicant's side

/**
 * Associations in any tenant (routes.ts makes it): `every` reads across tenants (only ids, intros,
 * counts and the caller's own applications leave); `tenant` opens one association's scope.
 */
export interface AnyTenantStore {
  every: Store['unscoped'];
  tenant: (tenantId: string) => TenantScope;
}

/** Associations that take applications and have bought 会员管理 (the applicant's list). */
export async function openAssociations(store: AnyTenantStore, db: TenantScope['db'], only?: string) {
  const rows = await settings.acceptingAnyTenant(store.every, only);
  const open = [];
  // An association's purchase is checked in its own tenant.
  for (const r of rows) if (await workspaceOpen(store.tenant(r.tenant_id))) open.push(r);
  const [names, counts] = await Promise.all([
    tenantNamesOf(
      db,
      open.map((r) => r.tenant_id),
    ),
    settings.activeCountsAnyTenant(
      store.every,
      open.map((r) => r.tenant_id),
    ),
  ]);
  return open.map((r) => ({
    associationId: r.tenant_id,
    name: names.get(r.tenant_id) ?? '',
    intro: r.intro,
    members: counts.get(r.tenant_id) ?? 0,
  }));
}

export async function openAssociation(store: AnyTenantStore, db: TenantScope['db'], associationId: string) {
  const [found] = await openAssociations(store, db, associationId);
  if (!found) throw associationNotFound();
  return found;
}

/**
 * The caller applies for a company: to another organisation's association that takes
 * applications; one pending application per company and association (400), the company not yet a
 * member (400), at most 20 pending applications per applicant.
 */
export async function apply(
  store: AnyTenantStore,
  scope: TenantScope,
  userId: string,
  input: {
    associationId: string;
    companyId: string;
    contactName: string;
    contactPhone: string;
    note: string;
  },
) {
  if (input.associationId === scope.tenantId) throw bad('associationOwnApply');
  await openAssociation(store, scope.db, input.associationId);
  const company = await companyFacts(scope, input.companyId);
  if ((await repo.pendingOfApplicantAnyTenant(store.every, userId)) >= L.pendingPerApplicantMax)
    throw bad('associationApplicationsMax');
  // The application is written in the association's tenant, which it belongs to.
  const target = store.tenant(input.associationId);
  const row = await target
    .transaction(async (tx) => {
      await settings.lockAssociation(tx);
      if (await settings.activeMemberOfCompany(tx, company.companyId)) throw bad('associationAlreadyMember');
      if (await repo.pendingOfCompany(tx, company.companyId)) throw pendingAlready();
      return repo.insertApplication(tx, {
        applicantTenantId: scope.tenantId,
        applicantUserId: userId,
        companyId: company.companyId,
        companyName: company.companyName,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        note: input.note,
      });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw pendingAlready();
      throw err;
    });
  return (await present(scope.db, [row]))[0]!;
}

export async function myApplications(store: AnyTenantStore, db: TenantScope['db'], userId: string) {
  return present(db, await repo.applicationsOfApplicantAnyTenant(store.every, userId, 100));
}

export const pendingCount = (scope: TenantScope) => repo.countPending(scope);

// ------------------------------------------------------------------ settings

/** Whether the association takes applications (no until the administrator opens them) and its intro. */
export async function settingsOf(scope: TenantScope) {
  const s = await settings.settingsOf(scope);
  return { accepting: s?.accepting ?? false, intro: s?.intro ?? '', associationId: scope.tenantId };
}

export async function saveSettings(
  scope: TenantScope,
  viewer: Viewer,
  input: { accepting: boolean; intro: string },
) {
  requireAdmin(viewer);
  await settings.saveSettings(scope, input);
  return settingsOf(scope);
}
