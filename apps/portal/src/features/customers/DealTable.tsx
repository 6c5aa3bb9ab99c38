import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS, type SAVED_VIEW_COLUMNS } from '@platform/contracts';
import {
  Button,
  Input,
  Pagination,
  Select,
  Table,
  TableColumnSettings,
  Tag,
  applyColumnSettings,
  useUiConfig,
  type ColumnSetting,
  type TableColumn,
} from '@platform/ui';
import { DealActions } from './DealActions';
import { DEAL_PAGE_SIZE, DEAL_STATES } from './limits';
import { useCrmDealPageQuery, type Deal, type DealStage } from './customersApi';
import type { ViewFilters } from './useSavedView';
import { Cell, FilterForm, Row } from './styles';
import { formatMoney, stageName, stateTone } from './view';

type Filters = ViewFilters<'deals'>;
/** The table's own fields as typed (the amount as text until searched). */
interface Draft {
  stageId?: string;
  state?: string;
  closeFrom?: string;
  closeTo?: string;
  amountMin?: string;
}
type Column = TableColumn<Deal> & { key: (typeof SAVED_VIEW_COLUMNS.deals)[number] };

const draftOf = ({ stageId, state, closeFrom, closeTo, amountMin }: Filters): Draft => ({
  ...(stageId && { stageId }),
  ...(state && { state }),
  ...(closeFrom && { closeFrom }),
  ...(closeTo && { closeTo }),
  ...(amountMin !== undefined && { amountMin: String(amountMin) }),
});

/** The amount typed, when it is one the contract takes. */
function amountOf(text: string | undefined): number | undefined {
  if (!text?.trim()) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && n <= CUSTOMERS_LIMITS.amountMax ? n : undefined;
}

/**
 * The deals as a table, by stage, state, expected close and amount, with its column settings.
 * The filters (the board's keyword and owner among them) and the columns are the host's (the
 * saved view's); the fields here are sent with 查询. A new `key` takes the host's filters afresh.
 */
export function DealTable({
  filters,
  onFilters,
  columns: settings,
  onColumns,
  stages,
  onOpenCustomer,
}: {
  filters: Filters;
  onFilters: (filters: Filters) => void;
  columns: ColumnSetting[] | null;
  onColumns: (columns: ColumnSetting[]) => void;
  stages: readonly DealStage[];
  onOpenCustomer: (customerId: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [page, setPage] = useState(1);
  const { data, isFetching } = useCrmDealPageQuery({
    ...filters,
    current: page,
    size: DEAL_PAGE_SIZE,
  });
  const set = (key: keyof Draft, value: string) => {
    const { [key]: _drop, ...rest } = draft;
    setDraft(value ? { ...rest, [key]: value } : rest);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const { keyword, ownerId } = filters;
    const amountMin = amountOf(draft.amountMin);
    onFilters({
      ...(keyword && { keyword }),
      ...(ownerId && { ownerId }),
      ...(draft.stageId && { stageId: draft.stageId }),
      ...(draft.state && { state: draft.state as Filters['state'] }),
      ...(draft.closeFrom && { closeFrom: draft.closeFrom }),
      ...(draft.closeTo && { closeTo: draft.closeTo }),
      ...(amountMin !== undefined && { amountMin }),
    });
    setPage(1);
  };
  const stageOf = (id: string) => {
    const stage = stages.find((s) => s.stageId === id);
    return stage ? stageName(stage, locale) : '';
  };
  const columns: Column[] = [
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
          <Input
            type="number"
            min={0}
            label={t('customers.deals.amountMin')}
            value={draft.amountMin ?? ''}
            onChange={(e) => set('amountMin', e.target.value)}
          />
          <Button type="submit">{t('customers.customers.search')}</Button>
        </Row>
        <Row>
          <span>{t('customers.deals.total', { total: data?.total ?? 0 })}</span>
          <TableColumnSettings
            columns={columns.map((c) => ({ key: c.key, title: c.title }))}
            value={settings}
            onChange={onColumns}
          />
        </Row>
      </FilterForm>
      <Table
        aria-label={t('customers.deals.table')}
        columns={applyColumnSettings(columns, settings)}
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
