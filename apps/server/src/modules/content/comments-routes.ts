import type { FastifyInstance } from 'fastify';
import { interactionsApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { readerOf } from './publication-access';
import * as comments from './comments';

/** Comments one address may add per minute: each is checked and shown to every reader. */
export const COMMENT_ADDS_PER_MINUTE = 20;
/** Comment deletions per address and minute. */
export const COMMENT_REMOVES_PER_MINUTE = 60;

/** Comments and replies on publications (docs/content.md, Interactions API). */
export function commentsRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  r(api.commentPage, async (call) => comments.commentPage(call.scope, await readerOf(call), call.input));
  r(api.commentAdd, async (call) => comments.addComment(call.scope, await readerOf(call), call.input), {
    rateLimitPerMinute: COMMENT_ADDS_PER_MINUTE,
  });
  r(
    api.commentRemove,
    async (call) => comments.removeComment(call.scope, await readerOf(call), call.input.id),
    { rateLimitPerMinute: COMMENT_REMOVES_PER_MINUTE },
  );
}
