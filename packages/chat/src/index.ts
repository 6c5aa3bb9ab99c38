export * from './types';
export {
  IM_HISTORY_PATH,
  createPlatformChatClient,
  type ChatError,
  type PlatformChatClientOptions,
  type StorageLike,
  type WebSocketCtor,
  type WebSocketLike,
} from './ws-client';
