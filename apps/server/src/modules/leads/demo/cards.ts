import type { Store } from '../../../db/kysely';
import { companiesWithOpenCards } from '../../vcard';
import * as search from '../search-repo';

/** Companies with an open demo card put first in a demo list, when they fit the list's profile. */
const DEMO_CARD_LEADS = 3;

/**
 * A demo list's companies with those of its profile that show an open card on the platform first
 * (vcard's demo cards, in any tenant), so a lead drawer shows 平台名片 after `npm start`. Without
 * demo cards (a test app) the list is as ranked.
 */
export async function withCardCompanies(
  store: Store,
  where: search.CompanyWhere,
  companies: search.CandidateRow[],
): Promise<search.CandidateRow[]> {
  // eslint-disable-next-line no-restricted-syntax -- which companies show an open card, in any tenant (ids only)
  const ids = await companiesWithOpenCards(store.unscoped, 1000);
  if (!ids.length) return companies;
  const carded = await search.rankedPage(
    store.db,
    { ...where, cards: { companyIds: ids, has: true } },
    DEMO_CARD_LEADS,
    0,
  );
  const known = new Set(companies.map((c) => c.company_id));
  return [...carded.filter((c) => !known.has(c.company_id)), ...companies];
}
