import type { QueriesOf, ScopeOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';
import type { CollectionTargetKind, PublicationKind } from '../../db/schema/content';

type Scope = ScopeOf<'content'>;
type Queries = QueriesOf<'content'>;

/** Collections are tenant-owned (content_collections): every query goes through the caller's scope. */

/** Inserts the collection; answers whether it is new (a second collection of the same target inserts nothing). */
export const insertCollection = (
  scope: Scope,
  userId: string,
  kind: CollectionTargetKind,
  targetId: string,
  /** When it happened; now unless the demo data backdates it. */
  at?: Date,
) =>
  scope
    .insertInto('content_collections', {
      user_id: userId,
      target_kind: kind,
      target_id: targetId,
      ...(at && { created_at: at }),
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'target_kind', 'target_id']).doNothing())
    .returning('content_collections.target_id')
    .execute()
    .then((rows) => rows.length > 0);

/** Deletes the collections among targetIds; answers the ids that were collected. */
export const deleteCollections = (
  scope: Scope,
  userId: string,
  kind: CollectionTargetKind,
  targetIds: readonly string[],
) =>
  scope
    .deleteFrom('content_collections')
    .where('content_collections.user_id', '=', userId)
    .where('content_collections.target_kind', '=', kind)
    .where('content_collections.target_id', 'in', [...targetIds])
    .returning('content_collections.target_id')
    .execute()
    .then((rows) => rows.map((r) => r.target_id));

export const collectionPage = (
  scope: Scope,
  userId: string,
  page: PageRequest & { kind: CollectionTargetKind; publicationKind?: PublicationKind },
) => {
  let q = scope
    .selectFrom('content_collections')
    .where('content_collections.user_id', '=', userId)
    .where('content_collections.target_kind', '=', page.kind);
  // Narrowed to a kind of publication: publications the table no longer holds drop out.
  if (page.publicationKind) {
    const kind = page.publicationKind;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('publications')
          .select('publications.id')
          .whereRef('publications.id', '=', 'content_collections.target_id')
          .where('publications.kind', '=', kind),
      ),
    );
  }
  return paginate(
    q
      .select([
        'content_collections.target_kind',
        'content_collections.target_id',
        'content_collections.created_at',
      ])
      .orderBy('content_collections.created_at', 'desc')
      .orderBy('content_collections.target_kind')
      .orderBy('content_collections.target_id'),
    page,
  );
};

export const collectedAmong = (
  scope: Scope,
  userId: string,
  kind: CollectionTargetKind,
  ids: readonly string[],
) =>
  ids.length
    ? scope
        .selectFrom('content_collections')
        .select('content_collections.target_id')
        .where('content_collections.user_id', '=', userId)
        .where('content_collections.target_kind', '=', kind)
        .where('content_collections.target_id', 'in', [...ids])
        .execute()
        .then((rows) => new Set(rows.map((r) => r.target_id)))
    : Promise.resolve(new Set<string>());

/** Moves a publication's collection count by delta (never below 0), in the caller's transaction. */
export const bumpCollectCount = (db: Queries, publicationId: string, delta: 1 | -1) =>
  db
    .updateTable('publications')
    .set((eb) => ({ collect_count: eb('collect_count', '+', delta) }))
    .where('id', '=', publicationId)
    .$if(delta < 0, (q) => q.where('collect_count', '>', 0))
    .returning('collect_count')
    .executeTakeFirst()
    .then((r) => r?.collect_count);

export const collectCountOf = (db: Queries, publicationId: string) =>
  db
    .selectFrom('publications')
    .select('collect_count')
    .where('id', '=', publicationId)
    .executeTakeFirst()
    .then((r) => r?.collect_count ?? null);
