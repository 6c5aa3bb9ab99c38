import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ResultCode, authApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { checkPuzzle, issuePuzzle, puzzleAnswer } from './service';

export function captchaRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store, config } = app.ctx;
  const captchaLimit = { rateLimitPerMinute: config.captchaRateLimitPerMinute };

  r(authApi.captchaGet, async () => issuePuzzle(store.db), captchaLimit);
  r(
    authApi.captchaCheck,
    async ({ input }) => checkPuzzle(store.db, input.token, input.pointJson),
    captchaLimit,
  );

  if (config.mode === 'test') {
    // Test mode only: lets E2E journeys solve the slider. Never registered in production.
    app.get('/api/platform-auth/captcha/test-answer', async (request) => {
      const { token } = z.object({ token: z.string().max(64) }).parse(request.query);
      const answer = await puzzleAnswer(store.db, token);
      return { code: ResultCode.SUCCESS, data: answer, msg: 'ok' };
    });
  }
}
