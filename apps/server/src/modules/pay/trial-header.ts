import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { trialEnded } from './trial';

const TTL_MS = 30_000;

/**
 * Adds `trial: false` to API responses of a tenant whose free trial has ended (spec 1 §8); the
 * portal then shows the trial-ended prompt. Answers are cached per tenant for 30 s
 * (not in test mode).
 */
export function registerTrialHeader(app: FastifyInstance, ctx: AppContext): void {
  const cache = new Map<string, { ended: boolean; at: number }>();
  // Tests move trial ends in the database and expect the next response to tell.
  const ttl = ctx.config.mode === 'test' ? 0 : TTL_MS;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || !request.headers.authorization?.startsWith('Bearer '))
      return payload;
    const user = await ctx.authenticate(request, false).catch(() => null);
    if (!user) return payload;
    let hit = cache.get(user.tenantId);
    if (!hit || Date.now() - hit.at >= ttl) {
      hit = { ended: await trialEnded(ctx.db, user.tenantId).catch(() => false), at: Date.now() };
      if (cache.size > 10_000) cache.clear();
      cache.set(user.tenantId, hit);
    }
    if (hit.ended) reply.header('trial', 'false');
    return payload;
  });
}
