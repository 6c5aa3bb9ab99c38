import { useTranslation } from 'react-i18next';
import { RESEARCH_REPORT_FILE_PATH, type ResearchReport } from '@platform/contracts';
import { Button, IconDownload, IconFile, Tag } from '@platform/ui';
import { Actions, Item, Muted } from './styles';

/** Where a report's PDF opens (in a new tab) or is saved from. */
export const readUrlOf = (reportId: string) =>
  `${RESEARCH_REPORT_FILE_PATH}?id=${encodeURIComponent(reportId)}`;

/** One report of the list: title, kind, chain and region, publisher and day, summary, its actions. */
export function ReportItem({ report: r, onDetails }: { report: ResearchReport; onDetails: () => void }) {
  const { t } = useTranslation();
  const url = readUrlOf(r.reportId);
  return (
    <Item>
      <h2>{r.title}</h2>
      <Actions>
        <Tag>{t(`researchReports.kinds.${r.kind}`)}</Tag>
        {r.chainName && <Tag>{r.chainName}</Tag>}
        <Tag>{r.regionName}</Tag>
        <Muted>
          {t('researchReports.meta', { publisher: r.publisher, date: r.publishedOn, pages: r.pages })}
        </Muted>
      </Actions>
      <p>{r.summary}</p>
      <Actions>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          aria-label={`${t('researchReports.read')}: ${r.title}`}
        >
          <IconFile aria-hidden="true" />
          {t('researchReports.read')}
        </a>
        <a href={`${url}&download=1`} download aria-label={`${t('researchReports.download')}: ${r.title}`}>
          <IconDownload aria-hidden="true" />
          {t('researchReports.download')}
        </a>
        <Button variant="text" onClick={onDetails} aria-label={`${t('researchReports.details')}: ${r.title}`}>
          {t('researchReports.details')}
        </Button>
      </Actions>
    </Item>
  );
}
