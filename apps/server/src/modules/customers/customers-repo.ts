import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import type { CustomerSourceColumn } from '../../db/schema/customers';
import { escapeLike } from '../../db/like';
import { paginateCounted } from '../../db/paginate';

type Scope = ScopeOf<'customers'>;

/** Customers, their collaborators and contacts: tenant-owned, every query through the scope. */

export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

const COLUMNS = [
  'crm_customers.id',
  'crm_customers.owner_id',
  'crm_customers.name',
  'crm_customers.usc_no',
  'crm_customers.company_id',
  'crm_customers.region_code',
  'crm_customers.industry_code',
  'crm_customers.source',
  'crm_customers.tags',
  'crm_customers.last_activity_at',
  'crm_customers.created_at',
] as const;

const withId = <R extends { id: string }>(r: R): R => ({ ...r, id: String(r.id) });

/** Customers the viewer sees: their own and those they collaborate on (all, for an administrator). */
export function visible(scope: Scope, viewer: Viewer) {
  const q = scope.selectFrom('crm_customers');
  if (viewer.isAdmin) return q;
  return q.where((eb) =>
    eb.or([
      eb('crm_customers.owner_id', '=', viewer.userId),
      eb(
        'crm_customers.id',
        'in',
        scope
          .selectFrom('crm_collaborators')
          .select('crm_collaborators.customer_id')
          .where('crm_collaborators.user_id', '=', viewer.userId),
      ),
    ]),
  );
}

/** Ids of the customers a member sees (deals, tasks and the timeline follow their customer). */
export const visibleIds = (scope: Scope, userId: string) =>
  visible(scope, { userId, isAdmin: false }).select('crm_customers.id');

export interface CustomerFilter {
  keyword?: string;
  ownerId?: string;
  tag?: string;
  source?: CustomerSourceColumn;
}

function filtered(scope: Scope, viewer: Viewer, f: CustomerFilter) {
  let q = visible(scope, viewer);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    q = q.where((eb) =>
      eb.or([eb('crm_customers.name', 'like', like), eb('crm_customers.usc_no', 'like', like)]),
    );
  }
  if (f.ownerId) q = q.where('crm_customers.owner_id', '=', f.ownerId);
  if (f.tag) q = q.where(sql<boolean>`${f.tag} = any(crm_customers.tags)`);
  if (f.source) q = q.where('crm_customers.source', '=', f.source);
  return q;
}

export async function customerPage(
  scope: Scope,
  viewer: Viewer,
  f: CustomerFilter & { current: number; size: number },
) {
  const page = await paginateCounted(
    filtered(scope, viewer, f)
      .select(COLUMNS)
      .orderBy('crm_customers.updated_at', 'desc')
      .orderBy('crm_customers.id', 'desc'),
    filtered(scope, viewer, f),
    f,
  );
  return { ...page, rows: page.rows.map(withId) };
}
export type CustomerRow = Awaited<ReturnType<typeof customerPage>>['rows'][number];

/** Customers after `afterId` in id order (the export reads them in batches). */
export async function customerBatch(
  scope: Scope,
  viewer: Viewer,
  f: CustomerFilter,
  afterId: string,
  size: number,
) {
  const rows = await filtered(scope, viewer, f)
    .select(COLUMNS)
    .where('crm_customers.id', '>', afterId)
    .orderBy('crm_customers.id')
    .limit(size)
    .execute();
  return rows.map(withId);
}

export async function visibleCustomer(scope: Scope, viewer: Viewer, customerId: string) {
  const row = await visible(scope, viewer)
    .select(COLUMNS)
    .where('crm_customers.id', '=', customerId)
    .executeTakeFirst();
  return row && withId(row);
}

/** Customers by id, whoever owns them (rights are checked by the service). */
export async function customersByIds(scope: Scope, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await scope
    .selectFrom('crm_customers')
    .select(COLUMNS)
    .where('crm_customers.id', 'in', [...ids])
    .execute();
  return rows.map(withId);
}

export const countCustomers = (scope: Scope) =>
  scope
    .selectFrom('crm_customers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** Which of these credit keys the organisation already has, with the customer's id. */
export async function customersByKeys(scope: Scope, keys: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await scope
      .selectFrom('crm_customers')
      .select(['crm_customers.id', 'crm_customers.credit_key'])
      .where('crm_customers.credit_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.credit_key) out.set(r.credit_key, String(r.id));
  }
  return out;
}

export interface NewCustomer {
  ownerId: string;
  name: string;
  uscNo: string | null;
  creditKey: string | null;
  companyId: string | null;
  regionCode: string | null;
  industryCode: string | null;
  source: CustomerSourceColumn;
  tags: string[];
}

export async function insertCustomer(tx: Scope, c: NewCustomer, at?: Date): Promise<string> {
  const r = await tx
    .insertInto('crm_customers', {
      owner_id: c.ownerId,
      name: c.name,
      usc_no: c.uscNo,
      credit_key: c.creditKey,
      company_id: c.companyId,
      region_code: c.regionCode,
      industry_code: c.industryCode,
      source: c.source,
      tags: c.tags,
      ...(at ? { created_at: at, updated_at: at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

export async function updateCustomer(tx: Scope, id: string, set: { name?: string; tags?: string[] }) {
  await tx
    .updateTable('crm_customers')
    .set({ ...set, updated_at: sql`now()` })
    .where('crm_customers.id', '=', id)
    .execute();
}

export async function touchCustomer(tx: Scope, id: string, at: Date) {
  await tx
    .updateTable('crm_customers')
    .set({ last_activity_at: at, updated_at: sql`now()` })
    .where('crm_customers.id', '=', id)
    .execute();
}

export async function removeCustomer(tx: Scope, id: string): Promise<number> {
  const r = await tx.deleteFrom('crm_customers').where('crm_customers.id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function setOwner(tx: Scope, ids: readonly string[], ownerId: string): Promise<number> {
  if (!ids.length) return 0;
  const r = await tx
    .updateTable('crm_customers')
    .set({ owner_id: ownerId, updated_at: sql`now()` })
    .where('crm_customers.id', 'in', [...ids])
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Ids of one member's customers (a transfer). */
export async function idsOwnedBy(tx: Scope, ownerId: string): Promise<string[]> {
  const rows = await tx
    .selectFrom('crm_customers')
    .select('crm_customers.id')
    .where('crm_customers.owner_id', '=', ownerId)
    .execute();
  return rows.map((r) => String(r.id));
}

// ------------------------------------------------------------------ collaborators

export async function collaboratorsOf(
  scope: Scope,
  customerIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!customerIds.length) return out;
  const rows = await scope
    .selectFrom('crm_collaborators')
    .select(['crm_collaborators.customer_id', 'crm_collaborators.user_id'])
    .where('crm_collaborators.customer_id', 'in', [...customerIds])
    .orderBy('crm_collaborators.user_id')
    .execute();
  for (const r of rows) {
    const id = String(r.customer_id);
    out.set(id, [...(out.get(id) ?? []), r.user_id]);
  }
  return out;
}

export async function setCollaborators(tx: Scope, customerId: string, userIds: readonly string[]) {
  await tx.deleteFrom('crm_collaborators').where('crm_collaborators.customer_id', '=', customerId).execute();
  if (userIds.length)
    await tx
      .insertInto(
        'crm_collaborators',
        userIds.map((user_id) => ({ customer_id: customerId, user_id })),
      )
      .execute();
}

// ------------------------------------------------------------------ contacts

const CONTACT_COLUMNS = [
  'crm_contacts.id',
  'crm_contacts.customer_id',
  'crm_contacts.name',
  'crm_contacts.title',
  'crm_contacts.phone',
  'crm_contacts.email',
  'crm_contacts.vcard_id',
] as const;

export async function contactsOf(scope: Scope, customerId: string) {
  const rows = await scope
    .selectFrom('crm_contacts')
    .select(CONTACT_COLUMNS)
    .where('crm_contacts.customer_id', '=', customerId)
    .orderBy('crm_contacts.id')
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id), customer_id: String(r.customer_id) }));
}
export type ContactRow = Awaited<ReturnType<typeof contactsOf>>[number];

export async function contactById(scope: Scope, contactId: string) {
  const r = await scope
    .selectFrom('crm_contacts')
    .select(CONTACT_COLUMNS)
    .where('crm_contacts.id', '=', contactId)
    .executeTakeFirst();
  return r && { ...r, id: String(r.id), customer_id: String(r.customer_id) };
}

export interface NewContact {
  name: string;
  title: string | null;
  phone: string | null;
  email: string | null;
  /** The business card the contact is made from (contact-cards.ts). */
  vcard_id?: string | null;
}

export async function insertContacts(tx: Scope, customerId: string, contacts: readonly NewContact[]) {
  if (!contacts.length) return [];
  const rows = await tx
    .insertInto(
      'crm_contacts',
      contacts.map((c) => ({ customer_id: customerId, ...c })),
    )
    .returning(CONTACT_COLUMNS)
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id), customer_id: String(r.customer_id) }));
}

export async function removeContact(tx: Scope, contactId: string): Promise<number> {
  const r = await tx.deleteFrom('crm_contacts').where('crm_contacts.id', '=', contactId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Counts of contacts, a row lock on the customer first so parallel adds cannot pass the limit. */
export async function lockCustomerContacts(tx: Scope, customerId: string): Promise<number> {
  await tx
    .selectFrom('crm_customers')
    .select('crm_customers.id')
    .where('crm_customers.id', '=', customerId)
    .forUpdate()
    .execute();
  const r = await tx
    .selectFrom('crm_contacts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('crm_contacts.customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Companies of the data set by credit code (links an entered or imported customer to its profile). */
export async function companiesByUsc(scope: Scope, uscNos: readonly string[]) {
  const out = new Map<string, { company_id: string; region_code: string; industry_division_code: string }>();
  for (let i = 0; i < uscNos.length; i += 500) {
    const rows = await scope.db
      .selectFrom('companies')
      .select([
        'companies.company_id',
        'companies.usc_no',
        'companies.region_code',
        'companies.industry_division_code',
      ])
      .where('companies.usc_no', 'in', uscNos.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.usc_no, r);
  }
  return out;
}

/** Many customers at once (an import), in order: answers their ids in the order given. */
export async function insertCustomers(tx: Scope, rows: readonly NewCustomer[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await tx
      .insertInto(
        'crm_customers',
        rows.slice(i, i + 500).map((c) => ({
          owner_id: c.ownerId,
          name: c.name,
          usc_no: c.uscNo,
          credit_key: c.creditKey,
          company_id: c.companyId,
          region_code: c.regionCode,
          industry_code: c.industryCode,
          source: c.source,
          tags: c.tags,
        })),
      )
      .returning('id')
      .execute();
    // PostgreSQL answers RETURNING rows in the order of the VALUES list.
    ids.push(...inserted.map((r) => String(r.id)));
  }
  return ids;
}

/** Contacts of many customers at once (an import). */
export async function insertManyContacts(
  tx: Scope,
  rows: ReadonlyArray<NewContact & { customerId: string }>,
) {
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insertInto(
        'crm_contacts',
        rows.slice(i, i + 500).map(({ customerId, ...c }) => ({ customer_id: customerId, ...c })),
      )
      .execute();
}

export const countVisible = (scope: Scope, viewer: Viewer) =>
  visible(scope, viewer)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** Companies of the data set, strongest first (the demo's customers). */
export async function companiesByRank(scope: Scope, limit: number) {
  return scope.db
    .selectFrom('companies')
    .select([
      'companies.company_id',
      'companies.company_name',
      'companies.usc_no',
      'companies.region_code',
      'companies.industry_division_code',
    ])
    .orderBy('companies.total_score', 'desc')
    .orderBy('companies.company_id')
    .limit(limit)
    .execute();
}

/** Backdates a customer (the demo spreads them over the last year). */
export async function backdateCustomer(tx: Scope, id: string, at: Date) {
  await tx
    .updateTable('crm_customers')
    .set({ created_at: at, updated_at: at, last_activity_at: at })
    .where('crm_customers.id', '=', id)
    .execute();
}
