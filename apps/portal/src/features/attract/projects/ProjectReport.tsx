import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Spinner, Table, Tag, toast } from '@platform/ui';
import { downloadFile } from '../../../shared/api/downloadFile';
import { currentLanguage } from '../../../shared/i18n';
import { useAppSelector } from '../../../shared/store/hooks';
import { projectRoutesTable, useAttractProjectReportQuery, type ProjectReport } from './projectsApi';
import { Bar, Muted, Stack } from './styles';
import { figure, stageLabel } from './view';

const thisMonth = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 7);

type StageLine = ProjectReport['stages'][number];
type ProjectLine = ProjectReport['projects'][number];

/** The region's monthly report of projects by stage, with its .xlsx and PDF. */
export function ProjectReportView({ regionCode }: { regionCode: string }) {
  const { t } = useTranslation();
  const token = useAppSelector((s) => s.app.token);
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const { data, isFetching } = useAttractProjectReportQuery({ regionCode, month }, { skip: !valid });
  const [busy, setBusy] = useState<'' | 'xlsx' | 'pdf'>('');
  const language = currentLanguage();
  const download = async (kind: 'xlsx' | 'pdf') => {
    setBusy(kind);
    try {
      const path = kind === 'xlsx' ? projectRoutesTable.reportXlsx.path : projectRoutesTable.reportPdf.path;
      const refusal = await downloadFile(
        path,
        { regionCode, month },
        { token: token ?? '', language },
        `projects-${month}.${kind}`,
      );
      if (refusal) toast.error(refusal);
      else toast.success(t('attractProjects.report.downloaded'));
    } finally {
      setBusy('');
    }
  };
  return (
    <Stack data-testid="project-report">
      <h3>{t('attractProjects.report.title')}</h3>
      <Bar>
        <Input
          label={t('attractProjects.report.month')}
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
        <Button onClick={() => void download('xlsx')} loading={busy === 'xlsx'} disabled={!valid}>
          {t('attractProjects.report.xlsx')}
        </Button>
        <Button onClick={() => void download('pdf')} loading={busy === 'pdf'} disabled={!valid}>
          {t('attractProjects.report.pdf')}
        </Button>
      </Bar>
      {!data ? (
        isFetching && <Spinner />
      ) : (
        <>
          <Muted>
            {data.regionName} · {t('attractProjects.report.total')} {data.total} ·{' '}
            {t('attractProjects.report.created')} {data.created} · {t('attractProjects.report.records')}{' '}
            {data.recordsLogged} · {t('attractProjects.report.amount')}{' '}
            {figure(data.totalAmount, language, t)}
          </Muted>
          <Table<StageLine>
            aria-label={t('attractProjects.report.title')}
            rowKey={(s) => s.stageId}
            rows={data.stages}
            columns={[
              { key: 'name', title: t('attractProjects.report.stage'), render: (s) => stageLabel(s, t) },
              { key: 'count', title: t('attractProjects.report.count'), align: 'right' },
              {
                key: 'amount',
                title: t('attractProjects.report.amount'),
                align: 'right',
                render: (s) => figure(s.amount, language, t),
              },
              { key: 'entered', title: t('attractProjects.report.entered'), align: 'right' },
            ]}
          />
          <Table<ProjectLine>
            aria-label={t('attractProjects.report.projects')}
            rowKey={(p) => p.projectId}
            rows={data.projects}
            empty={t('attractProjects.empty')}
            columns={[
              {
                key: 'name',
                title: t('attractProjects.columns.name'),
                render: (p) => (
                  <span>
                    {p.name}{' '}
                    {p.movedThisMonth && (
                      <Tag tone="success">{t('attractProjects.report.movedThisMonth')}</Tag>
                    )}
                  </span>
                ),
              },
              {
                key: 'stageName',
                title: t('attractProjects.columns.stage'),
                render: (p) =>
                  stageLabel(
                    data.stages.find((s) => s.name === p.stageName) ?? { key: null, name: p.stageName },
                    t,
                  ),
              },
              {
                key: 'amount',
                title: t('attractProjects.columns.amount'),
                align: 'right',
                render: (p) => figure(p.amount, language, t),
              },
              { key: 'ownerName', title: t('attractProjects.columns.owner') },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
