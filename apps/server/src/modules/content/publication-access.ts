import type { Call } from '../../lib/route';
import { viewerOf, type Viewer } from './publication-visibility';

export { readablePublication, readableTo, visibleTo, type Viewer } from './publication-visibility';
export { readablePublications, type ReadablePublication } from './targets-repo';

/** A signed-in viewer: every interaction route needs a login. */
export type Reader = Viewer & { userId: string; tenantId: string };

/** The viewer of an interaction call, by the publications' one rule (publication-visibility.ts). */
export async function readerOf(call: Pick<Call<unknown>, 'user' | 'scope' | 'request'>): Promise<Reader> {
  const viewer = await viewerOf(call.scope.db, call);
  return { ...viewer, userId: call.user.userId, tenantId: call.user.tenantId };
}
