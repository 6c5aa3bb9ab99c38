import type { FastifyInstance } from 'fastify';
import { systemApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { follow, followPage, operate, states, unfollow } from './service';

/** Follow and unfollow of companies per IP and minute, as people and chain follows. */
export const FOLLOW_TOGGLES_PER_MINUTE = 120;
/** Batch follows per IP and minute: each writes a whole selection of companies. */
export const FOLLOW_BATCHES_PER_MINUTE = 30;

export function followRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const toggles = { rateLimitPerMinute: FOLLOW_TOGGLES_PER_MINUTE };
  const state = async (...args: Parameters<typeof states>) => (await states(...args))[0]!.isAttention;

  r(systemApi.followPage, async ({ input, user, scope }) => followPage(scope, user.userId, input));
  r(systemApi.followIsAttention, async ({ input, user, scope }) =>
    state(scope, user.userId, [input.companyId]),
  );
  r(systemApi.followCheck, async ({ input, user, scope }) => states(scope, user.userId, input.companyIds));
  r(
    systemApi.followSave,
    async ({ input, user, scope }) => {
      if (input.attentionEnt) await follow(scope, user.userId, [input.companyId]);
      else await unfollow(scope, user.userId, [input.companyId]);
      return input.attentionEnt ? 1 : 0;
    },
    toggles,
  );
  r(
    systemApi.followSaveBatch,
    async ({ input, user, scope }) => ({
      changed: await follow(scope, user.userId, input.companyIds),
    }),
    { rateLimitPerMinute: FOLLOW_BATCHES_PER_MINUTE },
  );
  r(
    systemApi.followCancel,
    async ({ input, user, scope }) => {
      await unfollow(scope, user.userId, [input.companyId]);
      return 0;
    },
    toggles,
  );
  r(
    systemApi.followCancelByEntId,
    async ({ input, user, scope }) => {
      await unfollow(scope, user.userId, [input.entId]);
      return 0;
    },
    toggles,
  );
  r(
    systemApi.followRemove,
    async ({ input, user, scope }) => ({
      changed: await unfollow(scope, user.userId, input.companyIds),
    }),
    toggles,
  );
  r(
    systemApi.followOperateEnt,
    async ({ input, user, scope }) => ({
      changed: await operate(scope, user.userId, input.companyId, input.operateType),
    }),
    toggles,
  );
}
