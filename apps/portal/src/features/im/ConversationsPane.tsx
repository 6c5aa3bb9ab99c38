import { useTranslation } from 'react-i18next';
import { ConversationList, type ConversationItem } from '@platform/ui/domain';
import type { Conversation } from '@platform/contracts/im/chat';

export interface ConversationsPaneProps {
  me: string;
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The list's line for one conversation: its name, last message (as text) and unread count. */
export function toConversationItem(c: Conversation): ConversationItem {
  const group = c.groupProfile;
  return {
    id: c.conversationID,
    type: c.type,
    name: group?.name ?? c.userProfile?.name ?? c.conversationID,
    avatar: group?.faceUrl ?? c.userProfile?.avatar ?? null,
    lastMessage: c.lastMessage?.abstract ?? '',
    time: c.lastMessage?.time ?? null,
    unread: c.unreadCount,
  };
}

/** Conversations, newest first, with unread badges (spec 1 §2 Chat screen). */
export function ConversationsPane({ conversations, selectedId, onSelect }: ConversationsPaneProps) {
  const { t } = useTranslation();
  return (
    <ConversationList
      aria-label={t('im.tabs.conversations')}
      conversations={conversations.map(toConversationItem)}
      selectedId={selectedId}
      onSelect={onSelect}
    />
  );
}
