import type { Store } from '../../../db/kysely';
import { upsertListing, type ListingInput } from '../discover-repo';

/**
 * The discover directory's demo listings (db/seed/directory.ts names the organisations): every
 * one listed. Written each start (upsert), so a changed demo list shows after a restart.
 */
export async function seedDemoListings(store: Store, listings: readonly ListingInput[]): Promise<void> {
  for (const l of listings) await upsertListing(store.db, l);
}
