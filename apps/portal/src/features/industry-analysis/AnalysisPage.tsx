import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, Empty, Spinner, toast } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { industryAnalysisRoutes } from '@platform/contracts';
import { downloadFile } from '../../shared/api/downloadFile';
import { Page } from '../../shared/layout/Page';
import { useRequireLogin } from '../../shared/session/useRequireLogin';
import { useAppSelector } from '../../shared/store/hooks';
import { AnalysisView } from './AnalysisView';
import { ChainSelect } from './ChainSelect';
import { useIndustryAnalysisQuery } from './industryAnalysisApi';
import { Filters, Intro, Problem, Toolbar } from './styles';
import './i18n';

/**
 * /serve/induAnalysis: a region (province, city or county) and a chain, kept in the address
 * (?regionCode=&chainCode=), analysed: figures, charts, nodes against the nation, top companies,
 * and the .xlsx export (signed in; counted against the organisation's export quota).
 */
export default function AnalysisPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = { regionCode: params.get('regionCode') ?? '', chainCode: params.get('chainCode') ?? '' };
  const [draft, setDraft] = useState(applied);
  const ready = Boolean(applied.regionCode && applied.chainCode);
  const result = useIndustryAnalysisQuery(applied, { skip: !ready });
  const token = useAppSelector((s) => s.app.token);
  const requireLogin = useRequireLogin();
  const [exporting, setExporting] = useState(false);
  const error = (result.error as { message?: string } | undefined)?.message;

  const exportFile = async () => {
    if (!requireLogin()) return;
    setExporting(true);
    try {
      const refusal = await downloadFile(
        industryAnalysisRoutes.export.path,
        applied,
        { token, language: i18n.language },
        'industry-analysis.xlsx',
      );
      if (refusal) toast.error(refusal);
      else toast.success(t('industryAnalysis.exported'));
    } catch {
      toast.error(t('industryAnalysis.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page aria-labelledby="ia-title">
      <h1 id="ia-title">{t('industryAnalysis.title')}</h1>
      <Intro>
        {t('industryAnalysis.intro')}{' '}
        <Link to={`/serve/induCompare${applied.chainCode ? `?chainCode=${applied.chainCode}` : ''}`}>
          {t('industryAnalysis.goCompare')}
        </Link>
      </Intro>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.regionCode && draft.chainCode) setParams(draft);
        }}
      >
        <AreaSelector
          label={t('industryAnalysis.region')}
          placeholder={t('industryAnalysis.regionPlaceholder')}
          excludeNationwide
          value={draft.regionCode}
          onChange={(code) => setDraft((d) => ({ ...d, regionCode: code }))}
        />
        <ChainSelect
          value={draft.chainCode}
          onChange={(code) => setDraft((d) => ({ ...d, chainCode: code }))}
        />
        <Button type="submit" variant="primary" disabled={!draft.regionCode || !draft.chainCode}>
          {t('industryAnalysis.analyse')}
        </Button>
      </Filters>
      {!ready && <Empty description={t('industryAnalysis.choose')} />}
      {ready && error && <Problem role="alert">{error}</Problem>}
      {ready && result.isFetching && !result.data && <Spinner />}
      {ready && result.data && !error && (
        <>
          <Toolbar>
            <h2 data-testid="ia-heading">
              {result.data.regionName} · {result.data.chainName}
            </h2>
            <Button
              onClick={() => void exportFile()}
              disabled={exporting}
              title={token ? undefined : t('industryAnalysis.loginToExport')}
            >
              {exporting ? t('industryAnalysis.exporting') : t('industryAnalysis.export')}
            </Button>
          </Toolbar>
          <AnalysisView analysis={result.data} />
        </>
      )}
    </Page>
  );
}
