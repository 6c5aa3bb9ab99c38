import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESEARCH_REPORT_KINDS,
  RESEARCH_REPORT_LIMITS as L,
  type ResearchReportPageInput,
} from '@platform/contracts';
import { Button, Empty, Input, Pagination, Select, Spinner } from '@platform/ui';
import { useAddressFilters } from '../../shared/library/useAddressFilters';
import { Page } from '../../shared/layout/Page';
import { ReportDetailDrawer } from './ReportDetailDrawer';
import { ReportItem } from './ReportItem';
import { useResearchReportFacetsQuery, useResearchReportPageQuery } from './researchReportsApi';
import { Filters, Intro, List, Problem } from './styles';
import './i18n';

const SIZE = 10;
const FIELDS = ['keyword', 'chainCode', 'provinceCode', 'kind', 'from', 'to'] as const;

/**
 * /serve/researchReport: the library searched by keyword, chain, province, kind and publication
 * days (kept in the address, so a search can be shared), newest first, each report read in the
 * browser or downloaded, its contents in a drawer.
 */
export default function ResearchReportsPage() {
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
  const [openId, setOpenId] = useState<string | null>(null);
  const query = filters as ResearchReportPageInput;
  const facets = useResearchReportFacetsQuery({});
  const page = useResearchReportPageQuery(query, { skip: badRange });
  const options = (list: Array<{ value: string; label: string; count: number }> | undefined) =>
    (list ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.count})` }));

  return (
    <Page aria-labelledby="research-reports-title">
      <h1 id="research-reports-title">{t('researchReports.title')}</h1>
      <Intro>{t('researchReports.intro')}</Intro>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (!draftBadRange) apply(draft);
        }}
      >
        <Input
          label={t('researchReports.keyword')}
          placeholder={t('researchReports.keywordPlaceholder')}
          maxLength={L.keywordMax}
          value={draft.keyword}
          onChange={(e) => set('keyword', e.target.value)}
        />
        <Select
          label={t('researchReports.chain')}
          placeholder={t('researchReports.all')}
          value={draft.chainCode}
          options={options(facets.data?.chains)}
          onChange={(v) => set('chainCode', v)}
        />
        <Select
          label={t('researchReports.province')}
          placeholder={t('researchReports.all')}
          value={draft.provinceCode}
          options={options(facets.data?.provinces)}
          onChange={(v) => set('provinceCode', v)}
        />
        <Select
          label={t('researchReports.kind')}
          placeholder={t('researchReports.all')}
          value={draft.kind}
          options={RESEARCH_REPORT_KINDS.map((k) => ({ value: k, label: t(`researchReports.kinds.${k}`) }))}
          onChange={(v) => set('kind', v)}
        />
        <Input
          label={t('researchReports.from')}
          type="date"
          value={draft.from}
          onChange={(e) => set('from', e.target.value)}
        />
        <Input
          label={t('researchReports.to')}
          type="date"
          value={draft.to}
          onChange={(e) => set('to', e.target.value)}
          error={draftBadRange ? t('researchReports.badRange') : undefined}
        />
        <Button type="submit" variant="primary" disabled={draftBadRange}>
          {t('researchReports.search')}
        </Button>
        <Button onClick={reset}>{t('researchReports.reset')}</Button>
      </Filters>
      {badRange && <Problem role="alert">{t('researchReports.badRange')}</Problem>}
      {!badRange && page.isFetching && !page.data && <Spinner />}
      {!badRange && page.data && (
        <>
          <p aria-live="polite">{t('researchReports.total', { count: page.data.total })}</p>
          {page.data.records.length === 0 ? (
            <Empty description={t('researchReports.empty')} />
          ) : (
            <List aria-label={t('researchReports.results')} data-testid="research-report-list">
              {page.data.records.map((r) => (
                <ReportItem key={r.reportId} report={r} onDetails={() => setOpenId(r.reportId)} />
              ))}
            </List>
          )}
          <Pagination
            aria-label={t('researchReports.pages')}
            total={page.data.total}
            pageSize={SIZE}
            page={current}
            onChange={(p) => apply(applied, p)}
          />
        </>
      )}
      <ReportDetailDrawer reportId={openId} onClose={() => setOpenId(null)} />
    </Page>
  );
}
