import type { Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import { listCustomers } from '../accounts';
import {
  PartnerAdminError,
  allowOrigin,
  endSecretGrace,
  listPartnerSummaries,
  partnerSecret,
  recentPartnerRefusals,
  removeOrigin,
  setRate,
  type PartnerSummary,
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

/** A partner as the console shows it: times as ISO text. */
const shown = (p: PartnerSummary) => ({
  ...p,
  previousSecretUntil: p.previousSecretUntil ? p.previousSecretUntil.toISOString() : null,
});

export async function partners(store: Store) {
  const [customers, list, refusals] = await Promise.all([
    listCustomers(store.db),
    listPartnerSummaries(store.db),
    recentPartnerRefusals(store.db),
  ]);
  return {
    customers,
    partners: list.map(shown),
    refusals: refusals.map((r) => ({ ...r, lastAt: r.lastAt.toISOString() })),
  };
}

export const addOrigin = (
  store: Store,
  input: { customer: string; origin: string; partnerId?: string; name?: string },
) =>
  refusedAs400(async () => {
    const made = await allowOrigin(store.db, {
      customer: input.customer,
      origin: input.origin,
      id: input.partnerId,
      name: input.name,
    });
    return { ...made, partner: shown(made.partner) };
  });

export const dropOrigin = (store: Store, partnerId: string, origin: string) =>
  refusedAs400(async () => shown(await removeOrigin(store.db, partnerId, origin)));

/** A new secret; the replaced one keeps verifying for graceHours (0: stops at once). */
export const rotateSecret = async (store: Store, partnerId: string, graceHours: number) => ({
  secret: await refusedAs400(() => partnerSecret(store.db, partnerId, true, graceHours)),
});

export const endGrace = (store: Store, partnerId: string) =>
  refusedAs400(async () => shown(await endSecretGrace(store.db, partnerId)));

export const rate = (store: Store, partnerId: string, perMinute: number) =>
  refusedAs400(async () => shown(await setRate(store.db, partnerId, perMinute)));
