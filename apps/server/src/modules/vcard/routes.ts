import type { FastifyInstance } from 'fastify';
import { vcardApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import * as svc from './service';
import type { SocialTies } from './relations';
import * as repo from './repo';

/**
 * Told after a user saved cards to their folder (the CRM's timeline, docs/customers.md): the
 * tenant of the folder, the user (the authenticated caller) and the owners of the cards saved.
 * Called after the write, not awaited; a failure is logged and the save stands.
 */
export interface CardsSaved {
  tenantId: string;
  userId: string;
  ownerIds: string[];
}

/** Handlers only: every rule is in service.ts, every card answer goes through the presenter. */
export function vcardRoutes(
  app: FastifyInstance,
  ties: SocialTies,
  onCardsSaved?: (event: CardsSaved) => Promise<void>,
): void {
  const r = createRouter(app);
  // eslint-disable-next-line no-restricted-syntax -- the public card view link reads a card by id from any tenant (service.cardDetail)
  const { unscoped } = app.ctx.store;

  r(vcardApi.saveVcard, async ({ input, user, scope }) => svc.saveCard(scope, user.userId, input));
  r(vcardApi.updateVcard, async ({ input, user, scope }) => svc.updateCard(scope, user.userId, input));
  r(vcardApi.saveSortingResults, async ({ input, user, scope }) =>
    svc.sortCards(scope, user.userId, input.vcardIds),
  );
  r(vcardApi.remove, async ({ input, user, scope }) => svc.removeCard(scope, user.userId, input.vcardId));
  r(vcardApi.setDefault, async ({ input, user, scope }) => svc.setDefault(scope, user.userId, input.vcardId));
  r(vcardApi.getVcardDetailById, async ({ input, user, scope }) =>
    svc.cardDetail(unscoped, scope, ties, user?.userId ?? null, input.vcardId),
  );
  r(vcardApi.setCardPrivacy, async ({ input, user, scope }) =>
    svc.setPrivacy(scope, user.userId, input.vcardId, input.ifOpened),
  );
  r(vcardApi.modifyVcardSynctime, async ({ input, user, scope }) =>
    svc.touchSyncTime(scope, user.userId, input.vcardId),
  );
  r(vcardApi.getCardUpdateTags, async ({ input, user, scope }) =>
    svc.cardUpdateTags(scope, user.userId, input.cardId),
  );
  r(vcardApi.addCardUpdateTags, async ({ input, user, scope }) =>
    svc.addUpdateTags(scope, user.userId, input.vcardId, input.tags),
  );
  r(vcardApi.relatedDynamicPage, async ({ input }) => svc.relatedDynamics(unscoped, input));
  r(vcardApi.getMyValidCardBasicInfoList, async ({ user, scope }) => svc.myCards(scope, user.userId));
  r(vcardApi.getVisibleCardBasicInfoList, async ({ input, user, scope }) =>
    svc.visibleCards(scope, user.userId, input.userId),
  );
  r(vcardApi.getColleagueVcardInfo, async ({ input, user, scope }) =>
    svc.colleagueCard(scope, ties, user.userId, input.userId),
  );
  r(vcardApi.getUserVcardListUnderOrg, async ({ input, user, scope }) =>
    svc.cardsUnderOrg(scope, user.userId, input),
  );
  r(vcardApi.getDefElecCardDetailByUserId, async ({ input, user, scope }) =>
    svc.defaultCardDetail(scope, ties, user.userId, input.userId),
  );
  r(vcardApi.getDefElecCardBasicByUserId, async ({ input, user, scope }) =>
    svc.defaultCardBasic(scope, ties, user.userId, input.userId),
  );
  r(vcardApi.getMyOrgListByUserId, async ({ user, scope }) => repo.myOrgs(scope, user.userId));
  r(
    vcardApi.getMyOrgCountByUserId,
    async ({ user, scope }) => (await repo.myOrgs(scope, user.userId)).length,
  );
  r(vcardApi.forwardPayload, async ({ input, user, scope }) =>
    svc.forwardPayload(scope, user.userId, input.vcardId),
  );
  r(vcardApi.receivedCardCount, async ({ user, scope }) => repo.receivedCardCount(scope, user.userId));
  r(vcardApi.folderRemove, async ({ input, user, scope }) => {
    await repo.folderRemove(scope, user.userId, input.vcardId);
    return true;
  });
  r(
    vcardApi.saveVcardsToMyFolder,
    async ({ input, user, scope }) => {
      const saved = await svc.saveToFolder(scope, user.userId, input.cardIdList);
      // After the write, not awaited: the CRM's timeline hears who saved whose cards.
      if (onCardsSaved)
        void onCardsSaved({ tenantId: scope.tenantId, userId: user.userId, ownerIds: saved.ownerIds }).catch(
          (err: unknown) => app.log.warn({ err }, 'vcard: reporting saved cards failed'),
        );
      return saved.count;
    },
    // A list of cards at once, each notifying its owner.
    { successMessage: 'savedToFolder', rateLimitPerMinute: 60 },
  );
  r(vcardApi.folderPage, async ({ input, user, scope }) => svc.folderPage(scope, ties, user.userId, input));
}
