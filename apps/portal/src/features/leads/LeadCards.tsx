import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@platform/ui';
import { AvatarImage } from '@platform/ui/domain';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { viewPath } from '../cards';
import { imUrl } from '../im';
import { Actions, TextLink } from '../../shared/layout/documentPage';
import { listRow } from '../../shared/layout/listRow';
import { useAppSelector } from '../../shared/store/hooks';
import { useLeadCardsQuery, type LeadCard } from './leadsApi';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding-bottom: ${({ theme }) => theme.space.md}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Item = styled.li`
  ${listRow}
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    overflow-wrap: anywhere;
  }
`;

const isUserId = (id: string) => /^\d{1,19}$/.test(id);

/** One person: the card's name, post and contacts exactly as the server masked them, its page and a chat. */
function CardRow({ card, me }: { card: LeadCard; me: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = card.userName || card.nickName;
  const canChat = card.userId !== me && isUserId(me) && isUserId(card.userId);
  return (
    <Item data-testid="lead-card">
      <AvatarImage src={card.avatar || card.userCenterAvatar} alt="" size={36} />
      <Body>
        <strong>{name}</strong>
        <small>{[card.post, card.dept, card.orgName].filter(Boolean).join(' · ') || '-'}</small>
        {(card.phone || card.email) && <small>{[card.phone, card.email].filter(Boolean).join(' · ')}</small>}
      </Body>
      <Actions>
        <TextLink to={viewPath(card.id)} aria-label={t('leads.cards.viewOf', { name })}>
          {t('leads.cards.view')}
        </TextLink>
        {canChat && (
          <Button
            size="sm"
            aria-label={t('leads.cards.chatWith', { name })}
            onClick={() => void navigate(imUrl({ conversationId: c2cConversationId(me, card.userId) }))}
          >
            {t('leads.cards.chat')}
          </Button>
        )}
      </Actions>
    </Item>
  );
}

/**
 * 平台名片: the people of the lead's company who show an open business card on the platform, as the
 * server masks them for the caller, each with its card page and a chat with its owner.
 */
export function LeadCards({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const me = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const { data, isLoading, isError } = useLeadCardsQuery({ leadId });
  return (
    <Section aria-labelledby={`lead-cards-${leadId}`}>
      <h3 id={`lead-cards-${leadId}`}>{t('leads.cards.title')}</h3>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <p>{t('leads.cards.failed')}</p>
      ) : !data?.length ? (
        <p>{t('leads.cards.none')}</p>
      ) : (
        <ul aria-label={t('leads.cards.title')}>
          {data.map((card) => (
            <CardRow key={card.id} card={card} me={me} />
          ))}
        </ul>
      )}
    </Section>
  );
}
