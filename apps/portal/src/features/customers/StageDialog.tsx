import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L, STAGE_KIND_TEXT } from '@platform/contracts';
import {
  Button,
  IconChevronDown,
  IconChevronUp,
  IconDelete,
  Input,
  Select,
  toast,
  useUiConfig,
} from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import { STAGE_KINDS } from './limits';
import { useCrmStageSaveMutation, type DealStage, type StageKind } from './customersApi';
import { stagesInput, toDrafts, type StageDraft } from './stages';
import { Fields } from './styles';

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
`;
const Lines = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Moves = styled.div`
  display: flex;
  gap: 2px;
`;

/**
 * 阶段设置 (administrator): the pipeline's stages with name, probability and kind, added, removed and
 * reordered. What the contract refuses is refused here; the server's refusal (a stage holding deals
 * left out) shows in the dialog.
 */
export function StageDialog({ stages, onClose }: { stages: readonly DealStage[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const [drafts, setDrafts] = useState<StageDraft[]>(() => toDrafts(stages, locale));
  const [error, setError] = useState('');
  const [save, { isLoading }] = useCrmStageSaveMutation();
  const change = (next: StageDraft[]) => {
    setDrafts(next);
    setError('');
  };
  const edit = (i: number, patch: Partial<StageDraft>) =>
    change(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const swap = (i: number, j: number) => {
    const next = [...drafts];
    [next[i], next[j]] = [next[j]!, next[i]!];
    change(next);
  };
  const submit = () => {
    const input = stagesInput(drafts);
    if (typeof input === 'string')
      return setError(
        t(`customers.stages.${input}`, {
          min: L.stagesMin,
          max: input === 'nameTooLong' ? L.stageNameMax : L.stagesMax,
        }),
      );
    void save(input)
      .unwrap()
      .then(() => {
        toast.success(t('customers.stages.saved'));
        onClose();
      })
      .catch((e: { message?: string }) => setError(e.message ?? ''));
  };
  return (
    <FormDialog
      title={t('customers.stages.title')}
      okLabel={t('customers.save')}
      width={760}
      saving={isLoading}
      onOk={submit}
      onClose={onClose}
    >
      <Fields>
        <p>{t('customers.stages.hint', { min: L.stagesMin, max: L.stagesMax })}</p>
        <Lines>
          {drafts.map((d, i) => {
            const n = i + 1;
            return (
              <Line key={d.stageId ?? `new-${i}`} data-testid="stage-row">
                <Input
                  label={t('customers.stages.name', { n })}
                  maxLength={L.stageNameMax}
                  value={d.name}
                  onChange={(e) => edit(i, { name: e.target.value })}
                />
                <Input
                  type="number"
                  min={0}
                  max={100}
                  label={t('customers.stages.probability', { n })}
                  value={d.probability}
                  onChange={(e) => edit(i, { probability: e.target.value })}
                />
                <Select
                  label={t('customers.stages.kind', { n })}
                  placeholder={null}
                  value={d.kind}
                  options={STAGE_KINDS.map((k) => ({ value: k, label: STAGE_KIND_TEXT[k][locale] }))}
                  onChange={(v) => edit(i, { kind: v as StageKind })}
                />
                <Moves>
                  <Button
                    size="sm"
                    variant="link"
                    disabled={i === 0}
                    aria-label={t('customers.stages.up', { n })}
                    onClick={() => swap(i, i - 1)}
                  >
                    <IconChevronUp />
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    disabled={i === drafts.length - 1}
                    aria-label={t('customers.stages.down', { n })}
                    onClick={() => swap(i, i + 1)}
                  >
                    <IconChevronDown />
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={t('customers.stages.remove', { n })}
                    onClick={() => change(drafts.filter((_, j) => j !== i))}
                  >
                    <IconDelete />
                  </Button>
                </Moves>
              </Line>
            );
          })}
        </Lines>
        {drafts.length < L.stagesMax && (
          <Button
            size="sm"
            onClick={() =>
              change([...drafts, { shown: '', stored: '', name: '', probability: '0', kind: 'open' }])
            }
          >
            {t('customers.stages.add')}
          </Button>
        )}
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
