import { useTranslation } from 'react-i18next';
import { ConversationList, type ConversationItem } from '@platform/ui/domain';
import type { Conversation } from '@platform/contracts/im/chat';
import { SYSTEM_SENDER_ID } from '@platform/contracts/im/constants';
import { parseConversationId } from '@platform/contracts/im/ids';
import { localAbstract } from './localAbstract';

export interface ConversationsPaneProps {
  me: string;
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The list's line for one conversation: its name, last message (as text, in the reader's language
 * where it is ours: `localise`) and unread count. The system account's name is the reader's
 * language's (`systemName`), not the stored one.
 */
export function toConversationItem(
  c: Conversation,
  systemName?: string,
  localise: (abstract: string, fromSystem: boolean) => string = (abstract) => abstract,
): ConversationItem {
  const group = c.groupProfile;
  const parsed = parseConversationId(c.conversationID);
  const withSystem = parsed?.type === 'C2C' && parsed.userIds.includes(SYSTEM_SENDER_ID);
  const system = systemName && withSystem ? systemName : undefined;
  return {
    id: c.conversationID,
    type: c.type,
    name: group?.name ?? system ?? c.userProfile?.name ?? c.conversationID,
    avatar: group?.faceUrl ?? c.userProfile?.avatar ?? null,
    lastMessage: c.lastMessage
      ? localise(c.lastMessage.abstract, c.lastMessage.senderId === SYSTEM_SENDER_ID)
      : '',
    time: c.lastMessage?.time ?? null,
    unread: c.unreadCount,
  };
}

/** Conversations, newest first, with unread badges (spec 1 §2 Chat screen). */
export function ConversationsPane({ conversations, selectedId, onSelect }: ConversationsPaneProps) {
  const { t, i18n } = useTranslation();
  const localise = (abstract: string, fromSystem: boolean) =>
    localAbstract(abstract, fromSystem, t, i18n.language);
  return (
    <ConversationList
      aria-label={t('im.tabs.conversations')}
      conversations={conversations.map((c) => toConversationItem(c, t('im.chat.systemSender'), localise))}
      selectedId={selectedId}
      onSelect={onSelect}
    />
  );
}
