import { SEARCH_LIMITS, type LandingFacts } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { customerForDomain, customerTenantIds } from '../accounts';
import { catalogueHead } from '../chain';
import { liveCardCount } from '../vcard';
import { searchPreview } from './service';

/** How long one customer's landing facts are kept in the process (they are counts over the data set). */
export const LANDING_FACTS_TTL_MS = 60_000;

/**
 * The landing page's facts (docs/landing.md) for the customer of a host: the companies of the data
 * set, the chain catalogue's size and first chains (both shared by every customer), and the live
 * business cards of the customer's tenants. Kept a minute per customer in this process: the
 * counts walk whole tables, and a visitor's page asks on every open.
 */
export function landingFacts(store: Store, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; facts: Promise<LandingFacts> }>();

  const compute = async (customerCode: string): Promise<LandingFacts> => {
    const [companies, chains, tenantIds] = await Promise.all([
      searchPreview(store, undefined),
      catalogueHead(store.db, SEARCH_LIMITS.landingChains),
      customerTenantIds(store.db, customerCode),
    ]);
    // eslint-disable-next-line no-restricted-syntax -- a count of the customer's tenants' cards, no rows (vcard.liveCardCount)
    const cards = await liveCardCount(store.unscoped, tenantIds);
    return { companies: { total: companies.total, totalExact: companies.totalExact }, cards, chains };
  };

  return async (host: string): Promise<LandingFacts> => {
    const { customer_code: code } = await customerForDomain(store.db, host);
    const hit = cache.get(code);
    if (hit && now() - hit.at < LANDING_FACTS_TTL_MS) return hit.facts;
    const facts = compute(code);
    cache.set(code, { at: now(), facts });
    // A failure is not kept: the next visitor asks again.
    facts.catch(() => cache.delete(code));
    return facts;
  };
}
