import type { QueriesOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';

type Queries = QueriesOf<'content'>;

/**
 * Comments are shared rows (publication_comments, carrying the commenter's tenant and customer):
 * readers of every tenant of the customer see a publication's comments once they may read it.
 */

const COMMENT_COLUMNS = [
  'publication_comments.id',
  'publication_comments.publication_id',
  'publication_comments.tenant_id',
  'publication_comments.author_id',
  'publication_comments.parent_id',
  'publication_comments.reply_to_user_id',
  'publication_comments.body',
  'publication_comments.deleted_at',
  'publication_comments.created_at',
] as const;

/** A page of a publication's top comments, newest first. */
export const topComments = (db: Queries, publicationId: string, page: PageRequest) =>
  paginate(
    db
      .selectFrom('publication_comments')
      .select(COMMENT_COLUMNS)
      .where('publication_comments.publication_id', '=', publicationId)
      .where('publication_comments.parent_id', 'is', null)
      .orderBy('publication_comments.created_at', 'desc')
      .orderBy('publication_comments.id', 'desc'),
    page,
  );

/** The replies under the given top comments, oldest first. */
export const repliesOf = (db: Queries, publicationId: string, parentIds: readonly string[]) =>
  parentIds.length
    ? db
        .selectFrom('publication_comments')
        .select(COMMENT_COLUMNS)
        .where('publication_comments.publication_id', '=', publicationId)
        .where('publication_comments.parent_id', 'in', [...parentIds])
        .orderBy('publication_comments.created_at')
        .orderBy('publication_comments.id')
        .execute()
    : Promise.resolve([]);

export const findComment = (db: Queries, id: string) =>
  db.selectFrom('publication_comments').select(COMMENT_COLUMNS).where('id', '=', id).executeTakeFirst();

export type CommentRecord = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export interface NewComment {
  id: string;
  publication_id: string;
  customer_code: string;
  tenant_id: string;
  author_id: string;
  parent_id: string | null;
  reply_to_user_id: string | null;
  body: string;
  /** When it was written; now unless the demo data backdates it. */
  created_at?: Date;
}

export const insertComment = (tx: Queries, c: NewComment) =>
  tx.insertInto('publication_comments').values(c).returning(COMMENT_COLUMNS).executeTakeFirstOrThrow();

/** Soft-deletes a live comment; answers whether this call deleted it. */
export const softDeleteComment = (tx: Queries, id: string) =>
  tx
    .updateTable('publication_comments')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
    .then(Boolean);

/** Moves a publication's comment count (never below 0) and answers the new count. */
export const bumpCommentCount = (tx: Queries, publicationId: string, delta: 1 | -1) =>
  tx
    .updateTable('publications')
    .set((eb) => ({ comment_count: eb('comment_count', '+', delta) }))
    .where('id', '=', publicationId)
    .$if(delta < 0, (q) => q.where('comment_count', '>', 0))
    .returning('comment_count')
    .executeTakeFirst()
    .then((r) => r?.comment_count);

export const commentCountOf = (db: Queries, publicationId: string) =>
  db
    .selectFrom('publications')
    .select('comment_count')
    .where('id', '=', publicationId)
    .executeTakeFirst()
    .then((r) => r?.comment_count ?? 0);
