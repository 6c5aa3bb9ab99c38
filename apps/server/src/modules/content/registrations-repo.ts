import type { QueriesOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';

type Queries = QueriesOf<'content'>;

/**
 * Activity registrations are shared rows (activity_registrations, carrying the registrant's tenant
 * and customer), one per activity and user; the activity's registration_count moves with them in
 * the same transaction.
 */

export interface NewRegistration {
  publication_id: string;
  user_id: string;
  customer_code: string;
  tenant_id: string;
  name: string;
  phone: string;
  company: string;
  note: string;
  /** When it happened; now unless the demo data backdates it. */
  created_at?: Date;
}

/** Inserts the registration; false when the user had one already (nothing written). */
export const insertRegistration = (tx: Queries, r: NewRegistration) =>
  tx
    .insertInto('activity_registrations')
    .values(r)
    .onConflict((oc) => oc.columns(['publication_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst()
    .then(Boolean);

/**
 * Takes a seat: one conditional update, so concurrent sign-ups never pass the capacity (the row
 * lock makes each re-check the count the previous one left). Undefined when the activity is full,
 * closed (deadline or start passed) or no longer a published activity.
 */
export const takeSeat = (tx: Queries, publicationId: string, now: Date) =>
  tx
    .updateTable('publications')
    .set((eb) => ({ registration_count: eb('registration_count', '+', 1) }))
    .where('id', '=', publicationId)
    .where('kind', '=', 'activity')
    .where('status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('activity_capacity', 'is', null),
        eb('registration_count', '<', eb.ref('activity_capacity')),
      ]),
    )
    .where((eb) => eb.or([eb('registration_deadline', 'is', null), eb('registration_deadline', '>', now)]))
    .where((eb) => eb.or([eb('activity_start', 'is', null), eb('activity_start', '>', now)]))
    .returning(['registration_count', 'activity_capacity'])
    .executeTakeFirst();

/** Deletes the user's registration; answers whether there was one. */
export const deleteRegistration = (tx: Queries, publicationId: string, userId: string) =>
  tx
    .deleteFrom('activity_registrations')
    .where('publication_id', '=', publicationId)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst()
    .then(Boolean);

/** Gives a seat back (never below 0) and answers the activity's counts. */
export const releaseSeat = (tx: Queries, publicationId: string) =>
  tx
    .updateTable('publications')
    .set((eb) => ({ registration_count: eb('registration_count', '-', 1) }))
    .where('id', '=', publicationId)
    .where('registration_count', '>', 0)
    .returning(['registration_count', 'activity_capacity'])
    .executeTakeFirst();

export const seatsOf = (db: Queries, publicationId: string) =>
  db
    .selectFrom('publications')
    .select(['registration_count', 'activity_capacity'])
    .where('id', '=', publicationId)
    .executeTakeFirst();

/** The user's registrations within one customer, newest activity first. */
export const myRegistrations = (
  db: Queries,
  userId: string,
  customerCode: string,
  page: PageRequest & { when: 'upcoming' | 'past' | 'all'; now: Date },
) =>
  paginate(
    db
      .selectFrom('activity_registrations as r')
      .leftJoin('publications as p', 'p.id', 'r.publication_id')
      .select([
        'r.publication_id',
        'r.name',
        'r.phone',
        'r.company',
        'r.note',
        'r.created_at',
        'p.activity_start',
        'p.activity_end',
      ])
      .where('r.user_id', '=', userId)
      .where('r.customer_code', '=', customerCode)
      .$if(page.when === 'upcoming', (q) =>
        q.where((eb) => eb(eb.fn.coalesce('p.activity_end', 'p.activity_start'), '>=', page.now)),
      )
      .$if(page.when === 'past', (q) =>
        q.where((eb) => eb(eb.fn.coalesce('p.activity_end', 'p.activity_start'), '<', page.now)),
      )
      .orderBy('p.activity_start', 'desc')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.publication_id'),
    page,
  );

/** An activity's registrants, in order of registration. */
export const registrants = (db: Queries, publicationId: string, page: PageRequest) =>
  paginate(
    db
      .selectFrom('activity_registrations')
      .select(['user_id', 'name', 'phone', 'company', 'note', 'created_at'])
      .where('publication_id', '=', publicationId)
      .orderBy('created_at')
      .orderBy('user_id'),
    page,
  );

export const registeredAmong = (db: Queries, userId: string, ids: readonly string[]) =>
  ids.length
    ? db
        .selectFrom('activity_registrations')
        .select('publication_id')
        .where('user_id', '=', userId)
        .where('publication_id', 'in', [...ids])
        .execute()
        .then((rows) => new Set(rows.map((r) => r.publication_id)))
    : Promise.resolve(new Set<string>());
