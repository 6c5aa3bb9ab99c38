import { useState } from 'react';
import { AvatarImage } from '../AvatarImage';
import { Button } from '../../primitives/Button';
import { Muted, Name } from '../BusinessCardView/BusinessCardView.styles';
import { ContactList } from '../BusinessCardView/ContactList';
import { postLine, type BusinessCard } from '../BusinessCardView/card';
import { Ellipsis } from '../../primitives/Ellipsis';
import { NAME_CUT } from '../../helpers/cut';
import { maskContact } from '../../helpers/mask';
import { useUiMessages } from '../../locale';
import { Actions, Top, Wrap } from './CardDetailPopup.styles';

export interface CardRelation {
  isAttention?: boolean;
  isFriend?: boolean;
  isColleague?: boolean;
  isInFolder?: boolean;
}

export interface CardDetailPopupProps {
  card: BusinessCard;
  relation?: CardRelation;
  encrypt?: boolean;
  isOwner?: boolean;
  /** Called with the new follow state. */
  onFollowChange?: (follow: boolean) => void;
  onAddFriend?: () => void;
  onSendMessage?: () => void;
  onSaveToFolder?: () => void;
  onForward?: () => void;
  /** Starts with email and address shown. */
  defaultExpanded?: boolean;
  className?: string;
}

/** Content of the card detail dialog (spec 1 §2); put it in a Dialog or Popover. */
export function CardDetailPopup({
  card,
  relation = {},
  encrypt = false,
  isOwner = false,
  onFollowChange,
  onAddFriend,
  onSendMessage,
  onSaveToFolder,
  onForward,
  defaultExpanded = false,
  className,
}: CardDetailPopupProps) {
  const messages = useUiMessages();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const contact = maskContact(
    { phone: card.phone, email: card.email, address: card.address },
    encrypt,
    isOwner,
  );
  const name = card.userName || card.nickName || '';
  const rows: Array<[string, string | undefined]> = [[messages.phone, contact.phone]];
  if (expanded) rows.push([messages.email, contact.email], [messages.address, contact.address]);
  return (
    <Wrap className={className}>
      <Top>
        <AvatarImage src={card.avatar || card.userCenterAvatar} alt={name} size={56} />
        <div>
          <Name>
            <Ellipsis text={name} max={NAME_CUT} />
          </Name>
          {postLine(card.post, card.dept) && <Muted>{postLine(card.post, card.dept)}</Muted>}
          {card.orgName && <div>{card.orgName}</div>}
        </div>
      </Top>
      <ContactList rows={rows} />
      <Button
        variant="link"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? messages.collapse : messages.viewMore}
      </Button>
      {!isOwner && (
        <Actions>
          <Button
            variant={relation.isAttention ? 'default' : 'primary'}
            lockMs={1000}
            onClick={() => onFollowChange?.(!relation.isAttention)}
          >
            {relation.isAttention ? messages.unfollow : messages.follow}
          </Button>
          {!relation.isFriend && <Button onClick={onAddFriend}>{messages.addFriend}</Button>}
          <Button onClick={onSendMessage}>{messages.sendMessage}</Button>
          {!relation.isInFolder && <Button onClick={onSaveToFolder}>{messages.saveToFolder}</Button>}
          <Button onClick={onForward}>{messages.forward}</Button>
        </Actions>
      )}
    </Wrap>
  );
}
