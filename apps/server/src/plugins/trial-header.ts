import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';
import { JWT_ISSUER } from '../lib/auth';
import { trialEnded } from '../modules/pay';

const TTL_MS = 30_000;

/**
 * Adds `trial: false` to API responses of a tenant whose free trial has ended (spec 1 §8); the
 * portal then shows the trial-ended prompt. The tenant comes from the token's signature alone (a
 * header is no access, so no session lookup) and answers are cached per tenant for 30 s (not in
 * test mode), so most responses cost no query. A global hook, hence fastify-plugin.
 */
export const trialHeaderPlugin = fp(
  async (app) => {
    const { config, jwtKey, store } = app.ctx;
    const cache = new Map<string, { ended: boolean; at: number }>();
    // Tests move trial ends in the database and expect the next response to tell.
    const ttl = config.mode === 'test' ? 0 : TTL_MS;
    app.addHook('onSend', async (request, reply, payload) => {
      const header = request.headers.authorization;
      if (!request.url.startsWith('/api/') || !header?.startsWith('Bearer ')) return payload;
      let tenantId: string;
      try {
        const { payload: claims } = await jwtVerify(header.slice(7).trim(), jwtKey, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
        });
        tenantId = String(claims.tid);
      } catch {
        return payload;
      }
      let hit = cache.get(tenantId);
      if (!hit || Date.now() - hit.at >= ttl) {
        const ended = await Promise.resolve()
          .then(() => trialEnded(store.forTenant(tenantId)))
          .catch(() => false);
        hit = { ended, at: Date.now() };
        if (cache.size > 10_000) cache.clear();
        cache.set(tenantId, hit);
      }
      if (hit.ended) reply.header('trial', 'false');
      return payload;
    });
  },
  { name: 'trial-header', dependencies: ['context'] },
);
