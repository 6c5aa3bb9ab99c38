import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Input, Pagination, Table } from '@platform/ui';
import { useGovEnterprisePageQuery } from './govApi';
import { Bar } from './styles';

const SIZE = 20;

/** 企业: the data set's companies in the desk's region, by keyword and chain node. */
export function Enterprises({ regionSet }: { regionSet: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ keyword: '', chainNodeCode: '' });
  const [query, setQuery] = useState({ keyword: '', chainNodeCode: '', current: 1 });
  const { data, isFetching } = useGovEnterprisePageQuery(
    {
      ...(query.keyword && { keyword: query.keyword }),
      ...(query.chainNodeCode && { chainNodeCode: query.chainNodeCode }),
      current: query.current,
      size: SIZE,
    },
    { skip: !regionSet },
  );
  if (!regionSet) return <Empty description={t('gov.enterprises.regionUnset')} />;
  return (
    <div data-testid="gov-enterprises">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ keyword: draft.keyword.trim(), chainNodeCode: draft.chainNodeCode.trim(), current: 1 });
        }}
      >
        <Bar>
          <Input
            label={t('gov.enterprises.keyword')}
            maxLength={40}
            value={draft.keyword}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          />
          <Input
            label={t('gov.enterprises.chainNode')}
            maxLength={40}
            value={draft.chainNodeCode}
            onChange={(e) => setDraft({ ...draft, chainNodeCode: e.target.value })}
          />
          <Button type="submit" variant="primary">
            {t('gov.enterprises.search')}
          </Button>
        </Bar>
      </form>
      <p>{t('gov.enterprises.total', { total: data?.total ?? 0 })}</p>
      <Table
        aria-label={t('gov.tabs.enterprises')}
        loading={isFetching}
        rows={data?.records ?? []}
        rowKey={(r) => r.companyId}
        empty={t('gov.enterprises.empty')}
        columns={[
          { key: 'companyName', title: t('gov.enterprises.name') },
          { key: 'area', title: t('gov.enterprises.area') },
          { key: 'industryName', title: t('gov.enterprises.industry') },
          { key: 'legalPerson', title: t('gov.enterprises.legalPerson') },
          { key: 'linkedUsers', title: t('gov.enterprises.linked'), align: 'right' },
        ]}
      />
      <Pagination
        total={data?.total ?? 0}
        pageSize={SIZE}
        page={query.current}
        onChange={(current) => setQuery({ ...query, current })}
      />
    </div>
  );
}
