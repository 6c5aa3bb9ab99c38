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
}

const PARTNER_COLUMNS = ['id', 'customer_code', 'name', 'origins', 'secret', 'rate_per_minute'] as const;

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

export async function setSecret(db: Q, id: string, secret: string): Promise<void> {
  await db.updateTable('widget_partners').set({ secret }).where('id', '=', id).execute();
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
