import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

type Q = QueriesOf<'widget'>;

export interface PartnerRow {
  id: string;
  customer_code: string;
  name: string;
  origins: string[];
  secret: string;
  rate_per_minute: number;
  /** The secret replaced last, accepted until previous_secret_until (migration 1360). */
  previous_secret: string | null;
  previous_secret_until: Date | null;
}

const PARTNER_COLUMNS = [
  'id',
  'customer_code',
  'name',
  'origins',
  'secret',
  'rate_per_minute',
  'previous_secret',
  'previous_secret_until',
] as const;

/** The partner of this customer that lists the origin, if any (the first, by id). */
export async function partnerForOrigin(
  db: Q,
  customerCode: string,
  origin: string,
): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('widget_partners')
    .select(PARTNER_COLUMNS)
    .where('customer_code', '=', customerCode)
    .where(sql<boolean>`origins @> ${JSON.stringify([origin])}::jsonb`)
    .orderBy('id')
    .executeTakeFirst();
}

export async function partnerById(db: Q, id: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('widget_partners').select(PARTNER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function listPartners(db: Q): Promise<PartnerRow[]> {
  return db.selectFrom('widget_partners').select(PARTNER_COLUMNS).orderBy('id').execute();
}

export async function upsertPartner(
  db: Q,
  row: Pick<PartnerRow, 'id' | 'customer_code' | 'name' | 'origins' | 'secret'>,
): Promise<void> {
  await db
    .insertInto('widget_partners')
    .values({ ...row, origins: JSON.stringify(row.origins) })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ origins: JSON.stringify(row.origins), secret: row.secret, name: row.name }),
    )
    .execute();
}

export async function setOrigins(db: Q, id: string, origins: string[]): Promise<void> {
  await db
    .updateTable('widget_partners')
    .set({ origins: JSON.stringify(origins) })
    .where('id', '=', id)
    .execute();
}

/**
 * A new secret; the one it replaces is kept as the previous secret until `graceUntil` (null: it
 * stops at once).
 */
export async function setSecret(
  db: Q,
  id: string,
  secret: string,
  graceUntil: Date | null = null,
): Promise<void> {
  await db
    .updateTable('widget_partners')
    .set((eb) => ({
      secret,
      previous_secret: graceUntil ? eb.ref('secret') : null,
      previous_secret_until: graceUntil,
    }))
    .where('id', '=', id)
    .execute();
}

/** The previous secret stops verifying now. */
export async function endSecretGrace(db: Q, id: string): Promise<void> {
  await db
    .updateTable('widget_partners')
    .set({ previous_secret: null, previous_secret_until: null })
    .where('id', '=', id)
    .execute();
}

/**
 * Records a signature as used; false when it already was (a replay). Expired ones are dropped on
 * the way, so the table holds only the last few minutes.
 */
export async function useSignature(db: Q, signature: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom('widget_token_signatures').where('expires_at', '<', new Date()).execute();
  const inserted = await db
    .insertInto('widget_token_signatures')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setRate(db: Q, id: string, perMinute: number): Promise<void> {
  await db.updateTable('widget_partners').set({ rate_per_minute: perMinute }).where('id', '=', id).execute();
}

// ------------------------------------------------------------------ refusals (migration 1360)

export type RefusalReason = 'origin' | 'signature' | 'rate';

/** Rows the refusal table may hold; past it only rows already there are counted on. */
export const REFUSAL_ROWS_MAX = 5_000;
/** Days of refusals kept. */
export const REFUSAL_DAYS_KEPT = 7;

/**
 * Counts `times` refused requests on their customer, origin, reason and day (an upsert: one row each).
 * Days past REFUSAL_DAYS_KEPT are dropped on the way; a new row is only added while the table
 * holds fewer than REFUSAL_ROWS_MAX, so made-up origins cannot grow it without bound.
 */
export async function countRefusal(
  db: Q,
  refusal: { customer: string; origin: string; reason: RefusalReason },
  times = 1,
): Promise<void> {
  await db
    .deleteFrom('widget_refusals')
    .where('day', '<', sql<string>`current_date - ${REFUSAL_DAYS_KEPT}::int`)
    .execute();
  const bumped = await db
    .updateTable('widget_refusals')
    .set((eb) => ({ count: eb('count', '+', times), last_at: sql<Date>`now()` }))
    .where('customer_code', '=', refusal.customer)
    .where('origin', '=', refusal.origin)
    .where('reason', '=', refusal.reason)
    .where('day', '=', sql<string>`current_date`)
    .executeTakeFirst();
  if (Number(bumped.numUpdatedRows) > 0) return;
  await db
    .insertInto('widget_refusals')
    .columns(['customer_code', 'origin', 'reason', 'day', 'count'])
    .expression(
      db
        .selectNoFrom([
          sql<string>`${refusal.customer}`.as('customer_code'),
          sql<string>`${refusal.origin}`.as('origin'),
          sql<RefusalReason>`${refusal.reason}`.as('reason'),
          sql<string>`current_date`.as('day'),
          sql<number>`${times}::int`.as('count'),
        ])
        .where(sql<boolean>`(select count(*) from widget_refusals) < ${REFUSAL_ROWS_MAX}`),
    )
    .onConflict((oc) =>
      oc
        .columns(['customer_code', 'origin', 'reason', 'day'])
        .doUpdateSet((eb) => ({ count: eb('widget_refusals.count', '+', times), last_at: sql<Date>`now()` })),
    )
    .execute();
}

export interface RefusalRow {
  customer_code: string;
  origin: string;
  reason: RefusalReason;
  count: number;
  last_at: Date;
}

/** The refusals of the kept days per customer, origin and reason, the latest first. */
export async function recentRefusals(db: Q, limit: number): Promise<RefusalRow[]> {
  return db
    .selectFrom('widget_refusals')
    .select(['customer_code', 'origin', 'reason'])
    .select((eb) => [
      sql<number>`sum(${eb.ref('count')})::int`.as('count'),
      eb.fn.max('last_at').as('last_at'),
    ])
    .groupBy(['customer_code', 'origin', 'reason'])
    .orderBy('last_at', 'desc')
    .limit(limit)
    .execute();
}
