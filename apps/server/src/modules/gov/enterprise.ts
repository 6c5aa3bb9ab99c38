import {
  attachmentTypeMatches,
  type AppealDetail,
  type EntMe,
  type GovAttachment,
  type GovCategory,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { todayInChina } from '../../lib/china-time';
import { requireCompany } from '../bigdata';
import { storedAttachments } from '../files';
import { appealNotFound, bad, workspaceOpen } from './access';
import * as appeals from './appeals-repo';
import * as links from './links-repo';
import { deskNames } from './notices-repo';
import { namesFor, toAppeal, toDetail } from './present';
import { containingCodes, regionName, specificity } from './region';
import { desksServing, departmentNames } from './settings-repo';
import { parseCategoryDays } from './settings';
import { deadlineAfter } from './time';

/**
 * The enterprise side (docs/gov.md): any signed-in user chooses their company from the data set
 * (gov_company_links, kept in their own organisation); the desk serving the company's region —
 * the most specific desk whose organisation still has type 5 — receives their appeals, and its
 * notices to the region or to the company reach them.
 */

export interface ServingDesk {
  tenantId: string;
  deskName: string;
  regionCode: string;
  categoryDays: ReturnType<typeof parseCategoryDays>;
}

export async function deskServing(store: Store, regionCode: string): Promise<ServingDesk | null> {
  const codes = containingCodes(regionCode);
  if (!codes.length) return null;
  // eslint-disable-next-line no-restricted-syntax -- the desks of every organisation: the one serving the company's region is looked up by its region
  const rows = await desksServing(store.unscoped, codes);
  const ordered = [...rows].sort((a, b) => specificity(b.region_code) - specificity(a.region_code));
  for (const r of ordered) {
    // eslint-disable-next-line no-restricted-syntax -- whether that desk's organisation still has type 5 (a lapsed desk receives nothing)
    if (await workspaceOpen(store.forTenant(r.tenant_id)))
      return {
        tenantId: r.tenant_id,
        deskName: r.desk_name,
        regionCode: r.region_code,
        categoryDays: parseCategoryDays(r.category_days),
      };
  }
  return null;
}

export async function companyOf(scope: TenantScope, userId: string) {
  const l = await links.linkOf(scope, userId);
  return l ? { companyId: l.company_id, companyName: l.company_name, regionCode: l.region_code } : null;
}

export async function entMe(store: Store, scope: TenantScope, userId: string): Promise<EntMe> {
  const company = await companyOf(scope, userId);
  if (!company) return { company: null, desk: null };
  const desk = await deskServing(store, company.regionCode);
  return {
    company: { ...company, regionName: regionName(company.regionCode) },
    desk: desk ? { deskName: desk.deskName, regionName: regionName(desk.regionCode) } : null,
  };
}

export async function setCompany(store: Store, scope: TenantScope, userId: string, companyId: string) {
  const c = await requireCompany(store.db, companyId).catch(() => {
    throw bad('govCompanyNotFound');
  });
  await links.saveLink(scope, userId, {
    companyId: c.company_id,
    companyName: c.company_name,
    regionCode: c.region_code,
  });
  return entMe(store, scope, userId);
}

/**
 * The attachments as the files module stored them: the submitter's own uploads, with the type found
 * from their bytes (whatever the client says), and a name that says that type.
 */
async function storedFiles(scope: TenantScope, userId: string, list: readonly GovAttachment[]) {
  const stored = await storedAttachments(scope, userId, list);
  if (!stored || stored.some((a) => !attachmentTypeMatches(a.name, a.mime)))
    throw bad('govAttachmentMismatch');
  return stored;
}

async function detailFor(store: Store, row: appeals.AppealRow, now: Date): Promise<AppealDetail> {
  // eslint-disable-next-line no-restricted-syntax -- the submitter reads their own appeal in the desk it was sent to (found by submitter)
  const desk = store.forTenant(row.tenant_id);
  const [events, departments] = await Promise.all([appeals.eventsOf(desk, row.id), departmentNames(desk)]);
  // eslint-disable-next-line no-restricted-syntax -- the desk's name, for the submitter
  const desks = await deskNames(store.unscoped, [row.tenant_id]);
  const names = await namesFor(store.db, [row], events, departments, desks);
  return toDetail(row, events, names, todayInChina(now));
}

export async function submit(
  store: Store,
  scope: TenantScope,
  userId: string,
  input: {
    category: GovCategory;
    title: string;
    content: string;
    contactName: string;
    contactPhone: string;
    attachments: GovAttachment[];
  },
  now: Date,
): Promise<AppealDetail> {
  const company = await companyOf(scope, userId);
  if (!company) throw bad('govCompanyRequired');
  const desk = await deskServing(store, company.regionCode);
  if (!desk) throw bad('govNoDesk');
  const attachments = await storedFiles(scope, userId, input.attachments);
  // eslint-disable-next-line no-restricted-syntax -- the appeal is the desk's: written into the desk's tenant
  const deskScope = store.forTenant(desk.tenantId);
  const id = await deskScope.transaction(async (tx) => {
    const appealId = await appeals.insertAppeal(tx, {
      submitter_tenant_id: scope.tenantId,
      submitter_user_id: userId,
      company_id: company.companyId,
      company_name: company.companyName,
      region_code: company.regionCode,
      category: input.category,
      title: input.title,
      content: input.content,
      contact_name: input.contactName,
      contact_phone: input.contactPhone,
      attachments: JSON.stringify(attachments),
      deadline: deadlineAfter(now, desk.categoryDays[input.category]),
      created_at: now,
    });
    await appeals.insertEvent(tx, {
      appealId,
      kind: 'submitted',
      side: 'enterprise',
      actorId: userId,
      createdAt: now,
    });
    return appealId;
  });
  return detailFor(store, (await appeals.deskAppeal(deskScope, id))!, now);
}

async function ownAppeal(store: Store, scope: TenantScope, userId: string, appealId: string) {
  // eslint-disable-next-line no-restricted-syntax -- the caller's own appeals, in the desks they were sent to (filtered by submitter)
  const a = await appeals.submitterAppeal(store.unscoped, scope.tenantId, userId, appealId);
  if (!a) throw appealNotFound();
  return a;
}

export async function entDetail(
  store: Store,
  scope: TenantScope,
  userId: string,
  appealId: string,
  now: Date,
) {
  return detailFor(store, await ownAppeal(store, scope, userId, appealId), now);
}

export async function entPage(
  store: Store,
  scope: TenantScope,
  userId: string,
  page: { current: number; size: number },
  now: Date,
) {
  // eslint-disable-next-line no-restricted-syntax -- the caller's own appeals, in the desks they were sent to (filtered by submitter)
  const found = await appeals.submitterPage(store.unscoped, scope.tenantId, userId, page);
  const tenants = found.rows.map((r) => r.tenant_id);
  // eslint-disable-next-line no-restricted-syntax -- the desks' names, for the submitter
  const desks = await deskNames(store.unscoped, tenants);
  const names = await namesFor(store.db, found.rows, [], new Map(), desks);
  const today = todayInChina(now);
  return {
    records: found.rows.map((r) => ({ ...toAppeal(r, names, today), departmentName: '', assigneeName: '' })),
    total: found.total,
    current: page.current,
    size: page.size,
  };
}

/** Adds information to an appeal the desk has not finished (logged on its progress). */
export async function supplement(
  store: Store,
  scope: TenantScope,
  userId: string,
  input: { appealId: string; text: string },
  now: Date,
) {
  const a = await ownAppeal(store, scope, userId, input.appealId);
  if (a.state === 'closed' || a.state === 'rejected') throw bad('govAppealClosed');
  // eslint-disable-next-line no-restricted-syntax -- the event is the desk's: written into the desk's tenant
  const desk = store.forTenant(a.tenant_id);
  await appeals.insertEvent(desk, {
    appealId: a.id,
    kind: 'supplemented',
    side: 'enterprise',
    actorId: userId,
    text: input.text,
    createdAt: now,
  });
  return detailFor(store, a, now);
}

/** Rates once, after the answer: 1 to 5 with a comment. */
export async function rate(
  store: Store,
  scope: TenantScope,
  userId: string,
  input: { appealId: string; rating: number; comment: string },
  now: Date,
) {
  const a = await ownAppeal(store, scope, userId, input.appealId);
  if (a.rating !== null) throw bad('govRatedAlready');
  if (a.state !== 'answered' && a.state !== 'closed') throw bad('govRateNotYet');
  // eslint-disable-next-line no-restricted-syntax -- the rating is on the desk's appeal: written into the desk's tenant
  const desk = store.forTenant(a.tenant_id);
  const done = await desk.transaction(async (tx) => {
    if (!(await appeals.rateAppeal(tx, a.id, input.rating, input.comment))) return false;
    await appeals.insertEvent(tx, {
      appealId: a.id,
      kind: 'rated',
      side: 'enterprise',
      actorId: userId,
      text: `${input.rating}${input.comment ? ` ${input.comment}` : ''}`,
      createdAt: now,
    });
    return true;
  });
  if (!done) throw bad('govRatedAlready');
  return detailFor(store, (await appeals.deskAppeal(desk, a.id))!, now);
}
