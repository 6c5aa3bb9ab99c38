import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Empty, Pagination, Spinner, toast } from '@platform/ui';
import type { FollowState } from '@platform/ui/domain';
import { Page } from '../../shared/layout/Page';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import {
  useFollowCheckQuery,
  useSaveDiscoverQueryMutation,
  useSearchCompanyPageQuery,
} from './enterpriseApi';
import { FilterPanel } from './FilterPanel';
import { ResultItem } from './ResultItem';
import { SearchBox } from './SearchBox';
import {
  SEARCH_PAGE_SIZE,
  hasQuery,
  parseSearch,
  toSearchInput,
  toDiscoverSearch,
  toSearchParams,
  type SearchState,
} from './searchQuery';
import { useFollow } from './useFollow';
import './i18n';

const Results = styled.ol`
  margin: 0;
  padding: 0;
`;
const Summary = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;
const SummaryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  justify-content: space-between;
`;
const Pager = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;
const Prompt = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px 0;
`;

/**
 * /home/discover: enterprise search. The whole search (keyword, filters, page) lives in the
 * address, so a search can be shared, reloaded, and Back returns to the previous one.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const active = loggedIn && hasQuery(state);
  const { data, isFetching, isError } = useSearchCompanyPageQuery(toSearchInput(state), { skip: !active });
  const ids = (data?.records ?? []).map((r) => r.companyId);
  const { data: follows, isError: followFailed } = useFollowCheckQuery(
    { companyIds: ids.join(',') },
    { skip: !active || ids.length === 0 },
  );
  const follow = useFollow();
  const followOf = (companyId: string): FollowState =>
    followFailed ? 0 : (follows?.find((f) => f.companyId === companyId)?.isAttention ?? 0);

  const go = (next: SearchState) => setParams(toSearchParams(next));
  const total = data?.total ?? 0;
  // The search is already in "my queries" as a recent one (the server records it): this names it.
  const [saveQuery, { isLoading: saving }] = useSaveDiscoverQueryMutation();
  const save = async () => {
    await saveQuery({ source: 'discover', params: toDiscoverSearch(state), resultCount: total }).unwrap();
    toast.success(t('enterprise.search.searchSaved'));
  };

  return (
    <Page data-testid="discover-page">
      <h1>{t('enterprise.search.title')}</h1>
      <SearchBox
        value={state.keyword}
        enabled={loggedIn}
        onSearch={(keyword) => go({ ...state, keyword, page: 1 })}
      />
      <FilterPanel value={state} onApply={(filters) => go({ ...filters, keyword: state.keyword, page: 1 })} />
      {!loggedIn ? (
        <Prompt>
          <span>{t('enterprise.search.loginFirst')}</span>
          <Button variant="primary" onClick={() => dispatch(appActions.loginDialogShown(true))}>
            {t('enterprise.search.login')}
          </Button>
        </Prompt>
      ) : !active ? null : isFetching && !data ? (
        <Spinner />
      ) : isError || !data?.records.length ? (
        <div data-testid="search-empty">
          <Empty />
        </div>
      ) : (
        <section aria-busy={isFetching || undefined}>
          <SummaryRow>
            <Summary role="status">
              {t('enterprise.search.total', { total: data.totalExact ? String(total) : `${total}+` })}
            </Summary>
            <Button size="sm" loading={saving} onClick={() => void save().catch(() => undefined)}>
              {t('enterprise.search.saveSearch')}
            </Button>
          </SummaryRow>
          <Results aria-label={t('enterprise.search.title')}>
            {data.records.map((company) => (
              <ResultItem
                key={company.companyId}
                company={company}
                keyword={state.keyword}
                isFollow={followOf(company.companyId)}
                onFollowChange={follow(company.companyId)}
              />
            ))}
          </Results>
          {total > SEARCH_PAGE_SIZE && (
            <Pager>
              <Pagination
                total={total}
                pageSize={SEARCH_PAGE_SIZE}
                page={state.page}
                onChange={(page) => go({ ...state, page })}
              />
            </Pager>
          )}
        </section>
      )}
    </Page>
  );
}
