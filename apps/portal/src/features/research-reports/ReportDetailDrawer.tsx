import { useTranslation } from 'react-i18next';
import { Drawer, Spinner } from '@platform/ui';
import { useResearchReportDetailQuery } from './researchReportsApi';
import { Actions, Muted } from './styles';

/** A report's summary and table of contents, with its read and download links. */
export function ReportDetailDrawer({ reportId, onClose }: { reportId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isFetching } = useResearchReportDetailQuery({ id: reportId ?? '' }, { skip: !reportId });
  const report = data && data.reportId === reportId ? data : undefined;
  return (
    <Drawer
      open={reportId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('researchReports.detailTitle')}
      width={480}
    >
      {!report && isFetching && <Spinner />}
      {report && (
        <div data-testid="research-report-detail">
          <h2>{report.title}</h2>
          <p>
            <Muted>
              {t('researchReports.meta', {
                publisher: report.publisher,
                date: report.publishedOn,
                pages: report.pages,
              })}
            </Muted>
          </p>
          <p>
            {t('researchReports.region')}: {report.regionName}
            {report.chainName && ` · ${t('researchReports.chain')}: ${report.chainName}`}
          </p>
          <h3>{t('researchReports.summary')}</h3>
          <p>{report.summary}</p>
          <h3>{t('researchReports.contents')}</h3>
          <ol>
            {report.sections.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <Actions>
            <a href={report.fileUrl} target="_blank" rel="noreferrer">
              {t('researchReports.read')}
            </a>
            <a href={`${report.fileUrl}&download=1`} download>
              {t('researchReports.download')}
            </a>
          </Actions>
        </div>
      )}
    </Drawer>
  );
}
