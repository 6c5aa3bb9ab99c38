import { useState } from 'react';
import styled from 'styled-components';
import { listRow } from '../../shared/layout/listRow';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Button,
  Empty,
  Pagination,
  Select,
  Spinner,
  Tabs,
  Tag,
  confirm,
  formatDateTime,
  toast,
} from '@platform/ui';
import type { QueryEntry, QueryKind, QuerySource } from '@platform/contracts/queries';
import { NameDialog } from '../../shared/layout/NameDialog';
import {
  useQueryClearRecentMutation,
  useQueryPageQuery,
  useQueryRemoveMutation,
  useQueryRenameMutation,
} from './queriesApi';
import { rerunPath } from './rerun';
import { QUERY_TITLE_MAX } from './limits';
import './i18n';

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
  }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;
const List = styled.ol`
  margin: 0;
  padding: 0;
  li {
    ${listRow}
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md}px;
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  strong {
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const PAGE_SIZE = 10;
const KINDS: readonly QueryKind[] = ['recent', 'named'];
const SOURCES: readonly QuerySource[] = ['discover', 'chainMap', 'acquisition'];
const isSource = (v: string | null): v is QuerySource => (SOURCES as readonly string[]).includes(v ?? '');

function QueryItem({ entry, onName }: { entry: QueryEntry; onName: (entry: QueryEntry) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [remove] = useQueryRemoveMutation();
  const path = rerunPath(entry);
  const drop = async () => {
    if (
      !(await confirm({
        title: t('queries.remove'),
        content: t('queries.removeConfirm', { title: entry.title }),
      }))
    )
      return;
    await remove({ ids: [entry.id] }).unwrap();
    toast.success(t('queries.removed'));
  };
  return (
    <li data-testid="query-item" data-source={entry.source}>
      <Body>
        <div>
          <Tag>{t(`queries.sources.${entry.source}`)}</Tag> <strong>{entry.title}</strong>
        </div>
        <small>
          {t('queries.lastRun', { time: formatDateTime(entry.lastRunAt) })} ·{' '}
          {t('queries.runs', { count: entry.runCount })}
          {entry.resultCount !== null && <> · {t('queries.results', { count: entry.resultCount })}</>}
        </small>
      </Body>
      <Actions>
        <Button
          size="sm"
          variant="primary"
          disabled={!path}
          title={path ? undefined : t('queries.noAcquisition')}
          onClick={() => path && navigate(path)}
        >
          {t('queries.runAgain')}
        </Button>
        <Button size="sm" onClick={() => onName(entry)}>
          {entry.named ? t('queries.rename') : t('queries.save')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => void drop().catch(() => undefined)}>
          {t('queries.remove')}
        </Button>
      </Actions>
    </li>
  );
}

function Entries({ kind, source }: { kind: QueryKind; source: QuerySource | undefined }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [naming, setNaming] = useState<QueryEntry | null>(null);
  const [rename, { isLoading: saving }] = useQueryRenameMutation();
  // Searches record themselves on the server: ask again each time the list is shown.
  const { data, isLoading } = useQueryPageQuery(
    { kind, current, size: PAGE_SIZE, ...(source ? { source } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const save = async (entry: QueryEntry, title: string) => {
    await rename({ id: entry.id, title }).unwrap();
    setNaming(null);
    toast.success(t('queries.saved'));
  };
  if (isLoading) return <Spinner />;
  if (!data?.records.length) return <Empty />;
  return (
    <>
      <p>{t('queries.total', { total: data.total })}</p>
      <List aria-label={kind === 'named' ? t('queries.named') : t('queries.recent')}>
        {data.records.map((entry) => (
          <QueryItem key={entry.id} entry={entry} onName={setNaming} />
        ))}
      </List>
      {data.total > PAGE_SIZE && (
        <Pagination total={data.total} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
      )}
      {naming && (
        <NameDialog
          title={naming.named ? t('queries.renameTitle') : t('queries.nameTitle')}
          label={t('queries.name')}
          requiredMessage={t('queries.nameRequired')}
          maxLength={QUERY_TITLE_MAX}
          initial={naming.title}
          saving={saving}
          onClose={() => setNaming(null)}
          onSave={(title) => void save(naming, title).catch(() => undefined)}
        />
      )}
    </>
  );
}

/**
 * /control/query: the searches the user ran (recent, recorded by the searches themselves) and
 * saved (named), by source; run again opens the source's page with the filters applied.
 * `?tab=named` opens the saved tab, `?source=` filters.
 */
export default function QueryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: QueryKind = params.get('tab') === 'named' ? 'named' : 'recent';
  const source = isSource(params.get('source')) ? (params.get('source') as QuerySource) : undefined;
  const [clear, { isLoading: clearing }] = useQueryClearRecentMutation();
  const set = (next: { tab?: QueryKind; source?: QuerySource }) => {
    const out = new URLSearchParams();
    const tab = next.tab ?? kind;
    const src = 'source' in next ? next.source : source;
    if (tab === 'named') out.set('tab', tab);
    if (src) out.set('source', src);
    setParams(out, { replace: true });
  };
  const clearRecent = async () => {
    if (!(await confirm({ title: t('queries.clearRecent'), content: t('queries.clearConfirm') }))) return;
    await clear(source ? { source } : {}).unwrap();
    toast.success(t('queries.cleared'));
  };
  return (
    <Wrap data-testid="query-page">
      <h1>{t('queries.title')}</h1>
      <Toolbar>
        <Select
          label={t('queries.source')}
          placeholder={t('queries.allSources')}
          value={source ?? ''}
          options={SOURCES.map((s) => ({ value: s, label: t(`queries.sources.${s}`) }))}
          onChange={(value) => set({ source: isSource(value) ? value : undefined })}
        />
        {kind === 'recent' && (
          <Button loading={clearing} onClick={() => void clearRecent().catch(() => undefined)}>
            {t('queries.clearRecent')}
          </Button>
        )}
      </Toolbar>
      <Tabs
        aria-label={t('queries.title')}
        activeKey={kind}
        onChange={(key) => set({ tab: key as QueryKind })}
        items={KINDS.map((key) => ({
          key,
          label: key === 'named' ? t('queries.named') : t('queries.recent'),
          content:
            key === kind ? <Entries key={`${key}-${source ?? ''}`} kind={key} source={source} /> : null,
        }))}
      />
    </Wrap>
  );
}
