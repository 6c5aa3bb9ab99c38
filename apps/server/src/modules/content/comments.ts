import { hasPermission } from '../org-centre';
import { ResultCode, type CommentReply, type CommentRow } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, forbidden } from '../../lib/errors';
import { newNumericId } from '../../lib/crypto';
import { membership, userAvatars, userDisplayNames } from '../accounts';
import type { ReadablePublication, Reader as Viewer } from './publication-access';
import * as repo from './comments-repo';
import { sensitiveWordsIn } from './sensitive-words';
import { chinaTime, requirePublished } from './targets';
import { readablePublication } from './publication-access';

/**
 * Comments with one level of replies (docs/content.md, Interactions API). Only on publications
 * the caller may read; checked for sensitive words; deleted softly (the row stays, its text is no
 * longer shown) by its author, the publication's author or the administrator of the
 * publication's organisation. comment_count counts the live comments and replies.
 */

const commentNotFound = () => new AppError('commentNotFound', ResultCode.NOT_FOUND, 404);
const targetNotFound = () => new AppError('interactionTargetNotFound', ResultCode.NOT_FOUND, 404);

async function requireReadable(scope: TenantScope, viewer: Viewer, publicationId: string) {
  const p = await readablePublication(scope.db, viewer, publicationId);
  if (!p) throw targetNotFound();
  return p;
}

/** The caller may delete: the comment's author, the publication's author, its organisation's admin. */
async function mayDelete(
  scope: TenantScope,
  viewer: Viewer,
  p: Pick<ReadablePublication, 'author_id' | 'tenant_id'>,
  authorId: string,
  adminOf: Map<string, boolean>,
) {
  if (authorId === viewer.userId || p.author_id === viewer.userId) return true;
  if (!adminOf.has(p.tenant_id)) {
    // In the caller's own organisation a role may grant moderation (org-centre's content.moderate).
    const moderates =
      p.tenant_id === scope.tenantId
        ? await hasPermission(scope, viewer.userId, 'content.moderate')
        : (await membership(scope.db, viewer.userId, p.tenant_id))?.is_admin === true;
    adminOf.set(p.tenant_id, moderates);
  }
  return adminOf.get(p.tenant_id) === true;
}

export async function commentPage(
  scope: TenantScope,
  viewer: Viewer,
  input: { publicationId: string; current: number; size: number },
) {
  const p = await requireReadable(scope, viewer, input.publicationId);
  const page = await repo.topComments(scope.db, p.id, input);
  const replies = await repo.repliesOf(
    scope.db,
    p.id,
    page.rows.map((r) => r.id),
  );
  const all = [...page.rows, ...replies];
  const people = [...all.map((c) => c.author_id), ...all.flatMap((c) => c.reply_to_user_id ?? [])];
  const [names, avatars] = await Promise.all([
    userDisplayNames(scope.db, people),
    userAvatars(scope.db, people),
  ]);
  const adminOf = new Map<string, boolean>();
  const present = async (c: repo.CommentRecord): Promise<CommentReply> => ({
    id: c.id,
    publicationId: c.publication_id,
    parentId: c.parent_id,
    authorId: c.author_id,
    authorName: names.get(c.author_id) ?? '',
    authorAvatar: avatars.get(c.author_id) || null,
    replyToUserId: c.reply_to_user_id,
    replyToName: c.reply_to_user_id ? (names.get(c.reply_to_user_id) ?? '') : null,
    content: c.deleted_at ? '' : c.body,
    deleted: c.deleted_at !== null,
    createTime: chinaTime(c.created_at),
    canDelete: c.deleted_at === null && (await mayDelete(scope, viewer, p, c.author_id, adminOf)),
  });
  const records: CommentRow[] = [];
  for (const top of page.rows) {
    const under = replies.filter((r) => r.parent_id === top.id);
    records.push({ ...(await present(top)), replies: await Promise.all(under.map(present)) });
  }
  return {
    records,
    total: page.total,
    current: input.current,
    size: input.size,
    commentCount: p.comment_count,
  };
}

export async function addComment(
  scope: TenantScope,
  viewer: Viewer,
  input: { publicationId: string; content: string; parentId?: string; replyToUserId?: string },
): Promise<CommentReply> {
  const p = await requirePublished(scope, viewer, input.publicationId);
  let parentId: string | null = null;
  let replyTo: string | null = null;
  if (input.parentId) {
    const parent = await repo.findComment(scope.db, input.parentId);
    if (!parent || parent.publication_id !== p.id)
      throw new AppError('commentReplyToReply', ResultCode.BUSINESS_ERROR, 400);
    // One level: a reply to a reply hangs under the same top comment.
    parentId = parent.parent_id ?? parent.id;
    replyTo = input.replyToUserId ?? parent.author_id;
    if (input.replyToUserId && input.replyToUserId !== parent.author_id) {
      // Whom it answers must have written in this thread.
      const thread = await repo.repliesOf(scope.db, p.id, [parentId]);
      const top = parent.parent_id ? await repo.findComment(scope.db, parentId) : parent;
      const writers = new Set([top?.author_id, ...thread.map((r) => r.author_id)]);
      if (!writers.has(input.replyToUserId))
        throw new AppError('commentReplyToReply', ResultCode.BUSINESS_ERROR, 400);
    }
  }
  const words = await sensitiveWordsIn(scope.db, input.content);
  if (words.length)
    throw new AppError('interactionSensitiveWords', ResultCode.BUSINESS_ERROR, 400, words.join('、'));
  const row = await scope.transaction(async (tx) => {
    const stored = await repo.insertComment(tx.db, {
      id: newNumericId(),
      publication_id: p.id,
      customer_code: viewer.customerCode,
      tenant_id: viewer.tenantId,
      author_id: viewer.userId,
      parent_id: parentId,
      reply_to_user_id: replyTo,
      body: input.content,
    });
    await repo.bumpCommentCount(tx.db, p.id, 1);
    return stored;
  });
  const ids = [viewer.userId, ...(replyTo ? [replyTo] : [])];
  const [names, avatars] = await Promise.all([userDisplayNames(scope.db, ids), userAvatars(scope.db, ids)]);
  return {
    id: row.id,
    publicationId: row.publication_id,
    parentId: row.parent_id,
    authorId: row.author_id,
    authorName: names.get(row.author_id) ?? '',
    authorAvatar: avatars.get(row.author_id) || null,
    replyToUserId: row.reply_to_user_id,
    replyToName: replyTo ? (names.get(replyTo) ?? '') : null,
    content: row.body,
    deleted: false,
    createTime: chinaTime(row.created_at),
    canDelete: true,
  };
}

export async function removeComment(scope: TenantScope, viewer: Viewer, id: string) {
  const c = await repo.findComment(scope.db, id);
  if (!c) throw commentNotFound();
  // A comment on a publication the caller may not read is, to them, no comment at all.
  const p = await readablePublication(scope.db, viewer, c.publication_id);
  if (!p) throw commentNotFound();
  if (!(await mayDelete(scope, viewer, p, c.author_id, new Map()))) throw forbidden('commentDeleteForbidden');
  const commentCount = await scope.transaction(async (tx) => {
    if (!(await repo.softDeleteComment(tx.db, id))) return repo.commentCountOf(tx.db, p.id);
    return (await repo.bumpCommentCount(tx.db, p.id, -1)) ?? 0;
  });
  return { id, commentCount };
}
