import { sql, type ExpressionBuilder } from 'kysely';
import type { SocialSource } from '@platform/contracts';
import type { QueriesOf } from '../../db/module-store';
import type { Database } from '../../db/schema';

type Queries = QueriesOf<'auth'>;

/** Started logins and tickets older than this are deleted when new ones are made (long expired). */
const KEEP_HOURS = 24;
const expiresIn = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;
const keptSince = sql<Date>`now() - make_interval(hours => ${KEEP_HOURS})`;

export async function insertSocialState(
  db: Queries,
  s: {
    stateHash: string;
    browserHash: string;
    customerCode: string;
    source: SocialSource;
    intent: 'login' | 'bind';
    userId: string | null;
    ttlSeconds: number;
  },
): Promise<void> {
  await db.deleteFrom('social_login_states').where('created_at', '<', keptSince).execute();
  await db
    .insertInto('social_login_states')
    .values({
      state_hash: s.stateHash,
      browser_hash: s.browserHash,
      customer_code: s.customerCode,
      source: s.source,
      intent: s.intent,
      user_id: s.userId,
      expires_at: expiresIn(s.ttlSeconds),
    })
    .execute();
}

/** Uses the state once, if it is live, of this browser, provider and customer; in one statement. */
export async function takeSocialState(
  db: Queries,
  s: { stateHash: string; browserHash: string; source: SocialSource; customerCode: string },
) {
  return db
    .updateTable('social_login_states')
    .set({ used_at: sql<Date>`now()` })
    .where('state_hash', '=', s.stateHash)
    .where('browser_hash', '=', s.browserHash)
    .where('source', '=', s.source)
    .where('customer_code', '=', s.customerCode)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['intent', 'user_id'])
    .executeTakeFirst();
}

export async function insertSocialTicket(
  db: Queries,
  t: {
    ticketHash: string;
    browserHash: string;
    customerCode: string;
    source: SocialSource;
    openId: string;
    nickname: string;
    avatar: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await db.deleteFrom('social_login_tickets').where('created_at', '<', keptSince).execute();
  await db
    .insertInto('social_login_tickets')
    .values({
      ticket_hash: t.ticketHash,
      browser_hash: t.browserHash,
      customer_code: t.customerCode,
      source: t.source,
      open_id: t.openId,
      nickname: t.nickname,
      avatar: t.avatar,
      expires_at: expiresIn(t.ttlSeconds),
    })
    .execute();
}

type TicketKey = { ticketHash: string; browserHash: string; source: SocialSource; customerCode: string };

/** The ticket, if it is live and of this browser, provider and customer. */
const liveTicket = (t: TicketKey) => (eb: ExpressionBuilder<Database, 'social_login_tickets'>) =>
  eb.and([
    eb('ticket_hash', '=', t.ticketHash),
    eb('browser_hash', '=', t.browserHash),
    eb('source', '=', t.source),
    eb('customer_code', '=', t.customerCode),
    eb('used_at', 'is', null),
    eb('expires_at', '>', sql<Date>`now()`),
  ]);

/** The live ticket of this browser, provider and customer, without using it. */
export function findSocialTicket(db: Queries, t: TicketKey) {
  return db
    .selectFrom('social_login_tickets')
    .select(['open_id', 'nickname', 'avatar'])
    .where(liveTicket(t))
    .executeTakeFirst();
}

/** Uses the ticket once; false when it was used (or expired) in the meantime. */
export async function takeSocialTicket(db: Queries, t: TicketKey): Promise<boolean> {
  const rows = await db
    .updateTable('social_login_tickets')
    .set({ used_at: sql<Date>`now()` })
    .where(liveTicket(t))
    .returning('ticket_hash')
    .execute();
  return rows.length === 1;
}

export function findIdentityUser(db: Queries, customerCode: string, source: SocialSource, openId: string) {
  return db
    .selectFrom('social_identities')
    .select('user_id')
    .where('customer_code', '=', customerCode)
    .where('source', '=', source)
    .where('open_id', '=', openId)
    .executeTakeFirst();
}

/**
 * Links the identity to the user. `boundToOther`: the identity belongs to someone else;
 * `sourceTaken`: the user has another identity of this provider. Linking the same pair again is fine.
 */
export async function insertIdentity(
  db: Queries,
  i: {
    customerCode: string;
    source: SocialSource;
    openId: string;
    userId: string;
    nickname: string;
    avatar: string;
  },
): Promise<'linked' | 'boundToOther' | 'sourceTaken'> {
  const inserted = await db
    .insertInto('social_identities')
    .values({
      customer_code: i.customerCode,
      source: i.source,
      open_id: i.openId,
      user_id: i.userId,
      nickname: i.nickname,
      avatar: i.avatar,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted) return 'linked';
  const owner = await findIdentityUser(db, i.customerCode, i.source, i.openId);
  if (owner) return owner.user_id === i.userId ? 'linked' : 'boundToOther';
  return 'sourceTaken';
}

export function identitiesOf(db: Queries, customerCode: string, userId: string) {
  return db
    .selectFrom('social_identities')
    .select(['source', 'nickname', 'avatar', 'created_at'])
    .where('customer_code', '=', customerCode)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function deleteIdentity(
  db: Queries,
  customerCode: string,
  userId: string,
  source: SocialSource,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('social_identities')
    .where('customer_code', '=', customerCode)
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .returning('source')
    .execute();
  return rows.length === 1;
}
