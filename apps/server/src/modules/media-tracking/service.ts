import {
  MEDIA_CHANNELS,
  MEDIA_LIMITS,
  MediaAction,
  isMediaChannel,
  mediaTypeOf,
  type MediaAttribution,
  type MediaChannel,
  type MediaFigures,
  type MediaReport,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { AuthUser } from '../../lib/auth';
import { randomDigitId } from '../../lib/crypto';
import { forbidden } from '../../lib/errors';
import { settlePending, type PendingWork } from '../../lib/pending-rows';
import { findTenant, isPlatformOperator, sellerOfTenant, userCreatedAt } from '../accounts';
import type { MediaMonitors } from './monitor';
import * as repo from './repo';

type Db = Store['db'];

/** A visitor's visits from one channel count once per this many minutes (a page reload is not a visit). */
export const VISIT_SESSION_MINUTES = 30;
/** Monitor failures after which a record is marked failed instead of tried again. */
export const DELIVERY_ATTEMPTS_MAX = 5;
const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

async function customerOfTenant(db: Db, tenantId: string): Promise<string> {
  return (await findTenant(db, tenantId))?.customer_code ?? '';
}

/** A visit arriving with a channel: one per visitor, channel and session. */
export async function recordVisit(
  db: Db,
  customerCode: string,
  input: { channel: MediaChannel; visitorId: string; pageLink: string; origLink: string },
  userId: string | null,
): Promise<{ recorded: boolean }> {
  const mediaType = mediaTypeOf(input.channel);
  const since = new Date(Date.now() - VISIT_SESSION_MINUTES * 60_000);
  if (await repo.visitedSince(db, customerCode, input.visitorId, mediaType, since))
    return { recorded: false };
  const recorded = await repo.insertRecord(db, {
    id: randomDigitId(),
    customer_code: customerCode,
    media_type: mediaType,
    action: MediaAction.VISIT,
    visitor_id: input.visitorId,
    page_link: input.pageLink,
    orig_link: input.origLink,
    user_id: userId,
  });
  return { recorded };
}

/** A click on a purchased-service entry (action 2, clicked 1). */
export async function recordClick(
  db: Db,
  customerCode: string,
  input: { channel: MediaChannel; visitorId: string; targetLink: string; pageLink: string },
  userId: string | null,
): Promise<{ recorded: boolean }> {
  const recorded = await repo.insertRecord(db, {
    id: randomDigitId(),
    customer_code: customerCode,
    media_type: mediaTypeOf(input.channel),
    action: MediaAction.CLICK,
    visitor_id: input.visitorId,
    target_link: input.targetLink,
    page_link: input.pageLink,
    clicked: 1,
    user_id: userId,
  });
  return { recorded };
}

/**
 * Ties the signed-in user to the visitor's channel: the first channel stays. A user whose account
 * the users table says was created in the last few minutes (never what the client claims) gets a
 * registration record of that first channel, once.
 */
export async function attribute(
  db: Db,
  user: AuthUser,
  input: { channel: MediaChannel; visitorId: string },
  now = new Date(),
): Promise<MediaAttribution> {
  const customerCode = await customerOfTenant(db, user.tenantId);
  await repo.insertAttribution(db, {
    user_id: user.userId,
    customer_code: customerCode,
    channel: input.channel,
    visitor_id: input.visitorId,
  });
  const first = await repo.attributionOf(db, user.userId);
  if (!first || !isMediaChannel(first.channel)) throw new Error('attribution missing after insert');
  const created = await userCreatedAt(db, user.userId);
  const fresh =
    created !== undefined && now.getTime() - created.getTime() <= MEDIA_LIMITS.freshUserMinutes * 60_000;
  const registered =
    fresh &&
    (await repo.insertRecord(db, {
      id: randomDigitId(),
      customer_code: first.customer_code,
      media_type: mediaTypeOf(first.channel),
      action: MediaAction.REGISTRATION,
      visitor_id: first.visitor_id,
      user_id: user.userId,
    }));
  return { channel: first.channel, registered };
}

/** What pay hands over after a trial was activated or an order was paid (docs/media-tracking.md). */
export type Conversion =
  | { kind: 'trial'; tenantId: string; userId: string }
  | { kind: 'order'; tenantId: string; userId: string; orderNo: string; amountFen: number };

/**
 * A conversion of an attributed user becomes an activation (4) or purchase (6) record of the
 * user's channel; a user without a channel records nothing. One activation per user, one purchase
 * per order.
 */
export async function recordConversion(db: Db, event: Conversion): Promise<boolean> {
  const first = await repo.attributionOf(db, event.userId);
  if (!first || !isMediaChannel(first.channel)) return false;
  return repo.insertRecord(db, {
    id: randomDigitId(),
    customer_code: first.customer_code,
    media_type: mediaTypeOf(first.channel),
    action: event.kind === 'trial' ? MediaAction.ACTIVATION : MediaAction.PURCHASE,
    visitor_id: first.visitor_id,
    user_id: event.userId,
    deal_amount_fen: event.kind === 'order' ? event.amountFen : 0,
    order_id: event.kind === 'order' ? event.orderNo : '',
  });
}

/** The platform operator only (accounts' isPlatformOperator). */
async function assertOperator(db: Db, user: AuthUser): Promise<void> {
  if (!(await isPlatformOperator(db, user))) throw forbidden('mediaOperatorOnly');
}

const zero = (): MediaFigures => ({ visits: 0, registrations: 0, trials: 0, orders: 0, amount: 0 });
const FIGURE_OF_ACTION: Partial<Record<number, keyof MediaFigures>> = {
  [MediaAction.VISIT]: 'visits',
  [MediaAction.REGISTRATION]: 'registrations',
  [MediaAction.ACTIVATION]: 'trials',
  [MediaAction.PURCHASE]: 'orders',
};

/**
 * The operator's report for the operator's own white-label customer: visits, registrations,
 * trials and paid orders (count and amount) by channel and the customer's calendar day.
 */
export async function channelReport(
  db: Db,
  user: AuthUser,
  range: { from: string; to: string },
): Promise<MediaReport> {
  await assertOperator(db, user);
  const seller = await sellerOfTenant(db, user.tenantId);
  const customerCode = await customerOfTenant(db, user.tenantId);
  const timeZone = seller?.time_zone || DEFAULT_TIME_ZONE;
  const start = await repo.dayStart(db, range.from, timeZone);
  // The end of `to` is the start of the next day in the zone (a day may be 23 to 25 hours long).
  const end = await repo.dayStart(db, nextDay(range.to), timeZone);
  const counts = await repo.dailyCounts(db, customerCode, timeZone, start, end);

  const rows = new Map<string, MediaReport['rows'][number]>();
  const channels = MEDIA_CHANNELS.map((channel) => ({ channel, ...zero() }));
  const totals = zero();
  for (const c of counts) {
    const figure = FIGURE_OF_ACTION[c.action];
    const channel = MEDIA_CHANNELS[c.media_type - 1];
    if (!figure || !channel || figure === 'amount') continue;
    const key = `${c.day}|${c.media_type}`;
    const row = rows.get(key) ?? { day: c.day, channel, ...zero() };
    rows.set(key, row);
    const n = Number(c.n);
    const amount = c.action === MediaAction.PURCHASE ? Number(c.fen ?? 0) / 100 : 0;
    for (const target of [row, channels[c.media_type - 1]!, totals]) {
      target[figure] += n;
      target.amount = Math.round((target.amount + amount) * 100) / 100;
    }
  }
  return { from: range.from, to: range.to, rows: [...rows.values()], channels, totals };
}

/** 'YYYY-MM-DD' of the day after (calendar arithmetic, zone-free). */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface WarnLog {
  warn(o: object, m: string): void;
}

/**
 * Sends every pending record to its channel's monitor, oldest first (lib/pending-rows.ts). A
 * monitor failure counts an attempt and the record is tried again next round; after
 * DELIVERY_ATTEMPTS_MAX it is marked failed. The state lives in the table: a restart resumes.
 */
export function deliverPending(
  db: Db,
  monitors: MediaMonitors,
  log: WarnLog,
  batch = 50,
): Promise<{ sent: number; failed: number }> {
  const errors = new Map<string, string>();
  const work: PendingWork<Db, repo.RecordRow, { status: 'sent' }> = {
    name: 'media-tracking',
    pending: (limit) => repo.pendingRecords(db, limit),
    scopeOf: () => db,
    read: (scope, id) => repo.pendingRecord(scope, id),
    ask: async (row) => {
      const channel = MEDIA_CHANNELS[row.media_type - 1];
      if (!channel) throw new Error(`no channel of media type ${row.media_type}`);
      try {
        await monitors(channel).send({
          channel,
          mediaType: row.media_type,
          action: row.action,
          actionTime: new Date(row.action_time),
          origLink: row.orig_link,
          targetLink: row.target_link,
          pageLink: row.page_link,
          visitorId: row.visitor_id,
          userId: row.user_id ?? '',
          clicked: row.clicked,
          phone: row.phone,
          dealAmountFen: row.deal_amount_fen,
          contactSupport: row.contact_support,
          orderId: row.order_id,
        });
      } catch (err) {
        errors.set(row.id, (err instanceof Error ? err.message : String(err)).slice(0, 300));
        throw err;
      }
      return { status: 'sent' };
    },
    settle: (scope, row) => repo.settleRecord(scope, row.id, { status: 'sent', last_error: null }),
    giveUp: (scope, row, attempts) =>
      repo.settleRecord(scope, row.id, {
        status: 'failed',
        attempts,
        last_error: errors.get(row.id) ?? 'monitor failed',
      }),
    countAttempt: (scope, row) => repo.countAttempt(scope, row.id, errors.get(row.id) ?? 'monitor failed'),
    maxAttempts: DELIVERY_ATTEMPTS_MAX,
  };
  return settlePending(work, ['sent'], log, batch);
}
