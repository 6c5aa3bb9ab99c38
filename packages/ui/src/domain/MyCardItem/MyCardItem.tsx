import { cutName } from '../../helpers/cut';
import { Switch } from '../../internal/Switch';
import { useUiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import { confirm } from '../../primitives/Dialog/confirmQueue';
import { Tag } from '../../primitives/Tag';
import { AvatarImage } from '../AvatarImage';
import { postLine, type BusinessCard } from '../BusinessCardView/card';
import { Actions, Item, Muted, NameLine, Who } from './MyCardItem.styles';

export type MyCard = Pick<
  BusinessCard,
  | 'id'
  | 'type'
  | 'avatar'
  | 'userCenterAvatar'
  | 'userName'
  | 'nickName'
  | 'post'
  | 'dept'
  | 'orgName'
  | 'ifOpened'
>;

export interface MyCardItemProps {
  card: MyCard;
  /** The user's default card: shows 默认 and hides "set default". */
  isDefault?: boolean;
  /** The privacy switch: true = public (ifOpened). */
  onPrivacyChange?: (id: string, open: boolean) => void;
  onSetDefault?: (id: string) => void;
  onEdit?: (id: string) => void;
  onPreview?: (id: string) => void;
  onShare?: (id: string) => void;
  /** Called after the user confirms the delete. */
  onDelete?: (id: string) => void;
  className?: string;
}

/** One row of "my cards": who, type and default badges, the privacy switch and the card actions. */
export function MyCardItem({
  card,
  isDefault = false,
  onPrivacyChange,
  onSetDefault,
  onEdit,
  onPreview,
  onShare,
  onDelete,
  className,
}: MyCardItemProps) {
  const messages = useUiMessages();
  const t = messages.myCard;
  const name = card.userName || card.nickName || '';
  const shortName = cutName(name);
  const label = [shortName, card.orgName].filter(Boolean).join(' ');
  const isPublic = card.ifOpened !== false;
  const post = postLine(card.post, card.dept);
  const remove = async () => {
    if (await confirm({ title: messages.tip, content: t.deleteConfirm })) onDelete?.(card.id);
  };
  return (
    <Item className={className} aria-label={label}>
      <AvatarImage src={card.avatar || card.userCenterAvatar} alt={name} size={56} />
      <Who>
        <NameLine>
          <h3 title={name}>{shortName}</h3>
          {post && <Muted>{post}</Muted>}
          <Tag tone={card.type === 1 ? 'success' : 'brand'}>
            {card.type === 1 ? t.government : t.enterprise}
          </Tag>
          {isDefault && <Tag tone="warning">{t.default}</Tag>}
        </NameLine>
        {card.orgName && <span>{card.orgName}</span>}
      </Who>
      {onPrivacyChange && (
        <Switch
          checked={isPublic}
          aria-label={t.privacy(label)}
          onChange={(open) => onPrivacyChange(card.id, open)}
        >
          <span aria-hidden="true">{isPublic ? t.public : t.private}</span>
        </Switch>
      )}
      <Actions role="group" aria-label={t.actions(label)}>
        {!isDefault && onSetDefault && (
          <Button size="sm" variant="link" onClick={() => onSetDefault(card.id)}>
            {t.setDefault}
          </Button>
        )}
        {onEdit && (
          <Button size="sm" variant="link" onClick={() => onEdit(card.id)}>
            {t.edit}
          </Button>
        )}
        {onPreview && (
          <Button size="sm" variant="link" onClick={() => onPreview(card.id)}>
            {t.preview}
          </Button>
        )}
        {onShare && (
          <Button size="sm" variant="link" disabled={!isPublic} onClick={() => onShare(card.id)}>
            {t.share}
          </Button>
        )}
        {onDelete && (
          <Button size="sm" variant="link" onClick={remove}>
            {t.delete}
          </Button>
        )}
      </Actions>
    </Item>
  );
}
