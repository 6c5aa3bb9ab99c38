import { useTranslation } from 'react-i18next';
import {
  PATENT_KINDS,
  PATENT_LIMITS as L,
  PATENT_STATUSES,
  type PatentPageInput,
  type PatentStatsInput,
} from '@platform/contracts';
import { Button, Empty, Input, Pagination, Select, Spinner } from '@platform/ui';
import { useAddressFilters } from '../../shared/library/useAddressFilters';
import { Page } from '../../shared/layout/Page';
import { PatentItem } from './PatentItem';
import { usePatentFacetsQuery, usePatentPageQuery } from './patentsApi';
import { StatsPanel } from './StatsPanel';
import { Filters, Intro, List, Problem } from './styles';
import './i18n';

const SIZE = 10;
const FIELDS = ['keyword', 'ipc', 'kind', 'status', 'chainCode', 'provinceCode', 'from', 'to'] as const;

/**
 * /serve/patents: the companies' patents searched by keyword (title, number, applicant), IPC
 * prefix, type, status, chain, province and application days (kept in the address, so a search
 * can be shared), newest application first, each applicant linking to its company's profile; the
 * statistics of the chosen chain and province beside them.
 */
export default function PatentsPage() {
  const { t } = useTranslation();
  const {
    applied,
    draft,
    current,
    query: filters,
    badRange,
    draftBadRange,
    set,
    apply,
    reset,
  } = useAddressFilters(FIELDS, SIZE);
  const query = filters as PatentPageInput;
  const scope: PatentStatsInput = {
    ...(applied.chainCode ? { chainCode: applied.chainCode } : {}),
    ...(applied.provinceCode ? { provinceCode: applied.provinceCode } : {}),
  };
  const facets = usePatentFacetsQuery({});
  const page = usePatentPageQuery(query, { skip: badRange });

  return (
    <Page aria-labelledby="patents-title">
      <h1 id="patents-title">{t('patents.title')}</h1>
      <Intro>{t('patents.intro')}</Intro>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (!draftBadRange) apply(draft);
        }}
      >
        <Input
          label={t('patents.keyword')}
          placeholder={t('patents.keywordPlaceholder')}
          maxLength={L.keywordMax}
          value={draft.keyword}
          onChange={(e) => set('keyword', e.target.value)}
        />
        <Input
          label={t('patents.ipc')}
          placeholder={t('patents.ipcPlaceholder')}
          maxLength={L.ipcMax}
          value={draft.ipc}
          onChange={(e) => set('ipc', e.target.value)}
        />
        <Select
          label={t('patents.kind')}
          placeholder={t('patents.all')}
          value={draft.kind}
          options={PATENT_KINDS.map((k) => ({ value: k, label: t(`patents.kinds.${k}`) }))}
          onChange={(v) => set('kind', v)}
        />
        <Select
          label={t('patents.status')}
          placeholder={t('patents.all')}
          value={draft.status}
          options={PATENT_STATUSES.map((s) => ({ value: s, label: t(`patents.statuses.${s}`) }))}
          onChange={(v) => set('status', v)}
        />
        <Select
          label={t('patents.chain')}
          placeholder={t('patents.all')}
          value={draft.chainCode}
          options={facets.data?.chains ?? []}
          onChange={(v) => set('chainCode', v)}
        />
        <Select
          label={t('patents.province')}
          placeholder={t('patents.all')}
          value={draft.provinceCode}
          options={facets.data?.provinces ?? []}
          onChange={(v) => set('provinceCode', v)}
        />
        <Input
          label={t('patents.from')}
          type="date"
          value={draft.from}
          onChange={(e) => set('from', e.target.value)}
        />
        <Input
          label={t('patents.to')}
          type="date"
          value={draft.to}
          onChange={(e) => set('to', e.target.value)}
          error={draftBadRange ? t('patents.badRange') : undefined}
        />
        <Button type="submit" variant="primary" disabled={draftBadRange}>
          {t('patents.search')}
        </Button>
        <Button onClick={reset}>{t('patents.reset')}</Button>
      </Filters>
      <StatsPanel scope={scope} />
      {badRange && <Problem role="alert">{t('patents.badRange')}</Problem>}
      {!badRange && page.isFetching && !page.data && <Spinner />}
      {!badRange && page.data && (
        <>
          <p aria-live="polite">
            {t(page.data.totalCapped ? 'patents.totalCapped' : 'patents.total', {
              count: page.data.total,
            })}
          </p>
          {page.data.records.length === 0 ? (
            <Empty description={t('patents.empty')} />
          ) : (
            <List aria-label={t('patents.results')} data-testid="patent-list">
              {page.data.records.map((p) => (
                <PatentItem key={p.patentId} patent={p} />
              ))}
            </List>
          )}
          <Pagination
            aria-label={t('patents.pages')}
            total={page.data.total}
            pageSize={SIZE}
            page={current}
            onChange={(p) => apply(applied, p)}
          />
        </>
      )}
    </Page>
  );
}
