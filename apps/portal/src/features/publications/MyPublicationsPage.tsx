import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty, Pagination, Spinner, Tabs } from '@platform/ui';
import {
  PUBLICATION_STATUSES,
  type PublicationKindValue,
  type PublicationStatusValue,
} from '@platform/contracts/content/publications-limits';
import { Page } from '../../shared/layout/Page';
import { KindFilter } from './KindFilter';
import { MyPublicationRow } from './MyPublicationRow';
import { editHref, type SectionScope } from './publicationLinks';
import { useMyPublicationCountsQuery, useMyPublicationPageQuery } from './publicationListsApi';
import './i18n';

const PAGE_SIZE = 10;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: center;
  justify-content: space-between;
`;
const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
  margin: ${({ theme }) => theme.space.md}px 0;
`;
const List = styled.ol`
  margin: 0;
  padding: 0;
`;

type StateTab = 'all' | PublicationStatusValue;

/**
 * /publish/index and each section's publish page: the caller's own publications in every state,
 * tabbed by state with the counts, filtered by kind, with what each state allows.
 */
export default function MyPublicationsPage({ scope }: { scope?: SectionScope }) {
  const { t } = useTranslation();
  const [state, setState] = useState<StateTab>('all');
  const [kind, setKind] = useState<PublicationKindValue | ''>('');
  const [current, setCurrent] = useState(1);
  const section = scope ? { section: scope.section } : {};
  const { data: counts } = useMyPublicationCountsQuery(section);
  const { data, isLoading, isFetching, isError } = useMyPublicationPageQuery({
    current,
    size: PAGE_SIZE,
    ...section,
    ...(state === 'all' ? {} : { status: state }),
    ...(kind ? { kind } : {}),
  });
  const shown = counts ?? data?.counts;

  const tabs = (['all', ...PUBLICATION_STATUSES] as const).map((key) => ({
    key,
    label: t(`publications.lists.${key}`, { count: shown ? shown[key === 'all' ? 'total' : key] : 0 }),
  }));

  return (
    <Page data-testid="my-publications">
      <Header>
        <h1>{scope ? t(`routes.${scope.section}.publish`) : t('publications.lists.mine')}</h1>
        <Link to={editHref(scope)}>{t('publications.lists.create')}</Link>
      </Header>
      <Tabs
        aria-label={t('publications.lists.states')}
        items={tabs}
        activeKey={state}
        onChange={(key) => {
          setState(key as StateTab);
          setCurrent(1);
        }}
      />
      <Filters>
        <KindFilter
          value={kind}
          onChange={(next) => {
            setKind(next);
            setCurrent(1);
          }}
        />
      </Filters>
      {isError && <p role="alert">{t('publications.lists.loadFailed')}</p>}
      {isLoading ? (
        <Spinner />
      ) : !isError && !data?.records.length ? (
        <Empty description={t('publications.lists.empty')} />
      ) : (
        <List aria-label={t('publications.lists.list')} aria-busy={isFetching}>
          {data?.records.map((p) => (
            <MyPublicationRow key={p.id} p={p} scope={scope} />
          ))}
        </List>
      )}
      {data && data.total > PAGE_SIZE && (
        <Pagination total={data.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
      )}
    </Page>
  );
}
