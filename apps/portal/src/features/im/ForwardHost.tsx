import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@platform/ui';
import { ForwardDialog, type ForwardTarget } from '@platform/ui/domain';
import type { ChatMessage } from '@platform/contracts/im/realtime';
import { useConversationsQuery, useLazyForwardGroupsQuery } from './chatApi';
import { useLazyForwardPeopleQuery } from './peopleApi';
import { useChatClient } from './useChatClient';
import { c2cConversationId, groupConversationId, targetOf } from '@platform/contracts/im/ids';
import { ForwardLimitError, forwardMessages, type ForwardMode } from './forward';
import type { NameOf } from './toMessageItem';
import { useChatErrorToast } from './useChatSend';

export interface ForwardRequest {
  mode: ForwardMode;
  messages: ChatMessage[];
}

export interface ForwardHostProps {
  request: ForwardRequest;
  me: string;
  conversationTitle: string;
  nameOf: NameOf;
  /** Closed; with the conversation forwarded to when there was exactly one. */
  onDone: (sentTo?: string) => void;
}

const MODE_NAMES = { 1: 'single', 2: 'oneByOne', 3: 'merged' } as const;

/**
 * The forward dialog (spec 1 §2, §5): recent conversations, search on Enter (friends, colleagues
 * and groups), then types 1, 2 or 3 sent to every chosen target. The server refuses private and
 * deleted cards with the spec's texts; at most 30 messages.
 */
export function ForwardHost({ request, me, conversationTitle, nameOf, onDone }: ForwardHostProps) {
  const { t } = useTranslation();
  const { client } = useChatClient();
  const showError = useChatErrorToast();
  const conversations = useConversationsQuery();
  const [searchPeople, people] = useLazyForwardPeopleQuery();
  const [searchGroups, groups] = useLazyForwardGroupsQuery();
  const [keyword, setKeyword] = useState('');
  const [sending, setSending] = useState(false);

  const targets: ForwardTarget[] = useMemo(() => {
    if (keyword) {
      const found: ForwardTarget[] = [
        ...(people.data?.friends ?? []).map((p) => ({
          id: c2cConversationId(me, p.userId),
          type: 'C2C' as const,
          name: p.remark || p.name,
          avatar: p.avatar,
        })),
        ...(people.data?.colleagues ?? []).map((p) => ({
          id: c2cConversationId(me, p.userId),
          type: 'C2C' as const,
          name: p.name,
          avatar: p.avatar,
        })),
        ...(groups.data ?? []).map((g) => ({
          id: groupConversationId(g.groupId),
          type: 'GROUP' as const,
          name: g.name,
          avatar: g.faceUrl,
        })),
      ];
      return [...new Map(found.map((f) => [f.id, f])).values()];
    }
    return (conversations.data ?? [])
      .filter((c) => !c.groupProfile?.dissolved)
      .map((c) => ({
        id: c.conversationID,
        type: c.type,
        name: c.groupProfile?.name ?? c.userProfile?.name ?? c.conversationID,
        avatar: c.groupProfile?.faceUrl ?? c.userProfile?.avatar ?? '',
      }));
  }, [keyword, people.data, groups.data, conversations.data, me]);

  const search = (text: string) => {
    setKeyword(text);
    if (!text) return;
    void searchPeople({ keyWord: text });
    void searchGroups({ keyWord: text });
  };

  const confirm = async (chosen: ForwardTarget[]) => {
    const ids = chosen.map((c) => c.id);
    if (!client) return;
    const to = ids.map((id) => targetOf(id, me)).filter((x) => x !== null);
    let outgoing;
    try {
      const title = request.messages[0]?.conversationId.startsWith('GROUP_')
        ? t('im.chat.mergedTitleGroup', { name: conversationTitle })
        : t('im.chat.mergedTitleC2C', { a: nameOf(me), b: conversationTitle });
      outgoing = forwardMessages(request.mode, request.messages, to, { title, nameOf });
    } catch (error) {
      if (error instanceof ForwardLimitError) toast.error(t('im.errors.forwardLimit'));
      return;
    }
    setSending(true);
    try {
      for (const message of outgoing) await client.send(message);
      toast.success(t('im.chat.forwarded'));
      onDone(ids.length === 1 ? ids[0] : undefined);
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <ForwardDialog
      open
      onOpenChange={(open) => !open && onDone()}
      mode={MODE_NAMES[request.mode]}
      messageCount={request.messages.length}
      targets={targets}
      onSearch={search}
      searching={sending || people.isFetching || groups.isFetching}
      onConfirm={confirm}
    />
  );
}
