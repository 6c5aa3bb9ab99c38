import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Spinner, Tag, confirm, toast } from '@platform/ui';
import { INVOICE_LIMITS } from '@platform/contracts/invoices/limits';
import type { InvoiceTitle } from '@platform/contracts/invoices/schemas';
import type { RequestError } from '../../shared/api/baseQuery';
import { listRow } from '../../shared/layout/listRow';
import {
  useInvoiceTitleListQuery,
  useInvoiceTitleRemoveMutation,
  useInvoiceTitleSaveMutation,
} from './invoicesApi';
import { Actions, Hint, TextLink, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { TitleDialog } from './TitleDialog';
import './i18n';

const List = styled.ul`
  margin: 0;
  padding: 0;
  li {
    ${listRow}
    flex-wrap: wrap;
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  strong {
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
    overflow-wrap: anywhere;
  }
`;

/** Editing: a title, 'new', or nothing. */
type Editing = InvoiceTitle | 'new' | null;

/**
 * /expenseCenter/setInvoiceInfo: the tenant's saved invoice titles (企业 / 个人) with edit, delete
 * (after a confirm) and make default; the add and edit form is a dialog (TitleDialog).
 */
export default function InvoiceTitlesPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useInvoiceTitleListQuery();
  const [remove] = useInvoiceTitleRemoveMutation();
  const [save, { isLoading: saving }] = useInvoiceTitleSaveMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const titles = data ?? [];
  const full = titles.length >= INVOICE_LIMITS.titlesMax;

  const drop = async (title: InvoiceTitle) => {
    if (
      !(await confirm({
        title: t('invoices.titlePage.remove'),
        content: t('invoices.titlePage.removeConfirm', { name: title.name }),
      }))
    )
      return;
    await remove({ id: title.id }).unwrap();
    toast.success(t('invoices.titlePage.removed'));
  };
  const makeDefault = async (title: InvoiceTitle) => {
    try {
      await save({
        id: title.id,
        kind: title.kind,
        name: title.name,
        taxNo: title.taxNo,
        address: title.address,
        phone: title.phone,
        bank: title.bank,
        account: title.account,
        isDefault: true,
      }).unwrap();
      toast.success(t('invoices.titlePage.defaultSet'));
    } catch (error) {
      toast.error((error as Partial<RequestError>).message || t('request.unknown'));
    }
  };

  return (
    <Wrap data-testid="invoice-titles">
      <h1>{t('invoices.titlesTitle')}</h1>
      <Toolbar>
        {full && <Hint>{t('invoices.titlePage.limit', { max: INVOICE_LIMITS.titlesMax })}</Hint>}
        <TextLink to="/expenseCenter/invoiceManagement">{t('invoices.back')}</TextLink>
        <Button variant="primary" disabled={full} onClick={() => setEditing('new')}>
          {t('invoices.titlePage.add')}
        </Button>
      </Toolbar>
      {isLoading ? (
        <Spinner />
      ) : !titles.length ? (
        <Empty description={t('invoices.titlePage.empty')} />
      ) : (
        <List aria-label={t('invoices.titlesTitle')}>
          {titles.map((title) => (
            <li key={title.id} data-testid="invoice-title">
              <Body>
                <div>
                  <Tag tone="neutral">{t(`invoices.kinds.${title.kind}`)}</Tag> <strong>{title.name}</strong>{' '}
                  {title.isDefault && <Tag>{t('invoices.titlePage.isDefault')}</Tag>}{' '}
                  {title.specialReady && <Tag tone="success">{t('invoices.titlePage.specialReady')}</Tag>}
                </div>
                {title.kind === 'company' && (
                  <small>
                    {[
                      title.taxNo,
                      title.address,
                      title.phone,
                      [title.bank, title.account].filter(Boolean).join(' '),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </small>
                )}
              </Body>
              <Actions>
                {!title.isDefault && (
                  <Button
                    size="sm"
                    loading={saving}
                    aria-label={`${t('invoices.titlePage.setDefault')} ${title.name}`}
                    onClick={() => void makeDefault(title)}
                  >
                    {t('invoices.titlePage.setDefault')}
                  </Button>
                )}
                <Button
                  size="sm"
                  aria-label={`${t('invoices.titlePage.edit')} ${title.name}`}
                  onClick={() => setEditing(title)}
                >
                  {t('invoices.titlePage.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`${t('invoices.titlePage.remove')} ${title.name}`}
                  onClick={() => void drop(title).catch(() => undefined)}
                >
                  {t('invoices.titlePage.remove')}
                </Button>
              </Actions>
            </li>
          ))}
        </List>
      )}
      {editing && (
        <TitleDialog
          title={editing === 'new' ? null : editing}
          first={!titles.length}
          onClose={() => setEditing(null)}
        />
      )}
    </Wrap>
  );
}
