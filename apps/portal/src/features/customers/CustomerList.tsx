import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SOURCE_TEXT, type SAVED_VIEW_COLUMNS } from '@platform/contracts';
import {
  Button,
  Checkbox,
  Input,
  Pagination,
  Select,
  Table,
  TableColumnSettings,
  applyColumnSettings,
  Tag,
  formatDateTime,
  toast,
  useUiConfig,
  type TableColumn,
} from '@platform/ui';
import { useAppSelector } from '../../shared/store/hooks';
import { currentLanguage } from '../../shared/i18n';
import { AssignDialog, TransferDialog } from './AdminDialogs';
import { CreateCustomerDialog } from './CreateCustomerDialog';
import { CustomerDrawer } from './CustomerDrawer';
import { ImportDialog } from './ImportDialog';
import { SavedViews } from './SavedViews';
import { downloadCustomers } from './fileCalls';
import { CUSTOMER_PAGE_SIZE, CUSTOMER_SOURCES } from './limits';
import {
  customersRoutesTable,
  useCrmCustomerAssignMutation,
  useCrmCustomerPageQuery,
  useCrmCustomerTransferMutation,
  type Customer,
  type CustomerSource,
} from './customersApi';
import { useCrmSelf } from './useCrmSelf';
import { useSavedView, type ViewFilters } from './useSavedView';
import { Bar, Cell, FilterForm, Row } from './styles';
import { formatMoney } from './view';

type Filters = ViewFilters<'customers'>;
/** A column of the table: its key is one a saved view knows (SAVED_VIEW_COLUMNS). */
type Column = TableColumn<Customer> & { key: (typeof SAVED_VIEW_COLUMNS.customers)[number] };

/**
 * 客户: the customers the caller sees, filtered and paged; new, import, export and the admin's
 * reassignments. The filters and column settings are those of the saved view chosen above the
 * table (SavedViews), the default view (all customers, every column) until one is.
 */
export function CustomerList() {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const token = useAppSelector((s) => s.app.token);
  const { members, isAdmin } = useCrmSelf();
  const [keyword, setKeyword] = useState('');
  const [tag, setTag] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const view = useSavedView('customers', {
    onApply: ({ filters: next }) => {
      setKeyword(next.keyword ?? '');
      setTag(next.tag ?? '');
      setPage(1);
      setSelected([]);
    },
  });
  const { filters, columns: settings } = view;
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'create' | 'import' | 'assign' | 'transfer' | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, isFetching } = useCrmCustomerPageQuery({
    ...filters,
    current: page,
    size: CUSTOMER_PAGE_SIZE,
  });
  const [assign, { isLoading: assigning }] = useCrmCustomerAssignMutation();
  const [transfer, { isLoading: transferring }] = useCrmCustomerTransferMutation();
  const rows = data?.records ?? [];
  const close = () => setDialog(null);

  const filter = (next: Filters) => {
    view.setFilters(next);
    setPage(1);
    setSelected([]);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const { keyword: _k, tag: _t, ...rest } = filters;
    filter({
      ...rest,
      ...(keyword.trim() && { keyword: keyword.trim() }),
      ...(tag.trim() && { tag: tag.trim() }),
    });
  };
  const choose = (key: 'ownerId' | 'source', value: string) => {
    const { [key]: _drop, ...rest } = filters;
    filter(value ? ({ ...rest, [key]: value } as Filters) : rest);
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      const refusal = await downloadCustomers(customersRoutesTable.customerExport.path, filters, {
        token: token ?? '',
        language: currentLanguage(),
      });
      if (refusal) toast.error(refusal);
      else toast.success(t('customers.customers.exported'));
    } finally {
      setExporting(false);
    }
  };

  const columns: Column[] = [
    {
      key: 'name',
      title: t('customers.customers.name'),
      render: (c) => (
        <Cell>
          <Button
            size="sm"
            variant="link"
            aria-label={`${t('customers.customers.open')} ${c.name}`}
            onClick={() => setOpenId(c.customerId)}
          >
            {c.name}
          </Button>
          {c.regionName && <small>{c.regionName}</small>}
        </Cell>
      ),
    },
    { key: 'ownerName', title: t('customers.customers.owner') },
    {
      key: 'tags',
      title: t('customers.customers.tags'),
      render: (c) => (
        <Cell>
          {c.tags.map((tg) => (
            <Tag key={tg}>{tg}</Tag>
          ))}
        </Cell>
      ),
    },
    {
      key: 'source',
      title: t('customers.customers.source'),
      render: (c) => CUSTOMER_SOURCE_TEXT[c.source][locale],
    },
    { key: 'openDeals', title: t('customers.customers.openDeals'), align: 'right' },
    {
      key: 'openAmount',
      title: t('customers.customers.openAmount'),
      align: 'right',
      render: (c) => formatMoney(c.openAmount, locale),
    },
    {
      key: 'lastActivityAt',
      title: t('customers.customers.lastActivity'),
      render: (c) => (c.lastActivityAt ? formatDateTime(c.lastActivityAt) : t('customers.customers.none')),
    },
  ];
  const pick: TableColumn<Customer> = {
    key: 'pick',
    title: t('customers.customers.selected', { count: selected.length }),
    render: (c) => (
      <Checkbox
        aria-label={t('customers.customers.select', { name: c.name })}
        checked={selected.includes(c.customerId)}
        onChange={(e) =>
          setSelected(
            e.target.checked ? [...selected, c.customerId] : selected.filter((id) => id !== c.customerId),
          )
        }
      />
    ),
  };

  return (
    <section aria-label={t('customers.tabs.customers')} data-testid="customer-list">
      <Bar>
        <SavedViews control={view} />
      </Bar>
      <Bar>
        <Row>
          <Button variant="primary" onClick={() => setDialog('create')}>
            {t('customers.customers.create')}
          </Button>
          <Button onClick={() => setDialog('import')}>{t('customers.customers.import')}</Button>
          <Button loading={exporting} onClick={() => void exportAll()}>
            {t('customers.customers.export')}
          </Button>
          {isAdmin && (
            <>
              <Button disabled={selected.length === 0} onClick={() => setDialog('assign')}>
                {t('customers.customers.assign')}
              </Button>
              <Button onClick={() => setDialog('transfer')}>{t('customers.customers.transfer')}</Button>
            </>
          )}
        </Row>
        <TableColumnSettings
          columns={columns.map((c) => ({ key: c.key, title: c.title }))}
          value={settings}
          onChange={view.setColumns}
        />
      </Bar>
      <FilterForm role="search" aria-label={t('customers.customers.filters')} onSubmit={search}>
        <Row>
          <Input
            type="search"
            label={t('customers.customers.keyword')}
            placeholder={t('customers.customers.keywordHint')}
            maxLength={50}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Input
            label={t('customers.customers.tag')}
            maxLength={20}
            value={tag}
            onChange={(e) => setTag(e.target.value)}
          />
          <Select
            label={t('customers.customers.owner')}
            placeholder={t('customers.customers.allOwners')}
            value={filters.ownerId ?? ''}
            options={[
              { value: 'mine', label: t('customers.customers.mine') },
              ...members.map((m) => ({ value: m.userId, label: m.name })),
            ]}
            onChange={(v) => choose('ownerId', v)}
          />
          <Select
            label={t('customers.customers.source')}
            placeholder={t('customers.customers.allSources')}
            value={filters.source ?? ''}
            options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: CUSTOMER_SOURCE_TEXT[s][locale] }))}
            onChange={(v) => choose('source', v as CustomerSource | '')}
          />
          <Button type="submit">{t('customers.customers.search')}</Button>
        </Row>
        <span>{t('customers.customers.total', { total: data?.total ?? 0 })}</span>
      </FilterForm>
      <Table
        aria-label={t('customers.tabs.customers')}
        // The pick column stays first, outside the settings.
        columns={[...(isAdmin ? [pick] : []), ...applyColumnSettings(columns, settings)]}
        rows={rows}
        rowKey={(c) => c.customerId}
        loading={isFetching}
        empty={t('customers.customers.empty')}
      />
      {(data?.total ?? 0) > CUSTOMER_PAGE_SIZE && (
        <Pagination total={data!.total} pageSize={CUSTOMER_PAGE_SIZE} page={page} onChange={setPage} />
      )}
      {openId && <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} />}
      {dialog === 'create' && (
        <CreateCustomerDialog
          onClose={close}
          onCreated={(id) => {
            close();
            setOpenId(id);
          }}
        />
      )}
      {dialog === 'import' && <ImportDialog onClose={close} />}
      {dialog === 'assign' && (
        <AssignDialog
          count={selected.length}
          members={members}
          saving={assigning}
          onClose={close}
          onSave={(ownerId) =>
            void assign({ customerIds: selected, ownerId })
              .unwrap()
              .then((out) => {
                toast.success(t('customers.admin.assigned', { count: out.changed }));
                setSelected([]);
                close();
              })
              .catch(() => undefined)
          }
        />
      )}
      {dialog === 'transfer' && (
        <TransferDialog
          members={members}
          saving={transferring}
          onClose={close}
          onSave={(input) =>
            void transfer(input)
              .unwrap()
              .then((out) => {
                toast.success(t('customers.admin.transferred', { count: out.changed }));
                close();
              })
              .catch(() => undefined)
          }
        />
      )}
    </section>
  );
}
