import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '@platform/ui';
import { useAppSelector } from '../../shared/store/hooks';
import type { ImSection } from '@platform/contracts/im/section';
import { useConversationsQuery } from './chatApi';
import { useSectionConversations } from './useSectionConversations';
import { useApplicationsQuery } from './peopleApi';
import { IM_TABS, tabOfTarget, targetOfTab, type ImTab } from './imPaths';
import { ChatPanel } from './ChatPanel';
import { ConversationsPane } from './ConversationsPane';
import { FriendsPane } from './FriendsPane';
import { CardFolderPane } from './CardFolderPane';
import { GroupsPane } from './GroupsPane';
import { ApplicationsPane } from './ApplicationsPane';
import { useChatClient } from './useChatClient';
import { Layout, ListPane, Main, Nav, NavTab, SectionTitle, Status, TabList } from './ImPage.styles';
import './i18n';

export interface ImPageProps {
  /**
   * A section IM page (/business/im and the others): the server narrows conversations, friends
   * and groups to the section's contacts and organisation groups (docs/im.md "Section IM pages").
   */
  section?: ImSection;
  /** The section page's title, shown above its tabs. */
  title?: string;
}

/**
 * /im/index (spec 1 §2 Chat screen): conversations, friends (target=friendList), card folder
 * (target=cardList), groups and new-friend applications, with the open conversation beside them.
 */
export default function ImPage({ section, title }: ImPageProps = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOfTarget(params.get('target'));
  const conversationId = params.get('conversationID');
  const me = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const { state } = useChatClient();
  const allConversations = useConversationsQuery(undefined, { skip: Boolean(section) });
  const sectionConversations = useSectionConversations(section);
  const conversations = section ? sectionConversations : allConversations;
  const applications = useApplicationsQuery();
  const unread = useMemo(
    () => (conversations.data ?? []).reduce((sum, c) => sum + c.unreadCount, 0),
    [conversations.data],
  );
  const pendingApplications = (applications.data?.received ?? []).filter((a) => a.status === 0).length;
  const badges: Partial<Record<ImTab, number>> = { conversations: unread, applications: pendingApplications };

  const go = (next: { tab?: ImTab; conversationId?: string | null }) => {
    const query = new URLSearchParams();
    const target = targetOfTab(next.tab ?? tab);
    if (target) query.set('target', target);
    const conv = next.conversationId === undefined ? conversationId : next.conversationId;
    if (conv) query.set('conversationID', conv);
    setParams(query);
  };
  const openConversation = (id: string) => go({ tab: 'conversations', conversationId: id });

  return (
    <Layout>
      <Nav>
        {title ? <SectionTitle>{title}</SectionTitle> : null}
        <TabList role="tablist" aria-label={t('im.page.nav')} aria-orientation="vertical">
          {IM_TABS.map((name) => (
            <NavTab
              key={name}
              role="tab"
              id={`im-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="im-list"
              onClick={() => go({ tab: name })}
            >
              {t(`im.tabs.${name}`)}
              {badges[name] ? <Badge count={badges[name]} /> : null}
            </NavTab>
          ))}
        </TabList>
      </Nav>
      <ListPane id="im-list" role="tabpanel" aria-labelledby={`im-tab-${tab}`}>
        {tab === 'conversations' && (
          <ConversationsPane
            me={me}
            conversations={conversations.data ?? []}
            selectedId={conversationId}
            onSelect={(id) => go({ conversationId: id })}
          />
        )}
        {tab === 'friends' && <FriendsPane me={me} section={section} onOpenConversation={openConversation} />}
        {tab === 'cardFolder' && <CardFolderPane />}
        {tab === 'groups' && <GroupsPane section={section} onOpenConversation={openConversation} />}
        {tab === 'applications' && <ApplicationsPane data={applications.data} />}
      </ListPane>
      <Main>
        {state === 'reconnecting' || state === 'connecting' ? (
          <Status role="status">
            {t(state === 'connecting' ? 'im.page.connecting' : 'im.page.offline')}
          </Status>
        ) : null}
        {conversationId ? (
          <ChatPanel
            key={conversationId}
            me={me}
            conversationId={conversationId}
            onOpenConversation={openConversation}
          />
        ) : (
          <Status>{t('im.chat.empty')}</Status>
        )}
      </Main>
    </Layout>
  );
}
