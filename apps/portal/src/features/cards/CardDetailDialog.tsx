import styled from 'styled-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Dialog, Empty, Spinner, toast } from '@platform/ui';
import { CardDetailPopup } from '@platform/ui/domain';
import type { CardBasic, CardDetailOrUnavailable } from '@platform/contracts/vcard';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { useAppSelector } from '../../shared/store/hooks';
import { emitPortalEvent } from '../../shared/events';
import AddFriendHost from './AddFriendHost';
import {
  useCardDetailQuery,
  useDefaultCardBasicQuery,
  useLazyForwardPayloadQuery,
  useSaveToFolderMutation,
} from './cardsApi';
import { cardViewPath } from './MyCards.links';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { usePersonFollow } from './peopleFollow';
import './i18n';

/** Where "send message" goes: the chat page on the conversation with the card's owner. */
export const IM_PATH = '/im/index';

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-content: flex-end;
  align-items: center;
  margin-top: ${({ theme }) => theme.space.md}px;
`;

export interface CardDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A card by id; wins over userId. */
  vcardId?: string;
  /** A person: their default card. */
  userId?: string;
}

interface Relation {
  isOwner: boolean;
  isAttention: boolean;
  isFriend: boolean;
  isColleague: boolean;
  isInFolder: boolean;
}
type Shown = CardBasic & Relation;
type Loaded = { card: Shown } | { unavailable: 'private' | 'deleted' } | { none: true } | null;

function fromDetail(data: CardDetailOrUnavailable | undefined): Loaded {
  if (!data) return null;
  if ('unavailable' in data) return { unavailable: data.unavailable };
  return { card: data };
}

/**
 * The card detail dialog of spec 1 §2 for a card id or a person's default card: the ui kit's
 * CardDetailPopup (name cut 8, post and department 4; contacts already masked by the server) with
 * follow / unfollow, add friend, send message, save to folder, forward and a link to the full card.
 * The owner's own card hides follow, add friend and save. Visitors get the login dialog.
 */
export default function CardDetailDialog({ open, onOpenChange, vcardId, userId }: CardDetailDialogProps) {
  const { t } = useTranslation();
  const byCard = useCardDetailQuery({ vcardId: vcardId ?? '' }, { skip: !open || !vcardId });
  const byUser = useDefaultCardBasicQuery({ userId: userId ?? '' }, { skip: !open || !!vcardId || !userId });
  const loading = vcardId ? byCard.isLoading : byUser.isLoading;
  const loaded: Loaded = vcardId
    ? fromDetail(byCard.data)
    : byUser.data
      ? { card: byUser.data }
      : byUser.isSuccess
        ? { none: true }
        : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('cards.dialog.title')}>
      {loading || !loaded ? (
        <Spinner />
      ) : 'card' in loaded ? (
        <CardActions card={loaded.card} onClose={() => onOpenChange(false)} />
      ) : 'unavailable' in loaded ? (
        <Empty description={t(`cards.dialog.${loaded.unavailable}`)} />
      ) : (
        <Empty description={t('cards.dialog.none')} />
      )}
    </Dialog>
  );
}

function CardActions({ card, onClose }: { card: Shown; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const follow = usePersonFollow();
  const [saveToFolder] = useSaveToFolderMutation();
  const [loadForward] = useLazyForwardPayloadQuery();
  const [addFriendOpen, setAddFriendOpen] = useState(false);

  const save = async () => {
    if (!requireLogin()) return;
    try {
      await saveToFolder({ cardIdList: [card.id] }).unwrap();
      toast.success(t('cards.dialog.saved'));
    } catch {
      // The request layer showed the refusal (private, deleted, own card).
    }
  };

  const me = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const sendMessage = () => {
    if (!requireLogin()) return;
    // Spec 1 §5/§6: messages need friend or colleague status.
    if (!card.isFriend && !card.isColleague) {
      toast.error(t('cards.dialog.notFriend'));
      return;
    }
    onClose();
    if (!me) return;
    void navigate(`${IM_PATH}?conversationID=${c2cConversationId(me, card.userId)}`);
  };

  // Private and deleted cards are refused first (the request layer shows the spec's text); then
  // the chat's forward dialog sends the card to the chosen conversations.
  const forward = async () => {
    if (!requireLogin()) return;
    try {
      await loadForward({ vcardId: card.id }, false).unwrap();
    } catch {
      // 转发失败，对方已删除此名片 / 转发失败，对方已将此名片设为私密: shown by the request layer.
      return;
    }
    onClose();
    emitPortalEvent('forwardCard', { vcardId: card.id });
  };

  return (
    <>
      <CardDetailPopup
        card={{ ...card, type: card.type === 1 ? 1 : 2 }}
        relation={card}
        isOwner={card.isOwner}
        onFollowChange={(next) => void follow(card.userId, next)}
        onAddFriend={() => requireLogin() && setAddFriendOpen(true)}
        onSendMessage={sendMessage}
        onSaveToFolder={() => void save()}
        onForward={() => void forward()}
      />
      <Footer>
        {card.isOwner && <Button onClick={() => void forward()}>{t('cards.dialog.forwardOwn')}</Button>}
        <Link to={cardViewPath(card.id)} onClick={onClose}>
          {t('cards.dialog.viewCard')}
        </Link>
      </Footer>
      {!card.isOwner && (
        <AddFriendHost open={addFriendOpen} onOpenChange={setAddFriendOpen} userId={card.userId} />
      )}
    </>
  );
}
