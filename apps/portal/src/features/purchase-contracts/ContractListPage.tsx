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
import {
  PURCHASE_CONTRACT_STATUSES,
  type PurchaseContractStatus,
} from '@platform/contracts/purchase-contracts/limits';
import type { PurchaseContract } from '@platform/contracts/purchase-contracts/schemas';
import { useContractPageQuery } from './purchaseContractsApi';
import { Actions, TextLink, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { TONE, useContractPdf, useGoodsText } from './words';
import './i18n';

const PAGE_SIZE = 10;
const TABS = ['all', ...PURCHASE_CONTRACT_STATUSES] as const;
type Tab = (typeof TABS)[number];
const isStatus = (v: string | null): v is PurchaseContractStatus =>
  (PURCHASE_CONTRACT_STATUSES as readonly string[]).includes(v ?? '');

/**
 * /expenseCenter/contracts: the tenant's purchase contracts by status (`?status=`, `?page=`), each
 * with its detail and, once approved, its PDF; a link to apply.
 */
export default function ContractListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goodsText = useGoodsText();
  const [params, setParams] = useSearchParams();
  const status: Tab = isStatus(params.get('status'))
    ? (params.get('status') as PurchaseContractStatus)
    : 'all';
  const current = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching } = useContractPageQuery({
    current,
    size: PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
  });
  const { download, busy } = useContractPdf();

  const go = (next: { status?: Tab; page?: number }) => {
    const out = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'all') out.set('status', s);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };

  const columns: TableColumn<PurchaseContract>[] = [
    {
      key: 'contractNo',
      title: t('purchaseContracts.columns.contractNo'),
      render: (r) => r.contractNo || '-',
    },
    { key: 'outTradeNo', title: t('purchaseContracts.columns.orderNo') },
    { key: 'partyA', title: t('purchaseContracts.columns.partyA'), render: (r) => r.partyA.companyName },
    { key: 'goods', title: t('purchaseContracts.columns.goods'), render: (r) => goodsText(r.goods) },
    {
      key: 'amount',
      title: t('purchaseContracts.columns.amount'),
      align: 'right',
      render: (r) => t('purchaseContracts.amountValue', { amount: formatThousands(r.amount, 2) }),
    },
    {
      key: 'status',
      title: t('purchaseContracts.columns.status'),
      render: (r) => <Tag tone={TONE[r.status]}>{t(`purchaseContracts.status.${r.status}`)}</Tag>,
    },
    {
      key: 'createTime',
      title: t('purchaseContracts.columns.applyTime'),
      render: (r) => formatDateTime(r.createTime) || '-',
    },
    {
      key: 'actions',
      title: t('purchaseContracts.columns.actions'),
      render: (r) => (
        <Actions>
          <TextLink
            to={`/expenseCenter/contractDetail?id=${encodeURIComponent(r.id)}`}
            aria-label={`${t('purchaseContracts.detail')} ${r.outTradeNo}`}
          >
            {t('purchaseContracts.detail')}
          </TextLink>
          {r.status === 'approved' && (
            <Button
              size="sm"
              variant="link"
              loading={busy === r.id}
              aria-label={`${t('purchaseContracts.download')} ${r.contractNo ?? r.outTradeNo}`}
              onClick={() => download(r.id)}
            >
              {t('purchaseContracts.download')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <Wrap data-testid="contract-list">
      <h1>{t('purchaseContracts.listTitle')}</h1>
      <Toolbar>
        <Button variant="primary" onClick={() => navigate('/expenseCenter/applyContract')}>
          {t('purchaseContracts.apply')}
        </Button>
      </Toolbar>
      <Tabs
        aria-label={t('purchaseContracts.listTitle')}
        activeKey={status}
        onChange={(key) => go({ status: key as Tab })}
        items={TABS.map((key) => ({ key, label: t(`purchaseContracts.tabs.${key}`) }))}
      />
      <Table
        aria-label={t('purchaseContracts.listTitle')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.id}
        loading={isFetching}
      />
      {!!data?.total && (
        <Toolbar>
          <span>{t('purchaseContracts.total', { total: data.total })}</span>
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
