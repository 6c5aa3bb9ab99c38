import { useTranslation } from 'react-i18next';
import { Button, Table, Tag, formatDateTime, type TableColumn } from '@platform/ui';
import type { JoinStatus } from '@platform/contracts/org-centre/limits';
import { Actions } from '../../shared/layout/documentPage';
import { useJoinDecideMutation, useJoinListQuery } from './orgCentreApi';
import { useAction } from './words';

interface JoinRequest {
  id: string;
  realName: string;
  phone: string;
  status: JoinStatus;
  createTime: string;
}

const TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/** Join requests through invitation links: a pending one is approved (the person joins) or rejected. */
export function JoinRequestsTab() {
  const { t } = useTranslation();
  const { data, isFetching } = useJoinListQuery({});
  const [decide, { isLoading, originalArgs }] = useJoinDecideMutation();
  const run = useAction();

  const answer = (request: JoinRequest, approve: boolean) =>
    run(
      () => decide({ id: request.id, approve }).unwrap(),
      approve ? t('orgCentre.joins.approved') : t('orgCentre.joins.rejected'),
    );

  const columns: TableColumn<JoinRequest>[] = [
    { key: 'realName', title: t('orgCentre.joins.columns.name') },
    { key: 'phone', title: t('orgCentre.joins.columns.phone') },
    {
      key: 'createTime',
      title: t('orgCentre.joins.columns.createTime'),
      render: (r) => formatDateTime(r.createTime) || '-',
    },
    {
      key: 'status',
      title: t('orgCentre.joins.columns.status'),
      render: (r) => <Tag tone={TONE[r.status]}>{t(`orgCentre.joinStatus.${r.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('orgCentre.joins.columns.actions'),
      render: (r) =>
        r.status === 'pending' && (
          <Actions>
            <Button
              size="sm"
              variant="primary"
              loading={isLoading && originalArgs?.id === r.id && originalArgs.approve}
              aria-label={`${t('orgCentre.joins.approve')} ${r.realName}`}
              onClick={() => void answer(r, true)}
            >
              {t('orgCentre.joins.approve')}
            </Button>
            <Button
              size="sm"
              aria-label={`${t('orgCentre.joins.reject')} ${r.realName}`}
              onClick={() => void answer(r, false)}
            >
              {t('orgCentre.joins.reject')}
            </Button>
          </Actions>
        ),
    },
  ];

  return (
    <Table
      aria-label={t('orgCentre.staff.tabs.joins')}
      columns={columns}
      rows={data ?? []}
      rowKey={(r) => r.id}
      loading={isFetching}
      empty={t('orgCentre.joins.empty')}
    />
  );
}
