import type { chatApi } from '@platform/contracts/im/chat';
import { chatRoutes } from '@platform/contracts/im/chat-routes';
import { createApiClient } from '../client';
import { typed } from '../common/endpoints';
import { currentSession } from '../session';

const conversationList = typed<typeof chatApi.conversationList>(chatRoutes.conversationList);

/** 99+ above 99, nothing at 0 (spec 2 §9's counter). */
export const badgeText = (count: number): string => (count > 99 ? '99+' : count > 0 ? String(count) : '');

/** The signed-in visitor's unread messages over all conversations; 0 without a session. */
export async function fetchUnread(
  apiBase: string,
  options: { locale: 'zh' | 'en'; customer?: string; signal?: AbortSignal },
): Promise<number> {
  if (!currentSession(apiBase)) return 0;
  const api = createApiClient({
    baseUrl: apiBase,
    locale: options.locale,
    customer: options.customer,
    token: () => currentSession(apiBase)?.token,
  });
  const list = await api.call(conversationList, {}, { signal: options.signal });
  return list.reduce((sum, c) => sum + c.unreadCount, 0);
}
