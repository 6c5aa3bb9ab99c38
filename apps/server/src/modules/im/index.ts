import type { FastifyInstance } from 'fastify';
import { startChatTransport } from './realtime/wiring';
import { chatRoutes } from './routes';
import { createChatService, type ChatDeps } from './service';
import { createImMirror, describeChatTransport, sdkAppInfo, tencentConfigFrom } from './tencent';
import { imMirrorOf, setImMirror, setSdkAppIdProvider } from './hub';
import { sendFriendVerify } from './friend-verify';
import { recordChatUse } from './message-repo';

/**
 * Chat rules and storage, groups, the chat REST calls (docs/im.md) and our own real-time transport
 * (docs/im-realtime.md): the socket and the fan-out hub start with the module. getsdkAppID names
 * Tencent Cloud Chat when it is configured (docs/im-tencent.md).
 */
export const imModule = async (app: FastifyInstance, deps: { onSent?: ChatDeps['onSent'] } = {}) => {
  const { onSent } = deps;
  const service = createChatService(app.ctx.store, {
    // After the commit, not awaited: a failure is logged and the message stands.
    ...(onSent && {
      onSent: (event) =>
        onSent(event).catch((err: unknown) => app.log.warn({ err }, 'im: reporting a sent message failed')),
    }),
  });
  setImMirror(app, createImMirror(app.ctx.config, { log: app.log }));
  await startChatTransport(app, service);
  if (tencentConfigFrom(app.ctx.config))
    setSdkAppIdProvider(app, async (user) => {
      const info = sdkAppInfo(app.ctx.config, user.userId);
      const expireSeconds = info.expireAt ? Math.max(0, Math.round((info.expireAt - Date.now()) / 1000)) : 0;
      return { sdkAppId: info.sdkAppId, transport: info.transport, userSig: info.userSig, expireSeconds };
    });
  app.log.info(describeChatTransport(app.ctx.config));
  chatRoutes(app, service);
};

export { createChatService, type ChatDeps, type ChatSent } from './service';
export { setChatHub, setSdkAppIdProvider, chatHubOf, imMirrorOf, NO_HUB, type SdkAppIdProvider } from './hub';
export { memberOf } from './access-repo';
export { c2cConversationId, groupConversationId, parseConversationId } from './ids';
export { sendFriendVerify, type AcceptedApplication } from './friend-verify';
export { sendServerMessage, serverMessageSent, type ServerMessage } from './server-messages';

/** What the people pages (social) tell the chat: handed to social by modules/index.ts. */
export const peopleChat = { mirrorOf: imMirrorOf, sendFriendVerify, recordChatUse };
export { ChatRefusal, type ChatCaller, type ChatHub, type ChatService } from './realtime/ports';
