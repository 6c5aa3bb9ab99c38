import {
  LEADS_LIMITS,
  ResultCode,
  type FollowUp,
  type FollowUpKind,
  type Lead,
  LEAD_PRODUCT_TAGS,
  type LeadAssignInput,
  type LeadProductTag,
  type LeadStatus,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { StoreOf } from '../../db/module-store';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { staffWithNames, userDisplayNames } from '../accounts';
import {
  canManage,
  canWork,
  leadNotFound,
  requireManagedList,
  requireMembers,
  requireVisibleList,
  type Viewer,
  viewerOf,
} from './access';
import * as repo from './leads-repo';
import { listNames, visibleListIds } from './lists-repo';
import { areaOf } from './search';
import { getDivision, getSection } from '../bigdata';
import { todayInChina } from '../../lib/china-time';
import { isoOrNull } from '../../lib/iso';

/** Leads of a list: page, assign, status, follow-ups and the due badge (docs/leads.md). */

const industryName = (code: string) => getDivision(code)?.name ?? getSection(code)?.name ?? '';

async function present(
  db: Q,
  viewer: Viewer,
  owners: Map<string, string>,
  rows: readonly repo.LeadRow[],
): Promise<Lead[]> {
  const names = await userDisplayNames(
    db,
    rows.flatMap((r) => (r.assignee_id ? [r.assignee_id] : [])),
  );
  return rows.map((r) => ({
    leadId: r.id,
    listId: r.list_id,
    companyId: r.company_id,
    companyName: r.company_name,
    uscNo: r.usc_no,
    regionCode: r.region_code,
    regionName: areaOf(r.region_code),
    industryName: industryName(r.industry_code),
    score: Number(r.score),
    status: r.status,
    invalidReason: r.invalid_reason,
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_id ? (names.get(r.assignee_id) ?? '') : null,
    nextFollowUpOn: r.next_follow_up_on,
    lastFollowUpAt: isoOrNull(r.last_follow_up_at),
    followUpCount: r.follow_up_count,
    convertedAt: isoOrNull(r.converted_at),
    productTags: r.product_tags ?? [],
    canWork: canWork(viewer, { owner_id: owners.get(r.list_id) ?? '', assignee_id: r.assignee_id }),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function leadPage(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: {
    listId: string;
    current: number;
    size: number;
    status?: LeadStatus;
    assigneeId?: string;
    keyword?: string;
    productTag?: LeadProductTag;
  },
) {
  const list = await requireVisibleList(scope, viewer, input.listId);
  const page = await repo.leadPage(scope, input);
  return {
    records: await present(db, viewer, new Map([[list.id, list.owner_id]]), page.rows),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

/** Spreads ids across members in turn (the first member takes the first lead, and so on). */
export function spreadEvenly(ids: readonly string[], members: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>(members.map((m) => [m, []]));
  ids.forEach((id, i) => out.get(members[i % members.length]!)!.push(id));
  return out;
}

/** The member of the longest region key a code starts with (a county beats its city, a city its province). */
export function memberForRegion(
  regionCode: string,
  regionMap: Readonly<Record<string, string>>,
): string | null {
  let best: { len: number; member: string } | null = null;
  for (const [key, member] of Object.entries(regionMap)) {
    const prefix = key.endsWith('0000') ? key.slice(0, 2) : key.endsWith('00') ? key.slice(0, 4) : key;
    if (regionCode.startsWith(prefix) && (!best || prefix.length > best.len))
      best = { len: prefix.length, member };
  }
  return best?.member ?? null;
}

export async function assign(db: Q, scope: TenantScope, viewer: Viewer, input: LeadAssignInput) {
  await requireManagedList(scope, viewer, input.listId);
  const plan = new Map<string | null, string[]>();
  if (input.mode === 'manual') {
    const assignee = input.assigneeId ?? null;
    if (assignee) await requireMembers(db, scope.tenantId, [assignee]);
    const found = await repo.leadsByIds(scope, input.leadIds ?? []);
    if (found.length !== new Set(input.leadIds).size || found.some((l) => l.list_id !== input.listId))
      throw leadNotFound();
    plan.set(
      assignee,
      found.map((l) => l.id),
    );
  } else if (input.mode === 'even') {
    const members = [...new Set(input.memberIds ?? [])];
    await requireMembers(db, scope.tenantId, members);
    let ids: string[];
    if (input.leadIds) {
      const found = await repo.leadsByIds(scope, input.leadIds);
      if (found.length !== new Set(input.leadIds).size || found.some((l) => l.list_id !== input.listId))
        throw leadNotFound();
      const order = new Map(input.leadIds.map((id, i) => [id, i]));
      ids = found.map((l) => l.id).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    } else ids = (await repo.leadsOfList(scope, input.listId, { unassignedOnly: true })).map((l) => l.id);
    for (const [m, part] of spreadEvenly(ids, members)) plan.set(m, part);
  } else {
    const map = input.regionMap ?? {};
    await requireMembers(db, scope.tenantId, [...new Set(Object.values(map))]);
    for (const l of await repo.leadsOfList(scope, input.listId)) {
      const m = memberForRegion(l.region_code, map);
      if (m) plan.set(m, [...(plan.get(m) ?? []), l.id]);
    }
  }
  if (![...plan.values()].some((ids) => ids.length))
    throw new AppError('leadsNoLeadsToAssign', ResultCode.BAD_REQUEST, 400);
  const changed = await scope.transaction(async (tx) => {
    let n = 0;
    for (const [member, ids] of plan) n += await repo.assign(tx, input.listId, ids, member);
    return n;
  });
  return { changed };
}

/** Leads the viewer may work on: each visible (else not found) and theirs to work (else 403). */
async function requireWorkable(scope: TenantScope, viewer: Viewer, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = await repo.leadsByIds(scope, unique);
  const visible = new Set(await visibleListIds(scope, viewer));
  if (found.length !== unique.length || found.some((l) => !visible.has(l.list_id))) throw leadNotFound();
  if (found.some((l) => !canWork(viewer, l))) throw forbidden('leadsWorkOnly');
  return found;
}

export async function setStatus(
  scope: TenantScope,
  viewer: Viewer,
  input: { leadIds: string[]; status: LeadStatus; reason?: string },
) {
  if (input.status === 'invalid' && !input.reason)
    throw new AppError('leadsInvalidReason', ResultCode.BAD_REQUEST, 400);
  const found = await requireWorkable(scope, viewer, input.leadIds);
  const changed = await scope.transaction((tx) =>
    repo.setStatus(
      tx,
      found.map((l) => l.id),
      input.status,
      input.reason ?? null,
    ),
  );
  return { changed };
}

/** Sets the products to pitch on leads (金融拓客): the same rights as a status change. */
export async function setProducts(
  scope: TenantScope,
  viewer: Viewer,
  input: { leadIds: string[]; tags: LeadProductTag[] },
) {
  const found = await requireWorkable(scope, viewer, input.leadIds);
  const tags = LEAD_PRODUCT_TAGS.filter((t) => input.tags.includes(t));
  const changed = await scope.transaction((tx) =>
    repo.setProducts(
      tx,
      found.map((l) => l.id),
      tags,
    ),
  );
  return { changed };
}

export async function addFollowUp(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { leadId: string; kind: FollowUpKind; note: string; nextOn?: string },
  at: Date = new Date(),
): Promise<FollowUp> {
  await requireWorkable(scope, viewer, [input.leadId]);
  const row = await scope.transaction(async (tx) => {
    const f = await repo.insertFollowUp(tx, {
      leadId: input.leadId,
      userId: viewer.userId,
      kind: input.kind,
      note: input.note,
      nextOn: input.nextOn ?? null,
      at,
    });
    await repo.touchAfterFollowUp(tx, input.leadId, input.nextOn ?? null, at);
    return f;
  });
  const names = await userDisplayNames(db, [row.user_id]);
  return toFollowUp(row, names);
}

const toFollowUp = (
  f: Awaited<ReturnType<typeof repo.followUps>>[number],
  names: Map<string, string>,
): FollowUp => ({
  id: f.id,
  leadId: f.lead_id,
  kind: f.kind,
  note: f.note,
  nextOn: f.next_on,
  userId: f.user_id,
  userName: names.get(f.user_id) ?? '',
  createdAt: new Date(f.created_at).toISOString(),
});

/** A visible lead's follow-ups (every viewer of the list may read them). */
export async function followUpList(db: Q, scope: TenantScope, viewer: Viewer, leadId: string) {
  const [lead] = await repo.leadsByIds(scope, [leadId]);
  if (!lead || !(await visibleListIds(scope, viewer)).includes(lead.list_id)) throw leadNotFound();
  const rows = await repo.followUps(scope, leadId, LEADS_LIMITS.followUpsMax);
  const names = await userDisplayNames(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => toFollowUp(r, names));
}

/** The viewer's open leads with a follow-up due today or before, in lists they still see. */
export async function due(db: Q, scope: TenantScope, viewer: Viewer, now: Date = new Date()) {
  const today = todayInChina(now);
  const listIds = await visibleListIds(scope, viewer);
  const r = await repo.dueLeads(scope, viewer.userId, listIds, today, LEADS_LIMITS.dueMax);
  // The assignee works their leads whoever owns the list.
  const owners = new Map(r.rows.map((l) => [l.list_id, '']));
  return {
    today,
    dueToday: r.dueToday,
    overdue: r.overdue,
    leads: await present(db, viewer, owners, r.rows),
  };
}

/** Members with leads due by today (China time) and their organisations: the reminder sweep's recipients. */
export async function dueAssignees(unscoped: StoreOf<'leads'>['unscoped'], now: Date = new Date()) {
  const rows = await repo.dueAssignees(unscoped, todayInChina(now));
  return rows.flatMap((r) => (r.assignee_id ? [{ tenantId: r.tenant_id, userId: r.assignee_id }] : []));
}

/** Members of the caller's organisation, administrators first. */
export const members = (db: Q, tenantId: string) => staffWithNames(db, tenantId);

export { canManage };

/**
 * Leads the caller may convert into customers (the customers module's from-leads): each visible
 * and workable, else not found or 403 as for a status change. Answers the company snapshot and
 * the list's name (the customer's timeline names it).
 */
export async function leadsForConversion(
  db: Q,
  scope: TenantScope,
  userId: string,
  leadIds: readonly string[],
) {
  const viewer = await viewerOf(db, scope, userId);
  const found = await requireWorkable(scope, viewer, leadIds);
  const names = await listNames(scope, [...new Set(found.map((l) => l.list_id))]);
  return found.map((l) => ({
    leadId: l.id,
    companyId: l.company_id,
    companyName: l.company_name,
    uscNo: l.usc_no,
    creditKey: l.credit_key,
    regionCode: l.region_code,
    industryCode: l.industry_code,
    listName: names.get(l.list_id) ?? '',
  }));
}

/** Marks converted leads (inside the caller's transaction, so the customers and the status land together). */
export const markConverted = (tx: TenantScope, leadIds: readonly string[], at: Date = new Date()) =>
  repo.setStatus(tx, leadIds, 'converted', null, at);
