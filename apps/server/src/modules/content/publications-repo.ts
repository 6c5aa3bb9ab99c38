import { sql, type Insertable, type Updateable } from 'kysely';
import type { QueriesOf } from '../../db/module-store';
import type { PublicationsTable, PublicationStatus } from '../../db/schema/content';
import { paginate, type PageRequest } from '../../db/paginate';
import { visibleTo, type Viewer } from './visibility-repo';

type Queries = QueriesOf<'content'>;
export type PublicationRow = Awaited<ReturnType<typeof findPublication>> & object;

export const findPublication = (db: Queries, id: string) =>
  db.selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirst();

export const insertPublication = (db: Queries, row: Insertable<PublicationsTable>) =>
  db.insertInto('publications').values(row).execute();

/** Updates the author's own row; the number of rows changed (0: not theirs, or gone). */
export async function updateOwnPublication(
  db: Queries,
  id: string,
  authorId: string,
  change: Updateable<PublicationsTable>,
  fromStatus?: readonly PublicationStatus[],
): Promise<number> {
  let q = db
    .updateTable('publications')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .where('author_id', '=', authorId);
  if (fromStatus) q = q.where('status', 'in', [...fromStatus]);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteOwnPublication(db: Queries, id: string, authorId: string): Promise<number> {
  const r = await db
    .deleteFrom('publications')
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The moderator withdraws a published publication of their tenant. */
export async function withdrawInTenant(
  db: Queries,
  id: string,
  tenantId: string,
  by: string,
  reason: string,
): Promise<number> {
  const r = await db
    .updateTable('publications')
    .set({ status: 'withdrawn', withdrawn_by: by, withdraw_reason: reason, updated_at: new Date() })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** One more view, atomically, of a published publication. */
export const countView = (db: Queries, id: string) =>
  db
    .updateTable('publications')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'published')
    .returning('view_count')
    .executeTakeFirst();

const LIST_COLUMNS = [
  'id',
  'customer_code',
  'tenant_id',
  'author_id',
  'kind',
  'section',
  'visibility',
  'status',
  'title',
  'cover',
  'summary',
  'tags',
  'industry_code',
  'chain_code',
  'region_code',
  'project_amount',
  'activity_start',
  'activity_end',
  'activity_place',
  'activity_capacity',
  'registration_deadline',
  'view_count',
  'like_count',
  'collect_count',
  'comment_count',
  'registration_count',
  'published_at',
  'created_at',
  'updated_at',
  'withdrawn_by',
  'withdraw_reason',
] as const;
export type PublicationListRow = Pick<PublicationRow, (typeof LIST_COLUMNS)[number]>;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PublicationFilter {
  section?: string | undefined;
  kind?: string | undefined;
  tag?: string | undefined;
  regionCode?: string | undefined;
  industryCode?: string | undefined;
  chainCode?: string | undefined;
  keyword?: string | undefined;
  authorId?: string | undefined;
  tenantId?: string | undefined;
  status?: PublicationStatus | undefined;
}

function filtered(db: Queries, f: PublicationFilter) {
  let q = db.selectFrom('publications').select(LIST_COLUMNS);
  if (f.section) q = q.where('section', '=', f.section as never);
  if (f.kind) q = q.where('kind', '=', f.kind as never);
  if (f.tag) q = q.where(sql<boolean>`${f.tag} = any(publications.tags)`);
  if (f.regionCode) q = q.where('region_code', '=', f.regionCode);
  if (f.industryCode) q = q.where('industry_code', '=', f.industryCode);
  if (f.chainCode) q = q.where('chain_code', '=', f.chainCode);
  if (f.authorId) q = q.where('author_id', '=', f.authorId);
  if (f.tenantId) q = q.where('tenant_id', '=', f.tenantId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    q = q.where((eb) => eb.or([eb('title', 'ilike', p), eb('body_text', 'ilike', p)]));
  }
  return q;
}

/** Activities by their time: upcoming have not ended at `now` (an activity without an end, not started). */
export interface ActivityTime {
  when?: 'upcoming' | 'past' | undefined;
  now: Date;
}

/**
 * Published publications the viewer may read, newest first; with `when`, activities by their time
 * (upcoming soonest first, past latest first).
 */
export const visiblePage = (
  db: Queries,
  viewer: Viewer,
  f: PublicationFilter,
  page: PageRequest,
  time?: ActivityTime,
) => {
  const q = filtered(db, { ...f, status: undefined }).where(visibleTo(viewer));
  const ends = sql<Date>`coalesce(activity_end, activity_start)`;
  if (time?.when === 'upcoming')
    return paginate(
      q.where(ends, '>=', time.now).orderBy('activity_start', 'asc').orderBy('id', 'asc'),
      page,
    );
  if (time?.when === 'past')
    return paginate(
      q.where(ends, '<', time.now).orderBy('activity_start', 'desc').orderBy('id', 'desc'),
      page,
    );
  return paginate(q.orderBy('published_at', 'desc').orderBy('id', 'desc'), page);
};

/** The author's own publications (any state), last changed first. */
export const authorPage = (
  db: Queries,
  authorId: string,
  customerCode: string,
  f: PublicationFilter,
  page: PageRequest,
) =>
  paginate(
    filtered(db, { ...f, authorId })
      .where('customer_code', '=', customerCode)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc'),
    page,
  );

/** The members' publications of a tenant (moderation), last changed first. */
export const tenantPage = (db: Queries, tenantId: string, f: PublicationFilter, page: PageRequest) =>
  paginate(
    filtered(db, { ...f, tenantId })
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc'),
    page,
  );

/** The author's counts by state (of one section, or all). */
export async function countsByStatus(
  db: Queries,
  authorId: string,
  customerCode: string,
  section?: string,
): Promise<Record<PublicationStatus, number>> {
  let q = db
    .selectFrom('publications')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('author_id', '=', authorId)
    .where('customer_code', '=', customerCode)
    .groupBy('status');
  if (section) q = q.where('section', '=', section as never);
  const counts = { draft: 0, published: 0, withdrawn: 0 };
  for (const r of await q.execute()) counts[r.status] = Number(r.n);
  return counts;
}
