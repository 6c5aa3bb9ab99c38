import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, safeUrl } from '@platform/ui';
import type { PublicationSummary } from '@platform/contracts/content';
import { ActivityStateTag } from './ActivityStateTag';
import { activityState } from './activityState';

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;
export const CardItem = styled.li`
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  h3 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
export const CardCover = styled.div`
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
export const CardFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.sm}px 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

/** When an activity runs: its start, and its end when it has one. */
export const activityWhen = (start: string | null, end: string | null) =>
  end ? `${formatDateTime(start)} – ${formatDateTime(end)}` : formatDateTime(start);

/** One activity in a list: cover, title, time, place, seats, deadline and where it stands. */
export function ActivityCard({ activity: a, now }: { activity: PublicationSummary; now: number }) {
  const { t } = useTranslation();
  const cover = a.cover ? safeUrl(a.cover, 'image') : undefined;
  const titleId = `activity-${a.id}`;
  return (
    <CardItem aria-labelledby={titleId}>
      <CardCover>{cover && <img src={cover} alt="" />}</CardCover>
      <div>
        <h3 id={titleId}>
          <Link to={`/publicationDetail/index?id=${a.id}`}>{a.title}</Link>
        </h3>
        <CardFacts>
          <dt>{t('publications.activity.time')}</dt>
          <dd>{activityWhen(a.activityStart, a.activityEnd)}</dd>
          <dt>{t('publications.activity.place')}</dt>
          <dd>{a.activityPlace ?? '—'}</dd>
          <dt>{t('publications.activity.seats')}</dt>
          <dd>
            {a.activityCapacity === null
              ? t('publications.activity.seatsOpen', { count: a.registrationCount })
              : t('publications.activity.seatsValue', {
                  count: a.registrationCount,
                  capacity: a.activityCapacity,
                })}
          </dd>
          {a.registrationDeadline && (
            <>
              <dt>{t('publications.activity.deadline')}</dt>
              <dd>{formatDateTime(a.registrationDeadline)}</dd>
            </>
          )}
          <dt>{t('publications.activity.organiser')}</dt>
          <dd>{a.author.orgName || a.author.name}</dd>
        </CardFacts>
        <ActivityStateTag state={activityState(a, now)} />
      </div>
    </CardItem>
  );
}
