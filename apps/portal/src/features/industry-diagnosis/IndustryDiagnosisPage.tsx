import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DIAGNOSIS_DIMENSIONS,
  type Diagnosis,
  type DiagnosisReason,
} from '@platform/contracts/industry-diagnosis';
import { Button, Select, Spinner } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { REPORT_COUNT_ARGS, useReportNumQuery } from '../../shared/api/reportCountApi';
import { Page } from '../../shared/layout/Page';
import { Filters, Intro, Muted, Problem } from '../../shared/library/styles';
import { appActions } from '../../shared/session/appSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import {
  useCreateDiagnosisPdfMutation,
  useDiagnosisChainsQuery,
  useDiagnosisQuery,
} from './industryDiagnosisApi';
import { Bar, Findings, Report, ScoreGrid, ScoreTable } from './styles';
import './i18n';

const DOWNLOAD_PATH = '/control/download';
const fmt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * /serve/industryDiag: a region (any province, city or county) and a chain, kept in the address;
 * the chain's four scores, every link's scores in a table, strengths, weaknesses and suggestions
 * with the figures behind them, and the PDF report (login; one of the report count; the
 * downloads page opens once it is queued).
 */
export default function IndustryDiagnosisPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const [params, setParams] = useSearchParams();
  const regionCode = params.get('regionCode') ?? '';
  const chainCode = params.get('chainCode') ?? '';
  const set = (key: 'regionCode' | 'chainCode', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const chains = useDiagnosisChainsQuery({});
  const ready = /^\d{6}$/.test(regionCode) && Boolean(chainCode);
  const diagnosis = useDiagnosisQuery({ regionCode, chainCode }, { skip: !ready });
  const remaining = useReportNumQuery(REPORT_COUNT_ARGS, { skip: !loggedIn });
  const [createPdf, pdf] = useCreateDiagnosisPdfMutation();

  const generate = async () => {
    if (!loggedIn) {
      dispatch(appActions.loginDialogShown(true));
      return;
    }
    const answer = await createPdf({ regionCode, chainCode })
      .unwrap()
      .catch(() => undefined);
    if (answer?.code === 200) void navigate(DOWNLOAD_PATH);
  };

  const d = ready ? diagnosis.data : undefined;
  return (
    <Page aria-labelledby="diagnosis-title">
      <h1 id="diagnosis-title">{t('industryDiagnosis.title')}</h1>
      <Intro>{t('industryDiagnosis.intro')}</Intro>
      <Filters role="search" onSubmit={(e) => e.preventDefault()}>
        <AreaSelector
          value={regionCode || undefined}
          onChange={(code) => set('regionCode', code)}
          label={t('industryDiagnosis.region')}
          placeholder={t('industryDiagnosis.regionPlaceholder')}
          excludeNationwide
        />
        <Select
          label={t('industryDiagnosis.chain')}
          value={chainCode}
          placeholder={t('industryDiagnosis.chainPlaceholder')}
          options={(chains.data ?? []).map((c) => ({ value: c.chainCode, label: c.chainName }))}
          onChange={(v) => set('chainCode', v)}
        />
      </Filters>
      {!ready ? (
        <Muted>{t('industryDiagnosis.choose')}</Muted>
      ) : diagnosis.isFetching && !d ? (
        <Spinner aria-label={t('industryDiagnosis.loading')} />
      ) : diagnosis.isError || !d ? (
        <Problem role="alert">{t('industryDiagnosis.failed')}</Problem>
      ) : (
        <Result d={d} />
      )}
      {ready && d && (
        <Report aria-labelledby="diagnosis-report">
          <h2 id="diagnosis-report">{t('industryDiagnosis.report')}</h2>
          <p>{t('industryDiagnosis.reportHint')}</p>
          {loggedIn && remaining.data !== undefined && (
            <p data-testid="diagnosis-remaining">
              {t('industryDiagnosis.remaining', { count: remaining.data })}
            </p>
          )}
          {!loggedIn && <p>{t('industryDiagnosis.loginFirst')}</p>}
          <Button variant="primary" loading={pdf.isLoading} onClick={() => void generate()}>
            {loggedIn ? t('industryDiagnosis.report') : t('industryDiagnosis.login')}
          </Button>
        </Report>
      )}
    </Page>
  );
}

function useReasonText() {
  const { t } = useTranslation();
  // The key is one of five, each with its own figures: typed loosely, read as text.
  const words = t as unknown as (key: string, values: Record<string, string>) => string;
  return (r: DiagnosisReason): string => {
    const values = Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, fmt(v)]));
    return words(`industryDiagnosis.reasons.${r.code}`, values);
  };
}

function Result({ d }: { d: Diagnosis }) {
  const { t } = useTranslation();
  const reason = useReasonText();
  return (
    <>
      <section aria-labelledby="diagnosis-scores">
        <h2 id="diagnosis-scores">
          {t('industryDiagnosis.heading', { region: d.regionName, chain: d.chainName })}
        </h2>
        <Muted>{t('industryDiagnosis.share', { share: fmt(d.regionShare) })}</Muted>
        <ScoreGrid aria-label={t('industryDiagnosis.chainScores')}>
          {[...DIAGNOSIS_DIMENSIONS, 'overall' as const].map((k) => (
            <li key={k}>
              <span>
                {k === 'overall' ? t('industryDiagnosis.overall') : t(`industryDiagnosis.dimensions.${k}`)}
              </span>
              <strong>{d.scores[k]}</strong>
              <Bar aria-hidden="true" $value={d.scores[k]} />
            </li>
          ))}
        </ScoreGrid>
      </section>
      <section aria-labelledby="diagnosis-nodes">
        <h2 id="diagnosis-nodes">{t('industryDiagnosis.nodes')}</h2>
        <ScoreTable>
          <thead>
            <tr>
              <th scope="col">{t('industryDiagnosis.nodeCol')}</th>
              <th scope="col">{t('industryDiagnosis.statusCol')}</th>
              <th scope="col">{t('industryDiagnosis.companiesCol')}</th>
              <th scope="col">{t('industryDiagnosis.patentsCol')}</th>
              {DIAGNOSIS_DIMENSIONS.map((k) => (
                <th scope="col" key={k}>
                  {t(`industryDiagnosis.dimensions.${k}`)}
                </th>
              ))}
              <th scope="col">{t('industryDiagnosis.overall')}</th>
            </tr>
          </thead>
          <tbody>
            {d.nodes.map((n) => (
              <tr key={n.nodeCode} data-status={n.status}>
                <th scope="row" style={{ paddingLeft: `${8 + (n.level - 1) * 16}px` }}>
                  {n.nodeName}
                </th>
                <td>{t(`industryDiagnosis.statuses.${n.status}`)}</td>
                <td>{n.figures.localCount}</td>
                <td>{n.figures.localPatents}</td>
                {DIAGNOSIS_DIMENSIONS.map((k) => (
                  <td key={k}>{n.scores[k]}</td>
                ))}
                <td>
                  <strong>{n.scores.overall}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </ScoreTable>
      </section>
      <Findings>
        {(['strengths', 'weaknesses'] as const).map((kind) => (
          <section key={kind} aria-labelledby={`diagnosis-${kind}`}>
            <h2 id={`diagnosis-${kind}`}>{t(`industryDiagnosis.${kind}`)}</h2>
            {d[kind].length ? (
              <ul>
                {d[kind].map((f) => (
                  <li key={f.nodeCode}>
                    <strong>
                      {f.nodeName} · {t('industryDiagnosis.score', { score: f.overall })}
                    </strong>
                    <ul>
                      {f.reasons.map((r) => (
                        <li key={r.code}>{reason(r)}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            ) : (
              <Muted>{t('industryDiagnosis.none')}</Muted>
            )}
          </section>
        ))}
        <section aria-labelledby="diagnosis-suggestions">
          <h2 id="diagnosis-suggestions">{t('industryDiagnosis.suggestions')}</h2>
          {d.suggestions.length ? (
            <ol>
              {d.suggestions.map((s) => (
                <li key={`${s.code}-${s.nodeCode}`}>
                  <strong>{t(`industryDiagnosis.suggestionCodes.${s.code}`, { node: s.nodeName })}</strong>
                  <ul>
                    {s.reasons.map((r) => (
                      <li key={r.code}>{reason(r)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          ) : (
            <Muted>{t('industryDiagnosis.none')}</Muted>
          )}
        </section>
      </Findings>
    </>
  );
}
