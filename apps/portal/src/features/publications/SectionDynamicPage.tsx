import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Empty, Input } from '@platform/ui';
import { DYNAMICS_PAGE_SIZE } from '@platform/ui/domain';
import type { PublicationKindValue } from '@platform/contracts/content/publications-limits';
import { Page } from '../../shared/layout/Page';
import { KindFilter } from './KindFilter';
import { useDebounced } from '../../shared/hooks/useDebounced';
import { useScrollPaging } from '../../shared/hooks/useScrollPaging';
import { LoadMoreTrigger } from './LoadMoreTrigger';
import { PublicationCard } from './PublicationCard';
import { detailHref, type SectionScope } from './publicationLinks';
import { useLazyPublicationPageQuery } from './publicationListsApi';
import './i18n';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
const List = styled.ol`
  margin: 0;
  padding: 0;
`;

/**
 * Each section's dynamic page: the section's published publications the reader may read, newest
 * first, in pages of 10 appended as the end scrolls into view (spec 2 §4), by kind and keyword.
 */
export default function SectionDynamicPage({ scope }: { scope: SectionScope }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PublicationKindValue | ''>('');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 500);
  const [fetchPublications] = useLazyPublicationPageQuery();
  const fetchPage = useCallback(
    async (next: string | null) => {
      const current = next ? Number(next) : 1;
      const page = await fetchPublications({
        current,
        size: DYNAMICS_PAGE_SIZE,
        section: scope.section,
        ...(kind ? { kind } : {}),
        ...(keyword ? { keyword } : {}),
      }).unwrap();
      const more = page.records.length === DYNAMICS_PAGE_SIZE && current * DYNAMICS_PAGE_SIZE < page.total;
      return { records: page.records, next: more ? String(current + 1) : null };
    },
    [fetchPublications, scope.section, kind, keyword],
  );
  const list = useScrollPaging(fetchPage);

  return (
    <Page data-testid="section-dynamic">
      <h1>{t(`routes.${scope.section}.dynamic`)}</h1>
      <Filters>
        <KindFilter value={kind} onChange={setKind} />
        <Input
          type="search"
          label={t('publications.lists.keyword')}
          placeholder={t('publications.lists.keywordPlaceholder')}
          value={typed}
          maxLength={50}
          onChange={(e) => setTyped(e.target.value)}
        />
      </Filters>
      <section aria-label={t('publications.lists.list')} data-testid="section-dynamic-list">
        {list.failed && <p role="alert">{t('publications.lists.loadFailed')}</p>}
        {list.loaded && !list.loading && !list.failed && list.items.length === 0 ? (
          <Empty description={t('publications.lists.emptyDynamic')} />
        ) : (
          <>
            <List>
              {list.items.map((p) => (
                <PublicationCard key={p.id} p={p} href={detailHref(scope, p.id)} />
              ))}
            </List>
            <LoadMoreTrigger
              count={list.items.length}
              loading={list.loading}
              hasMore={list.hasMore}
              onLoadMore={list.loadMore}
            />
          </>
        )}
      </section>
    </Page>
  );
}
