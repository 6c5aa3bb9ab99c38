import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Pagination,
  Table,
  Tabs,
  Tag,
  formatDateTime,
  formatThousands,
  type TableColumn,
} from '@platform/ui';
import { INVOICE_STATUSES, type InvoiceStatus } from '@platform/contracts/invoices/limits';
import type { Invoice } from '@platform/contracts/invoices/schemas';
import { useInvoicePageQuery } from './invoicesApi';
import { Actions, TextLink, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { typeKey, useInvoicePdf } from './words';
import './i18n';

const PAGE_SIZE = 10;
const TABS = ['all', ...INVOICE_STATUSES] as const;
type Tab = (typeof TABS)[number];
const isStatus = (v: string | null): v is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(v ?? '');

const TONE = { applied: 'warning', issued: 'success', rejected: 'danger' } as const;

/**
 * /expenseCenter/invoiceManagement: the tenant's invoices by status (`?status=`, `?page=`), each with
 * its detail and, once issued, its PDF; links to apply and to the invoice titles.
 */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status: Tab = isStatus(params.get('status')) ? (params.get('status') as InvoiceStatus) : 'all';
  const current = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching } = useInvoicePageQuery({
    current,
    size: PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
  });
  const { download, busy } = useInvoicePdf();

  const go = (next: { status?: Tab; page?: number }) => {
    const out = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'all') out.set('status', s);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };

  const columns: TableColumn<Invoice>[] = [
    { key: 'invoiceNo', title: t('invoices.columns.invoiceNo'), render: (r) => r.invoiceNo || '-' },
    { key: 'outTradeNo', title: t('invoices.columns.orderNo') },
    { key: 'title', title: t('invoices.columns.titleName'), render: (r) => r.title.name },
    {
      key: 'type',
      title: t('invoices.columns.type'),
      render: (r) => t(`invoices.types.${typeKey(r.type)}`),
    },
    {
      key: 'amount',
      title: t('invoices.columns.amount'),
      align: 'right',
      render: (r) => t('invoices.amountValue', { amount: formatThousands(r.amount, 2) }),
    },
    {
      key: 'status',
      title: t('invoices.columns.status'),
      render: (r) => <Tag tone={TONE[r.status]}>{t(`invoices.status.${r.status}`)}</Tag>,
    },
    {
      key: 'createTime',
      title: t('invoices.columns.applyTime'),
      render: (r) => formatDateTime(r.createTime) || '-',
    },
    {
      key: 'actions',
      title: t('invoices.columns.actions'),
      render: (r) => (
        <Actions>
          <TextLink
            to={`/expenseCenter/invoiceDetail?id=${encodeURIComponent(r.id)}`}
            aria-label={`${t('invoices.detail')} ${r.outTradeNo}`}
          >
            {t('invoices.detail')}
          </TextLink>
          {r.status === 'issued' && (
            <Button
              size="sm"
              variant="link"
              loading={busy === r.id}
              aria-label={`${t('invoices.download')} ${r.invoiceNo ?? r.outTradeNo}`}
              onClick={() => download(r.id)}
            >
              {t('invoices.download')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <Wrap data-testid="invoice-list">
      <h1>{t('invoices.listTitle')}</h1>
      <Toolbar>
        <Button onClick={() => navigate('/expenseCenter/setInvoiceInfo')}>{t('invoices.titles')}</Button>
        <Button variant="primary" onClick={() => navigate('/expenseCenter/invoiceApply')}>
          {t('invoices.apply')}
        </Button>
      </Toolbar>
      <Tabs
        aria-label={t('invoices.listTitle')}
        activeKey={status}
        onChange={(key) => go({ status: key as Tab })}
        items={TABS.map((key) => ({ key, label: t(`invoices.tabs.${key}`) }))}
      />
      <Table
        aria-label={t('invoices.listTitle')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.id}
        loading={isFetching}
      />
      {!!data?.total && (
        <Toolbar>
          <span>{t('invoices.total', { total: data.total })}</span>
          {data.total > PAGE_SIZE && (
            <Pagination
              total={data.total}
              pageSize={PAGE_SIZE}
              page={current}
              onChange={(page) => go({ page })}
            />
          )}
        </Toolbar>
      )}
    </Wrap>
  );
}
