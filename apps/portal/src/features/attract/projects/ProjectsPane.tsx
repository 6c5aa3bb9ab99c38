import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Checkbox, Input, Tabs } from '@platform/ui';
import { useAppSelector } from '../../../shared/store/hooks';
import { ProjectBoard } from './ProjectBoard';
import { ProjectDrawer } from './ProjectDrawer';
import { ProjectReportView } from './ProjectReport';
import { ProjectTable } from './ProjectTable';
import { useAttractProjectMembersQuery, useAttractStepDueQuery } from './projectsApi';
import { NewProjectDialog } from './NewProjectDialog';
import { StageDialog } from './StageDialog';
import { Bar } from './styles';
import './i18n';

const VIEWS = ['board', 'table', 'report'] as const;
type View = (typeof VIEWS)[number];

/**
 * 招商项目: the region's projects on a board (drag or keyboard between stages) and in a table, one
 * project's detail in a drawer, the monthly report, and the stages for an administrator.
 */
export function ProjectsPane({ regionCode }: { regionCode: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('board');
  const [keyword, setKeyword] = useState('');
  const [mine, setMine] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [stagesOpen, setStagesOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const selfId = useAppSelector((s) => s.app.userInfo?.userId);
  const { data: members = [] } = useAttractProjectMembersQuery({ regionCode }, { skip: !regionCode });
  const { data: due } = useAttractStepDueQuery({}, { skip: !regionCode });
  const isAdmin = members.some((m) => m.userId === selfId && m.isAdmin);
  const filters = {
    regionCode,
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    ...(mine ? { ownerId: 'mine' } : {}),
  };
  const dueCount = (due?.dueToday ?? 0) + (due?.overdue ?? 0);
  if (!regionCode) return null;
  return (
    <div data-testid="attract-projects">
      <Bar>
        <Input
          label={t('attractProjects.keyword')}
          value={keyword}
          maxLength={40}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Checkbox
          label={t('attractProjects.mine')}
          checked={mine}
          onChange={(e) => setMine(e.target.checked)}
        />
        {dueCount > 0 && (
          <span data-testid="project-steps-due">
            {t('attractProjects.steps.badge', { count: dueCount })} <Badge count={dueCount} />
          </span>
        )}
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('attractProjects.create.open')}
        </Button>
        {isAdmin && <Button onClick={() => setStagesOpen(true)}>{t('attractProjects.stages')}</Button>}
      </Bar>
      <Tabs
        aria-label={t('attractProjects.viewsLabel')}
        activeKey={view}
        onChange={(k) => setView(k as View)}
        items={VIEWS.map((v) => ({
          key: v,
          label: t(`attractProjects.views.${v}`),
          content:
            v === 'board' ? (
              <ProjectBoard filters={filters} onOpen={setOpen} />
            ) : v === 'table' ? (
              <ProjectTable filters={filters} onOpen={setOpen} />
            ) : (
              <ProjectReportView regionCode={regionCode} />
            ),
        }))}
      />
      {open && <ProjectDrawer projectId={open} regionCode={regionCode} onClose={() => setOpen(null)} />}
      {creating && (
        <NewProjectDialog
          regionCode={regionCode}
          onCreated={(projectId) => (setCreating(false), setOpen(projectId))}
          onClose={() => setCreating(false)}
        />
      )}
      {stagesOpen && <StageDialog regionCode={regionCode} onClose={() => setStagesOpen(false)} />}
    </div>
  );
}
