import { IM_SECTION_BUSINESS_TYPE, type ImSection } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { colleagueIdsAmong, membership, organisationMembershipsAmong } from '../accounts';
import { hasPurchase, purchasersAmongAnyTenant } from '../pay';

/**
 * The section's contacts among ids (docs/im.md "Section IM pages"): the caller's colleagues (a
 * shared organisation tenant), and, when the caller's current tenant has a live purchase of the
 * section's business type, the members of organisations of the same white-label customer that
 * have one too. Nobody of another customer, and nobody when the caller's tenant did not buy the
 * section, besides colleagues.
 */
export async function sectionContactsAmong(
  store: Pick<Store, 'unscoped'>,
  scope: TenantScope,
  callerId: string,
  section: ImSection,
  ids: readonly string[],
): Promise<Set<string>> {
  const others = [...new Set(ids)].filter((id) => id !== callerId);
  const contacts = await colleagueIdsAmong(scope.db, callerId, others, 'sharedOrganisation');
  const rest = others.filter((id) => !contacts.has(id));
  const businessType = IM_SECTION_BUSINESS_TYPE[section];
  if (rest.length === 0 || !(await hasPurchase(scope, businessType))) return contacts;
  const me = await membership(scope.db, callerId, scope.tenantId);
  if (!me) return contacts;
  const memberships = await organisationMembershipsAmong(scope.db, rest, me.customer_code);
  const buyers = await purchasersAmongAnyTenant(
    // eslint-disable-next-line no-restricted-syntax -- the contacts' organisations are other tenants; only which of these bought the section comes back
    store.unscoped,
    [...new Set(memberships.map((m) => m.tenant_id))],
    businessType,
  );
  for (const m of memberships) if (buyers.has(m.tenant_id)) contacts.add(m.user_id);
  return contacts;
}

/** The rows whose person is one of the section's contacts; every row without a section. */
export async function onlySectionContacts<T>(
  store: Pick<Store, 'unscoped'>,
  scope: TenantScope,
  callerId: string,
  section: ImSection | undefined,
  rows: T[],
  personOf: (row: T) => string,
): Promise<T[]> {
  if (!section) return rows;
  const contacts = await sectionContactsAmong(store, scope, callerId, section, rows.map(personOf));
  return rows.filter((row) => contacts.has(personOf(row)));
}
