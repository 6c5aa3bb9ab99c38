import { MEDIA_APPID, MEDIA_OS, monitorPathOf, type MediaChannel } from '@platform/contracts';

/**
 * A channel's monitor (spec 2 §7): one GET per record to `{base}/{path}` with the record's fields
 * as query parameters; path `media-cust-acq` for activation (4) and purchase (6), `media-monitor`
 * for the others (ours). The `log` adapter writes the same request to the server log instead.
 */
export interface MonitorRecord {
  channel: MediaChannel;
  mediaType: number;
  action: number;
  actionTime: Date;
  origLink: string;
  targetLink: string;
  pageLink: string;
  visitorId: string;
  userId: string;
  clicked: number;
  phone: string;
  dealAmountFen: number;
  contactSupport: number;
  orderId: string;
}

export interface MediaMonitor {
  /** `log` or `http`: named in the start-up log. */
  readonly kind: 'log' | 'http';
  /** Sends one record; throws when the monitor did not take it (the record is tried again). */
  send(record: MonitorRecord): Promise<void>;
}

/** The request timeout of the media client (spec 2 §9: 100000 ms). */
export const MONITOR_TIMEOUT_MS = 100_000;

/** 'YYYY-MM-DD HH:mm:ss' in China time, as the platform's other times. */
const chinaTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The spec's record fields (spec 2 §3) as query parameters; appid 5 and os 2 fixed (§9). */
export function monitorQuery(r: MonitorRecord): URLSearchParams {
  return new URLSearchParams({
    mediaType: String(r.mediaType),
    actionTime: chinaTime(r.actionTime),
    action: String(r.action),
    origLink: r.origLink,
    targetLink: r.targetLink,
    pageLink: r.pageLink,
    visitorID: r.visitorId,
    userID: r.userId,
    clicked: String(r.clicked),
    phone: r.phone,
    appid: String(MEDIA_APPID),
    os: String(MEDIA_OS),
    dealAmount: (r.dealAmountFen / 100).toFixed(2),
    contactSupport: String(r.contactSupport),
    orderId: r.orderId,
  });
}

interface InfoLog {
  info(o: object, m: string): void;
}

/** The default: the request the monitor would get, in the server log. */
export function logMonitor(log: InfoLog): MediaMonitor {
  return {
    kind: 'log',
    send: async (r) => {
      log.info(
        { channel: r.channel, path: monitorPathOf(r.action), query: monitorQuery(r).toString() },
        'media-tracking: record (log monitor)',
      );
    },
  };
}

type Fetch = (
  url: string,
  init: { method: 'GET'; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number }>;

/** The channel's monitor at `base` (MEDIA_MONITOR_URLS): any 2xx answer takes the record. */
export function httpMonitor(base: string, fetchFn: Fetch = fetch): MediaMonitor {
  return {
    kind: 'http',
    send: async (r) => {
      const url = `${base}/${monitorPathOf(r.action)}?${monitorQuery(r).toString()}`;
      const res = await fetchFn(url, { method: 'GET', signal: AbortSignal.timeout(MONITOR_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`monitor answered HTTP ${res.status}`);
    },
  };
}

export type MediaMonitors = (channel: MediaChannel) => MediaMonitor;

/** Each channel with a configured URL gets the HTTP monitor; the others the log monitor. */
export function createMonitors(urls: Record<string, string>, log: InfoLog, fetchFn?: Fetch): MediaMonitors {
  const fallback = logMonitor(log);
  const http = new Map(Object.entries(urls).map(([channel, base]) => [channel, httpMonitor(base, fetchFn)]));
  return (channel) => http.get(channel) ?? fallback;
}

export function describeMonitors(urls: Record<string, string>): string {
  const live = Object.keys(urls);
  return `media tracking monitors: ${live.length ? `http for ${live.join(', ')}, ` : ''}log for the other channels`;
}
