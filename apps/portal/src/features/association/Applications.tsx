import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATES, type ApplicationState } from '@platform/contracts';
import { Button, Pagination, Select, Table, Tag, type TableColumn } from '@platform/ui';
import { useAssocApplicationPageQuery, type AssocApplication } from './associationApi';
import { DecideDialog } from './DecideDialog';
import { Bar, Cell, Muted } from './styles';
import { dateOf } from './view';

const SIZE = 10;
const TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** 入会申请: applications, pending first; the administrator approves with a level or rejects with a reason. */
export function Applications({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ApplicationState | ''>('pending');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAssocApplicationPageQuery({
    ...(state && { state }),
    current: page,
    size: SIZE,
  });
  const [deciding, setDeciding] = useState<{ a: AssocApplication; approve: boolean } | null>(null);
  const columns: TableColumn<AssocApplication>[] = [
    { key: 'companyName', title: t('association.applications.company') },
    {
      key: 'contact',
      title: t('association.applications.contact'),
      render: (a) => (
        <Cell>
          {a.contactName} <Muted>{a.contactPhone}</Muted>
        </Cell>
      ),
    },
    { key: 'applicantName', title: t('association.applications.applicant') },
    { key: 'note', title: t('association.applications.note'), render: (a) => a.note || '—' },
    { key: 'createdAt', title: t('association.applications.createdAt'), render: (a) => dateOf(a.createdAt) },
    {
      key: 'state',
      title: t('association.applications.state'),
      render: (a) => (
        <Cell>
          <Tag tone={TONE[a.state]}>{t(`association.applications.states.${a.state}`)}</Tag>
          {a.reason && <Muted>{a.reason}</Muted>}
        </Cell>
      ),
    },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            title: t('association.applications.actions'),
            render: (a: AssocApplication) =>
              a.state === 'pending' ? (
                <Cell>
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={`${t('association.applications.approve')} ${a.companyName}`}
                    onClick={() => setDeciding({ a, approve: true })}
                  >
                    {t('association.applications.approve')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={`${t('association.applications.reject')} ${a.companyName}`}
                    onClick={() => setDeciding({ a, approve: false })}
                  >
                    {t('association.applications.reject')}
                  </Button>
                </Cell>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <div data-testid="assoc-applications">
      <Bar>
        <Select
          label={t('association.applications.state')}
          placeholder={t('association.applications.allStates')}
          value={state}
          options={APPLICATION_STATES.map((s) => ({
            value: s,
            label: t(`association.applications.states.${s}`),
          }))}
          onChange={(v) => (setState(v as ApplicationState | ''), setPage(1))}
        />
      </Bar>
      <Table
        aria-label={t('association.tabs.applications')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(a) => a.applicationId}
        loading={isFetching && !data}
      />
      <Bar>
        <Muted>{t('association.applications.total', { total: data?.total ?? 0 })}</Muted>
        <Pagination total={data?.total ?? 0} pageSize={SIZE} page={page} onChange={setPage} />
      </Bar>
      {deciding && (
        <DecideDialog application={deciding.a} approve={deciding.approve} onClose={() => setDeciding(null)} />
      )}
    </div>
  );
}
