import {
  CUSTOMERS_LIMITS,
  ResultCode,
  type ContactInput,
  type Customer,
  type customerCreateInput,
  type CustomerWithContacts,
  type CustomerSource,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { isUniqueViolation } from '../../db/unique';
import { AppError } from '../../lib/errors';
import { userDisplayNames } from '../accounts';
import { getDivision, placeOf, requireCompany } from '../bigdata';
import { leadsForConversion, markConverted } from '../leads';
import {
  canManage,
  customerNotFound,
  requireAdmin,
  requireManagedCustomer,
  requireMembers,
  requireVisibleCustomer,
  viewerOf,
  type Viewer,
} from './access';
import * as repo from './customers-repo';
import { openDealsOf, transferOpenDeals } from './pipeline-repo';
import { insertActivity, transferOpenTasks } from './timeline-repo';
import { isoOrNull } from '../../lib/iso';

/** Customers and contacts: the table, one customer, create, edit, reassign, convert (docs/customers.md). */

export const industryName = (code: string | null) => (code ? (getDivision(code)?.name ?? null) : null);
export const regionName = (code: string | null) => (code ? placeOf(code).area || null : null);

export const duplicate = () => new AppError('customerDuplicate', ResultCode.BAD_REQUEST, 400);

export async function present(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  rows: readonly repo.CustomerRow[],
): Promise<Customer[]> {
  const ids = rows.map((r) => r.id);
  const [collaborators, deals] = await Promise.all([
    repo.collaboratorsOf(scope, ids),
    openDealsOf(scope, ids),
  ]);
  const names = await userDisplayNames(db, [...new Set(rows.map((r) => r.owner_id))]);
  return rows.map((r) => ({
    customerId: r.id,
    name: r.name,
    uscNo: r.usc_no,
    companyId: r.company_id,
    regionName: regionName(r.region_code),
    industryName: industryName(r.industry_code),
    source: r.source,
    tags: r.tags,
    ownerId: r.owner_id,
    ownerName: names.get(r.owner_id) ?? '',
    collaboratorIds: collaborators.get(r.id) ?? [],
    openDeals: deals.get(r.id)?.count ?? 0,
    openAmount: deals.get(r.id)?.amount ?? 0,
    lastActivityAt: isoOrNull(r.last_activity_at),
    createdAt: new Date(r.created_at).toISOString(),
    canManage: canManage(viewer, r),
  }));
}

/** A contact as answered; the linked card is added by contact-cards.ts (it reads cards in any tenant). */
export const presentContact = (c: repo.ContactRow) => ({
  contactId: c.id,
  customerId: c.customer_id,
  name: c.name,
  title: c.title,
  phone: c.phone,
  email: c.email,
  vcardId: c.vcard_id,
});

export async function customerPage(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: repo.CustomerFilter & { current: number; size: number },
) {
  const ownerId = input.ownerId === 'mine' ? viewer.userId : input.ownerId;
  const page = await repo.customerPage(scope, viewer, { ...input, ownerId });
  return {
    records: await present(db, scope, viewer, page.rows),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

export async function customerDetail(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  customerId: string,
): Promise<CustomerWithContacts> {
  const c = await requireVisibleCustomer(scope, viewer, customerId);
  const [[shown], contacts] = await Promise.all([
    present(db, scope, viewer, [c]),
    repo.contactsOf(scope, customerId),
  ]);
  return { ...shown!, contacts: contacts.map(presentContact) };
}

const toContact = (c: ContactInput): repo.NewContact => ({
  name: c.name,
  title: c.title || null,
  phone: c.phone || null,
  email: c.email || null,
});

/** Writes customers (with their first timeline entry) in the caller's transaction; a duplicate key throws. */
export async function writeCustomer(
  tx: TenantScope,
  c: repo.NewCustomer,
  byUserId: string,
  extra: { contacts?: repo.NewContact[]; collaboratorIds?: string[]; leadList?: string; at?: Date } = {},
): Promise<string> {
  const id = await repo.insertCustomer(tx, c, extra.at);
  if (extra.contacts?.length) await repo.insertContacts(tx, id, extra.contacts);
  if (extra.collaboratorIds?.length) await repo.setCollaborators(tx, id, extra.collaboratorIds);
  await insertActivity(tx, {
    customerId: id,
    dealId: null,
    userId: byUserId,
    kind: extra.leadList !== undefined ? 'lead' : 'created',
    params: extra.leadList !== undefined ? { list: extra.leadList } : {},
    at: extra.at,
  });
  return id;
}

async function requireRoom(scope: TenantScope, adding: number) {
  if ((await repo.countCustomers(scope)) + adding > CUSTOMERS_LIMITS.customersPerTenant)
    throw new AppError('customersMax', ResultCode.BAD_REQUEST, 400);
}

export async function createCustomer(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: z.output<typeof customerCreateInput>,
) {
  const collaboratorIds = [...new Set(input.collaboratorIds ?? [])].filter((id) => id !== viewer.userId);
  await requireMembers(db, scope.tenantId, collaboratorIds);
  let values: repo.NewCustomer;
  if (input.companyId) {
    const company = await requireCompany(db, input.companyId).catch(() => {
      throw new AppError('customersCompanyNotFound', ResultCode.BAD_REQUEST, 400);
    });
    values = {
      ownerId: viewer.userId,
      name: company.company_name,
      uscNo: company.usc_no || null,
      creditKey: company.usc_no || `id:${company.company_id}`,
      companyId: company.company_id,
      regionCode: company.region_code,
      industryCode: company.industry_division_code,
      source: 'data',
      tags: [...new Set(input.tags ?? [])],
    };
  } else {
    const usc = input.uscNo ?? null;
    const linked = usc ? (await repo.companiesByUsc(scope, [usc])).get(usc) : undefined;
    values = {
      ownerId: viewer.userId,
      name: input.name!,
      uscNo: usc,
      creditKey: usc,
      companyId: linked?.company_id ?? null,
      regionCode: linked?.region_code ?? null,
      industryCode: linked?.industry_division_code ?? null,
      source: 'manual',
      tags: [...new Set(input.tags ?? [])],
    };
  }
  if (values.creditKey && (await repo.customersByKeys(scope, [values.creditKey])).size) throw duplicate();
  await requireRoom(scope, 1);
  const id = await scope
    .transaction((tx) =>
      writeCustomer(tx, values, viewer.userId, {
        contacts: (input.contacts ?? []).map(toContact),
        collaboratorIds,
      }),
    )
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    });
  return customerDetail(db, scope, viewer, id);
}

export async function updateCustomer(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { customerId: string; name?: string; tags?: string[]; collaboratorIds?: string[] },
) {
  const c = await requireManagedCustomer(scope, viewer, input.customerId);
  const collaboratorIds =
    input.collaboratorIds && [...new Set(input.collaboratorIds)].filter((id) => id !== c.owner_id);
  if (collaboratorIds) await requireMembers(db, scope.tenantId, collaboratorIds);
  await scope.transaction(async (tx) => {
    await repo.updateCustomer(tx, c.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
    });
    if (collaboratorIds) await repo.setCollaborators(tx, c.id, collaboratorIds);
  });
  return customerDetail(db, scope, viewer, c.id);
}

export async function removeCustomer(scope: TenantScope, viewer: Viewer, customerId: string) {
  const c = await requireManagedCustomer(scope, viewer, customerId);
  return { changed: await scope.transaction((tx) => repo.removeCustomer(tx, c.id)) };
}

export async function assignCustomers(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { customerIds: string[]; ownerId: string },
) {
  requireAdmin(viewer, 'customersAdminOnly');
  await requireMembers(db, scope.tenantId, [input.ownerId]);
  const ids = [...new Set(input.customerIds)];
  const found = await repo.customersByIds(scope, ids);
  if (found.length !== ids.length) throw customerNotFound();
  const ownerName = (await userDisplayNames(db, [input.ownerId])).get(input.ownerId) ?? '';
  const changed = await scope.transaction(async (tx) => {
    const moving = found.filter((c) => c.owner_id !== input.ownerId).map((c) => c.id);
    const n = await repo.setOwner(tx, moving, input.ownerId);
    for (const id of moving)
      await insertActivity(tx, {
        customerId: id,
        dealId: null,
        userId: viewer.userId,
        kind: 'owner',
        params: { owner: ownerName },
      });
    return n;
  });
  return { changed };
}

/** A departed member's customers, open deals and open tasks go to a colleague (administrator). */
export async function transferCustomers(
  db: Q,
  scope: TenantScope,
  viewer: Viewer,
  input: { fromUserId: string; toUserId: string },
) {
  requireAdmin(viewer, 'customersAdminOnly');
  // The departed member may have left the organisation already: only the receiver must be a member.
  await requireMembers(db, scope.tenantId, [input.toUserId]);
  const ownerName = (await userDisplayNames(db, [input.toUserId])).get(input.toUserId) ?? '';
  const changed = await scope.transaction(async (tx) => {
    const ids = await repo.idsOwnedBy(tx, input.fromUserId);
    const n = await repo.setOwner(tx, ids, input.toUserId);
    await transferOpenDeals(tx, input.fromUserId, input.toUserId);
    await transferOpenTasks(tx, input.fromUserId, input.toUserId);
    for (const id of ids)
      await insertActivity(tx, {
        customerId: id,
        dealId: null,
        userId: viewer.userId,
        kind: 'owner',
        params: { owner: ownerName },
      });
    return n;
  });
  return { changed };
}

/**
 * Leads become customers of the caller: one per credit key (a company already a customer is
 * linked, not duplicated), and the leads turn converted, in one transaction.
 */
export async function customersFromLeads(db: Q, scope: TenantScope, viewer: Viewer, leadIds: string[]) {
  const leads = await leadsForConversion(db, scope, viewer.userId, [...new Set(leadIds)]).catch(
    (err: unknown) => {
      if (err instanceof AppError && err.status === 404)
        throw new AppError('customersLeadNotFound', ResultCode.NOT_FOUND, 404);
      throw err;
    },
  );
  const byKey = new Map(leads.map((l) => [l.creditKey, l]));
  const existing = await repo.customersByKeys(scope, [...byKey.keys()]);
  await requireRoom(scope, byKey.size - existing.size);
  const source: CustomerSource = 'lead';
  const created = await scope
    .transaction(async (tx) => {
      const ids: string[] = [];
      for (const [key, l] of byKey) {
        if (existing.has(key)) continue;
        ids.push(
          await writeCustomer(
            tx,
            {
              ownerId: viewer.userId,
              name: l.companyName,
              uscNo: l.uscNo || null,
              creditKey: key,
              companyId: l.companyId,
              regionCode: l.regionCode,
              industryCode: l.industryCode,
              source,
              tags: [],
            },
            viewer.userId,
            { leadList: l.listName },
          ),
        );
      }
      await markConverted(
        tx,
        leads.map((l) => l.leadId),
      );
      return ids;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    });
  return {
    created: created.length,
    existing: byKey.size - created.length,
    customerIds: [...created, ...[...existing.values()]],
  };
}

// ------------------------------------------------------------------ contacts

export async function addContact(
  scope: TenantScope,
  viewer: Viewer,
  input: ContactInput & { customerId: string },
) {
  const c = await requireVisibleCustomer(scope, viewer, input.customerId);
  const row = await scope.transaction(async (tx) => {
    if ((await repo.lockCustomerContacts(tx, c.id)) >= CUSTOMERS_LIMITS.contactsMax)
      throw new AppError('customersContactsMax', ResultCode.BAD_REQUEST, 400);
    const [inserted] = await repo.insertContacts(tx, c.id, [toContact(input)]);
    return inserted!;
  });
  return presentContact(row);
}

export async function removeContact(scope: TenantScope, viewer: Viewer, contactId: string) {
  const contact = await repo.contactById(scope, contactId);
  const c = contact && (await repo.visibleCustomer(scope, viewer, contact.customer_id));
  if (!contact || !c) throw new AppError('contactNotFound', ResultCode.NOT_FOUND, 404);
  return { changed: await scope.transaction((tx) => repo.removeContact(tx, contactId)) };
}

export { viewerOf };
