import { ResultCode, type DiscoverMember, type DiscoverOrg, type OrgListInput } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import * as accounts from '../accounts';
import { friendIdsAmong } from '../social';
import { defaultCardBasics } from '../vcard';
import { listedOrganisation, listedOrganisations, listingFacets, type ListingRow } from './discover-repo';

/**
 * The discover directory (docs/discover.md). "On the platform" means: an organisation tenant
 * (type 2 or 3) of the caller's customer (white label) whose listing says `listed`. Listings are a
 * shared table read by every signed-in user of that customer; everything else of the organisation
 * (its members' cards) is read in the organisation's tenant and masked for the viewer.
 */

const notListed = () => new AppError('orgNotListed', ResultCode.NOT_FOUND, 404);

async function customerOf(scope: TenantScope): Promise<string> {
  const tenant = await accounts.findTenant(scope.db, scope.tenantId);
  if (!tenant) throw notListed();
  return tenant.customer_code;
}

const present = (l: ListingRow, name: string, memberCount: number): DiscoverOrg => ({
  orgId: l.tenant_id,
  name,
  kind: l.org_kind,
  region: l.region,
  industries: l.industries,
  logo: l.logo,
  intro: l.intro,
  memberCount,
});

export async function orgList(scope: TenantScope, input: OrgListInput) {
  const customer = await customerOf(scope);
  const listings = await listedOrganisations(scope.db, customer, {
    kind: input.kind,
    region: input.region || undefined,
    industry: input.industry || undefined,
  });
  const byId = new Map(listings.map((l) => [l.tenant_id, l]));
  const page = await accounts.organisationsPage(scope.db, [...byId.keys()], {
    keyword: input.keyword || undefined,
    limit: input.size,
    offset: (input.current - 1) * input.size,
  });
  return {
    records: page.records.flatMap((r) => {
      const l = byId.get(r.tenant_id);
      return l ? [present(l, r.tenant_name, r.member_count)] : [];
    }),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}

export async function orgFilters(scope: TenantScope) {
  const rows = await listingFacets(scope.db, await customerOf(scope));
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'zh'));
  return {
    regions: sorted(rows.map((r) => r.region)),
    industries: sorted(rows.flatMap((r) => r.industries)),
  };
}

async function requireListed(scope: TenantScope, orgId: string) {
  const listing = await listedOrganisation(scope.db, await customerOf(scope), orgId);
  const tenant = listing && (await accounts.findTenant(scope.db, orgId));
  if (!listing || !tenant || !(accounts.ORG_TENANT_TYPES as readonly number[]).includes(tenant.tenant_type))
    throw notListed();
  return { listing, tenant };
}

export async function orgDetail(scope: TenantScope, orgId: string): Promise<DiscoverOrg> {
  const { listing, tenant } = await requireListed(scope, orgId);
  return present(listing, tenant.tenant_name, await accounts.countMembers(scope.db, orgId));
}

/**
 * A listed organisation's active members, each with the default card they keep in that
 * organisation as the vcard presenter shows it to the viewer (masked), and whether the viewer may
 * chat with them already (friend here or colleague) or should send a friend application.
 */
export async function orgMembers(
  store: Store,
  scope: TenantScope,
  viewer: string,
  input: { orgId: string; current: number; size: number; keyword?: string | undefined },
) {
  await requireListed(scope, input.orgId);
  const page = await accounts.organisationMembersPage(scope.db, input.orgId, {
    keyword: input.keyword || undefined,
    limit: input.size,
    offset: (input.current - 1) * input.size,
  });
  const ids = page.records.map((r) => r.user_id);
  // eslint-disable-next-line no-restricted-syntax -- a listed organisation's members show the cards they keep there to every signed-in user of the customer (docs/discover.md); the vcard presenter masks them for the viewer
  const orgScope = store.forTenant(input.orgId);
  const [cards, friends, colleagues] = await Promise.all([
    defaultCardBasics(orgScope, viewer, ids),
    friendIdsAmong({ ownRowsIn: scope }, viewer, ids),
    accounts.colleagueIdsAmong(scope.db, viewer, ids, 'sharedOrganisation'),
  ]);
  const records: DiscoverMember[] = page.records.map((r) => ({
    userId: r.user_id,
    name: r.name,
    avatar: r.avatar,
    isFriend: friends.has(r.user_id),
    isColleague: colleagues.has(r.user_id),
    isSelf: r.user_id === viewer,
    card: cards.get(r.user_id) ?? null,
  }));
  return { records, total: page.total, current: input.current, size: input.size };
}
