import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import { DISCOVER_DIRECTORY_MAX } from './discover-limits';

type Q = QueriesOf<'org'>;

export interface ListingRow {
  tenant_id: string;
  org_kind: number;
  region: string;
  industries: string[];
  logo: string;
  intro: string;
}

export interface ListingFilter {
  kind?: number | undefined;
  region?: string | undefined;
  industry?: string | undefined;
}

const columns = ['tenant_id', 'org_kind', 'region', 'industries', 'logo', 'intro'] as const;

/**
 * Listed organisations of one customer matching the filters (at most DISCOVER_DIRECTORY_MAX;
 * the accounts module pages and names them).
 */
export function listedOrganisations(db: Q, customerCode: string, f: ListingFilter): Promise<ListingRow[]> {
  let q = db
    .selectFrom('org_listings')
    .select(columns)
    .where('customer_code', '=', customerCode)
    .where('listed', '=', true);
  if (f.kind) q = q.where('org_kind', '=', f.kind);
  if (f.region) q = q.where('region', '=', f.region);
  if (f.industry) {
    const industry = f.industry;
    q = q.where(sql<boolean>`org_listings.industries @> ${JSON.stringify([industry])}::jsonb`);
  }
  return q.orderBy('tenant_id').limit(DISCOVER_DIRECTORY_MAX).execute();
}

/** One listed organisation of the customer, or undefined (unknown, unlisted or another customer's). */
export function listedOrganisation(db: Q, customerCode: string, tenantId: string) {
  return db
    .selectFrom('org_listings')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('customer_code', '=', customerCode)
    .where('listed', '=', true)
    .executeTakeFirst();
}

/** The regions and industries the customer's listed organisations name. */
export async function listingFacets(db: Q, customerCode: string) {
  const rows = await db
    .selectFrom('org_listings')
    .select(['region', 'industries'])
    .where('customer_code', '=', customerCode)
    .where('listed', '=', true)
    .limit(DISCOVER_DIRECTORY_MAX)
    .execute();
  return rows;
}

export interface ListingInput {
  tenant_id: string;
  customer_code: string;
  listed: boolean;
  org_kind: number;
  region: string;
  industries: readonly string[];
  logo?: string;
  intro?: string;
}

/** Writes a tenant's listing (the demo seed; an administrator's settings page later). */
export async function upsertListing(db: Q, l: ListingInput): Promise<void> {
  const values = {
    tenant_id: l.tenant_id,
    customer_code: l.customer_code,
    listed: l.listed,
    org_kind: l.org_kind,
    region: l.region,
    industries: JSON.stringify(l.industries),
    logo: l.logo ?? '',
    intro: l.intro ?? '',
  };
  await db
    .insertInto('org_listings')
    .values(values)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...values }))
    .execute();
}
