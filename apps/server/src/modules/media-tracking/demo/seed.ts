import { DEFAULT_CUSTOMER_CODE, MediaAction, mediaTypeOf, type MediaChannel } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import { todayInChina } from '../../../lib/china-time';
import * as repo from '../repo';

/** Days of demo history, ending today. */
export const DEMO_MEDIA_DAYS = 30;

/** The channels the demo advertised on, with a daily visit base (others stay at zero). */
const CHANNELS: ReadonlyArray<{ channel: MediaChannel; visits: number }> = [
  { channel: 'douyin', visits: 42 },
  { channel: 'baidu', visits: 30 },
  { channel: 'toutiao', visits: 18 },
  { channel: 'kuaishou', visits: 12 },
  { channel: 'huawei', visits: 6 },
];
/** Order amounts of the demo catalogue's editions, fen. */
const AMOUNTS = [198_000, 298_000, 98_000];

/** A small deterministic generator (mulberry32): the same seed, the same history. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Twenty-nine days (before today) of the default customer's tracking history (docs/media-tracking.md): visits,
 * registrations, trials and paid orders on five channels, already sent (history, not work for the
 * delivery job). Visitors only, no accounts: the report counts records. Idempotent.
 */
export async function seedDemoMediaTracking(store: Store, now = new Date()): Promise<boolean> {
  const db = store.db;
  if (await repo.recordExists(db, 'demo-media-0')) return false;
  const next = random(20_260_301);
  let n = 0;
  const rows: repo.NewRecord[] = [];
  const add = (channel: MediaChannel, action: number, at: Date, visitor: string, amountFen = 0) =>
    rows.push({
      id: `demo-media-${n++}`,
      customer_code: DEFAULT_CUSTOMER_CODE,
      media_type: mediaTypeOf(channel),
      action,
      action_time: at,
      visitor_id: visitor,
      page_link: '/',
      user_id: null,
      deal_amount_fen: amountFen,
      order_id: amountFen ? `DEMO${String(n).padStart(8, '0')}` : '',
      status: 'sent',
      sent_at: at,
    });
  // China days before today (the default customer's zone), 08:00 to 20:00: today stays empty.
  const todayStart = Date.parse(`${todayInChina(now)}T00:00:00+08:00`);
  for (let day = DEMO_MEDIA_DAYS - 1; day >= 1; day -= 1) {
    for (const { channel, visits } of CHANNELS) {
      const count = Math.round(visits * (0.6 + next() * 0.8));
      for (let i = 0; i < count; i += 1) {
        const at = new Date(todayStart - day * 86_400_000 + (8 + Math.floor(next() * 12)) * 3_600_000);
        const visitor = `demo${String(n).padStart(8, '0')}`;
        add(channel, MediaAction.VISIT, at, visitor);
        if (next() >= 0.2) continue;
        const later = new Date(at.getTime() + 600_000);
        add(channel, MediaAction.REGISTRATION, later, visitor);
        if (next() < 0.45) add(channel, MediaAction.ACTIVATION, new Date(later.getTime() + 600_000), visitor);
        if (next() < 0.3)
          add(
            channel,
            MediaAction.PURCHASE,
            new Date(later.getTime() + 1_800_000),
            visitor,
            AMOUNTS[Math.floor(next() * AMOUNTS.length)],
          );
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await repo.insertRecordsBatch(db, rows.slice(i, i + 500));
  return true;
}
