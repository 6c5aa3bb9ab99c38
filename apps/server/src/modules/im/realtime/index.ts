/**
 * The chat transport (our own WebSocket service): the socket endpoint and the fan-out hub. The im
 * module wires them: `registerChatSocket(app, { service, hub: await createChatHub(...) })`.
 */
export { registerChatSocket, type ChatSocketOptions } from './socket';
export {
  createChatHub,
  type ChatHubOptions,
  type HubEvent,
  type LocalChatHub,
  type PublishOptions,
} from './hub';
export {
  ChatRefusal,
  type ChatCaller,
  type ChatHub,
  type ChatService,
  type SendInput,
  type SendResult,
} from './ports';
