import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@platform/contracts';
import { Button, Drawer, Input, Select, Spinner, Tag, Upload, toast } from '@platform/ui';
import { useUploadFile } from '../../../shared/api/useUploadFile';
import {
  useAttractDocumentAddMutation,
  useAttractDocumentRemoveMutation,
  useAttractProjectDetailQuery,
  useAttractProjectMembersQuery,
  useAttractProjectMoveMutation,
  useAttractProjectRemoveMutation,
  useAttractProjectUpdateMutation,
  useAttractStageListQuery,
  useAttractStepAddMutation,
  useAttractStepDoneMutation,
  type ProjectDetail,
} from './projectsApi';
import { RecordForm } from './RecordForm';
import { Bar, Muted, Section, Stack } from './styles';
import { ACCEPT, stageLabel } from './view';

/** One project: its figures, stage, team, records, documents, next steps and stage history. */
export function ProjectDrawer({
  projectId,
  regionCode,
  onClose,
}: {
  projectId: string;
  regionCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data } = useAttractProjectDetailQuery({ projectId });
  return (
    <Drawer
      open
      onOpenChange={(o) => !o && onClose()}
      title={data?.name ?? t('attractProjects.detail.title')}
      width={560}
    >
      {!data ? (
        <Spinner />
      ) : (
        <Detail key={data.projectId} project={data} regionCode={regionCode} onClose={onClose} />
      )}
    </Drawer>
  );
}

const num = (s: string) => (s.trim() === '' ? null : Number(s));
const str = (v: number | null) => (v === null ? '' : String(v));

function Detail({
  project: p,
  regionCode,
  onClose,
}: {
  project: ProjectDetail;
  regionCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: stages = [] } = useAttractStageListQuery({ regionCode });
  const { data: members = [] } = useAttractProjectMembersQuery({ regionCode });
  const [update, updating] = useAttractProjectUpdateMutation();
  const [move, moving] = useAttractProjectMoveMutation();
  const [remove] = useAttractProjectRemoveMutation();
  const [figures, setFigures] = useState({
    name: p.name,
    amount: str(p.amount),
    land: str(p.land),
    jobs: str(p.jobs),
    chainNodeCode: p.chainNodeCode ?? '',
  });
  const [target, setTarget] = useState(p.stageId);
  const [team, setTeam] = useState<string[]>(p.teamIds);
  const targetStage = stages.find((s) => s.stageId === target);
  const saveFigures = () =>
    void update({
      projectId: p.projectId,
      name: figures.name,
      amount: num(figures.amount),
      land: num(figures.land),
      jobs: num(figures.jobs),
      chainNodeCode: figures.chainNodeCode.trim() || null,
    })
      .unwrap()
      .then(() => toast.success(t('attractProjects.detail.saved')))
      .catch(() => undefined);
  const stageOf = (name: string) => {
    const s = stages.find((x) => x.name === name);
    return s ? stageLabel(s, t) : name;
  };
  return (
    <Stack data-testid="project-detail">
      <Muted>
        {p.companyName} · {t(`attractProjects.source.${p.source}`)}
      </Muted>
      <Section aria-labelledby="project-stage">
        <h3 id="project-stage">{t('attractProjects.detail.stage')}</h3>
        <Bar>
          <Tag>{stageLabel({ key: p.stageKey, name: p.stageName }, t)}</Tag>
          <Select
            label={t('attractProjects.detail.moveTo')}
            placeholder={null}
            value={target}
            disabled={!p.canEdit}
            options={stages.map((s) => ({ value: s.stageId, label: stageLabel(s, t) }))}
            onChange={setTarget}
          />
          <Button
            variant="primary"
            disabled={!p.canEdit || target === p.stageId}
            loading={moving.isLoading}
            onClick={() =>
              void move({ projectId: p.projectId, stageId: target })
                .unwrap()
                .then(() =>
                  toast.success(t('attractProjects.moved', { stage: stageOf(targetStage?.name ?? '') })),
                )
                .catch(() => undefined)
            }
          >
            {t('attractProjects.detail.move')}
          </Button>
        </Bar>
        {targetStage && targetStage.requires.length > 0 && (
          <Muted>
            {t('attractProjects.detail.requires', {
              list: targetStage.requires.map((r) => t(`attractProjects.requirements.${r}`)).join(', '),
            })}
          </Muted>
        )}
      </Section>
      <Section aria-labelledby="project-figures">
        <h3 id="project-figures">{t('attractProjects.detail.figures')}</h3>
        <Input
          label={t('attractProjects.detail.name')}
          value={figures.name}
          maxLength={60}
          disabled={!p.canEdit}
          onChange={(e) => setFigures({ ...figures, name: e.target.value })}
        />
        <Bar>
          {(['amount', 'land', 'jobs'] as const).map((k) => (
            <Input
              key={k}
              label={t(`attractProjects.detail.${k}`)}
              type="number"
              min={0}
              value={figures[k]}
              disabled={!p.canEdit}
              onChange={(e) => setFigures({ ...figures, [k]: e.target.value })}
            />
          ))}
        </Bar>
        <Input
          label={t('attractProjects.detail.chainNode')}
          value={figures.chainNodeCode}
          maxLength={20}
          disabled={!p.canEdit}
          suffix={p.chainNodeName ?? undefined}
          onChange={(e) => setFigures({ ...figures, chainNodeCode: e.target.value.toUpperCase() })}
        />
        <Bar>
          <Button onClick={saveFigures} disabled={!p.canEdit} loading={updating.isLoading}>
            {t('attractProjects.detail.save')}
          </Button>
        </Bar>
      </Section>
      <Section aria-labelledby="project-team">
        <h3 id="project-team">{t('attractProjects.detail.team')}</h3>
        <Muted>
          {t('attractProjects.detail.owner')}: {p.ownerName}
        </Muted>
        <Bar role="group" aria-labelledby="project-team">
          {members
            .filter((m) => m.userId !== p.ownerId)
            .map((m) => (
              <label key={m.userId}>
                <input
                  type="checkbox"
                  checked={team.includes(m.userId)}
                  disabled={!p.canEdit}
                  onChange={(e) =>
                    setTeam(e.target.checked ? [...team, m.userId] : team.filter((id) => id !== m.userId))
                  }
                />{' '}
                {m.name}
              </label>
            ))}
          <Button
            disabled={!p.canEdit}
            onClick={() =>
              void update({ projectId: p.projectId, teamIds: team })
                .unwrap()
                .then(() => toast.success(t('attractProjects.detail.saved')))
                .catch(() => undefined)
            }
          >
            {t('attractProjects.detail.teamSave')}
          </Button>
        </Bar>
      </Section>
      <RecordForm project={p} />
      <Documents project={p} />
      <Steps project={p} members={members} />
      <Section aria-labelledby="project-history">
        <h3 id="project-history">{t('attractProjects.detail.history')}</h3>
        <ul>
          {p.moves.map((m, i) => (
            <li key={i}>
              {new Date(m.movedAt).toLocaleDateString()}{' '}
              {t(
                m.fromStageName === null
                  ? 'attractProjects.detail.created'
                  : 'attractProjects.detail.historyLine',
                {
                  user: m.userName,
                  stage: stageOf(m.toStageName),
                },
              )}
            </li>
          ))}
        </ul>
      </Section>
      {p.canManage && (
        <Bar>
          <Button
            variant="danger"
            onClick={() => {
              if (!window.confirm(t('attractProjects.detail.removeConfirm'))) return;
              void remove({ projectId: p.projectId })
                .unwrap()
                .then(() => {
                  toast.success(t('attractProjects.detail.removed'));
                  onClose();
                })
                .catch(() => undefined);
            }}
          >
            {t('attractProjects.detail.remove')}
          </Button>
        </Bar>
      )}
    </Stack>
  );
}

function Documents({ project: p }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const upload = useUploadFile();
  const [add] = useAttractDocumentAddMutation();
  const [remove] = useAttractDocumentRemoveMutation();
  return (
    <Section aria-labelledby="project-documents">
      <h3 id="project-documents">{t('attractProjects.documents.title')}</h3>
      {p.documents.length === 0 && <Muted>{t('attractProjects.documents.empty')}</Muted>}
      <ul>
        {p.documents.map((d) => (
          <li key={d.documentId}>
            <a href={d.url} target="_blank" rel="noreferrer">
              {d.name}
            </a>{' '}
            {p.canEdit && (
              <Button
                variant="text"
                onClick={() => void remove({ projectId: p.projectId, documentId: d.documentId })}
              >
                {t('attractProjects.documents.remove', { name: d.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {p.canEdit && (
        <Upload
          label={t('attractProjects.documents.upload')}
          accept={ACCEPT}
          maxSize={UPLOAD_MAX_BYTES.file}
          upload={async (file, onProgress) => {
            const f = await upload(file, 'file', { onProgress: (x) => onProgress(Math.round(x * 100)) });
            await add({
              projectId: p.projectId,
              files: [{ fileId: f.id, name: f.name, mime: f.mime, size: f.size }],
            }).unwrap();
          }}
        />
      )}
    </Section>
  );
}

function Steps({
  project: p,
  members,
}: {
  project: ProjectDetail;
  members: ReadonlyArray<{ userId: string; name: string }>;
}) {
  const { t } = useTranslation();
  const [add, adding] = useAttractStepAddMutation();
  const [done] = useAttractStepDoneMutation();
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  return (
    <Section aria-labelledby="project-steps">
      <h3 id="project-steps">{t('attractProjects.steps.title')}</h3>
      {p.steps.length === 0 && <Muted>{t('attractProjects.steps.empty')}</Muted>}
      <ul>
        {p.steps.map((s) => (
          <li key={s.stepId}>
            {s.done ? <s>{s.title}</s> : s.title} · {s.dueOn} · {s.assigneeName}{' '}
            {s.due && <Tag tone="danger">{t('attractProjects.steps.overdue')}</Tag>}{' '}
            <Button variant="text" onClick={() => void done({ stepId: s.stepId, done: !s.done })}>
              {t(s.done ? 'attractProjects.steps.reopen' : 'attractProjects.steps.done')}
            </Button>
          </li>
        ))}
      </ul>
      {p.canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!title.trim() || !dueOn) return;
            void add({
              projectId: p.projectId,
              title: title.trim(),
              dueOn,
              ...(assigneeId ? { assigneeId } : {}),
            })
              .unwrap()
              .then(() => {
                setTitle('');
                setDueOn('');
              })
              .catch(() => undefined);
          }}
        >
          <Bar>
            <Input
              label={t('attractProjects.steps.titleField')}
              value={title}
              maxLength={100}
              onChange={(e) => setTitle(e.target.value)}
            />
            <Input
              label={t('attractProjects.steps.dueOn')}
              type="date"
              value={dueOn}
              onChange={(e) => setDueOn(e.target.value)}
            />
            <Select
              label={t('attractProjects.steps.assignee')}
              value={assigneeId}
              options={members.map((m) => ({ value: m.userId, label: m.name }))}
              onChange={setAssigneeId}
            />
            <Button type="submit" loading={adding.isLoading}>
              {t('attractProjects.steps.add')}
            </Button>
          </Bar>
        </form>
      )}
    </Section>
  );
}
