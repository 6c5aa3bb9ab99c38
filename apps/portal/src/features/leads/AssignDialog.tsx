import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, RadioGroup, Select } from '@platform/ui';
import { AreaSelector } from '@platform/ui/domain';
import { FormDialog } from '../../shared/layout/FormDialog';
import type { AssignInput, LeadMember } from './leadsApi';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  p[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Rule = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm}px;
  align-items: end;
`;

type Mode = AssignInput['mode'];
const MODES: readonly Mode[] = ['manual', 'even', 'region'];

export interface AssignDialogProps {
  listId: string;
  /** The leads ticked on the page (empty: the list's unassigned leads). */
  leadIds: string[];
  members: readonly LeadMember[];
  saving: boolean;
  onSave: (input: AssignInput) => void;
  onClose: () => void;
}

/** Assigns leads to a colleague, evenly among chosen colleagues, or by province. */
export function AssignDialog({ listId, leadIds, members, saving, onSave, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(leadIds.length > 0 ? 'manual' : 'even');
  const [member, setMember] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [rules, setRules] = useState<{ regionCode: string; userId: string }[]>([
    { regionCode: '', userId: '' },
  ]);
  const [error, setError] = useState('');
  const scope = leadIds.length > 0 ? { leadIds } : {};
  const submit = () => {
    if (mode === 'manual') {
      if (!member) return setError(t('leads.assign.memberRequired'));
      return onSave({ listId, mode, assigneeId: member, leadIds });
    }
    if (mode === 'even') {
      if (chosen.length === 0) return setError(t('leads.assign.membersRequired'));
      return onSave({ listId, mode, memberIds: chosen, ...scope });
    }
    const filled = rules.filter((r) => r.regionCode && r.userId);
    if (filled.length === 0) return setError(t('leads.assign.regionRequired'));
    return onSave({
      listId,
      mode,
      regionMap: Object.fromEntries(filled.map((r) => [r.regionCode, r.userId])),
      ...scope,
    });
  };
  const memberOptions = members.map((m) => ({ value: m.userId, label: m.name }));
  return (
    <FormDialog title={t('leads.assign.title')} saving={saving} onOk={submit} onClose={onClose}>
      <Fields>
        <p>
          {leadIds.length > 0
            ? t('leads.assign.scopeSelected', { count: leadIds.length })
            : mode === 'region'
              ? t('leads.assign.scopeRegion')
              : t('leads.assign.scopeAll')}
        </p>
        <RadioGroup
          label={t('leads.assign.mode')}
          direction="row"
          options={MODES.map((m) => ({
            value: m,
            label: t(`leads.assign.modes.${m}`),
            disabled: m === 'manual' && leadIds.length === 0,
          }))}
          value={mode}
          onChange={(v) => {
            setMode(v);
            setError('');
          }}
        />
        {mode === 'manual' && (
          <Select
            label={t('leads.assign.member')}
            value={member}
            options={memberOptions}
            onChange={(v) => {
              setMember(v);
              setError('');
            }}
          />
        )}
        {mode === 'even' && (
          <fieldset>
            <legend>{t('leads.assign.members')}</legend>
            {members.map((m) => (
              <Checkbox
                key={m.userId}
                label={m.name}
                checked={chosen.includes(m.userId)}
                onChange={(e) => {
                  setChosen(
                    e.target.checked ? [...chosen, m.userId] : chosen.filter((id) => id !== m.userId),
                  );
                  setError('');
                }}
              />
            ))}
          </fieldset>
        )}
        {mode === 'region' && (
          <>
            <p>{t('leads.assign.regionHint')}</p>
            {rules.map((rule, i) => {
              const change = (next: Partial<typeof rule>) => {
                setRules(rules.map((r, j) => (j === i ? { ...r, ...next } : r)));
                setError('');
              };
              return (
                <Rule key={i}>
                  <AreaSelector
                    label={t('leads.assign.region', { n: i + 1 })}
                    placeholder={t('leads.assign.regionPick')}
                    excludeNationwide
                    value={rule.regionCode || undefined}
                    onChange={(code) => change({ regionCode: code })}
                  />
                  <Select
                    label={t('leads.assign.regionMember', { n: i + 1 })}
                    value={rule.userId}
                    options={memberOptions}
                    onChange={(v) => change({ userId: v })}
                  />
                  {rules.length > 1 && (
                    <Button
                      size="sm"
                      variant="link"
                      aria-label={t('leads.assign.removeRegion', { n: i + 1 })}
                      onClick={() => setRules(rules.filter((_, j) => j !== i))}
                    >
                      {t('leads.assign.remove')}
                    </Button>
                  )}
                </Rule>
              );
            })}
            <Button size="sm" onClick={() => setRules([...rules, { regionCode: '', userId: '' }])}>
              {t('leads.assign.addRegion')}
            </Button>
          </>
        )}
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
