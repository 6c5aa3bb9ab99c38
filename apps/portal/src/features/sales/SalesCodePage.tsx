import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Empty,
  Pagination,
  Spinner,
  Table,
  formatDateTime,
  formatThousands,
  type TableColumn,
} from '@platform/ui';
import { CardShareDialog } from '@platform/ui/domain';
import { SELL_CODE_PARAM } from '@platform/contracts/sales/limits';
import type { Referral } from '@platform/contracts/sales/schemas';
import { useGetMySalesCodeQuery, useSalesReferralPageQuery } from './salesApi';
import { Code, Figures, Hint, Panel, Row, Wrap } from './styles';
import './i18n';

const PAGE_SIZE = 10;

/** The link that binds a new user to this code (spec 1 §2: the sellCode query parameter). */
export const salesLink = (code: string, origin = window.location.origin) =>
  `${origin}/?${SELL_CODE_PARAM}=${encodeURIComponent(code)}`;

/**
 * /salesManagement/salesCode: the caller's sales code with its link and QR, what it brought
 * (users bound, paid orders, sales) and the users it brought (names masked by the server).
 */
export default function SalesCodePage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [sharing, setSharing] = useState(false);
  const mine = useGetMySalesCodeQuery({});
  const page = useSalesReferralPageQuery({ current, size: PAGE_SIZE });

  if (mine.isLoading) return <Spinner />;
  const code = mine.data;
  const columns: TableColumn<Referral>[] = [
    { key: 'userName', title: t('sales.code.user') },
    { key: 'boundAt', title: t('sales.code.boundAt'), render: (r) => formatDateTime(r.boundAt) },
    { key: 'paidOrders', title: t('sales.code.orders'), align: 'right' },
    {
      key: 'amount',
      title: t('sales.code.amount'),
      align: 'right',
      render: (r) => t('sales.amountValue', { amount: formatThousands(r.amount, 2) }),
    },
  ];

  return (
    <Wrap data-testid="sales-code">
      <h1>{t('sales.codeTitle')}</h1>
      {code && (
        <Panel aria-labelledby="sales-code-mine">
          <Row>
            <span id="sales-code-mine">{t('sales.code.mine')}</span>
            <Code data-testid="sales-code-value">{code.sellCode}</Code>
            <Button size="sm" variant="primary" onClick={() => setSharing(true)}>
              {t('sales.code.share')}
            </Button>
          </Row>
          <Hint>{t('sales.code.hint')}</Hint>
          <Figures>
            <div>
              <dt>{t('sales.code.registrations')}</dt>
              <dd data-testid="sales-registrations">{code.registrations}</dd>
            </div>
            <div>
              <dt>{t('sales.code.paidOrders')}</dt>
              <dd data-testid="sales-paid-orders">{code.paidOrders}</dd>
            </div>
            <div>
              <dt>{t('sales.code.amount')}</dt>
              <dd data-testid="sales-amount">
                {t('sales.amountValue', { amount: formatThousands(code.amount, 2) })}
              </dd>
            </div>
          </Figures>
          <CardShareDialog
            open={sharing}
            onOpenChange={setSharing}
            url={salesLink(code.sellCode)}
            title={t('sales.code.shareTitle')}
            linkLabel={t('sales.code.linkLabel')}
            qrAlt={t('sales.code.qrAlt')}
            qrHint={t('sales.code.qrHint')}
          />
        </Panel>
      )}
      <h2>{t('sales.code.referrals')}</h2>
      {page.data?.records.length ? (
        <>
          <Table
            aria-label={t('sales.code.referrals')}
            columns={columns}
            rows={page.data.records}
            rowKey={(r) => `${r.userName} ${r.boundAt}`}
          />
          <Pagination
            page={current}
            pageSize={PAGE_SIZE}
            total={page.data.total}
            onChange={setCurrent}
            showTotal
          />
        </>
      ) : page.isLoading ? (
        <Spinner />
      ) : (
        <Empty description={t('sales.code.none')} />
      )}
    </Wrap>
  );
}
