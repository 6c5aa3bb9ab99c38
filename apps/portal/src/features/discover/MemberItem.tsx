import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { DirectoryCard, DirectoryCardBody } from './DirectoryCard.styles';
import { Button, Tag } from '@platform/ui';
import { AvatarImage } from '@platform/ui/domain';
import type { DiscoverMember } from '@platform/contracts/org';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { AddFriendDialogHost, viewPath } from '../cards';
import { imUrl } from '../im';
import { useAppSelector } from '../../shared/store/hooks';

const Item = styled(DirectoryCard)`
  h3 {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md}px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const isUserId = (id: string) => /^\d{1,19}$/.test(id);

/**
 * One member with the summary of the default card they show the viewer (already masked by the
 * server), a link to the full card, and for the signed-in viewer a chat (friends and colleagues,
 * spec 1 §5/§6) or an add-friend request.
 */
export function MemberItem({ member }: { member: DiscoverMember }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const [addFriendOpen, setAddFriendOpen] = useState(false);
  const card = member.card;
  const name = card?.userName || member.name;
  const role = card ? [card.post, card.dept].filter(Boolean).join(' · ') : '';
  const canChat =
    !member.isSelf && (member.isFriend || member.isColleague) && isUserId(me) && isUserId(member.userId);
  const headingId = `member-${member.userId}`;
  return (
    <Item aria-labelledby={headingId}>
      <AvatarImage src={card?.avatar || member.avatar} alt="" size={48} />
      <DirectoryCardBody>
        <h3 id={headingId}>
          {name}
          {member.isSelf && <Tag>{t('discover.member.self')}</Tag>}
        </h3>
        {role && <p>{role}</p>}
        {card?.phone && (
          <p>
            {t('discover.member.phone')}: {card.phone}
          </p>
        )}
        {card?.email && (
          <p>
            {t('discover.member.email')}: {card.email}
          </p>
        )}
        {!card && <p>{t('discover.member.noCard')}</p>}
        <Actions>
          {card && (
            <Link to={viewPath(card.id)} aria-label={t('discover.member.viewCardOf', { name })}>
              {t('discover.member.viewCard')}
            </Link>
          )}
          {canChat && (
            <Button
              size="sm"
              aria-label={t('discover.member.chatWith', { name })}
              onClick={() => void navigate(imUrl({ conversationId: c2cConversationId(me, member.userId) }))}
            >
              {t('discover.member.chat')}
            </Button>
          )}
          {!member.isSelf && !member.isFriend && (
            <Button
              size="sm"
              aria-label={t('discover.member.addFriendOf', { name })}
              onClick={() => setAddFriendOpen(true)}
            >
              {t('discover.member.addFriend')}
            </Button>
          )}
        </Actions>
      </DirectoryCardBody>
      <AddFriendDialogHost open={addFriendOpen} onOpenChange={setAddFriendOpen} userId={member.userId} />
    </Item>
  );
}
