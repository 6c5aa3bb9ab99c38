import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes } from './routes';
import { createChatService } from './service';

/**
 * Chat rules and storage, groups, and the chat REST calls (docs/im.md). Publishing goes through
 * the ChatHub given with `setChatHub(app, hub)` (the transport in ./realtime does it at start);
 * without one, changes are stored and clients catch up from the database.
 */
export const imModule: FastifyPluginAsync = async (app) => {
  chatRoutes(app, createChatService(app.ctx.store));
};

export { createChatService, type ChatDeps } from './service';
export { setChatHub, setSdkAppIdProvider, chatHubOf, NO_HUB, type SdkAppIdProvider } from './hub';
export { memberOf } from './access';
export { c2cConversationId, groupConversationId, parseConversationId } from './ids';
export { seedDemoChat } from './seed';
export { ChatRefusal, type ChatCaller, type ChatHub, type ChatService } from './realtime/ports';
