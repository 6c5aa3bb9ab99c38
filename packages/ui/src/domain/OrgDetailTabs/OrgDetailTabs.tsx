import { useState } from 'react';
import { useUiMessages } from '../../locale';
import { Pagination } from '../../primitives/Pagination';
import { Table, type TableColumn } from '../../primitives/Table';
import { Tabs } from '../../primitives/Tabs';
import { EnterpriseHeader } from '../EnterpriseHeader';
import type { EnterpriseProfile } from '../EnterpriseProfileCard';
import { OrgFacts } from '../EnterpriseProfileCard/ProfileFacts';
import {
  fundColumns,
  investColumns,
  relatedColumns,
  type OrgFundRow,
  type OrgInvestRow,
  type OrgRelatedRow,
} from './columns';
import { Pager, Wrap } from './OrgDetailTabs.styles';

/** The activeTab values of the organisation detail route: related companies, managed funds, invested companies. */
export type OrgDetailTab = 'related' | 'fund' | 'invest';

/** One page of a tab's table, fed by the host. */
export interface OrgTablePage<T> {
  rows: readonly T[];
  /** Rows over all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Default 10. */
  pageSize?: number;
  loading?: boolean;
}

export interface OrgDetailTabsProps {
  /** The organisation (orgId / orgName already mapped, see orgToProfile). */
  org: EnterpriseProfile;
  /** Controlled tab; or defaultActiveTab (default 'related'). */
  activeTab?: OrgDetailTab;
  defaultActiveTab?: OrgDetailTab;
  onTabChange?: (tab: OrgDetailTab) => void;
  related: OrgTablePage<OrgRelatedRow>;
  funds: OrgTablePage<OrgFundRow>;
  invested: OrgTablePage<OrgInvestRow>;
  /** A page button of a tab was used. */
  onPageChange?: (tab: OrgDetailTab, page: number) => void;
  /** A company name in 关联企业 or 投资企业 was clicked. */
  onOpenCompany?: (companyId: string) => void;
}

/** Organisation detail: header and facts, then 关联企业 / 管理基金 / 投资企业 tables with paging. */
export function OrgDetailTabs({
  org,
  activeTab,
  defaultActiveTab = 'related',
  onTabChange,
  related,
  funds,
  invested,
  onPageChange,
  onOpenCompany,
}: OrgDetailTabsProps) {
  const messages = useUiMessages();
  const o = messages.orgDetail;
  const [inner, setInner] = useState<OrgDetailTab>(defaultActiveTab);
  const active = activeTab ?? inner;
  const select = (key: string) => {
    const tab = key as OrgDetailTab;
    if (activeTab === undefined) setInner(tab);
    onTabChange?.(tab);
  };
  const panel = <T,>(
    tab: OrgDetailTab,
    label: string,
    columns: TableColumn<T>[],
    data: OrgTablePage<T>,
    key: (r: T) => string,
  ) => (
    <>
      <Table columns={columns} rows={data.rows} rowKey={key} loading={data.loading} aria-label={label} />
      {data.total > (data.pageSize ?? 10) && (
        <Pager>
          <Pagination
            total={data.total}
            pageSize={data.pageSize ?? 10}
            page={data.page}
            showTotal
            aria-label={`${label} ${messages.pagination}`}
            onChange={(page) => onPageChange?.(tab, page)}
          />
        </Pager>
      )}
    </>
  );
  return (
    <Wrap>
      <EnterpriseHeader company={{ ...org, companyName: org.companyName ?? '' }} />
      <OrgFacts data={org} />
      <Tabs
        aria-label={o.tabs}
        activeKey={active}
        onChange={select}
        items={[
          {
            key: 'related',
            label: o.related,
            content: panel(
              'related',
              o.related,
              relatedColumns(messages, onOpenCompany),
              related,
              (r) => r.companyId,
            ),
          },
          {
            key: 'fund',
            label: o.fund,
            content: panel('fund', o.fund, fundColumns(messages), funds, (r) =>
              String(r.fundId ?? r.fundName),
            ),
          },
          {
            key: 'invest',
            label: o.invest,
            content: panel(
              'invest',
              o.invest,
              investColumns(messages, onOpenCompany),
              invested,
              (r) => r.companyId,
            ),
          },
        ]}
      />
    </Wrap>
  );
}
