import type { FastifyInstance, FastifyRequest } from 'fastify';
import { friendsApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { tooManyRequests } from '../../lib/errors';
import type { PeopleChat } from './chat';
import { reportExchange, type OnCardsExchanged } from './exchange';
import * as people from './people';
import { onlySectionContacts } from './section-contacts';

/** Person searches (add friend, find person) one user may run per hour: they could enumerate people by phone. */
export const PEOPLE_SEARCH_PER_HOUR = 120;

/** The people side of chat (spec 1 §7; docs/im.md People). */
export function peopleRoutes(
  app: FastifyInstance,
  chat: PeopleChat,
  onCardsExchanged?: OnCardsExchanged,
): void {
  const r = createRouter(app);
  // eslint-disable-next-line no-restricted-syntax -- applications are received and friendships ended across tenants (named AnyTenant functions in people-repo.ts); cards are read where their owner keeps them and masked
  const { unscoped } = app.ctx.store;
  const store = app.ctx.store;

  // Per user, shared through Redis when configured (plugins/rate-limit.ts), one budget for both searches.
  const searcher = new WeakMap<FastifyRequest, string>();
  const searchLimit = app.createRateLimit({
    max: PEOPLE_SEARCH_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `people-search:${searcher.get(request) ?? request.ip}`,
  });
  const limited = async (request: FastifyRequest, userId: string) => {
    searcher.set(request, userId);
    const limit = await searchLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests();
  };

  r(friendsApi.selectImUserInfo, async ({ input, user, scope }) =>
    people.imUserInfo(scope, unscoped, user.userId, input),
  );
  r(friendsApi.personalBusinessCard, async ({ input, user, scope }) =>
    people.personalCard(scope.db, unscoped, user.userId, input.userId),
  );
  r(friendsApi.searchResult, async ({ input, user, scope, request }) => {
    await limited(request, user.userId);
    return people.searchResult(scope, unscoped, user.userId, input);
  });
  r(friendsApi.recordImUse, async ({ user, scope }) =>
    people.recordImUse(chat, scope.db, user.userId, scope.tenantId),
  );
  r(friendsApi.searchPerson, async ({ input, user, scope, request }) => {
    await limited(request, user.userId);
    return people.searchPerson(scope, unscoped, user.userId, input);
  });
  r(friendsApi.searchEnt, async ({ input, scope }) => people.searchEnt(scope.db, input.keyword));
  r(friendsApi.selectFriendApply, async ({ user, scope }) =>
    people.applicationLists(scope, unscoped, user.userId),
  );
  r(friendsApi.getFriends, async ({ input, user, scope }) =>
    onlySectionContacts(
      store,
      scope,
      user.userId,
      input.section,
      await people.friendList(scope, unscoped, user.userId, { keyword: input.keyword }),
      (friend) => friend.userId,
    ),
  );
  // Tencent Cloud Chat, when configured, gets each friend change after it is stored.
  r(friendsApi.deleteFriends, async ({ input, user, scope }) => {
    const result = await people.deleteFriend(store, scope, user.userId, input.friendUserId);
    void chat.mirrorOf(app).deleteFriend(user.userId, input.friendUserId);
    return result;
  });
  r(friendsApi.setFriendRemark, async ({ input, user, scope }) => {
    const result = await people.setFriendRemark(scope, user.userId, input.friendUserId, input.remark);
    void chat.mirrorOf(app).setFriendRemark(user.userId, input.friendUserId, input.remark);
    return result;
  });
  r(friendsApi.getFriendsCount, async ({ user, scope }) => people.friendCount(scope, user.userId));
  r(friendsApi.getUserColleagueOrFriendStatus, async ({ input, user }) =>
    people.colleagueOrFriendStatus(unscoped, user.userId, input),
  );
  r(friendsApi.searchEntForGroupChat, async ({ input, user, scope }) =>
    people.myOrgs(scope.db, user.userId, { keyword: input.keyword }),
  );
  r(friendsApi.acceptFriendApply, async ({ input, user, scope }) => {
    const accepted = await people.acceptApplication(store, scope, user.userId, input);
    void chat.mirrorOf(app).addFriend(user.userId, accepted.applicantId, { remark: input.remark });
    // Spec 1 §4: the applicant learns they can chat now. Stored after the accept's commit; the
    // accept stands if it fails (the friendship is the truth).
    if (accepted.firstAccept)
      await chat
        .sendFriendVerify(app, {
          applicationId: input.id,
          responderId: user.userId,
          applicantId: accepted.applicantId,
          wording: accepted.wording,
        })
        .catch((err: unknown) => app.log.warn({ err }, 'friend-verify message failed'));
    // The applicant's cards went into the caller's folder: an exchange, told once.
    if (accepted.firstAccept)
      reportExchange(app, onCardsExchanged, {
        tenantId: scope.tenantId,
        userId: user.userId,
        peerId: accepted.applicantId,
      });
    return true;
  });
  r(friendsApi.searchForwardTargets, async ({ input, user, scope }) =>
    people.forwardTargets(scope, unscoped, user.userId, input.keyWord),
  );
  r(friendsApi.deleteApplyRecords, async ({ input, user, scope }) =>
    people.deleteApplyRecords(scope, unscoped, user.userId, input.ids),
  );
  r(friendsApi.getMyOrgListAndCollByUserId, async ({ input, user, scope }) =>
    people.myOrgs(scope.db, user.userId, { type: input.type }),
  );
  r(friendsApi.searchColleaguesUnderMyOrgs, async ({ input, user, scope }) =>
    people.searchColleagues(scope.db, unscoped, user.userId, input),
  );
  r(friendsApi.getMemberVcardListByOrgId, async ({ input, user }) =>
    people.orgMemberCards(store, user.userId, input.orgId),
  );
  r(friendsApi.getUserListByOrgId, async ({ input, user, scope }) =>
    people.orgUsers(scope.db, unscoped, user.userId, input.orgId),
  );
  r(friendsApi.getOrgAndPersonListByGroupId, async ({ input, user, scope }) =>
    people.orgAndPersons(scope.db, unscoped, user.userId, input.groupId),
  );
  r(friendsApi.getVcardListInMyHolder, async ({ input, user, scope }) =>
    people.holderPage(scope, user.userId, input),
  );
  r(friendsApi.getVcardBasicInfoById, async ({ input, user, scope }) =>
    people.cardBasic(scope, unscoped, user.userId, input.vcardId),
  );
}
