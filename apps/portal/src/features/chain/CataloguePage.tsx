import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Empty, Input, Spinner } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useChainCatalogueQuery } from './chainApi';
import { mapPath } from './paths';
import { ChainCard, Grid } from './styles';
import './i18n';

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 520px;
  margin: ${({ theme }) => theme.space.lg}px 0;
`;
const Counts = styled.span`
  color: ${({ theme }) => theme.colors.brandInk};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

/** /proGraph/index and /proGraph/list: the industry chains, searchable by chain or segment name. */
export default function CataloguePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() || undefined;
  const [draft, setDraft] = useState(keyword ?? '');
  const { data, isFetching, isError } = useChainCatalogueQuery(keyword ? { keyword } : {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { keyword: next } : {});
  };
  const chains = data?.classes.flatMap((c) => c.chains) ?? [];
  return (
    <Page data-testid="chain-catalogue">
      <h1>{t('chain.catalogue.title')}</h1>
      <p>{t('chain.catalogue.intro')}</p>
      <Search role="search" onSubmit={submit}>
        <Input
          aria-label={t('chain.catalogue.search')}
          placeholder={t('chain.catalogue.search')}
          value={draft}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('chain.catalogue.searchButton')}
        </Button>
      </Search>
      {isFetching && !data ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">{t('chain.catalogue.failed')}</p>
      ) : chains.length === 0 ? (
        <Empty description={t('chain.catalogue.empty')} />
      ) : (
        <Grid aria-label={t('chain.catalogue.title')}>
          {chains.map((c) => (
            <li key={c.chainCode}>
              <ChainCard to={mapPath(c.chainCode)}>
                <strong>{c.chainName}</strong>
                <p>{c.description}</p>
                <Counts>
                  {t('chain.catalogue.counts', { nodes: c.nodeCount, companies: c.companyCount })}
                </Counts>
              </ChainCard>
            </li>
          ))}
        </Grid>
      )}
    </Page>
  );
}
