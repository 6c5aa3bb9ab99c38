import type { PublicationReaderState } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { collectedAmong } from './collections-repo';
import { likedAmong } from './likes-repo';
import { registeredAmong } from './registrations-repo';

/**
 * What one reader did with each publication (liked, collected, registered) and company dynamic
 * (liked, collected), in the order asked; for the detail page and the lists. Only the caller's
 * own rows of the caller's tenant are read, so it tells nothing about anyone else.
 */
export async function readerStates(
  scope: TenantScope,
  userId: string,
  publicationIds: readonly string[],
  dynamicIds: readonly string[] = [],
) {
  const [liked, collected, registered, likedDyn, collectedDyn] = await Promise.all([
    likedAmong(scope, userId, 'publication', publicationIds),
    collectedAmong(scope, userId, 'publication', publicationIds),
    registeredAmong(scope.db, userId, publicationIds),
    likedAmong(scope, userId, 'dynamic', dynamicIds),
    collectedAmong(scope, userId, 'dynamic', dynamicIds),
  ]);
  const publications: PublicationReaderState[] = publicationIds.map((id) => ({
    publicationId: id,
    liked: liked.has(id),
    collected: collected.has(id),
    registered: registered.has(id),
  }));
  const dynamics = dynamicIds.map((id) => ({
    dynamicId: id,
    liked: likedDyn.has(id),
    collected: collectedDyn.has(id),
  }));
  return { publications, dynamics };
}
