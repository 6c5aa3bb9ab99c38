import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ResultCode } from '@platform/contracts';
import { AppError } from '../lib/errors';

/** One route's limit as registered: what docs/architecture/rate-limits.md lists. */
export interface RouteRateLimit {
  method: string;
  url: string;
  max: number;
  timeWindow: string | number;
  /** Counted per client address (the default), or per the route's own key (e.g. the user). */
  perAddress: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered with a limit of its own (filled as routes are added). */
    routeRateLimits: RouteRateLimit[];
  }
}

/**
 * Per-route limits (routes opt in with `rateLimitPerMinute`), shared through Redis when one is
 * configured so every instance counts together.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { redis, config } = app.ctx;
    app.log.info(`rate limits: ${redis ? 'shared through Redis' : 'in-process'}`);
    const registered: RouteRateLimit[] = [];
    app.decorate('routeRateLimits', registered);
    app.addHook('onRoute', (route) => {
      const limit: unknown = route.config?.rateLimit;
      if (!limit || typeof limit !== 'object') return;
      const { max, timeWindow, keyGenerator } = limit as Record<string, unknown>;
      if (typeof max !== 'number' || (typeof timeWindow !== 'string' && typeof timeWindow !== 'number'))
        return;
      const perAddress = keyGenerator === undefined;
      for (const method of [route.method].flat())
        registered.push({ method, url: route.url, max, timeWindow, perAddress });
    });
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `rl:${config.redisNamespace}:` } : {}),
      errorResponseBuilder: (_request, ctx) =>
        new AppError('tooManyRequests', ResultCode.TOO_MANY_REQUESTS, ctx.statusCode),
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
