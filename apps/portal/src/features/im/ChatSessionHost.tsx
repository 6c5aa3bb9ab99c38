import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { toast } from '@platform/ui';
import { useAppSelector } from '../../shared/store/hooks';
import { emitPortalEvent, onPortalEvent } from '../../shared/events';
import type { AppStore } from '../../shared/store/rootState';
import { needsRefresh, refreshSession } from '../../shared/api/tokenRefresh';
import { imChatApi, useConversationsQuery } from './chatApi';
import { imPeopleApi } from './peopleApi';
import { clearConversationCache, trackLiveMessages } from './useConversationMessages';
import { CardForwardHost } from './CardForwardHost';
import { chatErrorView } from './chatErrors';
import { startChat, stopChat } from './chatSession';
import { createChatClient } from './createChatClient';
import { trackConversations } from './liveConversations';
import { watchDocumentTitle } from './titleCounter';
import { useChatClient } from './useChatClient';
import './i18n';

/**
 * The access token for the chat socket, refreshed first when it is close to its expiry: the server
 * closes a socket when its token expires (4002) and the client reconnects with this one.
 */
async function freshToken(store: AppStore): Promise<string> {
  if (needsRefresh(store.getState().app)) await refreshSession(store.getState().app, store.dispatch);
  return store.getState().app.token;
}

/**
 * Chat login and logout with the portal user (spec 1 §4 Login state watcher), the live
 * conversation list, chat errors (spec 1 §8) and the page title's new-message counter (99+).
 * Mounted once by the shell, for signed-in users.
 */
export default function ChatSessionHost() {
  const store = useStore() as AppStore;
  const userId = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const { client } = useChatClient();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    if (!userId) {
      void stopChat();
      clearConversationCache();
      return;
    }
    const start = () =>
      startChat(() =>
        createChatClient({
          userId,
          loadSdkAppId: () =>
            store.dispatch(imChatApi.endpoints.sdkAppId.initiate(undefined, { forceRefetch: true })).unwrap(),
          getToken: () => freshToken(store),
          locale: () => (i18n.language.startsWith('en') ? 'en' : 'zh'),
        }),
      )
        .then(() => store.dispatch(imPeopleApi.endpoints.recordImUse.initiate()))
        .catch(() => undefined);
    void start();
    const offReset = onPortalEvent('chatReset', () => void stopChat().then(start));
    return () => {
      offReset();
      void stopChat();
      clearConversationCache();
    };
  }, [userId, store, i18n]);

  useEffect(() => {
    if (!client) return;
    const offs = [
      trackLiveMessages(client),
      trackConversations(client, store.dispatch, () => store.getState().app.userInfo?.userId ?? ''),
      client.on('error', (error) => {
        const view = chatErrorView(error, (key) => t(`im.errors.${key}`));
        if (view.text) toast.error(view.text);
        if (view.relogin && store.getState().app.userInfo?.userId) emitPortalEvent('chatReset');
      }),
      client.on('revoked', () => void stopChat()),
    ];
    return () => offs.forEach((off) => off());
  }, [client, store, t]);

  const { data } = useConversationsQuery(undefined, { skip: !userId || !client });
  const unread = (data ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
  const title = useRef<ReturnType<typeof watchDocumentTitle> | null>(null);
  useEffect(() => {
    title.current = watchDocumentTitle();
    return () => title.current?.stop();
  }, []);
  useEffect(() => title.current?.set(unread), [unread]);
  return userId ? <CardForwardHost me={userId} /> : null;
}
