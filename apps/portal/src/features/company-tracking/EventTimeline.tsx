import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY_EVENT_KINDS, type CompanyEvent, type MonitorEventsInput } from '@platform/contracts';
import { Button, Checkbox, Empty, Input, Pagination, Select, Spinner, Tag } from '@platform/ui';
import { profilePath } from '../enterprise';
import { useMonitorEventsQuery } from './companyTrackingApi';
import { Filters, Item, List, Muted, Problem } from './styles';

const SIZE = 20;

export interface TimelineFilter {
  kind: string;
  from: string;
  to: string;
  unread: boolean;
}
export const NO_FILTER: TimelineFilter = { kind: '', from: '', to: '', unread: false };

interface Props {
  groupId: string;
  companyId: string;
  filter: TimelineFilter;
  page: number;
  onFilter: (filter: TimelineFilter) => void;
  onPage: (page: number) => void;
}

/** The change events of the monitored companies, newest first, new ones marked; filters in the address. */
export function EventTimeline({ groupId, companyId, filter, page, onFilter, onPage }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filter);
  const badRange = (f: TimelineFilter) => Boolean(f.from && f.to && f.from > f.to);
  const input: MonitorEventsInput = {
    ...(groupId ? { groupId } : {}),
    ...(companyId ? { companyId } : {}),
    ...(filter.kind ? { kinds: filter.kind } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.unread ? { unread: '1' as const } : {}),
    current: page,
    size: SIZE,
  };
  const events = useMonitorEventsQuery(input, { skip: badRange(filter) });
  return (
    <>
      <Filters
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (!badRange(draft)) onFilter(draft);
        }}
      >
        <Select
          label={t('companyTracking.kind')}
          placeholder={t('companyTracking.anyKind')}
          value={draft.kind}
          options={COMPANY_EVENT_KINDS.map((k) => ({ value: k, label: t(`companyTracking.kinds.${k}`) }))}
          onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
        />
        <Input
          label={t('companyTracking.from')}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <Input
          label={t('companyTracking.to')}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          error={badRange(draft) ? t('companyTracking.badRange') : undefined}
        />
        <Checkbox
          label={t('companyTracking.unreadOnly')}
          checked={draft.unread}
          onChange={(e) => setDraft((d) => ({ ...d, unread: e.target.checked }))}
        />
        <Button type="submit" variant="primary" disabled={badRange(draft)}>
          {t('companyTracking.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(NO_FILTER);
            onFilter(NO_FILTER);
          }}
        >
          {t('companyTracking.reset')}
        </Button>
      </Filters>
      {badRange(filter) && <Problem role="alert">{t('companyTracking.badRange')}</Problem>}
      {events.isFetching && !events.data && <Spinner />}
      {events.data && (
        <>
          <p aria-live="polite">
            {t(events.data.totalCapped ? 'companyTracking.totalCapped' : 'companyTracking.total', {
              count: events.data.total,
            })}
          </p>
          {events.data.records.length === 0 ? (
            <Empty description={t('companyTracking.empty')} />
          ) : (
            <List aria-label={t('companyTracking.events')} data-testid="monitor-events">
              {events.data.records.map((e) => (
                <EventItem key={e.id} event={e} />
              ))}
            </List>
          )}
          <Pagination
            aria-label={t('companyTracking.pages')}
            total={events.data.total}
            pageSize={SIZE}
            page={page}
            onChange={onPage}
          />
        </>
      )}
    </>
  );
}

function EventItem({ event: e }: { event: CompanyEvent }) {
  const { t } = useTranslation();
  const change =
    e.beforeAmount !== null && e.afterAmount !== null
      ? t('companyTracking.amount', { before: e.beforeAmount, after: e.afterAmount })
      : e.before || e.after
        ? t('companyTracking.change', { before: e.before || '—', after: e.after || '—' })
        : '';
  return (
    <Item data-testid="monitor-event" data-new={e.isNew || undefined}>
      {e.isNew && <Tag tone="danger">{t('companyTracking.isNew')}</Tag>}
      <Tag tone="neutral">{t(`companyTracking.kinds.${e.kind}`)}</Tag>
      <strong>
        {e.companyName ? (
          <Link to={profilePath(e.companyId)}>{e.companyName}</Link>
        ) : (
          t('companyTracking.gone')
        )}
      </strong>
      <Muted>{e.changedOn}</Muted>
      {change && <p>{change}</p>}
    </Item>
  );
}
