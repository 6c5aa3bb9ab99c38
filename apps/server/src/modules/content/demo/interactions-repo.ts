import type { QueriesOf } from '../../../db/module-store';
import { visibleTo, type Viewer } from '../publication-visibility';

type Queries = QueriesOf<'content'>;

/** The published publications a demo reader may read, in a stable order. */
export const readablePublished = (db: Queries, viewer: Viewer) =>
  db
    .selectFrom('publications')
    .select([
      'id',
      'tenant_id',
      'author_id',
      'kind',
      'published_at',
      'activity_start',
      'activity_capacity',
      'registration_count',
    ])
    .where('status', '=', 'published')
    .where('customer_code', '=', viewer.customerCode)
    .where(visibleTo(viewer))
    .orderBy('id')
    .execute();

/** The newest company dynamics, in a stable order. */
export const demoDynamics = (db: Queries, limit: number) =>
  db
    .selectFrom('company_dynamics')
    .select(['id', 'publish_dt'])
    .orderBy('publish_dt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

/** A seat for a demo registration, whatever the dates (past activities get registrants too). */
export const takeDemoSeat = (db: Queries, publicationId: string) =>
  db
    .updateTable('publications')
    .set((eb) => ({ registration_count: eb('registration_count', '+', 1) }))
    .where('id', '=', publicationId)
    .where((eb) =>
      eb.or([
        eb('activity_capacity', 'is', null),
        eb('registration_count', '<', eb.ref('activity_capacity')),
      ]),
    )
    .returning('registration_count')
    .executeTakeFirst()
    .then(Boolean);

/** Fills an activity: its capacity becomes its registrations (the demo shows full activities). */
export const fillActivity = (db: Queries, publicationId: string) =>
  db
    .updateTable('publications')
    .set((eb) => ({ activity_capacity: eb.ref('registration_count') }))
    .where('id', '=', publicationId)
    .where('registration_count', '>', 0)
    .execute();

export const commentExists = (db: Queries, id: string) =>
  db.selectFrom('publication_comments').select('id').where('id', '=', id).executeTakeFirst().then(Boolean);
