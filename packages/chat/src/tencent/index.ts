export { createTencentChatClient, loadTencentSdk, TencentChatClient } from './client';
export type { TencentChatOptions } from './client';
export {
  c2cConversationId,
  c2cPeer,
  fromTencentConversationId,
  groupConversationId,
  toTencentConversationId,
} from './conversation';
export { mapTencentError, TENCENT_SDK_NOT_READY } from './errors';
export type { MappedChatError } from './errors';
export { chatMessageFromTencent, messageSeq, payloadFromTencent, readClientMsgId } from './sdk';
export type { TencentMessage, TencentSdk, TencentSdkFactory } from './sdk';
