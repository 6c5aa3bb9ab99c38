import { useTranslation } from 'react-i18next';
import { Tag } from '@platform/ui';
import type { AppealDetail, AppealRow } from './govApi';
import { Facts, Prose, Steps, Stack } from './styles';

/** The state as a tag, with the overdue mark beside it. */
export function AppealState({ appeal }: { appeal: Pick<AppealRow, 'state' | 'overdue'> }) {
  const { t } = useTranslation();
  const tone =
    appeal.state === 'closed' || appeal.state === 'answered'
      ? 'success'
      : appeal.state === 'rejected'
        ? 'neutral'
        : 'brand';
  return (
    <span>
      <Tag tone={tone}>{t(`gov.states.${appeal.state}`)}</Tag>{' '}
      {appeal.overdue && <Tag tone="danger">{t('gov.appeals.overdue')}</Tag>}
    </span>
  );
}

/** What an appeal says and where it stands, for either side; every text shown as text. */
export function AppealView({ appeal }: { appeal: AppealDetail }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <AppealState appeal={appeal} />
      <Facts>
        <dt>{t('gov.appeals.company')}</dt>
        <dd>{appeal.companyName}</dd>
        <dt>{t('gov.appeals.category')}</dt>
        <dd>{t(`gov.categories.${appeal.category}`)}</dd>
        <dt>{t('gov.appeals.contact')}</dt>
        <dd>{`${appeal.contactName} ${appeal.contactPhone}`}</dd>
        <dt>{t('gov.appeals.deadline')}</dt>
        <dd>{appeal.deadline}</dd>
        {appeal.departmentName && (
          <>
            <dt>{t('gov.appeals.department')}</dt>
            <dd>{[appeal.departmentName, appeal.assigneeName].filter(Boolean).join(' / ')}</dd>
          </>
        )}
        {appeal.rating !== null && (
          <>
            <dt>{t('gov.appeals.rating')}</dt>
            <dd>{`${t('gov.appeals.stars', { rating: appeal.rating })} ${appeal.ratingComment}`}</dd>
          </>
        )}
      </Facts>
      <section>
        <h3>{t('gov.appeals.content')}</h3>
        <Prose>{appeal.content}</Prose>
      </section>
      {appeal.attachments.length > 0 && (
        <section>
          <h3>{t('gov.appeals.attachments')}</h3>
          <ul>
            {appeal.attachments.map((a) => (
              <li key={a.fileId}>
                <a href={a.url} target="_blank" rel="noreferrer noopener">
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {appeal.answer && (
        <section>
          <h3>{t('gov.appeals.answer')}</h3>
          <Prose>{appeal.answer}</Prose>
        </section>
      )}
      {appeal.rejectReason && (
        <section>
          <h3>{t('gov.appeals.rejectReason')}</h3>
          <Prose>{appeal.rejectReason}</Prose>
        </section>
      )}
      <section>
        <h3>{t('gov.appeals.progress')}</h3>
        <Steps>
          {appeal.events.map((e, i) => (
            <li key={i}>
              <strong>{t(`gov.events.${e.kind}`)}</strong>{' '}
              <small>{[e.actorName, e.time].filter(Boolean).join(' · ')}</small>
              {(e.departmentName || e.assigneeName) && (
                <div>{[e.departmentName, e.assigneeName].filter(Boolean).join(' / ')}</div>
              )}
              {e.text && <Prose>{e.text}</Prose>}
            </li>
          ))}
        </Steps>
      </section>
    </Stack>
  );
}
