import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Pagination, Table, Tag, formatDateTime, type TableColumn } from '@platform/ui';
import type { Staff } from '@platform/contracts/org-centre/schemas';
import { Alert, TextLink, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { Figures } from './layout';
import {
  useSeatAssignMutation,
  useSeatReleaseMutation,
  useSeatSummaryQuery,
  useStaffPageQuery,
} from './orgCentreApi';
import { useAction, useOrgStanding } from './words';
import './i18n';

const PAGE_SIZE = 10;
const BUY_PATH = '/product/compute';

/**
 * /user/manage/member: seats bought, used and free (a link to buy more when none is free), and the
 * members with a seat box each; seat.assign ticks it (seatAssign / seatRelease). The server refuses
 * a seat when all are taken or the member is disabled, and its message is shown.
 */
export default function SeatsPage() {
  const { t } = useTranslation();
  const { can } = useOrgStanding();
  const [current, setCurrent] = useState(1);
  const { data: summary } = useSeatSummaryQuery();
  const { data, isFetching } = useStaffPageQuery({ current, size: PAGE_SIZE });
  const [assign] = useSeatAssignMutation();
  const [release] = useSeatReleaseMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const assigns = can('seat.assign');
  const run = useAction();

  const toggle = async (staff: Staff, seated: boolean) => {
    setBusy(staff.userId);
    // A refusal (席位已用完…) is toasted as the server words it.
    await run(
      () => (seated ? assign : release)({ userId: staff.userId }).unwrap(),
      seated ? t('orgCentre.seats.assigned') : t('orgCentre.seats.released'),
    );
    setBusy(null);
  };

  const columns: TableColumn<Staff>[] = [
    { key: 'realName', title: t('orgCentre.seats.columns.name') },
    {
      key: 'departmentName',
      title: t('orgCentre.seats.columns.department'),
      render: (r) => r.departmentName || '-',
    },
    {
      key: 'status',
      title: t('orgCentre.seats.columns.status'),
      render: (r) => (
        <Tag tone={r.status === 'active' ? 'success' : 'neutral'}>{t(`orgCentre.status.${r.status}`)}</Tag>
      ),
    },
    {
      key: 'seat',
      title: t('orgCentre.seats.columns.seat'),
      render: (r) => (
        <Checkbox
          aria-label={t('orgCentre.seats.toggle', { name: r.realName })}
          checked={r.seated}
          disabled={!assigns || busy === r.userId}
          onChange={(e) => void toggle(r, e.target.checked)}
        />
      ),
    },
  ];

  return (
    <Wrap data-testid="org-seats">
      <h1>{t('orgCentre.seats.title')}</h1>
      {summary && (
        <Figures>
          <div>
            <dt>{t('orgCentre.seats.total')}</dt>
            <dd>{summary.accountNum}</dd>
          </div>
          <div>
            <dt>{t('orgCentre.seats.used')}</dt>
            <dd>{summary.used}</dd>
          </div>
          <div>
            <dt>{t('orgCentre.seats.free')}</dt>
            <dd>{summary.free}</dd>
          </div>
          <div>
            <dt>{t('orgCentre.seats.expire')}</dt>
            <dd>{summary.expireTime ? formatDateTime(summary.expireTime) : t('orgCentre.seats.noExpire')}</dd>
          </div>
        </Figures>
      )}
      {summary && summary.free <= 0 && (
        <Toolbar>
          <Alert $tone="warning">{t('orgCentre.seats.full')}</Alert>
          <TextLink to={BUY_PATH}>{t('orgCentre.seats.buy')}</TextLink>
        </Toolbar>
      )}
      <Table
        aria-label={t('orgCentre.seats.title')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.userId}
        loading={isFetching}
      />
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Toolbar>
          <Pagination total={data!.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
        </Toolbar>
      )}
    </Wrap>
  );
}
