import type { FastifyInstance } from 'fastify';
import { shellApi } from '@platform/contracts';
import type { AppContext } from '../../context';
import { newId } from '../../lib/crypto';
import { createRouter } from '../../lib/route';

export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = createRouter(app, ctx.authenticate);
  r(
    shellApi.feedbackSubmit,
    async ({ input, user }) => {
      const id = newId();
      await ctx.db.query(
        `insert into feedback (id, tenant_id, user_id, content, contact, page_url) values ($1, $2, $3, $4, $5, $6)`,
        [id, user.tenantId, user.userId, input.content, input.contact ?? '', input.pageUrl ?? ''],
      );
      return { id };
    },
    { rateLimitPerMinute: 10 },
  );
}
