import type { QueriesOf, ScopeOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';
import type { LikeTargetKind } from '../../db/schema/content';

type Scope = ScopeOf<'content'>;
type Queries = QueriesOf<'content'>;

/** Likes are tenant-owned (content_likes): every query goes through the caller's scope. */

/** Inserts the like; answers whether it is new (a second like of the same target inserts nothing). */
export const insertLike = (
  scope: Scope,
  userId: string,
  kind: LikeTargetKind,
  targetId: string,
  /** When it happened; now unless the demo data backdates it. */
  at?: Date,
) =>
  scope
    .insertInto('content_likes', {
      user_id: userId,
      target_kind: kind,
      target_id: targetId,
      ...(at && { created_at: at }),
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'target_kind', 'target_id']).doNothing())
    .returning('content_likes.target_id')
    .execute()
    .then((rows) => rows.length > 0);

/** Deletes the likes among targetIds; answers the ids that were liked. */
export const deleteLikes = (
  scope: Scope,
  userId: string,
  kind: LikeTargetKind,
  targetIds: readonly string[],
) =>
  scope
    .deleteFrom('content_likes')
    .where('content_likes.user_id', '=', userId)
    .where('content_likes.target_kind', '=', kind)
    .where('content_likes.target_id', 'in', [...targetIds])
    .returning('content_likes.target_id')
    .execute()
    .then((rows) => rows.map((r) => r.target_id));

export const likePage = (scope: Scope, userId: string, page: PageRequest & { kind?: LikeTargetKind }) => {
  let q = scope.selectFrom('content_likes').where('content_likes.user_id', '=', userId);
  if (page.kind) q = q.where('content_likes.target_kind', '=', page.kind);
  return paginate(
    q
      .select(['content_likes.target_kind', 'content_likes.target_id', 'content_likes.created_at'])
      .orderBy('content_likes.created_at', 'desc')
      .orderBy('content_likes.target_kind')
      .orderBy('content_likes.target_id'),
    page,
  );
};

export const likedAmong = (scope: Scope, userId: string, kind: LikeTargetKind, ids: readonly string[]) =>
  ids.length
    ? scope
        .selectFrom('content_likes')
        .select('content_likes.target_id')
        .where('content_likes.user_id', '=', userId)
        .where('content_likes.target_kind', '=', kind)
        .where('content_likes.target_id', 'in', [...ids])
        .execute()
        .then((rows) => new Set(rows.map((r) => r.target_id)))
    : Promise.resolve(new Set<string>());

/** Moves a publication's like count by delta (never below 0), in the caller's transaction. */
export const bumpLikeCount = (db: Queries, publicationId: string, delta: 1 | -1) =>
  db
    .updateTable('publications')
    .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
    .where('id', '=', publicationId)
    .$if(delta < 0, (q) => q.where('like_count', '>', 0))
    .returning('like_count')
    .executeTakeFirst()
    .then((r) => r?.like_count);

export const likeCountOf = (db: Queries, publicationId: string) =>
  db
    .selectFrom('publications')
    .select('like_count')
    .where('id', '=', publicationId)
    .executeTakeFirst()
    .then((r) => r?.like_count ?? null);
