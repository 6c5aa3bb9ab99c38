import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, Empty, Input, Pagination, Select, Spinner } from '@platform/ui';
import { DISCOVER_LIMITS, ORG_KINDS } from '@platform/contracts/org/constants';
import { Page } from '../../shared/layout/Page';
import { useAppSelector } from '../../shared/store/hooks';
import { useOrgFiltersQuery, useOrgListQuery } from './discoverApi';
import { OrgCard } from './OrgCard';
import { VisitorPrompt } from './VisitorPrompt';
import {
  directoryParams,
  directoryQueryOf,
  kindKey,
  orgListInput,
  type DirectoryQuery,
} from './discoverModel';
import './i18n';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  > * {
    min-width: 160px;
  }
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

/** The filter form: a keyword typed then searched, and selects that search at once. */
function DirectoryFilters({
  query,
  onChange,
}: {
  query: DirectoryQuery;
  onChange: (q: DirectoryQuery) => void;
}) {
  const { t } = useTranslation();
  const { data: filters } = useOrgFiltersQuery();
  const [keyword, setKeyword] = useState(query.keyword);
  const all = t('discover.index.all');
  const options = (values: string[]) => [
    { value: '', label: all },
    ...values.map((v) => ({ value: v, label: v })),
  ];
  const set = (change: Partial<DirectoryQuery>) => onChange({ ...query, ...change, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ keyword: keyword.trim() });
  };
  return (
    <Filters role="search" onSubmit={submit}>
      <Input
        label={t('discover.index.keyword')}
        placeholder={t('discover.index.keywordPlaceholder')}
        value={keyword}
        maxLength={DISCOVER_LIMITS.keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Button type="submit" variant="primary">
        {t('discover.index.search')}
      </Button>
      <Select
        label={t('discover.index.kind')}
        placeholder={null}
        value={query.kind}
        options={[
          { value: '', label: all },
          ...ORG_KINDS.map((k) => ({ value: String(k), label: t(`discover.kinds.${kindKey(k)!}`) })),
        ]}
        onChange={(kind) => set({ kind })}
      />
      <Select
        label={t('discover.index.region')}
        placeholder={null}
        value={query.region}
        options={options(filters?.regions ?? [])}
        onChange={(region) => set({ region })}
      />
      <Select
        label={t('discover.index.industry')}
        placeholder={null}
        value={query.industry}
        options={options(filters?.industries ?? [])}
        onChange={(industry) => set({ industry })}
      />
    </Filters>
  );
}

/** The signed-in directory: filters, the page of organisation cards and the pages. */
function Directory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = directoryQueryOf(params);
  // currentData, not data: while another filter's page loads, RTK Query's `data` is still the
  // previous filter's list, whose cards (and follow buttons) would move or vanish when the answer
  // lands. The pages keep the last known total so they do not jump meanwhile.
  const { currentData: data, data: last, isFetching, isError } = useOrgListQuery(orgListInput(query));
  const go = (next: DirectoryQuery) => setParams(directoryParams(next));
  const records = data?.records ?? [];
  const total = (data ?? last)?.total ?? 0;
  return (
    <>
      <DirectoryFilters query={query} onChange={go} />
      <section
        aria-label={t('discover.index.list')}
        aria-busy={isFetching || undefined}
        data-testid="org-list"
      >
        {isError ? (
          <p role="alert">{t('discover.index.loadFailed')}</p>
        ) : !data ? (
          <Spinner />
        ) : records.length === 0 ? (
          <Empty description={t('discover.index.empty')} />
        ) : (
          <Grid>
            {records.map((org) => (
              <li key={org.orgId}>
                <OrgCard org={org} />
              </li>
            ))}
          </Grid>
        )}
        {total > DISCOVER_LIMITS.orgPage && (
          <Pagination
            aria-label={t('discover.index.pages')}
            total={total}
            pageSize={DISCOVER_LIMITS.orgPage}
            page={query.page}
            onChange={(page) => go({ ...query, page })}
          />
        )}
      </section>
    </>
  );
}

/**
 * /discoverHome/discoverIndex: the organisations listed on the platform by the caller's customer
 * (docs/discover.md), filtered by kind, region, industry and name, 12 a page, each with a follow
 * toggle and a link to its members. The directory needs a signed-in user: visitors are asked to
 * sign in.
 */
export default function DiscoverIndexPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useAppSelector((s) => s.app.token));
  return (
    <Page data-testid="discover-index">
      <h1>{t('discover.index.title')}</h1>
      {signedIn ? <Directory /> : <VisitorPrompt />}
    </Page>
  );
}
