import { sql, type Insertable } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import type { MediaRecordsTable } from '../../db/schema/media-tracking';

type Db = QueriesOf<'media-tracking'>;

/**
 * Attributions and tracking records: shared tables (visitors arrive before any tenant is theirs),
 * scoped by white-label customer code in every rule (docs/media-tracking.md).
 */

export const attributionOf = (db: Db, userId: string) =>
  db.selectFrom('media_attributions').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The first channel of a user stays: true when this call wrote it. */
export async function insertAttribution(
  db: Db,
  row: { user_id: string; customer_code: string; channel: string; visitor_id: string; created_at?: Date },
): Promise<boolean> {
  const r = await db
    .insertInto('media_attributions')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .execute();
  return r.length > 0;
}

export type NewRecord = Omit<
  Insertable<MediaRecordsTable>,
  'status' | 'attempts' | 'sent_at' | 'last_error'
> &
  Partial<Pick<Insertable<MediaRecordsTable>, 'status' | 'sent_at'>>;

/**
 * Stores a record; false when a unique rule kept it out (a second registration or activation of a
 * user, a second purchase record of an order).
 */
export async function insertRecord(db: Db, row: NewRecord): Promise<boolean> {
  const r = await db
    .insertInto('media_records')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return r.length > 0;
}

/** Whether the visitor's visit from this channel was recorded since `since` (one per session). */
export async function visitedSince(
  db: Db,
  customerCode: string,
  visitorId: string,
  mediaType: number,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('media_records')
    .select('id')
    .where('customer_code', '=', customerCode)
    .where('visitor_id', '=', visitorId)
    .where('media_type', '=', mediaType)
    .where('action', '=', 1)
    .where('action_time', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every customer's pending records, oldest first: the delivery job's work. */
export const pendingRecords = (db: Db, limit: number) =>
  db
    .selectFrom('media_records')
    .select(['id', 'customer_code as tenant_id'])
    .where('status', '=', 'pending')
    .orderBy('action_time')
    .orderBy('id')
    .limit(limit)
    .execute();

export const pendingRecord = (db: Db, id: string) =>
  db
    .selectFrom('media_records')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export type RecordRow = NonNullable<Awaited<ReturnType<typeof pendingRecord>>>;

/** Settles a pending record; false when it was no longer pending (another worker got it). */
export async function settleRecord(
  db: Db,
  id: string,
  change: { status: 'sent' | 'failed'; attempts?: number; last_error?: string | null },
): Promise<boolean> {
  const r = await db
    .updateTable('media_records')
    .set({ ...change, ...(change.status === 'sent' ? { sent_at: new Date() } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function countAttempt(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('media_records')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Records of one customer in [start, end), counted by the customer's calendar day, channel and
 * action, with the amount of purchases.
 */
export function dailyCounts(db: Db, customerCode: string, timeZone: string, start: Date, end: Date) {
  const day = sql<string>`to_char(media_records.action_time at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
  // The day is the first column: grouped by its position (a repeated parameter would not match).
  return db
    .selectFrom('media_records')
    .select([
      day.as('day'),
      'media_type',
      'action',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>('deal_amount_fen').as('fen'),
    ])
    .where('customer_code', '=', customerCode)
    .where('action_time', '>=', start)
    .where('action_time', '<', end)
    .groupBy([sql`1`, 'media_type', 'action'])
    .orderBy(sql`1`)
    .orderBy('media_type')
    .execute();
}

/** The instant a calendar day starts in a time zone (the database converts). */
export async function dayStart(db: Db, dayText: string, timeZone: string): Promise<Date> {
  const { rows } = await sql<{
    at: Date;
  }>`select (${dayText}::text::date::timestamp at time zone ${timeZone}::text) as at`.execute(db);
  return new Date(rows[0]!.at);
}

/** Many records at once (the demo history). */
export async function insertRecordsBatch(db: Db, rows: NewRecord[]): Promise<void> {
  if (rows.length) await db.insertInto('media_records').values(rows).execute();
}

export async function recordExists(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('media_records').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}
