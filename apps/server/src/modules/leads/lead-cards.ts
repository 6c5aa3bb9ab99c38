import { COMPANY_CARDS_MAX, type CardBasic } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { companyCards } from '../vcard';
import { leadNotFound, type Viewer } from './access';
import { leadsByIds } from './leads-repo';
import { visibleListIds } from './lists-repo';

/**
 * A lead's people on the platform (docs/leads.md "Cards on the platform"): the open business cards
 * whose linked company is the lead's, in any tenant (like the public card view), as the vcard
 * presenter masks them for the caller; at most COMPANY_CARDS_MAX. The lead must be visible to the
 * caller, as for its follow-ups: another member's private list or another tenant's id is not found.
 */
export async function leadCards(
  cards: Store['unscoped'],
  scope: TenantScope,
  viewer: Viewer,
  leadId: string,
): Promise<CardBasic[]> {
  const [lead] = await leadsByIds(scope, [leadId]);
  if (!lead || !(await visibleListIds(scope, viewer)).includes(lead.list_id)) throw leadNotFound();
  return companyCards(cards, viewer.userId, lead.company_id, COMPANY_CARDS_MAX);
}
