import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Button, RadioGroup, Spinner, TextArea, formatDateTime, toast, useUiConfig } from '@platform/ui';
import { ACTIVITY_KINDS } from './limits';
import { useCrmActivityAddMutation, useCrmActivityListQuery, type ActivityKind } from './customersApi';
import { Section } from './styles';
import { timelineText } from './view';
import { HistoryList } from '../../shared/layout/HistoryList';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** A customer's timeline, newest first, with a form to log a note, call, meeting, visit or email. */
export function TimelineSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const [kind, setKind] = useState<ActivityKind>('note');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const { data, isLoading } = useCrmActivityListQuery({ customerId });
  const [add, { isLoading: saving }] = useCrmActivityAddMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('customers.activity.textRequired'));
    void add({ customerId, kind, text: text.trim() })
      .unwrap()
      .then(() => {
        toast.success(t('customers.activity.added'));
        setText('');
      })
      .catch(() => undefined);
  };
  return (
    <Section aria-labelledby="crm-drawer-timeline">
      <h3 id="crm-drawer-timeline">{t('customers.drawer.timeline')}</h3>
      <Form onSubmit={submit} aria-label={t('customers.activity.add')}>
        <RadioGroup
          label={t('customers.activity.kind')}
          direction="row"
          options={ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`customers.activity.kinds.${k}`) }))}
          value={kind}
          onChange={setKind}
        />
        <TextArea
          label={t('customers.activity.text')}
          value={text}
          maxLength={L.activityTextMax}
          showCount
          error={error || undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError('');
          }}
        />
        <Button type="submit" variant="primary" size="sm" loading={saving}>
          {t('customers.activity.add')}
        </Button>
      </Form>
      {isLoading ? (
        <Spinner />
      ) : !data?.length ? (
        <p>{t('customers.activity.none')}</p>
      ) : (
        <HistoryList aria-label={t('customers.drawer.timeline')} data-testid="customer-timeline">
          {data.map((a) => {
            const line = timelineText(a, locale);
            return (
              <li key={a.activityId}>
                <small>
                  {line.kind ? `${line.kind} · ` : ''}
                  {t('customers.activity.by', { name: a.userName, time: formatDateTime(a.createdAt) })}
                </small>
                <p>{line.text}</p>
              </li>
            );
          })}
        </HistoryList>
      )}
    </Section>
  );
}
