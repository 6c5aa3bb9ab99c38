import type { FastifyInstance } from 'fastify';
import { systemApi } from '@platform/contracts';
import { newId } from '../../lib/crypto';
import { createRouter } from '../../lib/route';
import { insertFeedback } from './repo';

export function feedbackRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  r(
    systemApi.feedbackSubmit,
    async ({ input, scope, user }) => {
      const id = newId();
      await insertFeedback(scope, {
        id,
        userId: user.userId,
        content: input.content,
        contact: input.contact ?? '',
        pageUrl: input.pageUrl ?? '',
      });
      return { id };
    },
    { rateLimitPerMinute: 10 },
  );
}
