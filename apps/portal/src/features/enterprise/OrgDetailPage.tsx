import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Empty,
  Pagination,
  Table,
  Tabs,
  cutCompanyName,
  formatThousands,
  type TableColumn,
} from '@platform/ui';
import { Page } from '../../app/layout/Page';
import {
  useEntDetailQuery,
  useOrgInvestedCompaniesQuery,
  useOrgManagedFundsQuery,
  useOrgRelatedCompaniesQuery,
} from './enterpriseApi';
import { profilePath } from './paths';
import './i18n';

export const ORG_TABS = ['relatedCompanies', 'managedFunds', 'investedCompanies'] as const;
export type OrgTab = (typeof ORG_TABS)[number];
const PAGE_SIZE = 10;

/** activeTab by name, or by position (0, 1, 2) as older links send it. */
export function orgTabOf(value: string | null): OrgTab {
  if (value && (ORG_TABS as readonly string[]).includes(value)) return value as OrgTab;
  const index = Number(value);
  return ORG_TABS[Number.isInteger(index) && index >= 0 && index < ORG_TABS.length ? index : 0]!;
}

const money = (v: number) => (v ? `${formatThousands(v)}万` : '-');

function companyColumns(
  t: (
    k:
      | 'enterprise.search.legal'
      | 'enterprise.search.area'
      | 'enterprise.search.esDt'
      | 'enterprise.search.title',
  ) => string,
) {
  return [
    {
      key: 'companyName',
      title: t('enterprise.search.title'),
      render: (row: { companyId: string; companyName: string }) => (
        <Link to={profilePath(row.companyId)} title={row.companyName}>
          {cutCompanyName(row.companyName)}
        </Link>
      ),
    },
    { key: 'legalEntityName', title: t('enterprise.search.legal') },
    { key: 'area', title: t('enterprise.search.area') },
    { key: 'esDt', title: t('enterprise.search.esDt') },
  ];
}

/**
 * /business/orgDetail/index and /tokerFinance/orgDetail/index (query page, entId, mod, activeTab):
 * an investment organisation's related companies, managed funds and invested companies.
 */
export default function OrgDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const entId = params.get('entId') ?? '';
  const tab = orgTabOf(params.get('activeTab'));
  const current = Math.max(1, Number(params.get('current')) || 1);
  const valid = /^\d{1,19}$/.test(entId);
  const input = { entId, current, size: PAGE_SIZE };
  const org = useEntDetailQuery({ companyId: entId }, { skip: !valid });
  const related = useOrgRelatedCompaniesQuery(input, { skip: !valid || tab !== 'relatedCompanies' });
  const funds = useOrgManagedFundsQuery(input, { skip: !valid || tab !== 'managedFunds' });
  const invested = useOrgInvestedCompaniesQuery(input, { skip: !valid || tab !== 'investedCompanies' });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setParams(next, { replace: true });
  };

  if (!valid)
    return (
      <Page>
        <h1>{t('enterprise.org.title')}</h1>
        <Empty description={t('enterprise.org.missing')} />
      </Page>
    );

  const active = tab === 'relatedCompanies' ? related : tab === 'managedFunds' ? funds : invested;
  const base = companyColumns(t);
  const table = (() => {
    if (tab === 'relatedCompanies') {
      const columns: TableColumn<NonNullable<typeof related.data>['records'][number]>[] = [
        ...base,
        { key: 'sharedCount', title: t('enterprise.org.sharedCount'), align: 'right' },
      ];
      return (
        <Table
          columns={columns}
          rows={related.data?.records ?? []}
          rowKey={(r) => r.companyId}
          loading={related.isFetching}
          aria-label={t('enterprise.org.relatedCompanies')}
        />
      );
    }
    if (tab === 'managedFunds') {
      const columns: TableColumn<NonNullable<typeof funds.data>['records'][number]>[] = [
        { key: 'fundName', title: t('enterprise.org.fundName') },
        { key: 'fundType', title: t('enterprise.org.fundType') },
        {
          key: 'fundSize',
          title: t('enterprise.org.fundSize'),
          render: (r) => money(r.fundSize),
          align: 'right',
        },
        { key: 'establishedDate', title: t('enterprise.org.establishedDate') },
      ];
      return (
        <Table
          columns={columns}
          rows={funds.data?.records ?? []}
          rowKey={(r) => r.fundName}
          loading={funds.isFetching}
          aria-label={t('enterprise.org.managedFunds')}
        />
      );
    }
    const columns: TableColumn<NonNullable<typeof invested.data>['records'][number]>[] = [
      ...base.slice(0, 1),
      { key: 'fundName', title: t('enterprise.org.fundName') },
      { key: 'round', title: t('enterprise.org.round') },
      { key: 'amount', title: t('enterprise.org.amount'), render: (r) => money(r.amount), align: 'right' },
      { key: 'investDate', title: t('enterprise.org.investDate') },
    ];
    return (
      <Table
        columns={columns}
        rows={invested.data?.records ?? []}
        rowKey={(r) => `${r.companyId}-${r.investDate}`}
        loading={invested.isFetching}
        aria-label={t('enterprise.org.investedCompanies')}
      />
    );
  })();

  return (
    <Page data-testid="org-detail-page">
      <h1>{org.data?.companyInfo.companyName ?? t('enterprise.org.title')}</h1>
      <Tabs
        aria-label={t('enterprise.org.title')}
        activeKey={tab}
        onChange={(key) => set({ activeTab: key, current: '1' })}
        items={ORG_TABS.map((key) => ({
          key,
          label: t(`enterprise.org.${key}`),
          content: key === tab ? table : null,
        }))}
      />
      {(active.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          total={active.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          page={current}
          onChange={(page) => set({ current: String(page) })}
        />
      )}
    </Page>
  );
}
