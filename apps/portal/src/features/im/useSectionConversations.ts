import { useMemo } from 'react';
import type { Conversation } from '@platform/contracts/im/chat';
import type { ImSection } from '@platform/contracts/im/section';
import { useConversationsQuery } from './chatApi';

/**
 * A section IM page's conversations: which ones the server narrows to (`section`), shown as the
 * live list has them. Live frames patch the whole list (liveConversations.ts), and a conversation
 * new to it refetches both, so the section's rows keep their order, last message and unread count.
 */
export function useSectionConversations(section: ImSection | undefined): {
  data: Conversation[] | undefined;
} {
  const narrowed = useConversationsQuery(section ? { section } : undefined, { skip: !section });
  const all = useConversationsQuery(undefined, { skip: !section });
  const data = useMemo(() => {
    if (!narrowed.data) return undefined;
    const ids = new Set(narrowed.data.map((c) => c.conversationID));
    const live = (all.data ?? []).filter((c) => ids.has(c.conversationID));
    const liveIds = new Set(live.map((c) => c.conversationID));
    return [...live, ...narrowed.data.filter((c) => !liveIds.has(c.conversationID))];
  }, [narrowed.data, all.data]);
  return { data };
}
