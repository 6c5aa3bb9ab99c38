import { useState } from 'react';
import type { ScreenEvent } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useLargeScreenEventsQuery } from './largeScreenApi';
import { Events, Muted, Panel } from './styles';

/** How often the screen asks for the newest events. */
export const EVENTS_EVERY_MS = 10_000;

/**
 * The newest change events of the region's companies, asked again every ten seconds; events that
 * arrived since the last answer are marked until the next one.
 */
export function EventTicker({ regionCode }: { regionCode: string }) {
  const { t } = useTranslation();
  const { data } = useLargeScreenEventsQuery({ regionCode }, { pollingInterval: EVENTS_EVERY_MS });
  // The ids of the answer before this one (same region), kept as state adjusted during render.
  const [track, setTrack] = useState<{
    shown?: { events: ScreenEvent[] };
    region: string;
    before: Set<string> | null;
  }>({ region: regionCode, before: null });
  if (data && data !== track.shown) {
    const previous = track.region === regionCode ? track.shown : undefined;
    setTrack({
      shown: data,
      region: regionCode,
      before: previous ? new Set(previous.events.map((e) => e.id)) : null,
    });
  }
  const before = track.before;
  const events = data?.events ?? [];
  return (
    <Panel aria-labelledby="screen-events">
      <h2 id="screen-events">{t('largeScreen.events')}</h2>
      {data && events.length === 0 && <Muted>{t('largeScreen.noEvents')}</Muted>}
      <Events aria-live="polite" data-testid="screen-events">
        {events.map((e) => (
          <li key={e.id} data-new={before !== null && !before.has(e.id)}>
            <time dateTime={e.changedOn}>{e.changedOn}</time>
            <strong>{e.companyName}</strong>
            <div>
              {t('largeScreen.change', {
                kind: t(`largeScreen.kinds.${e.kind}`),
                before: e.before || '-',
                after: e.after || '-',
              })}
            </div>
          </li>
        ))}
      </Events>
    </Panel>
  );
}
