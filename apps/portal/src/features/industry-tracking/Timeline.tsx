import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_EVENT_KINDS,
  INDUSTRY_TRACKING_LIMITS as L,
  type TrackEvent,
  type TrackEventsInput,
} from '@platform/contracts';
import { Button, Checkbox, Empty, Select, Spinner, Tag } from '@platform/ui';
import { profilePath } from '../enterprise';
import { useTrackEventsQuery } from './industryTrackingApi';
import { RegionSelect } from './RegionSelect';
import { Filters, Item, List, Muted } from './styles';

const SIZE = 20;

export interface TimelineFilter {
  kind: string;
  days: string;
  region: string;
  unread: boolean;
}
export const NO_FILTER: TimelineFilter = { kind: '', days: '', region: '', unread: false };

interface Props {
  followId: string;
  filter: TimelineFilter;
  onFilter: (filter: TimelineFilter) => void;
}

/** The events on the follows, newest first, new ones marked; "load more" walks the cursor. */
export function Timeline({ followId, filter, onFilter }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filter);
  // The cursors of the pages shown: the first page has none.
  const [cursors, setCursors] = useState<string[]>(['']);
  const input: TrackEventsInput = {
    ...(followId ? { followId } : {}),
    ...(filter.kind ? { kinds: filter.kind } : {}),
    ...(filter.days ? { days: Number(filter.days) } : {}),
    ...(filter.region ? { regionCode: filter.region } : {}),
    ...(filter.unread ? { unread: '1' as const } : {}),
    size: SIZE,
  };
  return (
    <>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onFilter(draft);
        }}
      >
        <Select
          label={t('industryTracking.kind')}
          placeholder={t('industryTracking.anyKind')}
          value={draft.kind}
          options={COMPANY_EVENT_KINDS.map((k) => ({ value: k, label: t(`industryTracking.kinds.${k}`) }))}
          onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
        />
        <Select
          label={t('industryTracking.days')}
          placeholder={t('industryTracking.anyDays')}
          value={draft.days}
          options={L.daysChoices.map((d) => ({
            value: String(d),
            label: t('industryTracking.daysN', { count: d }),
          }))}
          onChange={(days) => setDraft((d) => ({ ...d, days }))}
        />
        <RegionSelect value={draft.region} onChange={(region) => setDraft((d) => ({ ...d, region }))} />
        <Checkbox
          label={t('industryTracking.unreadOnly')}
          checked={draft.unread}
          onChange={(e) => setDraft((d) => ({ ...d, unread: e.target.checked }))}
        />
        <Button type="submit" variant="primary">
          {t('industryTracking.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_FILTER);
            onFilter(NO_FILTER);
          }}
        >
          {t('industryTracking.reset')}
        </Button>
      </Filters>
      <List aria-label={t('industryTracking.events')} data-testid="track-events">
        {cursors.map((cursor, i) => (
          <EventPage
            key={cursor || 'first'}
            input={cursor ? { ...input, cursor } : input}
            last={i === cursors.length - 1}
            first={i === 0}
            onMore={(next) => setCursors((c) => [...c, next])}
          />
        ))}
      </List>
    </>
  );
}

function EventPage({
  input,
  first,
  last,
  onMore,
}: {
  input: TrackEventsInput;
  first: boolean;
  last: boolean;
  onMore: (cursor: string) => void;
}) {
  const { t } = useTranslation();
  const page = useTrackEventsQuery(input);
  if (!page.data) return page.isFetching ? <Spinner /> : null;
  const { records, nextCursor } = page.data;
  return (
    <>
      {first && records.length === 0 && <Empty description={t('industryTracking.empty')} />}
      {records.map((e) => (
        <EventItem key={e.id} event={e} />
      ))}
      {last && nextCursor && (
        <li>
          <Button onClick={() => onMore(nextCursor)}>{t('industryTracking.more')}</Button>
        </li>
      )}
      {last && !nextCursor && records.length > 0 && (
        <li>
          <Muted>{t('industryTracking.end')}</Muted>
        </li>
      )}
    </>
  );
}

function EventItem({ event: e }: { event: TrackEvent }) {
  const { t } = useTranslation();
  const change =
    e.beforeAmount !== null && e.afterAmount !== null
      ? t('industryTracking.amount', { before: e.beforeAmount, after: e.afterAmount })
      : e.before || e.after
        ? t('industryTracking.change', { before: e.before || '—', after: e.after || '—' })
        : '';
  return (
    <Item data-testid="track-event" data-new={e.isNew || undefined}>
      {e.isNew && <Tag tone="danger">{t('industryTracking.isNew')}</Tag>}
      <Tag tone="neutral">{t(`industryTracking.kinds.${e.kind}`)}</Tag>
      <strong>
        <Link to={profilePath(e.companyId)}>{e.companyName}</Link>
      </strong>
      <Muted>{e.changedOn}</Muted>
      {change && <p>{change}</p>}
    </Item>
  );
}
