import {
  ASSOCIATION_LIMITS as L,
  ASSOCIATION_POST_KINDS,
  ResultCode,
  type AssociationPost,
  type AssociationPostKind,
  type AssocNoticePayload,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { tenantNamesOf } from '../accounts';
import { readablePublication, type Viewer as Reader } from '../content';
import { requireAdmin, type Viewer } from './access';
import type { AnyTenantStore } from './applications';
import type { SendChat } from './dues-remind';
import { bad } from './members';
import * as repo from './posts-repo';

/**
 * 通知活动 (docs/association.md "Notices and events"): the association sends one of its published
 * articles (a notice) or activities (an event) of the content module to its members — a chat
 * message from the system account to each active member's contact user, once per post and user —
 * and the members find them listed. The publication stays the content module's: read through its
 * visibility rule, shown on its own page (registration for an activity included).
 */

/** Where the content module shows a publication. */
export const publicationPath = (publicationId: string) =>
  `/publicationDetail/index?id=${encodeURIComponent(publicationId)}`;
/** Members are users of other organisations: only what any signed-in user may read reaches them. */
const MEMBER_READABLE = new Set(['public', 'signedIn']);
const CHINA_MS = 8 * 3_600_000;
const chinaTime = (t: Date | string) =>
  new Date(new Date(t).getTime() + CHINA_MS).toISOString().slice(0, 16).replace('T', ' ');
const chinaTimeOrNull = (t: Date | string | null | undefined) => (t ? chinaTime(t) : null);

const notFound = () => new AppError('associationPostNotFound', ResultCode.NOT_FOUND, 404);

type Publication = NonNullable<Awaited<ReturnType<typeof readablePublication>>>;

export const postClientId = (postId: string, userId: string) => `assoc-post-${postId}-${userId}`;
/** The chat message of a post (contracts AssocNoticePayload): what and where, never copy. */
export function postPayload(associationName: string, postId: string, p: Publication): AssocNoticePayload {
  const kind = p.kind as AssociationPostKind;
  const start = kind === 'activity' ? chinaTimeOrNull(p.activity_start) : null;
  const place = kind === 'activity' ? (p.activity_place ?? null) : null;
  const when = start ? `\n时间：${start}${place ? `\n地点：${place}` : ''}` : '';
  return {
    kind: 'assocNotice',
    data: {
      postId,
      publicationId: p.id,
      postKind: kind,
      associationName,
      title: p.title,
      activityStart: start,
      activityEnd: kind === 'activity' ? chinaTimeOrNull(p.activity_end) : null,
      activityPlace: place,
      path: publicationPath(p.id),
    },
    description: `【${associationName}】${kind === 'activity' ? '活动' : '通知'}：${p.title}${when}`,
  };
}

function present(r: repo.PostRow, associationName: string, p: Publication | undefined): AssociationPost {
  return {
    postId: r.id,
    associationId: r.tenant_id,
    associationName,
    publicationId: r.publication_id,
    kind: r.kind,
    title: p?.title ?? r.title,
    readable: Boolean(p && p.status === 'published'),
    activityStart: chinaTimeOrNull(p?.activity_start),
    activityEnd: chinaTimeOrNull(p?.activity_end),
    activityPlace: p?.activity_place ?? null,
    path: publicationPath(r.publication_id),
    recipients: r.recipients,
    sentAt: chinaTime(r.sent_at),
  };
}

/** Sends (or sends again, reaching members who joined since) a publication to the members. */
export async function sendPost(
  scope: TenantScope,
  viewer: Viewer,
  reader: Reader,
  publicationId: string,
  associationName: string,
  send: SendChat,
) {
  requireAdmin(viewer);
  const p = await readablePublication(scope.db, reader, publicationId);
  if (!p || p.tenant_id !== scope.tenantId || p.status !== 'published') throw notFound();
  if (!(ASSOCIATION_POST_KINDS as readonly string[]).includes(p.kind)) throw bad('associationPostKind');
  if (!MEMBER_READABLE.has(p.visibility)) throw bad('associationPostVisibility');
  const postId = await repo.savePost(scope, {
    publicationId: p.id,
    kind: p.kind as AssociationPostKind,
    title: p.title,
    authorId: viewer.userId,
  });
  const users = await repo.memberUsers(scope);
  const payload = postPayload(associationName, postId, p);
  let sentNow = 0;
  for (const userId of users)
    if (await send({ recipientId: userId, clientMsgId: postClientId(postId, userId), payload })) sentNow += 1;
  await repo.setRecipients(scope, postId, users.length);
  const row = await repo.postById(scope, postId);
  return { ...present(row!, associationName, p), sentNow };
}

/** The association's own list: every post, the publication as the administrator reads it now. */
export async function postPage(
  scope: TenantScope,
  reader: Reader,
  associationName: string,
  page: { current: number; size: number },
) {
  const { rows, total } = await repo.postPage(scope, page);
  const records = await Promise.all(
    rows.map(async (r) =>
      present(r, associationName, await readablePublication(scope.db, reader, r.publication_id)),
    ),
  );
  return { records, total, current: page.current, size: page.size };
}

/**
 * A member's list: the posts of the associations whose active member the caller is the contact
 * of, that the caller may still read (a withdrawn or narrowed publication drops out).
 */
export async function memberPosts(store: AnyTenantStore, db: Q, reader: Reader, userId: string) {
  const rows = await repo.postsForMemberAnyTenant(store.every, userId, L.memberPostsMax);
  const names = await tenantNamesOf(db, [...new Set(rows.map((r) => r.tenant_id))]);
  const out: AssociationPost[] = [];
  for (const r of rows) {
    const p = await readablePublication(db, reader, r.publication_id);
    if (p && p.status === 'published') out.push(present(r, names.get(r.tenant_id) ?? '', p));
  }
  return out;
}
