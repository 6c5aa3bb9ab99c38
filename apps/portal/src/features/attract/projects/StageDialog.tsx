import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAGE_REQUIREMENTS, type StageRequirement } from '@platform/contracts';
import { Button, Checkbox, Dialog, Input, Spinner, toast } from '@platform/ui';
import { useAttractStageListQuery, useAttractStageSaveMutation, type ProjectStage } from './projectsApi';
import { Bar, Muted, Stack } from './styles';
import { stageLabel } from './view';

interface Draft {
  stageId?: string;
  name: string;
  requires: StageRequirement[];
  projects: number;
}

/** The administrator's stages: rename, reorder, add, remove an empty one, and what each requires. */
export function StageDialog({ regionCode, onClose }: { regionCode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useAttractStageListQuery({ regionCode });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('attractProjects.stageDialog.title')}
      width={705}
    >
      {!data ? <Spinner /> : <Editor stages={data} regionCode={regionCode} onClose={onClose} />}
    </Dialog>
  );
}

function Editor({
  stages,
  regionCode,
  onClose,
}: {
  stages: ProjectStage[];
  regionCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [save, saving] = useAttractStageSaveMutation();
  const [drafts, setDrafts] = useState<Draft[]>(
    stages.map((s) => ({
      stageId: s.stageId,
      name: stageLabel(s, t),
      requires: s.requires,
      projects: s.projects,
    })),
  );
  const set = (i: number, d: Partial<Draft>) =>
    setDrafts(drafts.map((x, j) => (j === i ? { ...x, ...d } : x)));
  const swap = (i: number, j: number) => {
    const next = [...drafts];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setDrafts(next);
  };
  return (
    <Stack>
      <Muted>{t('attractProjects.stageDialog.hint')}</Muted>
      {drafts.map((d, i) => (
        <Stack key={d.stageId ?? `new-${i}`} data-testid="stage-row">
          <Bar>
            <Input
              label={t('attractProjects.stageDialog.name')}
              value={d.name}
              maxLength={12}
              onChange={(e) => set(i, { name: e.target.value })}
            />
            <Button variant="text" disabled={i === 0} onClick={() => swap(i, i - 1)}>
              {t('attractProjects.stageDialog.up', { name: d.name })}
            </Button>
            <Button variant="text" disabled={i === drafts.length - 1} onClick={() => swap(i, i + 1)}>
              {t('attractProjects.stageDialog.down', { name: d.name })}
            </Button>
            <Button
              variant="text"
              disabled={d.projects > 0 || drafts.length <= 2}
              onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}
            >
              {t('attractProjects.stageDialog.remove', { name: d.name })}
            </Button>
          </Bar>
          <Bar role="group" aria-label={`${d.name} ${t('attractProjects.stageDialog.requires')}`}>
            <Muted>{t('attractProjects.stageDialog.requires')}</Muted>
            {STAGE_REQUIREMENTS.map((r) => (
              <Checkbox
                key={r}
                label={t(`attractProjects.requirements.${r}`)}
                checked={d.requires.includes(r)}
                onChange={(e) =>
                  set(i, {
                    requires: e.target.checked ? [...d.requires, r] : d.requires.filter((x) => x !== r),
                  })
                }
              />
            ))}
          </Bar>
        </Stack>
      ))}
      <Bar>
        <Button
          disabled={drafts.length >= 15}
          onClick={() => setDrafts([...drafts, { name: '', requires: [], projects: 0 }])}
        >
          {t('attractProjects.stageDialog.add')}
        </Button>
        <Button
          variant="primary"
          loading={saving.isLoading}
          onClick={() =>
            void save({
              regionCode,
              stages: drafts.map((d) => ({
                ...(d.stageId ? { stageId: d.stageId } : {}),
                name: d.name.trim(),
                requires: d.requires,
              })),
            })
              .unwrap()
              .then(() => {
                toast.success(t('attractProjects.stageDialog.saved'));
                onClose();
              })
              .catch(() => undefined)
          }
        >
          {t('attractProjects.stageDialog.save')}
        </Button>
      </Bar>
    </Stack>
  );
}
