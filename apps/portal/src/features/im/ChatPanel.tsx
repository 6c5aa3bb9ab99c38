import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { Lightbox, type LightboxItem } from '@platform/ui';
import { MessageComposer, MessageList, type ChatMessageItem } from '@platform/ui/domain';
import { CardDetailDialog } from '../cards';
import type { AppStore } from '../../shared/store/rootState';
import { imChatApi } from './chatApi';
import { setOpenConversation } from './openConversation';
import { useChatClient } from './useChatClient';
import { ChatHeader } from './ChatHeader';
import { CardPicker } from './CardPicker';
import { ForwardHost, type ForwardRequest } from './ForwardHost';
import { GroupPanel } from './GroupPanel';
import { MergedViewer } from './MergedViewer';
import { pendingItem, toMessageItem } from './toMessageItem';
import { useChatSend } from './useChatSend';
import { useChatTarget } from './useChatTarget';
import { useConversationMessages } from './useConversationMessages';
import { Panel, Disabled } from './ChatPanel.styles';

export interface ChatPanelProps {
  me: string;
  conversationId: string;
  onOpenConversation: (id: string) => void;
}

const PENDING = 'pending:';

/**
 * One conversation (spec 1 §4 Chat): history pages of 30 with 'No more history messages', live
 * messages, the composer, media in the lightbox, merged records, cards, forwarding and, for a
 * group, its members. Opening it and leaving it mark it read.
 */
export function ChatPanel({ me, conversationId, onOpenConversation }: ChatPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useStore() as AppStore;
  const { client } = useChatClient();
  const who = useChatTarget(conversationId, me);
  const view = useConversationMessages(client, conversationId);
  const { refreshPending } = view;
  const { send, sendFiles, uploads } = useChatSend(client, who.target, refreshPending);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [forward, setForward] = useState<ForwardRequest | null>(null);
  const [media, setMedia] = useState<ChatMessageItem | null>(null);
  const [merged, setMerged] = useState<ChatMessageItem | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  const [pickCard, setPickCard] = useState(false);
  const [membersOpen, setMembersOpen] = useState(false);

  const lastSeq = view.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId]);
  // Spec 1 §4: switching conversation marks the previous and the new one read.
  useEffect(() => {
    if (!client || !lastSeq) return;
    client.markRead(conversationId, lastSeq);
    store.dispatch(
      imChatApi.util.updateQueryData('conversations', undefined, (draft) => {
        const conv = draft.find((c) => c.conversationID === conversationId);
        if (conv) {
          conv.unreadCount = 0;
          conv.readSeq = Math.max(conv.readSeq, lastSeq);
        }
      }),
    );
  }, [client, conversationId, lastSeq, store]);

  const byId = useMemo(() => new Map(view.messages.map((m) => [m.id, m])), [view.messages]);
  const items = useMemo(() => {
    const stored = view.messages.map((m) => toMessageItem(m, me, who.nameOf, who.avatarOf));
    const pending = view.pending.map((p) => pendingItem(p, who.nameOf, me));
    return [...stored, ...pending];
  }, [view.messages, view.pending, me, who.nameOf, who.avatarOf]);

  const lightboxItems: LightboxItem[] = useMemo(
    () =>
      items.flatMap((m): LightboxItem[] =>
        m.content.type === 'image'
          ? [{ type: 'image', src: m.content.url }]
          : m.content.type === 'video'
            ? [{ type: 'video', src: m.content.url, poster: m.content.posterUrl }]
            : [],
      ),
    [items],
  );
  const mediaIndex =
    media && 'url' in media.content
      ? lightboxItems.findIndex((i) => i.src === (media.content as { url: string }).url)
      : -1;

  const startForward = (mode: ForwardRequest['mode'], ids: string[]) => {
    const messages = ids.map((id) => byId.get(id)).filter((m) => m !== undefined);
    if (messages.length) setForward({ mode, messages });
  };

  const disabledReason = who.system
    ? t('im.chat.systemNotice')
    : !who.canChat
      ? who.peerId
        ? t('im.chat.notFriend')
        : who.group?.dissolved
          ? t('im.chat.dissolved')
          : t('im.chat.notMember')
      : undefined;

  return (
    <Panel aria-label={who.title}>
      <ChatHeader
        title={who.title}
        group={who.group}
        memberCount={who.members.length}
        peerId={who.system ? '' : who.peerId}
        onShowMembers={() => setMembersOpen((open) => !open)}
        onShowCard={() => setCardId(`user:${who.peerId}`)}
        selecting={selecting}
        selectedCount={selected.length}
        onSelectStart={() => setSelecting(true)}
        onForward={(mode) => startForward(mode, selected)}
        onSelectCancel={() => {
          setSelecting(false);
          setSelected([]);
        }}
      />
      <MessageList
        messages={items}
        conversationType={who.target?.type ?? 'C2C'}
        hasMore={view.more}
        loadingOlder={view.loadingOlder}
        onLoadOlder={() => void view.loadOlder()}
        onRetry={(id) => {
          if (!id.startsWith(PENDING) || !client) return;
          void client
            .retry(id.slice(PENDING.length))
            .catch(() => undefined)
            .finally(refreshPending);
          refreshPending();
        }}
        selectable={selecting}
        selectedIds={selected}
        onToggleSelect={(id, on) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)))}
        onForward={(id) => startForward(1, [id])}
        onMultiSelect={(id) => {
          setSelecting(true);
          setSelected([id]);
        }}
        onOpenMedia={setMedia}
        onOpenCard={setCardId}
        onOpenMerged={setMerged}
        onNavigate={(href) => void navigate(href)}
      />
      {disabledReason && who.relationLoaded ? <Disabled role="note">{disabledReason}</Disabled> : null}
      <MessageComposer
        disabled={!!disabledReason || !client}
        disabledReason={disabledReason}
        uploads={uploads}
        onSend={(text: string) => send({ type: 'text', payload: { text } })}
        onPickFiles={(files: File[], kind: 'image' | 'file') => void sendFiles(files, kind)}
        onPickCard={() => setPickCard(true)}
      />
      {membersOpen && who.group ? (
        <GroupPanel group={who.group} members={who.members} me={me} onClose={() => setMembersOpen(false)} />
      ) : null}
      <CardPicker
        open={pickCard}
        onOpenChange={setPickCard}
        onPick={(vcardId) => send({ type: 'custom', payload: { kind: 'card', vcardId } })}
      />
      {forward ? (
        <ForwardHost
          request={forward}
          me={me}
          conversationTitle={who.title}
          nameOf={who.nameOf}
          onDone={(sentTo) => {
            setForward(null);
            setSelecting(false);
            setSelected([]);
            if (sentTo) onOpenConversation(sentTo);
          }}
        />
      ) : null}
      <Lightbox
        items={lightboxItems}
        open={mediaIndex >= 0}
        index={Math.max(0, mediaIndex)}
        onOpenChange={(open) => !open && setMedia(null)}
      />
      <MergedViewer
        message={merged}
        source={merged ? byId.get(merged.id) : undefined}
        me={me}
        onClose={() => setMerged(null)}
        onOpenCard={setCardId}
      />
      <CardDetailDialog
        open={cardId !== null}
        onOpenChange={(open) => !open && setCardId(null)}
        {...(cardId?.startsWith('user:') ? { userId: cardId.slice(5) } : { vcardId: cardId ?? undefined })}
      />
    </Panel>
  );
}
