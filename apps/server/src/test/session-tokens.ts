import type { FastifyInstance } from 'fastify';
import { findUserById, membership } from '../modules/accounts';
import { startSession } from '../modules/auth/sessions';

/**
 * An access token for any user and tenant of the test database, minted as a login would (a live
 * session), without the captcha and password round trips: for tests that need many callers (50
 * parallel sign-ups). The key is createTestApp's JWT secret.
 */
export async function sessionToken(app: FastifyInstance, userId: string, tenantId: string): Promise<string> {
  const user = await findUserById(app.ctx.store.db, userId);
  const m = await membership(app.ctx.store.db, userId, tenantId);
  if (!user || !m) throw new Error(`no user ${userId} in tenant ${tenantId}`);
  const key = new TextEncoder().encode('x'.repeat(40));
  return (await startSession(app.ctx.store, key, user, m, 'portal')).access_token;
}
