import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner, toast } from '@platform/ui';
import { KanbanBoard, applyKanbanMove } from '@platform/ui/domain';
import { currentLanguage } from '../../../shared/i18n';
import {
  useAttractProjectBoardQuery,
  useAttractProjectMoveMutation,
  type Project,
  type ProjectPageInput,
} from './projectsApi';
import { Muted } from './styles';
import { stageLabel } from './view';

const CardBody = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

type Board = NonNullable<ReturnType<typeof useAttractProjectBoardQuery>['data']>;

/**
 * The stages as columns and the projects as cards, moved by mouse or keyboard. A move shows at once
 * and is posted; a refusal (the stage's data missing) puts the card back and the server's message
 * shows as the request layer's error toast.
 */
export function ProjectBoard({
  filters,
  onOpen,
}: {
  filters: Omit<ProjectPageInput, 'current' | 'size' | 'stageId'>;
  onOpen: (projectId: string) => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useAttractProjectBoardQuery(filters);
  const [move] = useAttractProjectMoveMutation();
  const [local, setLocal] = useState<{ from: Board; cards: Project[] } | null>(null);
  if (isLoading || !data) return <Spinner />;
  const cards = local && local.from === data ? local.cards : data.projects;
  const language = currentLanguage();
  const titleOf = (stageId: string) => {
    const stage = data.stages.find((s) => s.stageId === stageId);
    return stage ? stageLabel(stage, t) : '';
  };
  const onMove = (projectId: string, stageId: string, index: number) => {
    const before = cards;
    const card = before.find((p) => p.projectId === projectId);
    if (!card) return;
    setLocal({
      from: data,
      cards: applyKanbanMove(
        before,
        (p) => p.projectId,
        (p) => p.stageId,
        (p, column) => ({ ...p, stageId: column }),
        projectId,
        stageId,
        index,
      ),
    });
    if (card.stageId === stageId) return;
    void move({ projectId, stageId })
      .unwrap()
      .then(() => toast.success(t('attractProjects.moved', { stage: titleOf(stageId) })))
      .catch(() => setLocal({ from: data, cards: before }));
  };
  const amount = (v: number | null) =>
    v === null ? t('attractProjects.none') : t('attractProjects.wan', { value: v.toLocaleString(language) });
  return (
    <div data-testid="project-board">
      {data.truncated && <Muted>{t('attractProjects.truncated')}</Muted>}
      <KanbanBoard
        aria-label={t('attractProjects.board')}
        columns={data.stages.map((s) => ({ key: s.stageId, title: stageLabel(s, t) }))}
        cards={cards}
        cardKey={(p) => p.projectId}
        cardColumn={(p) => p.stageId}
        cardLabel={(p) => p.name}
        cardValue={(p) => p.amount ?? 0}
        formatValue={(sum) => t('attractProjects.wan', { value: sum.toLocaleString(language) })}
        empty={t('attractProjects.empty')}
        onMove={onMove}
        onOpen={onOpen}
        renderCard={(p) => (
          <CardBody data-testid="project-card">
            <strong>{p.name}</strong>
            <Muted>{t('attractProjects.card', { company: p.companyName, amount: amount(p.amount) })}</Muted>
            {p.nextStep && (
              <Muted>
                {p.nextStep.title} {p.nextStep.dueOn}
              </Muted>
            )}
          </CardBody>
        )}
      />
    </div>
  );
}
