import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, IconCard, Tag, toast } from '@platform/ui';
import { c2cConversationId } from '@platform/contracts/im/ids';
import { viewPath } from '../cards';
import { imUrl } from '../im';
import { TextLink } from '../../shared/layout/documentPage';
import { useAppSelector } from '../../shared/store/hooks';
import {
  useCrmContactFromCardMutation,
  useCrmContactLinkMutation,
  type Contact,
  type CustomerCard,
} from './customersApi';
import { Cell, ItemList } from './styles';

const Sub = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const isUserId = (id: string) => /^\d{1,19}$/.test(id);
const nameOf = (card: CustomerCard) => card.userName || card.nickName;
/** A card in one line, as the server masked it. */
const lineOf = (card: CustomerCard) =>
  [nameOf(card), card.post, card.phone, card.email].filter(Boolean).join(' · ');

/** The card page of a card, and a chat with its owner (not with oneself). */
function CardLinks({ card, name }: { card: CustomerCard; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useAppSelector((s) => s.app.userInfo?.userId ?? '');
  const canChat = card.userId !== me && isUserId(me) && isUserId(card.userId);
  return (
    <>
      <TextLink to={viewPath(card.id)} aria-label={t('customers.cards.viewOf', { name })}>
        {t('customers.cards.view')}
      </TextLink>
      {canChat && (
        <Button
          size="sm"
          aria-label={t('customers.cards.chatWith', { name })}
          onClick={() => void navigate(imUrl({ conversationId: c2cConversationId(me, card.userId) }))}
        >
          {t('customers.cards.chat')}
        </Button>
      )}
    </>
  );
}

/**
 * A contact's business card: its badge, card page, chat and unlink when linked (the card as the
 * server masked it; gone when deleted or made private since), or a menu of the company's cards to
 * link it to.
 */
export function ContactCard({ contact, cards }: { contact: Contact; cards: readonly CustomerCard[] }) {
  const { t } = useTranslation();
  const [link, { isLoading }] = useCrmContactLinkMutation();
  const save = (vcardId: string | null) =>
    void link({ contactId: contact.contactId, vcardId })
      .unwrap()
      .then(() => toast.success(t(vcardId ? 'customers.cards.linked' : 'customers.cards.unlinked')))
      .catch(() => undefined);
  if (contact.vcardId)
    return (
      <Cell>
        {contact.card ? (
          <Tag>
            <IconCard /> {t('customers.cards.badge')}
          </Tag>
        ) : (
          <Tag tone="neutral">{t('customers.cards.gone')}</Tag>
        )}
        {contact.card && <CardLinks card={contact.card} name={contact.name} />}
        <Button
          size="sm"
          variant="link"
          loading={isLoading}
          aria-label={t('customers.cards.unlinkOf', { name: contact.name })}
          onClick={() => save(null)}
        >
          {t('customers.cards.unlink')}
        </Button>
      </Cell>
    );
  if (!cards.length) return null;
  return (
    <Dropdown
      items={cards.map((card) => ({ key: card.id, label: lineOf(card) }))}
      onSelect={(vcardId) => save(vcardId)}
      placement="bottom-end"
    >
      <Button size="sm" variant="link" aria-label={t('customers.cards.linkOf', { name: contact.name })}>
        {t('customers.cards.link')}
      </Button>
    </Dropdown>
  );
}

/**
 * 从名片添加: the company's open cards no contact is linked to yet, each added as a linked contact
 * in one click (its name and post; its phone and email only when the card shows them unmasked).
 */
export function CardsToAdd({
  customerId,
  cards,
  total,
  failed,
}: {
  customerId: string;
  /** The cards no contact is linked to. */
  cards: readonly CustomerCard[];
  /** All the company's open cards. */
  total: number;
  failed: boolean;
}) {
  const { t } = useTranslation();
  const [add, { isLoading, originalArgs }] = useCrmContactFromCardMutation();
  return (
    <Sub aria-labelledby={`crm-cards-${customerId}`} role="group">
      <h4 id={`crm-cards-${customerId}`}>{t('customers.cards.fromCard')}</h4>
      {failed ? (
        <p>{t('customers.cards.failed')}</p>
      ) : !cards.length ? (
        <p>{t(total ? 'customers.cards.allLinked' : 'customers.cards.none')}</p>
      ) : (
        <ItemList aria-label={t('customers.cards.fromCard')}>
          {cards.map((card) => (
            <li key={card.id} data-testid="customer-card">
              <span>{lineOf(card)}</span>
              <Cell>
                <CardLinks card={card} name={nameOf(card)} />
                <Button
                  size="sm"
                  loading={isLoading && originalArgs?.vcardId === card.id}
                  aria-label={t('customers.cards.addOf', { name: nameOf(card) })}
                  onClick={() =>
                    void add({ customerId, vcardId: card.id })
                      .unwrap()
                      .then(() => toast.success(t('customers.contact.added')))
                      .catch(() => undefined)
                  }
                >
                  {t('customers.cards.add')}
                </Button>
              </Cell>
            </li>
          ))}
        </ItemList>
      )}
    </Sub>
  );
}
