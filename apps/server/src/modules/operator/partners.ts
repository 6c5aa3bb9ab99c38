import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { listCustomers } from '../accounts';
import {
  PartnerAdminError,
  allowOrigin,
  listPartnerSummaries,
  partnerSecret,
  removeOrigin,
  setRate,
} from '../widget';

/**
 * The widget partners of each customer (widget's partner administration, the one `npm run
 * partners` uses; docs/widgets-partners.md). A refusal is the partner rule's own message key, and
 * nothing is written. The widgets read the partners from the database on every call, so a change
 * applies at once, on every instance.
 */
async function refusedAs400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof PartnerAdminError) throw new AppError(e.key, 400, 400);
    throw e;
  }
}

export async function partners(store: Store) {
  const [customers, list] = await Promise.all([listCustomers(store.db), listPartnerSummaries(store.db)]);
  return { customers, partners: list };
}

export const addOrigin = (
  store: Store,
  input: { customer: string; origin: string; partnerId?: string; name?: string },
) =>
  refusedAs400(() =>
    allowOrigin(store.db, {
      customer: input.customer,
      origin: input.origin,
      id: input.partnerId,
      name: input.name,
    }),
  );

export const dropOrigin = (store: Store, partnerId: string, origin: string) =>
  refusedAs400(() => removeOrigin(store.db, partnerId, origin));

export const rotateSecret = async (store: Store, partnerId: string) => ({
  secret: await refusedAs400(() => partnerSecret(store.db, partnerId, true)),
});

export const rate = (store: Store, partnerId: string, perMinute: number) =>
  refusedAs400(() => setRate(store.db, partnerId, perMinute));
