import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Drawer,
  Empty,
  Input,
  RadioGroup,
  Spinner,
  TextArea,
  formatDateTime,
  toast,
} from '@platform/ui';
import { useFollowUpAddMutation, useFollowUpListQuery, type FollowUpKind } from './leadsApi';
import { FOLLOW_UP_KINDS, NOTE_MAX } from './limits';
import { HistoryList } from '../../shared/layout/HistoryList';
import { LeadCards } from './LeadCards';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  padding-bottom: ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Today as yyyy-mm-dd in local time (the date input's minimum). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * A lead's follow-ups: its people's cards on the platform (平台名片), record one (kind, note, next
 * date) and read its history, newest first.
 */
export function FollowUpDrawer({
  leadId,
  companyName,
  onClose,
}: {
  leadId: string;
  companyName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<FollowUpKind>('call');
  const [note, setNote] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState('');
  const { data, isLoading } = useFollowUpListQuery({ leadId });
  const [add, { isLoading: saving }] = useFollowUpAddMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(t('leads.followUp.noteRequired'));
    await add({ leadId, kind, note: note.trim(), ...(next && { nextOn: next }) }).unwrap();
    toast.success(t('leads.followUp.saved'));
    setNote('');
    setNext('');
  };
  return (
    <Drawer
      open
      width={420}
      title={t('leads.followUp.title', { name: companyName })}
      onOpenChange={(o) => !o && onClose()}
    >
      <LeadCards leadId={leadId} />
      <Form onSubmit={(e) => void submit(e).catch(() => undefined)} aria-label={t('leads.followUp.save')}>
        <RadioGroup
          label={t('leads.followUp.kind')}
          direction="row"
          options={FOLLOW_UP_KINDS.map((k) => ({ value: k, label: t(`leads.followUp.kinds.${k}`) }))}
          value={kind}
          onChange={setKind}
        />
        <TextArea
          label={t('leads.followUp.note')}
          value={note}
          maxLength={NOTE_MAX}
          showCount
          error={error || undefined}
          onChange={(e) => {
            setNote(e.target.value);
            setError('');
          }}
        />
        <Input
          type="date"
          label={t('leads.followUp.next')}
          min={today()}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <Button type="submit" variant="primary" loading={saving}>
          {t('leads.followUp.save')}
        </Button>
      </Form>
      <h3>{t('leads.followUp.history')}</h3>
      {isLoading ? (
        <Spinner />
      ) : !data?.length ? (
        <Empty description={t('leads.followUp.none')} />
      ) : (
        <HistoryList aria-label={t('leads.followUp.history')} data-testid="follow-up-history">
          {data.map((f) => (
            <li key={f.id}>
              <small>
                {t(`leads.followUp.kinds.${f.kind}`)} ·{' '}
                {t('leads.followUp.by', { name: f.userName, time: formatDateTime(f.createdAt) })}
              </small>
              <p>{f.note}</p>
              {f.nextOn && <small>{t('leads.followUp.nextOn', { date: f.nextOn })}</small>}
            </li>
          ))}
        </HistoryList>
      )}
    </Drawer>
  );
}
