import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Pagination, Select, Table, Tag, useUiConfig, type TableColumn } from '@platform/ui';
import { DealActions } from './DealActions';
import { DEAL_PAGE_SIZE, DEAL_STATES } from './limits';
import { useCrmDealPageQuery, type Deal, type DealPageInput, type DealStage } from './customersApi';
import { Cell, FilterForm, Row } from './styles';
import { formatMoney, stageName, stateTone } from './view';

type Filters = Pick<DealPageInput, 'stageId' | 'state' | 'closeFrom' | 'closeTo'>;

/** The deals as a table, by stage, state and expected close (the board's keyword and owner apply). */
export function DealTable({
  filters: outer,
  stages,
  onOpenCustomer,
}: {
  filters: { keyword?: string; ownerId?: string };
  stages: readonly DealStage[];
  onOpenCustomer: (customerId: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = useCrmDealPageQuery({
    ...outer,
    ...filters,
    current: page,
    size: DEAL_PAGE_SIZE,
  });
  const set = (key: keyof Filters, value: string) => {
    const { [key]: _drop, ...rest } = draft;
    setDraft(value ? { ...rest, [key]: value } : rest);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const stageOf = (id: string) => {
    const stage = stages.find((s) => s.stageId === id);
    return stage ? stageName(stage, locale) : '';
  };
  const columns: TableColumn<Deal>[] = [
    {
      key: 'title',
      title: t('customers.deals.title'),
      render: (d) => <strong>{d.title}</strong>,
    },
    {
      key: 'customerName',
      title: t('customers.deals.customer'),
      render: (d) => (
        <Button
          size="sm"
          variant="link"
          aria-label={`${t('customers.customers.open')} ${d.customerName}`}
          onClick={() => onOpenCustomer(d.customerId)}
        >
          {d.customerName}
        </Button>
      ),
    },
    {
      key: 'amount',
      title: t('customers.deals.amount'),
      align: 'right',
      render: (d) => formatMoney(d.amount, locale),
    },
    {
      key: 'stage',
      title: t('customers.deals.stage'),
      render: (d) => (
        <Cell>
          {stageOf(d.stageId)}
          <Tag tone={stateTone(d.state)}>{t(`customers.dealState.${d.state}`)}</Tag>
        </Cell>
      ),
    },
    {
      key: 'probability',
      title: t('customers.deals.probability'),
      align: 'right',
      render: (d) => `${d.probability}%`,
    },
    {
      key: 'expectedCloseOn',
      title: t('customers.deals.expectedClose'),
      render: (d) => d.expectedCloseOn ?? '-',
    },
    { key: 'ownerName', title: t('customers.deals.owner') },
    { key: 'actions', title: t('customers.deals.actions'), render: (d) => <DealActions deal={d} /> },
  ];
  return (
    <div data-testid="deal-table">
      <FilterForm role="search" aria-label={t('customers.deals.tableFilters')} onSubmit={search}>
        <Row>
          <Select
            label={t('customers.deals.stage')}
            placeholder={t('customers.deals.allStages')}
            value={draft.stageId ?? ''}
            options={stages.map((s) => ({ value: s.stageId, label: stageName(s, locale) }))}
            onChange={(v) => set('stageId', v)}
          />
          <Select
            label={t('customers.deals.state')}
            placeholder={t('customers.deals.allStates')}
            value={draft.state ?? ''}
            options={DEAL_STATES.map((s) => ({ value: s, label: t(`customers.dealState.${s}`) }))}
            onChange={(v) => set('state', v)}
          />
          <Input
            type="date"
            label={t('customers.deals.closeFrom')}
            value={draft.closeFrom ?? ''}
            onChange={(e) => set('closeFrom', e.target.value)}
          />
          <Input
            type="date"
            label={t('customers.deals.closeTo')}
            value={draft.closeTo ?? ''}
            onChange={(e) => set('closeTo', e.target.value)}
          />
          <Button type="submit">{t('customers.customers.search')}</Button>
        </Row>
        <span>{t('customers.deals.total', { total: data?.total ?? 0 })}</span>
      </FilterForm>
      <Table
        aria-label={t('customers.deals.table')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(d) => d.dealId}
        loading={isFetching}
        empty={t('customers.deals.empty')}
      />
      {(data?.total ?? 0) > DEAL_PAGE_SIZE && (
        <Pagination total={data!.total} pageSize={DEAL_PAGE_SIZE} page={page} onChange={setPage} />
      )}
    </div>
  );
}
