import type { FastifyRequest } from 'fastify';
import { SECTION_BUSINESS_TYPE, PUBLICATION_SECTIONS } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { PublicationSection } from '../../db/schema/content';
import type { TenantScope } from '../../db/tenant-scope';
import type { AuthUser } from '../../lib/auth';
import { ORG_TENANT_TYPES, customerForDomain, membership } from '../accounts';
import { liveBusinessTypes } from '../pay';
import type { Viewer } from './visibility-repo';

/**
 * The one visibility rule of publications (issue 25), for every content topic: who the caller is
 * (`viewerOf`), the publication they may read by id (`readablePublication`) and the filter of
 * lists (`visibleTo`, a Kysely expression over `publications` or an alias). Rules: same
 * customer_code always; public → anyone, visitors too; signedIn → any signed-in user; purchasers →
 * the tenants that purchased the section (spec 1 §6 section → business type), and the author's
 * tenant; org → members of the author's tenant. Drafts and withdrawn ones only to the author (and
 * the organisation administrator's moderation list).
 */
export { readablePublication, readableTo, visibleTo, type Viewer } from './visibility-repo';

/** The sections whose business type the tenant has a live purchase of. */
export function sectionsOf(businessTypes: readonly number[]): Set<PublicationSection> {
  const bought = new Set(businessTypes);
  return new Set(PUBLICATION_SECTIONS.filter((s) => bought.has(SECTION_BUSINESS_TYPE[s])));
}

/** What viewerOf needs of a route call (Call and PublicCall both fit). */
export interface ViewerCall {
  user: AuthUser | null;
  scope: TenantScope | null;
  request: Pick<FastifyRequest, 'hostname'>;
}

/**
 * The viewer of a route call. Signed in: the token's user and tenant, the tenant's customer, its
 * purchased sections and whether the user administers it (an organisation tenant's admin member).
 * A visitor: the customer of `domain` (the host the portal sends, as system customerDetail), else
 * of the request's host name.
 */
export async function viewerOf(db: Q, call: ViewerCall, domain?: string): Promise<Viewer> {
  const { user, scope } = call;
  if (!user || !scope) {
    const customer = await customerForDomain(db, domain || call.request.hostname);
    return {
      userId: null,
      tenantId: null,
      customerCode: customer.customer_code,
      sections: new Set(),
      orgAdmin: false,
    };
  }
  const [member, types] = await Promise.all([
    membership(db, user.userId, user.tenantId),
    liveBusinessTypes(scope),
  ]);
  const customerCode =
    member?.customer_code ?? (await customerForDomain(db, domain || call.request.hostname)).customer_code;
  return {
    userId: user.userId,
    tenantId: user.tenantId,
    customerCode,
    sections: sectionsOf(types),
    orgAdmin: Boolean(
      member?.is_admin && (ORG_TENANT_TYPES as readonly number[]).includes(member.tenant_type),
    ),
  };
}
