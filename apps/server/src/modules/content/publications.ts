import {
  ResultCode,
  documentPlainText,
  documentSummary,
  PUBLICATION_LIMITS,
  type MyPublicationPageInput,
  type OrgPublicationPageInput,
  type PublicationCounts,
  type PublicationDetail,
  type PublicationPageInput,
  type PublicationSummary,
  type RichDocument,
  type SavePublicationInput,
  type UpdatePublicationInput,
} from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { newNumericId } from '../../lib/crypto';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { tenantNamesOf, userAvatars, userDisplayNames } from '../accounts';
import { defaultCardBasics, type CardSource } from '../vcard';
import type { Viewer } from './publication-visibility';
import * as repo from './publications-repo';
import type { PublicationListRow, PublicationRow } from './publications-repo';
import { sensitiveWordsIn } from './sensitive-words';
import { readablePublication } from './visibility-repo';
import { isoOrNull } from '../../lib/iso';

const notFound = () => new AppError('publicationNotFound', ResultCode.NOT_FOUND, 404);
const notYours = () => forbidden('notYourPublication');
const signedIn = (viewer: Viewer) => {
  if (!viewer.userId || !viewer.tenantId) throw new AppError('unauthorized', ResultCode.UNAUTHORIZED, 401);
  return { userId: viewer.userId, tenantId: viewer.tenantId };
};

/** The columns an input sets (body_text and an empty summary derived from the body). */
function columnsOf(input: SavePublicationInput) {
  const body = input.body as RichDocument;
  return {
    kind: input.kind,
    section: input.section,
    visibility: input.visibility,
    title: input.title,
    cover: input.cover,
    summary: input.summary || documentSummary(body, PUBLICATION_LIMITS.summary),
    body: JSON.stringify(body),
    body_text: documentPlainText(body),
    attachments: JSON.stringify(input.attachments),
    tags: input.tags,
    industry_code: input.industryCode,
    chain_code: input.chainCode,
    chain_node_id: input.chainNodeId,
    region_code: input.regionCode,
    project_amount: input.projectAmount,
    activity_start: input.activityStart,
    activity_end: input.activityEnd,
    activity_place: input.activityPlace,
    activity_capacity: input.activityCapacity,
    registration_deadline: input.registrationDeadline,
  };
}
type Columns = ReturnType<typeof columnsOf>;

/** What publishing needs: a title, a body, the kind's fields, the section's purchase, clean words. */
type Moment = Date | string | null;
interface Publishable extends Pick<
  Columns,
  | 'title'
  | 'summary'
  | 'tags'
  | 'body_text'
  | 'kind'
  | 'section'
  | 'industry_code'
  | 'region_code'
  | 'project_amount'
> {
  activity_start: Moment;
  activity_end: Moment;
  activity_place: string | null;
  activity_capacity: number | null;
  registration_deadline: Moment;
}

async function checkPublishable(db: Q, viewer: Viewer, c: Publishable) {
  if (!c.title.trim()) throw badRequest('publicationTitleRequired');
  if (!c.body_text.trim()) throw badRequest('publicationBodyRequired');
  if (c.kind === 'project' && (!c.industry_code || !c.region_code || c.project_amount === null))
    throw badRequest('publicationProjectFields');
  if (c.kind === 'activity') {
    if (!c.activity_start || !c.activity_end || !c.activity_place || !c.activity_capacity)
      throw badRequest('publicationActivityFields');
    const start = new Date(c.activity_start).getTime();
    const deadline = c.registration_deadline ? new Date(c.registration_deadline).getTime() : start;
    if (new Date(c.activity_end).getTime() <= start || deadline > start)
      throw badRequest('publicationActivityTimes');
  }
  if (c.kind === 'policy' && !c.region_code) throw badRequest('publicationPolicyFields');
  if (c.section && !viewer.sections.has(c.section))
    throw new AppError('publicationSectionPurchase', ResultCode.PURCHASE_NEEDED, 403);
  const words = await sensitiveWordsIn(db, c.title, c.summary, c.tags.join(' '), c.body_text);
  if (words.length) throw badRequest('publicationSensitiveWords', words.join('、'));
}

/** Rows as the contract shows them, with their authors' names, avatars and organisations. */
async function present(db: Q, rows: readonly PublicationListRow[]): Promise<PublicationSummary[]> {
  const authorIds = rows.map((r) => r.author_id);
  const [names, avatars, orgs] = await Promise.all([
    userDisplayNames(db, authorIds),
    userAvatars(db, authorIds),
    tenantNamesOf(
      db,
      rows.map((r) => r.tenant_id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    section: r.section,
    visibility: r.visibility,
    status: r.status,
    title: r.title,
    cover: r.cover,
    summary: r.summary,
    tags: r.tags,
    industryCode: r.industry_code,
    chainCode: r.chain_code,
    regionCode: r.region_code,
    projectAmount: r.project_amount === null ? null : Number(r.project_amount),
    activityStart: isoOrNull(r.activity_start),
    activityEnd: isoOrNull(r.activity_end),
    activityPlace: r.activity_place,
    activityCapacity: r.activity_capacity,
    registrationDeadline: isoOrNull(r.registration_deadline),
    viewCount: r.view_count,
    likeCount: r.like_count,
    collectCount: r.collect_count,
    commentCount: r.comment_count,
    registrationCount: r.registration_count,
    publishedAt: isoOrNull(r.published_at),
    createdAt: isoOrNull(r.created_at)!,
    updatedAt: isoOrNull(r.updated_at)!,
    author: {
      userId: r.author_id,
      name: names.get(r.author_id) ?? '',
      avatar: avatars.get(r.author_id) ?? '',
      tenantId: r.tenant_id,
      orgName: orgs.get(r.tenant_id) ?? '',
    },
    withdrawnBy: r.status !== 'withdrawn' ? null : r.withdrawn_by === r.author_id ? 'author' : 'orgAdmin',
    withdrawReason: r.status === 'withdrawn' ? r.withdraw_reason : null,
  }));
}

const pageOf = async (
  db: Q,
  found: { rows: PublicationListRow[]; total: number },
  p: { current: number; size: number },
) => ({
  records: await present(db, found.rows),
  total: found.total,
  current: p.current,
  size: p.size,
});

// ---------------------------------------------------------------- the author's writes

export async function saveDraft(db: Q, viewer: Viewer, input: SavePublicationInput): Promise<string> {
  const me = signedIn(viewer);
  const id = newNumericId();
  await repo.insertPublication(db, {
    id,
    customer_code: viewer.customerCode,
    tenant_id: me.tenantId,
    author_id: me.userId,
    status: 'draft',
    ...columnsOf(input),
  });
  return id;
}

async function ownRow(db: Q, viewer: Viewer, id: string): Promise<PublicationRow> {
  const me = signedIn(viewer);
  const row = await repo.findPublication(db, id);
  if (!row || row.customer_code !== viewer.customerCode) throw notFound();
  if (row.author_id !== me.userId) throw notYours();
  return row;
}

export async function updatePublication(db: Q, viewer: Viewer, input: UpdatePublicationInput) {
  const row = await ownRow(db, viewer, input.id);
  const columns = columnsOf(input);
  if (row.status === 'published') await checkPublishable(db, viewer, columns);
  const changed = await repo.updateOwnPublication(db, row.id, row.author_id, columns, [row.status]);
  if (!changed) throw notFound();
  return row.id;
}

export async function publish(db: Q, viewer: Viewer, id: string): Promise<true> {
  const row = await ownRow(db, viewer, id);
  if (row.status === 'published') throw badRequest('publicationAlreadyPublished');
  await checkPublishable(db, viewer, row);
  const changed = await repo.updateOwnPublication(
    db,
    row.id,
    row.author_id,
    { status: 'published', published_at: new Date(), withdrawn_by: null, withdraw_reason: null },
    ['draft', 'withdrawn'],
  );
  if (!changed) throw badRequest('publicationAlreadyPublished');
  return true;
}

export async function withdraw(db: Q, viewer: Viewer, id: string): Promise<true> {
  const row = await ownRow(db, viewer, id);
  const changed = await repo.updateOwnPublication(
    db,
    row.id,
    row.author_id,
    { status: 'withdrawn', withdrawn_by: row.author_id, withdraw_reason: null },
    ['published'],
  );
  if (!changed) throw badRequest('publicationNotPublished');
  return true;
}

export async function remove(db: Q, viewer: Viewer, id: string): Promise<true> {
  const row = await ownRow(db, viewer, id);
  if (!(await repo.deleteOwnPublication(db, row.id, row.author_id))) throw notFound();
  return true;
}

// ---------------------------------------------------------------- reading

/**
 * One publication the viewer may read; `cards` is where the author's card is looked up (the
 * author's tenant may not be the reader's). Only the id of a card the viewer may see leaves here.
 */
export async function detail(
  db: Q,
  viewer: Viewer,
  id: string,
  cards: CardSource,
): Promise<PublicationDetail> {
  const row = await readablePublication(db, viewer, id);
  if (!row) throw notFound();
  // The view is counted alongside the author and card lookups rather than before them: one round trip less.
  const [viewed, [summary], card] = await Promise.all([
    row.status === 'published' ? repo.countView(db, row.id) : undefined,
    present(db, [row]),
    defaultCardBasics(cards, viewer.userId ?? null, [row.author_id]),
  ]);
  return {
    authorCardId: card.get(row.author_id)?.id ?? null,
    ...summary!,
    viewCount: viewed?.view_count ?? row.view_count,
    body: row.body as RichDocument,
    attachments: row.attachments,
    chainNodeId: row.chain_node_id,
    isOwner: row.author_id === viewer.userId,
    canModerate: viewer.orgAdmin && viewer.tenantId === row.tenant_id,
  };
}

export async function page(db: Q, viewer: Viewer, input: PublicationPageInput, now = new Date()) {
  return pageOf(db, await repo.visiblePage(db, viewer, input, input, { when: input.when, now }), input);
}

export async function counts(db: Q, viewer: Viewer, section?: string): Promise<PublicationCounts> {
  const me = signedIn(viewer);
  const c = await repo.countsByStatus(db, me.userId, viewer.customerCode, section);
  return { ...c, total: c.draft + c.published + c.withdrawn };
}

export async function myPage(db: Q, viewer: Viewer, input: MyPublicationPageInput) {
  const me = signedIn(viewer);
  const [found, c] = await Promise.all([
    repo.authorPage(db, me.userId, viewer.customerCode, input, input),
    counts(db, viewer, input.section),
  ]);
  return { ...(await pageOf(db, found, input)), counts: c };
}

export async function myPublishCount(db: Q, viewer: Viewer): Promise<number> {
  return (await counts(db, viewer)).published;
}

// ---------------------------------------------------------------- moderation

function moderator(viewer: Viewer) {
  const me = signedIn(viewer);
  if (!viewer.orgAdmin) throw forbidden('publicationNotOrgAdmin');
  return me;
}

export async function orgPage(db: Q, viewer: Viewer, input: OrgPublicationPageInput) {
  const me = moderator(viewer);
  return pageOf(db, await repo.tenantPage(db, me.tenantId, input, input), input);
}

export async function orgWithdraw(db: Q, viewer: Viewer, id: string, reason: string): Promise<true> {
  const me = moderator(viewer);
  const row = await repo.findPublication(db, id);
  if (!row || row.tenant_id !== me.tenantId) throw notFound();
  if (!(await repo.withdrawInTenant(db, id, me.tenantId, me.userId, reason)))
    throw badRequest('publicationNotPublished');
  return true;
}
