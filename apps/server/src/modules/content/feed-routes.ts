import type { FastifyInstance } from 'fastify';
import { feedApi, followGroupApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { feedPage, saveSetting, settingOf } from './feed';
import { followTarget, targetList, unfollowTarget } from './feed-follows';
import { trends } from './feed-trends';
import * as groups from './follow-groups';

/** Follow toggles (organisations, chains) per address and minute, as people and company follows. */
export const FEED_FOLLOW_TOGGLES_PER_MINUTE = 120;
/** Follow-group and feed-setting writes per address and minute. */
export const FEED_GROUP_WRITES_PER_MINUTE = 120;
/** Trends per address and minute: public, and each one aggregates the period's data. */
export const TRENDS_PER_MINUTE = 60;

export function feedRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  // eslint-disable-next-line no-restricted-syntax -- card dynamics are read from the cards of followed people where their owners keep them (open cards only, masked by the vcard module)
  const cards = app.ctx.store.unscoped;
  const writes = { rateLimitPerMinute: FEED_GROUP_WRITES_PER_MINUTE };
  const toggles = { rateLimitPerMinute: FEED_FOLLOW_TOGGLES_PER_MINUTE };

  r(feedApi.feedList, async ({ input, user, scope }) => feedPage(scope, cards, user.userId, input));
  r(feedApi.feedSettingGet, async ({ user, scope }) => settingOf(scope, user.userId));
  r(
    feedApi.feedSetting,
    async ({ input, user, scope }) => saveSetting(scope, user.userId, input.kinds),
    writes,
  );
  r(feedApi.followTargets, async ({ user, scope }) => targetList(scope, user.userId));
  r(
    feedApi.followTargetSave,
    async ({ input, user, scope }) => followTarget(scope, user.userId, input.targetKind, input.targetId),
    toggles,
  );
  r(
    feedApi.followTargetRemove,
    async ({ input, user, scope }) => unfollowTarget(scope, user.userId, input.targetKind, input.targetId),
    toggles,
  );
  r(
    feedApi.trends,
    async ({ input, user, scope, request }) => trends(app.ctx.store.db, { user, scope, request }, input),
    {
      rateLimitPerMinute: TRENDS_PER_MINUTE,
    },
  );

  r(
    followGroupApi.groupInitByCategory,
    async ({ user, scope }) => groups.initByCategory(scope, user.userId),
    writes,
  );
  r(followGroupApi.groupTree, async ({ user, scope }) => groups.tree(scope, user.userId));
  r(followGroupApi.groupBusinessTree, async ({ user, scope }) => groups.businessTree(scope, user.userId));
  r(
    followGroupApi.groupUpdate,
    async ({ input, user, scope }) => groups.update(scope, user.userId, input),
    writes,
  );
  r(
    followGroupApi.groupSave,
    async ({ input, user, scope }) => groups.save(scope, user.userId, input),
    writes,
  );
  r(
    followGroupApi.groupRemove,
    async ({ input, user, scope }) => groups.remove(scope, user.userId, input.id),
    writes,
  );
  r(
    followGroupApi.groupMove,
    async ({ input, user, scope }) => groups.move(scope, user.userId, input),
    writes,
  );
  r(
    followGroupApi.groupClone,
    async ({ input, user, scope }) => groups.clone(scope, user.userId, input.id),
    writes,
  );
  r(
    followGroupApi.groupSaveTemplate,
    async ({ input, user, scope }) => groups.saveTemplate(scope, user.userId, input.type),
    writes,
  );
  r(
    followGroupApi.groupMemberSave,
    async ({ input, user, scope }) => groups.addMember(scope, user.userId, input),
    writes,
  );
  r(
    followGroupApi.groupMemberRemove,
    async ({ input, user, scope }) => groups.removeMember(scope, user.userId, input),
    writes,
  );
  r(followGroupApi.groupMembers, async ({ input, user, scope }) =>
    groups.members(scope, user.userId, input.id),
  );
}
