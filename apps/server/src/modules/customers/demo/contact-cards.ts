import type { Store } from '../../../db/kysely';
import type { TenantScope } from '../../../db/tenant-scope';
import { companiesWithOpenCards } from '../../vcard';
import { addContactFromCard, customerCards } from '../contact-cards';
import * as cards from '../contact-cards-repo';
import * as customers from '../customers-repo';
import { insertActivity } from '../timeline-repo';

/** Companies with an open demo card that become demo customers (the first ones, by id). */
export const DEMO_CARD_CUSTOMERS = 6;
const DAY = 86_400_000;

/**
 * The demo's customers: the companies someone shows an open demo card for first (vcard's demo, in
 * any tenant), then the data set's strongest, `limit` in all. Without demo cards (a test app), the
 * strongest alone, as before.
 */
export async function demoCompanies(store: Store, scope: TenantScope, limit: number) {
  const ranked = await customers.companiesByRank(scope, limit);
  // eslint-disable-next-line no-restricted-syntax -- which companies show an open card, in any tenant (ids only)
  const carded = await companiesWithOpenCards(store.unscoped, DEMO_CARD_CUSTOMERS);
  const known = new Set(ranked.map((c) => c.company_id));
  const extra = await cards.companiesByIds(
    scope,
    carded.filter((id) => !known.has(id)),
  );
  return [...extra, ...ranked].slice(0, limit);
}

/**
 * Each demo customer whose company shows open cards gets a contact made from each card (as its
 * owner sees the card: masked contacts stay empty), a chat entry yesterday and a card exchange
 * three days ago on its timeline, by its owner.
 */
export async function seedDemoContactCards(store: Store, scope: TenantScope, now: Date): Promise<number> {
  // eslint-disable-next-line no-restricted-syntax -- which companies show an open card, in any tenant (ids only)
  const carded = await companiesWithOpenCards(store.unscoped, DEMO_CARD_CUSTOMERS);
  let linked = 0;
  for (const [i, c] of (await cards.customersOfCompanies(scope, carded)).entries()) {
    const viewer = { userId: c.ownerId, isAdmin: false };
    // eslint-disable-next-line no-restricted-syntax -- the company's open cards live in any tenant (masked for the owner)
    for (const card of await customerCards(store.unscoped, scope, viewer, c.id)) {
      if (card.userId === c.ownerId) continue;
      // eslint-disable-next-line no-restricted-syntax -- the card is read where its owner keeps it (masked for the customer's owner)
      const contact = await addContactFromCard(store.unscoped, scope, viewer, {
        customerId: c.id,
        vcardId: card.id,
      });
      const at = (days: number) => new Date(now.getTime() - days * DAY - (i % 5) * 3_600_000);
      const params = { contact: contact.name, contactId: contact.contactId };
      await scope.transaction(async (tx) => {
        await insertActivity(tx, {
          customerId: c.id,
          dealId: null,
          userId: c.ownerId,
          kind: 'card',
          params: { ...params, via: 'exchange' },
          at: at(3),
        });
        await insertActivity(tx, {
          customerId: c.id,
          dealId: null,
          userId: c.ownerId,
          kind: 'chat',
          params,
          at: at(1),
        });
        await customers.touchCustomer(tx, c.id, at(1));
      });
      linked++;
    }
  }
  return linked;
}
