import type { FastifyInstance } from 'fastify';
import { chatApi, type MessageKey } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { conversationList, conversationMissing, hideConversation, history } from './conversations';
import { createGroupService } from './groups';
import { chatHubOf, publish, sdkAppIdProviderOf } from './hub';
import { groupRoutes } from './routes-groups';
import { ChatRefusal, type ChatService } from './realtime/ports';
import { markReadUpTo } from './service';

/** Chat over REST: conversations, history, read, send, and the chat helpers; groups in routes-groups.ts. */
export function chatRoutes(app: FastifyInstance, chat: ChatService): void {
  const r = createRouter(app);
  const { store } = app.ctx;
  const hub = () => chatHubOf(app);

  r(chatApi.conversationList, async ({ user, scope, input }) =>
    conversationList(store, user.userId, input.section ? { scope, section: input.section } : undefined),
  );

  r(chatApi.history, async ({ user, input }) => history(store, user.userId, input));

  r(chatApi.markRead, async ({ user, input }) => {
    const seq = await markReadUpTo(store, user.userId, input.conversationId, input.seq);
    if (seq === null) throw conversationMissing();
    const { recipients } = await chat.markRead(user, input.conversationId, seq);
    await hub()
      .publish(recipients, { t: 'read', conversationId: input.conversationId, userId: user.userId, seq })
      .catch((err: unknown) => app.log.warn({ err }, 'chat publish failed'));
    return seq;
  });

  r(chatApi.deleteConversation, async ({ user, input }) =>
    hideConversation(store, user.userId, input.conversationId),
  );

  r(
    chatApi.send,
    async ({ user, input, locale }) => {
      try {
        const sent = await chat.send(user, input, locale);
        if (!sent.duplicate)
          for (const { userIds, message } of sent.deliveries)
            await publish(hub(), { message: { frame: message, recipients: userIds } }, app.log);
        return { message: sent.message, duplicate: sent.duplicate };
      } catch (err) {
        // The refusal's own code (spec 1 §8: 20003, 10007...) so the portal maps REST and socket alike.
        if (err instanceof ChatRefusal) throw new AppError(err.key as MessageKey, err.code, 400);
        throw err;
      }
    },
    // Per IP. The portal sends over the socket, which has its own budget per connection
    // (IM_LIMITS.framesPerSecond); REST is for API clients and scripts.
    { rateLimitPerMinute: app.ctx.config.chatSendRateLimitPerMinute },
  );

  r(chatApi.getSdkAppId, async ({ user }) => sdkAppIdProviderOf(app)(user));

  const groups = createGroupService(store);
  r(chatApi.forwardGroups, async ({ user, input }) => groups.forwardTargets(user.userId, input.keyWord));

  groupRoutes(app, groups);
}
