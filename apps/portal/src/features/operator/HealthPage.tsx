import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OperatorHealth } from '@platform/contracts';
import { Button, Empty, Spinner, Table, toast, type TableColumn } from '@platform/ui';
import { OperatorGate } from './OperatorGate';
import {
  useOperatorHealthChannelsQuery,
  useOperatorHealthQuery,
  useOperatorReportRetryMutation,
} from './healthApi';
import { Block } from './styles';

type AdapterRow = OperatorHealth['adapters'][number];
type QueueRow = OperatorHealth['queues'][number];
type FailedRow = OperatorHealth['failedReports'][number];

const CST_MS = 8 * 3600_000;
/** 'YYYY-MM-DD' (China time) `back` days before today. */
const chinaDay = (back: number, now = Date.now()) =>
  new Date(now + CST_MS - back * 86_400_000).toISOString().slice(0, 10);
/** An instant as the reader's locale writes it. */
const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'zh-CN');

/**
 * /operator/health: which adapter of each kind is live and its last error, the report queue's
 * waiting, running and failed reports with a retry, and the marketing channels' last seven days.
 */
export default function HealthPage() {
  const { t, i18n } = useTranslation();
  const health = useOperatorHealthQuery({});
  const [retry, retrying] = useOperatorReportRetryMutation();
  const channels = useOperatorHealthChannelsQuery({ from: chinaDay(6), to: chinaDay(0) });
  const locale = i18n.language;

  const adapterColumns: TableColumn<AdapterRow>[] = [
    {
      key: 'adapter',
      title: t('operatorHealth.adapter'),
      render: (r) => t(`operatorHealth.names.${r.adapter}`),
    },
    {
      key: 'kind',
      title: t('operatorHealth.kind'),
      render: (r) => (r.configured ? r.kind : `${t('operatorHealth.notConfigured')} (${r.kind})`),
    },
    {
      key: 'lastError',
      title: t('operatorHealth.lastError'),
      render: (r) =>
        r.lastError
          ? t('operatorHealth.errorAt', {
              at: when(r.lastError.at, locale),
              count: r.lastError.count,
              message: r.lastError.message,
            })
          : t('operatorHealth.noError'),
    },
  ];
  const queueColumns: TableColumn<QueueRow>[] = [
    {
      key: 'queue',
      title: t('operatorHealth.queue'),
      render: (r) => t(`operatorHealth.queueNames.${r.queue}`),
    },
    { key: 'waiting', title: t('operatorHealth.waiting') },
    { key: 'running', title: t('operatorHealth.running') },
    { key: 'failed', title: t('operatorHealth.failed') },
  ];
  const failedColumns: TableColumn<FailedRow>[] = [
    { key: 'entName', title: t('operatorHealth.company') },
    { key: 'tenantId', title: t('operatorHealth.tenant') },
    { key: 'failReason', title: t('operatorHealth.reason'), render: (r) => r.failReason ?? '' },
    { key: 'attempts', title: t('operatorHealth.attempts') },
    {
      key: 'finishedAt',
      title: t('operatorHealth.finishedAt'),
      render: (r) => (r.finishedAt ? when(r.finishedAt, locale) : ''),
    },
    {
      key: 'actions',
      title: t('operatorHealth.actions'),
      render: (r) => (
        <Button
          variant="text"
          loading={retrying.isLoading && retrying.originalArgs?.reportId === r.id}
          onClick={() =>
            void retry({ reportId: r.id })
              .unwrap()
              .then(() => toast.success(t('operatorHealth.retried')))
              .catch(() => undefined)
          }
        >
          {t('operatorHealth.retry', { name: r.entName })}
        </Button>
      ),
    },
  ];
  const totals = channels.data?.totals;

  return (
    <OperatorGate title={t('operatorHealth.title')}>
      <Button onClick={() => void health.refetch()} loading={health.isFetching}>
        {t('operatorHealth.refresh')}
      </Button>
      {health.isLoading && <Spinner />}
      {health.data && (
        <>
          <Block aria-labelledby="health-adapters">
            <h2 id="health-adapters">{t('operatorHealth.adapters')}</h2>
            <Table
              aria-label={t('operatorHealth.adapters')}
              columns={adapterColumns}
              rows={health.data.adapters}
              rowKey={(r) => r.adapter}
            />
            <p>{t('operatorHealth.errorsNote')}</p>
          </Block>
          <Block aria-labelledby="health-queues">
            <h2 id="health-queues">{t('operatorHealth.queues')}</h2>
            <Table
              aria-label={t('operatorHealth.queues')}
              columns={queueColumns}
              rows={health.data.queues}
              rowKey={(r) => r.queue}
            />
            <h3>{t('operatorHealth.failedReports')}</h3>
            {health.data.failedReports.length === 0 ? (
              <Empty description={t('operatorHealth.noFailed')} />
            ) : (
              <Table
                aria-label={t('operatorHealth.failedReports')}
                columns={failedColumns}
                rows={health.data.failedReports}
                rowKey={(r) => r.id}
              />
            )}
          </Block>
        </>
      )}
      <Block aria-labelledby="health-channels">
        <h2 id="health-channels">{t('operatorHealth.channels')}</h2>
        {totals && <p data-testid="health-channels">{t('operatorHealth.channelFigures', totals)}</p>}
        <Link to="/operator/channels">{t('operatorHealth.channelLink')}</Link>
      </Block>
    </OperatorGate>
  );
}
