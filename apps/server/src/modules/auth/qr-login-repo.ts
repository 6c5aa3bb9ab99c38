import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'auth'>;

/** Tickets older than this are deleted when a new one is issued (they expired long ago). */
const KEEP_TICKETS_HOURS = 24;

export async function insertQrTicket(
  db: Queries,
  t: { ticketHash: string; keyHash: string; customerCode: string; ttlSeconds: number },
): Promise<void> {
  await db
    .deleteFrom('login_qr_tickets')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEEP_TICKETS_HOURS})`)
    .execute();
  await db
    .insertInto('login_qr_tickets')
    .values({
      ticket_hash: t.ticketHash,
      key_hash: t.keyHash,
      customer_code: t.customerCode,
      expires_at: sql<Date>`now() + make_interval(secs => ${t.ttlSeconds})`,
    })
    .execute();
}

/** The ticket with the seconds it has left (0 once expired), by the database's clock. */
export function findQrTicket(db: Queries, ticketHash: string) {
  return db
    .selectFrom('login_qr_tickets')
    .select([
      'key_hash',
      'customer_code',
      'status',
      'user_id',
      'tenant_id',
      sql<number>`greatest(0, ceil(extract(epoch from expires_at - now())))::int`.as('expires_in'),
    ])
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
}

export type QrTicketRow = NonNullable<Awaited<ReturnType<typeof findQrTicket>>>;

/** waiting (or already scanned by this user) -> scanned by this user; false when it was not. */
export async function markQrScanned(db: Queries, ticketHash: string, userId: string): Promise<boolean> {
  const rows = await db
    .updateTable('login_qr_tickets')
    .set({ status: 'scanned', user_id: userId, scanned_at: sql<Date>`now()` })
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'waiting'),
        eb.and([eb('status', '=', 'scanned'), eb('user_id', '=', userId)]),
      ]),
    )
    .returning('ticket_hash')
    .execute();
  return rows.length === 1;
}

/** scanned by this user -> confirmed for the tenant they use, with the time left to redeem it. */
export async function markQrConfirmed(
  db: Queries,
  c: { ticketHash: string; userId: string; tenantId: string; redeemSeconds: number },
): Promise<boolean> {
  const rows = await db
    .updateTable('login_qr_tickets')
    .set({
      status: 'confirmed',
      tenant_id: c.tenantId,
      confirmed_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(secs => ${c.redeemSeconds})`,
    })
    .where('ticket_hash', '=', c.ticketHash)
    .where('status', '=', 'scanned')
    .where('user_id', '=', c.userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('ticket_hash')
    .execute();
  return rows.length === 1;
}

/** scanned by this user -> cancelled (the desktop then offers a new code). */
export async function markQrCancelled(db: Queries, ticketHash: string, userId: string): Promise<boolean> {
  const rows = await db
    .updateTable('login_qr_tickets')
    .set({ status: 'cancelled' })
    .where('ticket_hash', '=', ticketHash)
    .where('status', '=', 'scanned')
    .where('user_id', '=', userId)
    .returning('ticket_hash')
    .execute();
  return rows.length === 1;
}

/**
 * confirmed -> used, in one statement so two redeems at once cannot both win; answers who
 * confirmed it, or nothing when the ticket, its key, its customer or its state does not fit.
 */
export function redeemQrTicket(
  db: Queries,
  r: { ticketHash: string; keyHash: string; customerCode: string },
) {
  return db
    .updateTable('login_qr_tickets')
    .set({ status: 'used', used_at: sql<Date>`now()` })
    .where('ticket_hash', '=', r.ticketHash)
    .where('key_hash', '=', r.keyHash)
    .where('customer_code', '=', r.customerCode)
    .where('status', '=', 'confirmed')
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'tenant_id'])
    .executeTakeFirst();
}
