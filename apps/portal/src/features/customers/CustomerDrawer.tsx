import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SOURCE_TEXT } from '@platform/contracts';
import { Button, Drawer, Spinner, Tag, confirm, toast, useUiConfig } from '@platform/ui';
import { ContactsSection } from './ContactsSection';
import { CustomerDeals } from './CustomerDeals';
import { EditCustomerDialog } from './EditCustomerDialog';
import { TaskList } from './TaskList';
import { TimelineSection } from './TimelineSection';
import { useCrmCustomerDetailQuery, useCrmCustomerRemoveMutation } from './customersApi';
import { useCrmSelf } from './useCrmSelf';
import { Cell, Row, Section } from './styles';

const Facts = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** One customer: its facts, contacts, timeline, deals and tasks; edit and delete for its manager. */
export function CustomerDrawer({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { members } = useCrmSelf();
  const { data: customer, isLoading } = useCrmCustomerDetailQuery({ customerId });
  const [remove] = useCrmCustomerRemoveMutation();
  const [editing, setEditing] = useState(false);
  const drop = async () => {
    if (!customer) return;
    if (
      !(await confirm({
        title: t('customers.drawer.remove'),
        content: t('customers.drawer.removeConfirm', { name: customer.name }),
      }))
    )
      return;
    await remove({ customerId }).unwrap();
    toast.success(t('customers.drawer.removed'));
    onClose();
  };
  const nameOf = (id: string) => members.find((m) => m.userId === id)?.name ?? id;
  return (
    <Drawer
      open
      width={560}
      title={customer?.name ?? t('customers.drawer.title')}
      onOpenChange={(o) => !o && onClose()}
    >
      {isLoading || !customer ? (
        <Spinner />
      ) : (
        <div data-testid="customer-drawer">
          <Facts>
            <li>{t('customers.drawer.owner', { name: customer.ownerName })}</li>
            <li>{t('customers.drawer.source', { source: CUSTOMER_SOURCE_TEXT[customer.source][locale] })}</li>
            {customer.uscNo && <li>{t('customers.drawer.uscNo', { code: customer.uscNo })}</li>}
            {customer.regionName && <li>{t('customers.drawer.region', { region: customer.regionName })}</li>}
            {customer.industryName && (
              <li>{t('customers.drawer.industry', { industry: customer.industryName })}</li>
            )}
            {customer.collaboratorIds.length > 0 && (
              <li>
                {t('customers.drawer.collaborators')}: {customer.collaboratorIds.map(nameOf).join(', ')}
              </li>
            )}
          </Facts>
          {customer.tags.length > 0 && (
            <Cell>
              {customer.tags.map((tg) => (
                <Tag key={tg}>{tg}</Tag>
              ))}
            </Cell>
          )}
          {customer.canManage && (
            <Row>
              <Button size="sm" onClick={() => setEditing(true)}>
                {t('customers.drawer.edit')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => void drop().catch(() => undefined)}>
                {t('customers.drawer.remove')}
              </Button>
            </Row>
          )}
          <ContactsSection customer={customer} />
          <Section aria-labelledby="crm-drawer-deals">
            <h3 id="crm-drawer-deals">{t('customers.drawer.deals')}</h3>
            <CustomerDeals customerId={customerId} />
          </Section>
          <Section aria-labelledby="crm-drawer-tasks">
            <h3 id="crm-drawer-tasks">{t('customers.drawer.tasks')}</h3>
            <TaskList customerId={customerId} />
          </Section>
          <TimelineSection customerId={customerId} />
        </div>
      )}
      {editing && customer && (
        <EditCustomerDialog customer={customer} members={members} onClose={() => setEditing(false)} />
      )}
    </Drawer>
  );
}
