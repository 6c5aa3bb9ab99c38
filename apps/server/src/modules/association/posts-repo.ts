import type { ScopeOf } from '../../db/module-store';
import { paginate, type PageRequest } from '../../db/paginate';
import type { AnyTenant } from './association-repo';

type Scope = ScopeOf<'association'>;

/** Notices and events sent to members (assoc_posts): tenant-owned by the association. */

const COLUMNS = [
  'assoc_posts.id',
  'assoc_posts.tenant_id',
  'assoc_posts.publication_id',
  'assoc_posts.kind',
  'assoc_posts.title',
  'assoc_posts.recipients',
  'assoc_posts.sent_at',
] as const;
const withId = <R extends { id: string | number }>(r: R) => ({ ...r, id: String(r.id) });

/** One row per publication: sending it again updates the title and the time, and keeps the id. */
export async function savePost(
  scope: Scope,
  p: { publicationId: string; kind: 'article' | 'activity'; title: string; authorId: string },
) {
  const now = new Date();
  const r = await scope
    .insertInto('assoc_posts', {
      publication_id: p.publicationId,
      kind: p.kind,
      title: p.title,
      author_id: p.authorId,
      sent_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'publication_id'])
        .doUpdateSet({ title: p.title, kind: p.kind, author_id: p.authorId, sent_at: now }),
    )
    .returning('assoc_posts.id')
    .executeTakeFirstOrThrow();
  return String(r.id);
}

export async function setRecipients(scope: Scope, id: string, recipients: number) {
  await scope.updateTable('assoc_posts').set({ recipients }).where('assoc_posts.id', '=', id).execute();
}

export async function postById(scope: Scope, id: string) {
  const r = await scope
    .selectFrom('assoc_posts')
    .select(COLUMNS)
    .where('assoc_posts.id', '=', id)
    .executeTakeFirst();
  return r ? withId(r) : null;
}
export type PostRow = NonNullable<Awaited<ReturnType<typeof postById>>>;

export async function postPage(scope: Scope, page: PageRequest) {
  const { rows, total } = await paginate(
    scope
      .selectFrom('assoc_posts')
      .select(COLUMNS)
      .orderBy('assoc_posts.sent_at', 'desc')
      .orderBy('assoc_posts.id', 'desc'),
    page,
  );
  return { rows: rows.map(withId), total };
}

/** The distinct platform users who are contacts of the association's active members: who a post reaches. */
export async function memberUsers(scope: Scope): Promise<string[]> {
  const rows = await scope
    .selectFrom('assoc_members')
    .select('assoc_members.contact_user_id')
    .distinct()
    .where('assoc_members.state', '=', 'active')
    .where('assoc_members.contact_user_id', 'is not', null)
    .orderBy('assoc_members.contact_user_id')
    .execute();
  return rows.map((r) => r.contact_user_id!);
}

/**
 * The posts of every association whose active member the user is the contact of, newest first.
 * Unscoped on purpose: the member's user belongs to another organisation (docs/association.md).
 */
export async function postsForMemberAnyTenant(unscoped: AnyTenant, userId: string, limit: number) {
  const rows = await unscoped
    .selectFrom('assoc_posts')
    .select(COLUMNS)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('assoc_members')
          .select('assoc_members.id')
          .whereRef('assoc_members.tenant_id', '=', 'assoc_posts.tenant_id')
          .where('assoc_members.contact_user_id', '=', userId)
          .where('assoc_members.state', '=', 'active'),
      ),
    )
    .orderBy('assoc_posts.sent_at', 'desc')
    .orderBy('assoc_posts.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(withId);
}
