import type { ChatClient } from '@platform/chat';
import type { SdkAppId } from '@platform/contracts/im/chat';
import { conversationIdOf } from '@platform/contracts/im/ids';

import { STORAGE_KEYS } from '../../shared/session/storageKeys';

export interface ChatClientDeps {
  userId: string;
  /** getsdkAppID: which transport this customer uses (and, for Tencent, the UserSig). */
  loadSdkAppId: () => Promise<SdkAppId>;
  getToken: () => string | Promise<string>;
  locale: () => 'zh' | 'en';
}

/** Spec 1 §9 chat log level 4 (the SDK logs nothing). */
const TENCENT_LOG_LEVEL = 4;

/**
 * Our own WebSocket transport by default; Tencent Cloud Chat when getsdkAppID names it. Each
 * transport's code is its own chunk, loaded only when chosen.
 */
export async function createChatClient(deps: ChatClientDeps): Promise<ChatClient> {
  const app = await deps.loadSdkAppId();
  if (app.transport === 'tencent' && app.sdkAppId) {
    const { createTencentChatClient } = await import('@platform/chat/tencent');
    return createTencentChatClient({
      sdkAppId: app.sdkAppId,
      userId: deps.userId,
      getUserSig: async () => {
        const fresh = await deps.loadSdkAppId();
        return { userSig: fresh.userSig ?? '' };
      },
      locale: deps.locale(),
      logLevel: TENCENT_LOG_LEVEL,
    });
  }
  const { createPlatformChatClient } = await import('@platform/chat');
  return createPlatformChatClient({
    baseUrl: '',
    getToken: deps.getToken,
    locale: deps.locale,
    storage: window.localStorage,
    storageKey: `${STORAGE_KEYS.chatOutbox}:${deps.userId}`,
    conversationIdOf: (to) => conversationIdOf(deps.userId, to),
  });
}
