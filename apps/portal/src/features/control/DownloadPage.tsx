import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Pagination,
  Table,
  confirm,
  cutCompanyName,
  formatDateTime,
  toast,
  type TableColumn,
} from '@platform/ui';
import type { ReportRow } from '@platform/contracts/report';
import { DIAGNOSIS_LIMITS } from '@platform/contracts/industry-diagnosis/limits';
import { useDownloadUrlMutation, useRemoveReportMutation, useReportPageQuery } from './controlApi';
import { REPORT_COUNT_ARGS, useReportNumQuery } from '../../shared/api/reportCountApi';
import { reportPollInterval } from './reportPolling';
import { Wrap } from './styles';
import './i18n';

const Bar = styled.span`
  display: inline-block;
  width: 120px;
  height: 6px;
  margin-right: ${({ theme }) => theme.space.sm}px;
  vertical-align: middle;
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.round}px;
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.brand[500]};
  }
`;
const State = styled.span<{ $tone: 'ok' | 'bad' | 'busy' }>`
  color: ${({ $tone, theme }) =>
    $tone === 'ok' ? theme.colors.success : $tone === 'bad' ? theme.colors.danger : theme.colors.text};
`;
const Remaining = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const PAGE_SIZE = 10;

/** Saves the file through a link, so the browser downloads it (the signed URL is the credential). */
function saveFrom(url: string, fileName: string | null) {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * /control/download: the tenant's reports with status and progress (reloaded while any is
 * generating), download through a signed link, delete, and the remaining report count.
 */
/** 产业诊断's reports share the list (features/industry-diagnosis). */
const DIAGNOSIS_REPORT_TYPE = DIAGNOSIS_LIMITS.reportTypeCode;

export default function DownloadPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [interval, setPollInterval] = useState(0);
  const { data, isLoading } = useReportPageQuery({ current, size: PAGE_SIZE }, { pollingInterval: interval });
  const next = reportPollInterval(data?.records);
  if (next !== interval) setPollInterval(next);
  const { data: remaining } = useReportNumQuery(REPORT_COUNT_ARGS);
  const [downloadUrl] = useDownloadUrlMutation();
  const [removeReport] = useRemoveReportMutation();

  const download = async (row: ReportRow) => {
    const { url } = await downloadUrl({ id: row.id }).unwrap();
    saveFrom(url, row.fileName);
  };
  const remove = async (row: ReportRow) => {
    if (
      !(await confirm({ title: t('control.download.remove'), content: t('control.download.removeConfirm') }))
    )
      return;
    await removeReport({ id: row.id }).unwrap();
    toast.success(t('control.download.removed'));
  };

  const columns: TableColumn<ReportRow>[] = [
    {
      key: 'name',
      title: t('control.download.name'),
      render: (r) =>
        r.typeCode === DIAGNOSIS_REPORT_TYPE
          ? t('control.download.diagnosisName', { name: r.entName })
          : t('control.download.reportName', { name: cutCompanyName(r.entName) }),
    },
    { key: 'areaName', title: t('control.download.area'), render: (r) => r.areaName || '-' },
    {
      key: 'createTime',
      title: t('control.download.createTime'),
      render: (r) => formatDateTime(r.createTime),
    },
    {
      key: 'status',
      title: t('control.download.status'),
      render: (r) =>
        r.status === 'generating' ? (
          <span data-testid="report-progress" role="status">
            <Bar
              role="progressbar"
              aria-valuenow={r.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={t('control.download.progress', { percent: r.percent })}
            >
              <span style={{ width: `${r.percent}%` }} />
            </Bar>
            <State $tone="busy">{t('control.download.progress', { percent: r.percent })}</State>
          </span>
        ) : (
          <State
            $tone={r.status === 'done' ? 'ok' : 'bad'}
            title={r.failReason ?? undefined}
            data-testid="report-status"
          >
            {t(`control.download.${r.status}`)}
          </State>
        ),
    },
    {
      key: 'actions',
      title: t('control.download.actions'),
      render: (r) => (
        <>
          {r.status === 'done' && (
            <Button size="sm" variant="link" onClick={() => void download(r).catch(() => undefined)}>
              {t('control.download.download')}
            </Button>
          )}
          {r.own && (
            <Button size="sm" variant="link" onClick={() => void remove(r).catch(() => undefined)}>
              {t('control.download.remove')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <Wrap data-testid="download-page">
      <h1>{t('control.download.title')}</h1>
      {remaining !== undefined && (
        <Remaining data-testid="report-remaining">
          {t('control.download.remaining', { count: remaining })}
        </Remaining>
      )}
      <Table
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(r) => r.id}
        loading={isLoading}
        aria-label={t('control.download.title')}
      />
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Pagination total={data?.total ?? 0} pageSize={PAGE_SIZE} page={current} onChange={setCurrent} />
      )}
    </Wrap>
  );
}
