import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, IconDelete, toast } from '@platform/ui';
import { ContactFields } from './ContactFields';
import { CardsToAdd, ContactCard } from './ContactCards';
import {
  useCrmContactAddMutation,
  useCrmContactRemoveMutation,
  useCrmCustomerCardsQuery,
  type CustomerDetail,
} from './customersApi';
import { EMPTY_CONTACT, contactProblem, toContactInput } from './input';
import { ItemList, Section } from './styles';

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A customer's contacts: the list with their business cards, removal, 从名片添加 (the company's open
 * cards on the platform) and a form to add one by hand.
 */
export function ContactsSection({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const companyCards = useCrmCustomerCardsQuery(
    { customerId: customer.customerId },
    { skip: !customer.companyId },
  );
  const cards = companyCards.data ?? [];
  const linked = new Set(customer.contacts.flatMap((c) => (c.vcardId ? [c.vcardId] : [])));
  const unlinked = cards.filter((card) => !linked.has(card.id));
  const [draft, setDraft] = useState(EMPTY_CONTACT);
  const [error, setError] = useState('');
  const [add, { isLoading }] = useCrmContactAddMutation();
  const [remove] = useCrmContactRemoveMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactProblem(draft);
    if (problem) return setError(t(`customers.contact.${problem}`));
    void add({ customerId: customer.customerId, ...toContactInput(draft) })
      .unwrap()
      .then(() => {
        toast.success(t('customers.contact.added'));
        setDraft(EMPTY_CONTACT);
      })
      .catch(() => undefined);
  };
  return (
    <Section aria-labelledby="crm-drawer-contacts">
      <h3 id="crm-drawer-contacts">{t('customers.drawer.contacts')}</h3>
      {customer.contacts.length === 0 ? (
        <p>{t('customers.contact.none')}</p>
      ) : (
        <ItemList>
          {customer.contacts.map((c) => (
            <li key={c.contactId}>
              <span>{[c.name, c.title, c.phone, c.email].filter(Boolean).join(' · ')}</span>
              <ContactCard contact={c} cards={unlinked} />
              <Button
                size="sm"
                variant="link"
                aria-label={t('customers.contact.remove', { name: c.name })}
                onClick={() =>
                  void remove({ contactId: c.contactId })
                    .unwrap()
                    .then(() => toast.success(t('customers.contact.removed')))
                    .catch(() => undefined)
                }
              >
                <IconDelete />
              </Button>
            </li>
          ))}
        </ItemList>
      )}
      {customer.companyId && !companyCards.isLoading && (
        <CardsToAdd
          customerId={customer.customerId}
          cards={unlinked}
          total={cards.length}
          failed={companyCards.isError}
        />
      )}
      <form onSubmit={submit} aria-label={t('customers.create.addContact')}>
        <ContactFields
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setError('');
          }}
        />
        {error && <Alert role="alert">{error}</Alert>}
        <Button type="submit" size="sm" loading={isLoading}>
          {t('customers.contact.add')}
        </Button>
      </form>
    </Section>
  );
}
