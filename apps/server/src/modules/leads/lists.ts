import {
  LEAD_STATUSES,
  LEADS_LIMITS,
  ResultCode,
  type LeadList,
  type LeadProfile,
  type LeadStatus,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { userDisplayNames } from '../accounts';
import { canManage, requireManagedList, requireMembers, requireVisibleList, type Viewer } from './access';
import * as leadsRepo from './leads-repo';
import * as repo from './lists-repo';
import { companiesByIds, scoreOf, topOfProfile, type CardSource } from './search';
import type { CandidateRow } from './search-repo';

/** Lead lists: create, page, rename, delete, share, add companies (docs/leads.md). */

/** Leads a list made from a profile takes when `top` is not given. */
export const DEFAULT_TOP = 1000;

const full = () => new AppError('leadsListFull', ResultCode.BAD_REQUEST, 400);

export const creditKeyOf = (c: { usc_no: string; company_id: string }) => c.usc_no || `id:${c.company_id}`;

export const toNewLead = (c: CandidateRow): leadsRepo.NewLead => ({
  company_id: c.company_id,
  credit_key: creditKeyOf(c),
  usc_no: c.usc_no,
  company_name: c.company_name,
  region_code: c.region_code,
  industry_code: c.industry_division_code || c.industry_section_code,
  score: scoreOf(c.total_score),
});

async function present(db: Q, scope: TenantScope, viewer: Viewer, rows: repo.ListRow[]): Promise<LeadList[]> {
  const ids = rows.map((r) => r.id);
  const [shares, counts, names] = await Promise.all([
    repo.sharesOf(scope, ids),
    repo.statusCounts(scope, ids),
    userDisplayNames(
      db,
      rows.map((r) => r.owner_id),
    ),
  ]);
  return rows.map((r) => {
    const c = counts.get(r.id);
    const statusCounts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, c?.get(s) ?? 0])) as Record<
      LeadStatus,
      number
    >;
    return {
      listId: r.id,
      name: r.name,
      ownerId: r.owner_id,
      ownerName: names.get(r.owner_id) ?? '',
      share: r.share,
      sharedUserIds: shares.get(r.id) ?? [],
      leadCount: r.lead_count,
      statusCounts,
      canManage: canManage(viewer, r),
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
    };
  });
}

async function presentOne(db: Q, scope: TenantScope, viewer: Viewer, listId: string): Promise<LeadList> {
  const row = await requireVisibleList(scope, viewer, listId);
  return (await present(db, scope, viewer, [row]))[0]!;
}

export async function listPage(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { current: number; size: number; keyword?: string },
) {
  const page = await repo.listPage(scope, viewer, input);
  return {
    records: await present(db, scope, viewer, page.rows),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

export const listDetail = presentOne;

/**
 * Adds companies to a list in one transaction, the list row locked: the ones whose credit code the
 * list already holds are skipped; past LEADS_LIMITS.listMax nothing is written.
 */
async function addCompanies(tx: TenantScope, listId: string, companies: readonly CandidateRow[]) {
  const list = await repo.lockList(tx, listId);
  if (!list) throw new AppError('leadsListNotFound', ResultCode.NOT_FOUND, 404);
  const byKey = new Map<string, CandidateRow>();
  for (const c of companies) if (!byKey.has(creditKeyOf(c))) byKey.set(creditKeyOf(c), c);
  const existing = await leadsRepo.existingKeys(tx, listId, [...byKey.keys()]);
  const fresh = [...byKey.entries()].filter(([k]) => !existing.has(k)).map(([, c]) => toNewLead(c));
  if (list.lead_count + fresh.length > LEADS_LIMITS.listMax) throw full();
  const added = await leadsRepo.insertLeads(tx, listId, fresh);
  if (added) await repo.addToCount(tx, listId, added);
  return { added, leadCount: list.lead_count + added };
}

export async function createList(
  db: Q,
  cards: CardSource,
  scope: TenantScope,
  viewer: Viewer,
  input: { name: string; profile?: LeadProfile; top?: number; companyIds?: string[] },
): Promise<LeadList> {
  if ((await repo.countLists(scope)) >= LEADS_LIMITS.listsPerTenant)
    throw new AppError('leadsListsMax', ResultCode.BAD_REQUEST, 400);
  let companies: CandidateRow[];
  if (input.profile) {
    companies = await topOfProfile(db, cards, input.profile, input.top ?? DEFAULT_TOP);
  } else {
    const ids = input.companyIds ?? [];
    companies = await companiesByIds(db, ids);
    if (!companies.length) throw new AppError('leadsCompanyNotFound', ResultCode.BAD_REQUEST, 400);
    // Chosen order, not the database's.
    const order = new Map(ids.map((id, i) => [id, i]));
    companies.sort((a, b) => (order.get(a.company_id) ?? 0) - (order.get(b.company_id) ?? 0));
  }
  const listId = await scope.transaction(async (tx) => {
    const id = await repo.insertList(tx, {
      ownerId: viewer.userId,
      name: input.name,
      profile: input.profile ? JSON.stringify(input.profile) : null,
    });
    await addCompanies(tx, id, companies);
    return id;
  });
  return presentOne(db, scope, viewer, listId);
}

export async function addToList(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { listId: string; companyIds: string[] },
) {
  await requireManagedList(scope, viewer, input.listId);
  const companies = await companiesByIds(db, input.companyIds);
  const r = await scope.transaction((tx) => addCompanies(tx, input.listId, companies));
  return {
    listId: input.listId,
    added: r.added,
    skipped: new Set(input.companyIds).size - r.added,
    leadCount: r.leadCount,
  };
}

export async function renameList(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { listId: string; name: string },
) {
  await requireManagedList(scope, viewer, input.listId);
  await repo.renameList(scope, input.listId, input.name);
  return presentOne(db, scope, viewer, input.listId);
}

export async function removeList(scope: TenantScope, viewer: Viewer, listId: string) {
  await requireManagedList(scope, viewer, listId);
  return { changed: await repo.removeList(scope, listId) };
}

/** Shares with chosen colleagues (members of the tenant other than the owner) or the organisation. */
export async function shareList(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { listId: string; share: 'private' | 'users' | 'organisation'; userIds?: string[] },
) {
  const list = await requireManagedList(scope, viewer, input.listId);
  const userIds =
    input.share === 'users' ? [...new Set(input.userIds ?? [])].filter((u) => u !== list.owner_id) : [];
  await requireMembers(db, scope.tenantId, userIds);
  await scope.transaction((tx) => repo.setShare(tx, input.listId, input.share, userIds));
  return presentOne(db, scope, viewer, input.listId);
}
