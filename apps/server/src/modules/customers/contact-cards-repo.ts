import { sql } from 'kysely';
import type { ScopeOf } from '../../db/module-store';
import type { TimelineKindColumn } from '../../db/schema/customers';
import { visible, type Viewer } from './customers-repo';

type Scope = ScopeOf<'customers'>;

/** Contacts linked to business cards, and the timeline's chat and card entries (contact-cards.ts). */

/** The customer's contact linked to this card, other than `exceptId` (one link per card and customer). */
export async function contactOfCard(tx: Scope, customerId: string, vcardId: string, exceptId?: string) {
  let q = tx
    .selectFrom('crm_contacts')
    .select('crm_contacts.id')
    .where('crm_contacts.customer_id', '=', customerId)
    .where('crm_contacts.vcard_id', '=', vcardId);
  if (exceptId) q = q.where('crm_contacts.id', '<>', exceptId);
  const r = await q.executeTakeFirst();
  return r && String(r.id);
}

/** Links a contact to a card, or unlinks it (null). */
export async function setContactCard(tx: Scope, contactId: string, vcardId: string | null) {
  await tx
    .updateTable('crm_contacts')
    .set({ vcard_id: vcardId })
    .where('crm_contacts.id', '=', contactId)
    .execute();
}

/** Whether any contact of the tenant is linked to one of these cards (the hooks' cheap first look). */
export async function anyContactOfCards(scope: Scope, cardIds: readonly string[]) {
  if (!cardIds.length) return false;
  const r = await scope
    .selectFrom('crm_contacts')
    .select('crm_contacts.id')
    .where('crm_contacts.vcard_id', 'in', [...new Set(cardIds)])
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/**
 * Contacts linked to any of these cards, on customers the viewer sees (their own and those they
 * collaborate on; every customer for an administrator): the hooks' targets.
 */
export async function linkedContacts(scope: Scope, viewer: Viewer, cardIds: readonly string[]) {
  if (!cardIds.length) return [];
  const rows = await scope
    .selectFrom('crm_contacts')
    .select(['crm_contacts.id', 'crm_contacts.customer_id', 'crm_contacts.name'])
    .where('crm_contacts.vcard_id', 'in', [...new Set(cardIds)])
    .where('crm_contacts.customer_id', 'in', visible(scope, viewer).select('crm_customers.id'))
    .orderBy('crm_contacts.id')
    .execute();
  return rows.map((r) => ({ id: String(r.id), customerId: String(r.customer_id), name: r.name }));
}

/**
 * Serialises one user's chat and card entries of a kind until the transaction ends, so two sends
 * at once cannot both find "none today" and write two.
 */
export async function lockTouches(tx: Scope, userId: string, kind: TimelineKindColumn) {
  await sql`select pg_advisory_xact_lock(hashtext(${`crm-touch:${tx.tenantId}:${userId}:${kind}`}))`.execute(
    tx.db,
  );
}

/** Of these contacts, those the user already has an entry of this kind for since `since`. */
export async function touchedSince(
  tx: Scope,
  userId: string,
  kind: TimelineKindColumn,
  contactIds: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (!contactIds.length) return new Set();
  const rows = await tx
    .selectFrom('crm_activities')
    .select(sql<string>`crm_activities.params->>'contactId'`.as('contact_id'))
    .where('crm_activities.user_id', '=', userId)
    .where('crm_activities.kind', '=', kind)
    .where('crm_activities.created_at', '>=', since)
    .where(sql<string>`crm_activities.params->>'contactId'`, 'in', [...contactIds])
    .execute();
  return new Set(rows.map((r) => r.contact_id));
}

/** Companies of the data set by id, in id order (the demo's customers whose companies show cards). */
export function companiesByIds(scope: Scope, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return scope.db
    .selectFrom('companies')
    .select([
      'companies.company_id',
      'companies.company_name',
      'companies.usc_no',
      'companies.region_code',
      'companies.industry_division_code',
    ])
    .where('companies.company_id', 'in', [...ids])
    .orderBy('companies.company_id')
    .execute();
}

/** The organisation's customers of these companies, oldest first (the demo links their contacts to cards). */
export async function customersOfCompanies(scope: Scope, companyIds: readonly string[]) {
  if (!companyIds.length) return [];
  const rows = await scope
    .selectFrom('crm_customers')
    .select(['crm_customers.id', 'crm_customers.owner_id', 'crm_customers.company_id'])
    .where('crm_customers.company_id', 'in', [...companyIds])
    .orderBy('crm_customers.id')
    .execute();
  return rows.map((r) => ({ id: String(r.id), ownerId: r.owner_id, companyId: r.company_id! }));
}
