import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Empty, Spinner, Tag, formatDateTime, formatThousands } from '@platform/ui';
import { PdfPreview } from '@platform/ui/domain';
import type { Invoice } from '@platform/contracts/invoices/schemas';
import { usePdfPreview } from '../../shared/api/usePdfPreview';
import { INVOICE_PDF_PATH, useInvoiceDetailQuery } from './invoicesApi';
import { Alert, Facts, TextLink, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { typeKey, useGoodsText, useInvoicePdf } from './words';
import './i18n';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: 0;
  list-style: none;
`;
const Step = styled.li<{ $state: 'done' | 'current' | 'failed' | 'todo' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 160px;
  padding-top: ${({ theme }) => theme.space.sm}px;
  border-top: 3px solid
    ${({ theme, $state }) =>
      $state === 'failed'
        ? theme.colors.danger
        : $state === 'todo'
          ? theme.colors.border
          : theme.colors.brand[500]};
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme, $state }) => ($state === 'failed' ? theme.colors.danger : theme.colors.text)};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

function StepLine({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const second =
    invoice.status === 'rejected'
      ? { label: t('invoices.steps.rejected'), state: 'failed' as const, note: invoice.rejectReason ?? '' }
      : invoice.status === 'issued'
        ? {
            label: t('invoices.steps.issued'),
            state: 'current' as const,
            note: formatDateTime(invoice.issueTime),
          }
        : { label: t('invoices.steps.waiting'), state: 'todo' as const, note: '' };
  return (
    <Steps aria-label={t('invoices.fields.status')}>
      <Step $state={invoice.status === 'applied' ? 'current' : 'done'}>
        <strong>{t('invoices.steps.applied')}</strong>
        <small>{formatDateTime(invoice.createTime)}</small>
      </Step>
      <Step $state={second.state} aria-current={invoice.status === 'applied' ? undefined : 'step'}>
        <strong>{second.label}</strong>
        {second.note && (
          <small>
            {invoice.status === 'rejected'
              ? `${t('invoices.fields.rejectReason')}: ${second.note}`
              : second.note}
          </small>
        )}
      </Step>
    </Steps>
  );
}

const TONE = { applied: 'warning', issued: 'success', rejected: 'danger' } as const;

/**
 * /expenseCenter/invoiceDetail?id=: the invoice's progress (applied, then issued or rejected with
 * the reason), its title and amounts, the order it invoices; once issued the PDF shown below the
 * details (downloaded from the preview's toolbar), apply again once rejected, and the sample notice
 * for the sandbox provider's invoices.
 */
export default function InvoiceDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d{1,20}$/.test(id);
  const { data: invoice, isLoading, isError } = useInvoiceDetailQuery({ id }, { skip: !valid });
  const goodsText = useGoodsText();
  const { download, busy } = useInvoicePdf();
  const preview = usePdfPreview(INVOICE_PDF_PATH, invoice?.status === 'issued' ? invoice.id : null);

  if (valid && isLoading) return <Spinner />;
  if (!valid || isError || !invoice) {
    return (
      <Wrap>
        <h1>{t('invoices.detailTitle')}</h1>
        <Empty description={t('invoices.notFound')}>
          <TextLink to="/expenseCenter/invoiceManagement">{t('invoices.back')}</TextLink>
        </Empty>
      </Wrap>
    );
  }
  const dash = (value: string | null | undefined) => value || '-';
  const company = invoice.title.kind === 'company';
  return (
    <Wrap data-testid="invoice-detail">
      <h1>{t('invoices.detailTitle')}</h1>
      {invoice.sample && (
        <Alert $tone="warning" role="note">
          {t('invoices.sample')}
        </Alert>
      )}
      <Toolbar>
        <TextLink to="/expenseCenter/invoiceManagement">{t('invoices.back')}</TextLink>
        {invoice.status === 'rejected' && (
          <TextLink to={`/expenseCenter/invoiceApply?orderNo=${encodeURIComponent(invoice.outTradeNo)}`}>
            {t('invoices.reapply')}
          </TextLink>
        )}
      </Toolbar>
      <StepLine invoice={invoice} />

      <h2>{t('invoices.fields.invoiceSection')}</h2>
      <Facts>
        <dt>{t('invoices.fields.status')}</dt>
        <dd>
          <Tag tone={TONE[invoice.status]}>{t(`invoices.status.${invoice.status}`)}</Tag>
        </dd>
        {invoice.status === 'rejected' && (
          <>
            <dt>{t('invoices.fields.rejectReason')}</dt>
            <dd>{dash(invoice.rejectReason)}</dd>
          </>
        )}
        <dt>{t('invoices.fields.invoiceNo')}</dt>
        <dd>{dash(invoice.invoiceNo)}</dd>
        <dt>{t('invoices.fields.type')}</dt>
        <dd>{t(`invoices.types.${typeKey(invoice.type)}`)}</dd>
        <dt>{t('invoices.fields.amount')}</dt>
        <dd>{t('invoices.amountValue', { amount: formatThousands(invoice.amount, 2) })}</dd>
        <dt>{t('invoices.fields.orderNo')}</dt>
        <dd>
          <TextLink to={`/expenseCenter/details?orderNo=${encodeURIComponent(invoice.outTradeNo)}`}>
            {invoice.outTradeNo}
          </TextLink>
        </dd>
        <dt>{t('invoices.fields.goods')}</dt>
        <dd>{goodsText(invoice.goods)}</dd>
        <dt>{t('invoices.fields.applicant')}</dt>
        <dd>{dash(invoice.applicantName)}</dd>
        <dt>{t('invoices.fields.applyTime')}</dt>
        <dd>{dash(formatDateTime(invoice.createTime))}</dd>
        <dt>{t('invoices.fields.issueTime')}</dt>
        <dd>{dash(formatDateTime(invoice.issueTime))}</dd>
        <dt>{t('invoices.fields.email')}</dt>
        <dd>{dash(invoice.email)}</dd>
        <dt>{t('invoices.fields.remark')}</dt>
        <dd>{dash(invoice.remark)}</dd>
      </Facts>

      <h2>{t('invoices.fields.titleSection')}</h2>
      <Facts>
        <dt>{t('invoices.fields.kind')}</dt>
        <dd>{t(`invoices.kinds.${invoice.title.kind}`)}</dd>
        <dt>{t('invoices.fields.name')}</dt>
        <dd>{invoice.title.name}</dd>
        {company && (
          <>
            <dt>{t('invoices.fields.taxNo')}</dt>
            <dd>{dash(invoice.title.taxNo)}</dd>
            <dt>{t('invoices.fields.address')}</dt>
            <dd>{dash(invoice.title.address)}</dd>
            <dt>{t('invoices.fields.phone')}</dt>
            <dd>{dash(invoice.title.phone)}</dd>
            <dt>{t('invoices.fields.bank')}</dt>
            <dd>{dash(invoice.title.bank)}</dd>
            <dt>{t('invoices.fields.account')}</dt>
            <dd>{dash(invoice.title.account)}</dd>
          </>
        )}
      </Facts>

      {invoice.status === 'issued' && (
        <PdfPreview
          title={t('invoices.pdfPreview')}
          src={preview.src}
          loading={preview.loading}
          error={preview.error}
          onDownload={() => download(invoice.id)}
          downloading={busy === invoice.id}
        />
      )}
    </Wrap>
  );
}
