import type { FastifyInstance } from 'fastify';
import { interactionsApi as api } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { readerOf } from './publication-access';
import * as likes from './likes';

/** Likes and unlikes per address and minute (toggling, as follows). */
export const LIKE_TOGGLES_PER_MINUTE = 120;

/** myLike (spec 2 §7): page, remove, and the like / unlike of a publication or company dynamic. */
export function likesRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const toggles = { rateLimitPerMinute: LIKE_TOGGLES_PER_MINUTE };
  r(api.likePage, async (call) => likes.likePage(call.scope, await readerOf(call), call.input));
  r(
    api.likeSave,
    async (call) => likes.like(call.scope, await readerOf(call), call.input.targetKind, call.input.targetId),
    toggles,
  );
  r(
    api.likeCancel,
    async (call) =>
      likes.unlikeOne(call.scope, await readerOf(call), call.input.targetKind, call.input.targetId),
    toggles,
  );
  r(
    api.likeRemove,
    async (call) => ({
      changed: await likes.unlike(
        call.scope,
        await readerOf(call),
        call.input.targetKind,
        call.input.targetIds,
      ),
    }),
    toggles,
  );
}
