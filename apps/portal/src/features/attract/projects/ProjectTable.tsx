import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Pagination, Table, Tag, type TableColumn } from '@platform/ui';
import { currentLanguage } from '../../../shared/i18n';
import { useAttractProjectPageQuery, type Project, type ProjectPageInput } from './projectsApi';
import { figure, stageLabel } from './view';

const SIZE = 20;

/** The region's projects as a table, the latest changed first; a row's name opens its drawer. */
export function ProjectTable({
  filters,
  onOpen,
}: {
  filters: Omit<ProjectPageInput, 'current' | 'size' | 'stageId'>;
  onOpen: (projectId: string) => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { data, isFetching } = useAttractProjectPageQuery({ ...filters, current, size: SIZE });
  const language = currentLanguage();
  const columns: TableColumn<Project>[] = [
    {
      key: 'name',
      title: t('attractProjects.columns.name'),
      render: (p) => (
        <Button
          variant="text"
          onClick={() => onOpen(p.projectId)}
          aria-label={t('attractProjects.detail.open', { name: p.name })}
        >
          {p.name}
        </Button>
      ),
    },
    { key: 'companyName', title: t('attractProjects.columns.company') },
    {
      key: 'chainNodeName',
      title: t('attractProjects.columns.chainNode'),
      render: (p) => p.chainNodeName ?? '',
    },
    {
      key: 'stage',
      title: t('attractProjects.columns.stage'),
      render: (p) => <Tag>{stageLabel({ key: p.stageKey, name: p.stageName }, t)}</Tag>,
    },
    {
      key: 'amount',
      title: t('attractProjects.columns.amount'),
      align: 'right',
      render: (p) => figure(p.amount, language, t),
    },
    {
      key: 'land',
      title: t('attractProjects.columns.land'),
      align: 'right',
      render: (p) => figure(p.land, language, t),
    },
    {
      key: 'jobs',
      title: t('attractProjects.columns.jobs'),
      align: 'right',
      render: (p) => figure(p.jobs, language, t),
    },
    { key: 'ownerName', title: t('attractProjects.columns.owner') },
    {
      key: 'nextStep',
      title: t('attractProjects.columns.nextStep'),
      render: (p) =>
        p.nextStep ? (
          <span>
            {p.nextStep.title} {p.nextStep.dueOn}{' '}
            {p.nextStep.due && <Tag tone="danger">{t('attractProjects.steps.overdue')}</Tag>}
          </span>
        ) : (
          ''
        ),
    },
  ];
  return (
    <div data-testid="project-table">
      <Table
        aria-label={t('attractProjects.views.table')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(p) => p.projectId}
        loading={isFetching}
        empty={t('attractProjects.empty')}
      />
      {data && data.total > SIZE && (
        <Pagination page={current} pageSize={SIZE} total={data.total} onChange={setCurrent} />
      )}
    </div>
  );
}
