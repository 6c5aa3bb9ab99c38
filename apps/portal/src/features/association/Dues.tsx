import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DUES_FILTERS, type DuesFilter } from '@platform/contracts';
import { Button, Pagination, Select, Table, Tag, toast, useUiConfig, type TableColumn } from '@platform/ui';
import {
  useAssocDuesPageQuery,
  useAssocDuesPaidMutation,
  useAssocDuesRemindMutation,
  type AssocDues,
} from './associationApi';
import { DuesDialog } from './DuesDialog';
import { Bar, Cell, Muted, Row } from './styles';
import { chinaToday, formatYuan, levelLabel } from './view';

const SIZE = 10;
const TONE = { unpaid: 'neutral', paid: 'success', overdue: 'danger' } as const;

/** 会费: dues by year and state (or due soon and overdue, the badge's filter); the administrator records and marks them paid. */
export function Dues({ isAdmin, initialState }: { isAdmin: boolean; initialState?: DuesFilter }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const thisYear = Number(chinaToday().slice(0, 4));
  const [year, setYear] = useState('');
  const [state, setState] = useState<DuesFilter | ''>(initialState ?? '');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAssocDuesPageQuery({
    ...(year && { year: Number(year) }),
    ...(state && { state }),
    current: page,
    size: SIZE,
  });
  const [creating, setCreating] = useState(false);
  const [paid] = useAssocDuesPaidMutation();
  const markPaid = async (d: AssocDues) => {
    await paid({ duesId: d.duesId }).unwrap();
    toast.success(t('association.dues.paid'));
  };
  const [remind, reminding] = useAssocDuesRemindMutation();
  const hintId = useId();
  const sendReminders = async () => {
    const done = await remind().unwrap();
    toast.success(t('association.dues.reminded', done));
  };
  const columns: TableColumn<AssocDues>[] = [
    { key: 'companyName', title: t('association.dues.company') },
    { key: 'levelName', title: t('association.dues.level'), render: (d) => levelLabel(d.levelName, locale) },
    { key: 'year', title: t('association.dues.year') },
    {
      key: 'amount',
      title: t('association.dues.amount'),
      align: 'right',
      render: (d) => formatYuan(d.amount, locale),
    },
    { key: 'dueDate', title: t('association.dues.dueDate') },
    {
      key: 'state',
      title: t('association.dues.state'),
      render: (d) => (
        <Cell>
          <Tag tone={TONE[d.state]}>{t(`association.dues.states.${d.state}`)}</Tag>
          {d.dueSoon && <Tag tone="warning">{t('association.dues.soon')}</Tag>}
          {d.paidOn && <Muted>{d.paidOn}</Muted>}
        </Cell>
      ),
    },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            title: t('association.dues.actions'),
            render: (d: AssocDues) =>
              d.state !== 'paid' ? (
                <Button
                  size="sm"
                  aria-label={`${t('association.dues.markPaid')} ${d.companyName} ${d.year}`}
                  onClick={() => void markPaid(d)}
                >
                  {t('association.dues.markPaid')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <div data-testid="assoc-dues">
      <Bar>
        <Row>
          <Select
            label={t('association.dues.year')}
            placeholder={t('association.dues.allYears')}
            value={year}
            options={[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => ({
              value: String(y),
              label: String(y),
            }))}
            onChange={(v) => (setYear(v), setPage(1))}
          />
          <Select
            label={t('association.dues.state')}
            placeholder={t('association.dues.allStates')}
            value={state}
            options={DUES_FILTERS.map((s) => ({ value: s, label: t(`association.dues.states.${s}`) }))}
            onChange={(v) => (setState(v as DuesFilter | ''), setPage(1))}
          />
        </Row>
        {isAdmin && (
          <Row>
            <Button
              aria-describedby={hintId}
              loading={reminding.isLoading}
              onClick={() => void sendReminders().catch(() => undefined)}
            >
              {t('association.dues.remind')}
            </Button>
            <Button variant="primary" onClick={() => setCreating(true)}>
              {t('association.dues.create')}
            </Button>
          </Row>
        )}
      </Bar>
      {isAdmin && <Muted id={hintId}>{t('association.dues.remindHint')}</Muted>}
      <Table
        aria-label={t('association.tabs.dues')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(d) => d.duesId}
        loading={isFetching && !data}
      />
      <Bar>
        <Muted>{t('association.dues.total', { total: data?.total ?? 0 })}</Muted>
        <Pagination total={data?.total ?? 0} pageSize={SIZE} page={page} onChange={setPage} />
      </Bar>
      {creating && <DuesDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
