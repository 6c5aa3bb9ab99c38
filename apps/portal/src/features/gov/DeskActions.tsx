import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextArea, toast } from '@platform/ui';
import { GOV_LIMITS } from '@platform/contracts';
import { useGovAppealActMutation, type AppealDetail, type DeskInfo } from './govApi';
import { Bar, Stack } from './styles';

type Action = 'accept' | 'assign' | 'transfer' | 'answer' | 'close' | 'reject';

/** The steps the caller may take from the appeal's state (the server checks them again). */
export function actionsFor(state: AppealDetail['state'], isAdmin: boolean): Action[] {
  const all: Record<AppealDetail['state'], Action[]> = {
    submitted: ['accept', 'reject'],
    accepted: ['assign', 'reject'],
    assigned: ['answer', 'transfer'],
    answered: ['close'],
    closed: [],
    rejected: [],
  };
  const memberMay = new Set<Action>(['answer', 'transfer']);
  return all[state].filter((a) => isAdmin || memberMay.has(a));
}

/** 受理 / 交办 / 转办 / 答复 / 办结 / 退回 for one appeal, with what each step needs. */
export function DeskActions({ appeal, desk }: { appeal: AppealDetail; desk: DeskInfo }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const [departmentId, setDepartmentId] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [text, setText] = useState('');
  const [act, { isLoading }] = useGovAppealActMutation();
  const actions = actionsFor(appeal.state, desk.isAdmin);
  if (!actions.length) return null;
  const needsTarget = action === 'assign' || action === 'transfer';
  const needsText = action === 'answer' || action === 'reject' || action === 'transfer';
  const run = (a: Action) => {
    void act({
      appealId: appeal.appealId,
      action: a,
      ...(departmentId && (a === 'assign' || a === 'transfer') && { departmentId }),
      ...(assigneeId && (a === 'assign' || a === 'transfer') && { assigneeId }),
      ...(text.trim() && { text: text.trim() }),
    })
      .unwrap()
      .then(() => {
        toast.success(t('gov.appeals.done'));
        setAction(null);
        setText('');
      })
      .catch(() => undefined);
  };
  const textLabel =
    action === 'answer'
      ? t('gov.appeals.textAnswer')
      : action === 'reject'
        ? t('gov.appeals.textReject')
        : t('gov.appeals.textTransfer');
  return (
    <Stack data-testid="gov-desk-actions">
      <Bar>
        {actions.map((a) => (
          <Button
            key={a}
            variant={action === a ? 'primary' : 'default'}
            aria-pressed={action === a}
            onClick={() => (a === 'accept' || a === 'close' ? run(a) : setAction(a))}
            loading={isLoading && (a === 'accept' || a === 'close')}
          >
            {t(`gov.actions.${a}`)}
          </Button>
        ))}
      </Bar>
      {action && action !== 'accept' && action !== 'close' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run(action);
          }}
        >
          <Stack>
            {needsTarget && (
              <>
                <Select
                  label={t('gov.appeals.chooseDepartment')}
                  value={departmentId}
                  onChange={setDepartmentId}
                  options={desk.departments.map((d) => ({ value: d.departmentId, label: d.name }))}
                />
                <Select
                  label={t('gov.appeals.chooseAssignee')}
                  value={assigneeId}
                  onChange={setAssigneeId}
                  options={desk.members.map((m) => ({ value: m.userId, label: m.name }))}
                />
              </>
            )}
            {needsText && (
              <TextArea
                label={textLabel}
                maxLength={GOV_LIMITS.textMax}
                rows={4}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            )}
            <Bar>
              <Button type="submit" variant="primary" loading={isLoading}>
                {t(`gov.actions.${action}`)}
              </Button>
              <Button onClick={() => setAction(null)}>{t('gov.cancel')}</Button>
            </Bar>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
