import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ResultCode } from '@platform/contracts';
import { AppError } from '../lib/errors';

/**
 * Per-route limits (routes opt in with `rateLimitPerMinute`), shared through Redis when one is
 * configured so every instance counts together.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { redis, config } = app.ctx;
    app.log.info(`rate limits: ${redis ? 'shared through Redis' : 'in-process'}`);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `rl:${config.redisNamespace}:` } : {}),
      errorResponseBuilder: (_request, ctx) =>
        new AppError('tooManyRequests', ResultCode.TOO_MANY_REQUESTS, ctx.statusCode),
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);
