import { AvatarImage } from '../AvatarImage';
import { Ellipsis } from '../../primitives/Ellipsis';
import { maskContact } from '../../helpers/mask';
import { NAME_CUT } from '../../helpers/cut';
import { useUiMessages } from '../../locale';
import type { BusinessCard } from './card';
import { postLine } from './card';
import { Header, Muted, Name, Who } from './BusinessCardView.styles';
import { ContactList } from './ContactList';

export interface CardHeaderProps {
  card: BusinessCard;
  /** Masking is on for this tenant. */
  encrypt?: boolean;
  /** The viewer owns the card (sees it unmasked). */
  isOwner?: boolean;
}

/** Avatar, name (cut after 8), post and department (cut at 4), organisation and masked contacts. */
export function CardHeader({ card, encrypt = false, isOwner = false }: CardHeaderProps) {
  const messages = useUiMessages();
  const contact = maskContact(
    { phone: card.phone, email: card.email, address: card.address },
    encrypt,
    isOwner,
  );
  const name = card.userName || card.nickName || '';
  const rows: Array<[string, string | undefined]> = [
    [messages.phone, contact.phone],
    [messages.email, contact.email],
    [messages.address, contact.address],
  ];
  return (
    <Header>
      <AvatarImage src={card.avatar || card.userCenterAvatar} alt={name} size={64} />
      <Who>
        <Name>
          <Ellipsis text={name} max={NAME_CUT} />
        </Name>
        {postLine(card.post, card.dept) && <Muted>{postLine(card.post, card.dept)}</Muted>}
        {card.orgName && <span>{card.orgName}</span>}
        <ContactList rows={rows} />
      </Who>
    </Header>
  );
}
