import { sql } from 'kysely';
import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'resource'>;

/** SMS codes: sends within the rate windows, and one-time verification. */
export async function sendCounts(db: Queries, phone: string, ip: string, resendSeconds: number) {
  const row = await db
    .selectFrom('sms_codes')
    .select([
      sql<number>`count(*) filter (where phone = ${phone} and created_at > now() - make_interval(secs => ${resendSeconds}))::int`.as(
        'recent',
      ),
      sql<number>`count(*) filter (where phone = ${phone} and created_at > now() - interval '1 day')::int`.as(
        'today',
      ),
      sql<number>`count(*) filter (where ip = ${ip} and created_at > now() - interval '1 hour')::int`.as(
        'from_ip',
      ),
    ])
    .where((eb) => eb.or([eb('phone', '=', phone), eb('ip', '=', ip)]))
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return { recent: row?.recent ?? 0, today: row?.today ?? 0, fromIp: row?.from_ip ?? 0 };
}

export async function insertCode(
  db: Queries,
  c: {
    id: string;
    phone: string;
    userId: string | null;
    purpose: 'nologin' | 'user';
    codeHash: string;
    ip: string;
    ttlSeconds: number;
  },
) {
  await db
    .insertInto('sms_codes')
    .values({
      id: c.id,
      phone: c.phone,
      user_id: c.userId,
      purpose: c.purpose,
      code_hash: c.codeHash,
      ip: c.ip,
      expires_at: sql<Date>`now() + make_interval(secs => ${c.ttlSeconds})`,
    })
    .execute();
}

export function liveCode(db: Queries, id: string, maxAttempts: number) {
  return db
    .selectFrom('sms_codes')
    .select(['code_hash', 'phone', 'user_id'])
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
}

export async function countAttempt(db: Queries, id: string): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** True when this call used the code up (it was unused until now). */
export async function useCode(db: Queries, id: string): Promise<boolean> {
  const res = await db
    .updateTable('sms_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}
