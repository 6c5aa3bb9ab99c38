import type { ChatClient } from '@platform/chat';
import type { SdkAppId } from '@platform/contracts/im/chat';
import { IM_SOCKET_PATH } from '@platform/contracts/im/realtime';

export interface ChatClientDeps {
  userId: string;
  /** getsdkAppID: which transport this customer uses (and, for Tencent, the UserSig). */
  loadSdkAppId: () => Promise<SdkAppId>;
  getToken: () => string;
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
  const origin = window.location.origin.replace(/^http/, 'ws');
  return createPlatformChatClient({
    socketUrl: `${origin}${IM_SOCKET_PATH}`,
    baseUrl: window.location.origin,
    getToken: deps.getToken,
    locale: deps.locale,
    storage: window.localStorage,
    userId: deps.userId,
  });
}
