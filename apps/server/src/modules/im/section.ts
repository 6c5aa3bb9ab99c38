import type { ImSection } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { organisationsOf } from '../accounts';
import { sectionContactsAmong } from '../social';

/** What a section IM page narrows the caller's chat to (docs/im.md "Section IM pages"). */
export interface SectionReach {
  /** The section's contacts among the peers asked about. */
  people: Set<string>;
  /** The caller's organisation tenants: their organisation groups are the section's groups. */
  organisations: Set<string>;
}

export interface SectionAsk {
  scope: TenantScope;
  section: ImSection;
}

export async function sectionReachOf(
  store: Store,
  callerId: string,
  ask: SectionAsk,
  peerIds: readonly string[],
): Promise<SectionReach> {
  const [people, organisations] = await Promise.all([
    sectionContactsAmong(store, ask.scope, callerId, ask.section, peerIds),
    myOrganisations(store, callerId),
  ]);
  return { people, organisations };
}

/** The caller's organisation tenants (type 2 or 3). */
export async function myOrganisations(store: Store, callerId: string): Promise<Set<string>> {
  return new Set((await organisationsOf(store.db, callerId)).map((o) => o.tenant_id));
}

/** Is the group one of the section's: the organisation group of one of the caller's organisations? */
export const isSectionGroup = (
  group: { type: 'general' | 'org'; org_tenant_id: string | null },
  organisations: Set<string>,
) => group.type === 'org' && group.org_tenant_id !== null && organisations.has(group.org_tenant_id);
