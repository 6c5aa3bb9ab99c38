import { ResultCode, type InteractionTarget } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { tenantNamesOf, userDisplayNames } from '../accounts';
import {
  readablePublication,
  readablePublications,
  type ReadablePublication,
  type Viewer,
} from './publication-access';
import { dynamicExists, dynamicsByIds } from './targets-repo';

/** yyyy-MM-dd HH:mm:ss, China time. */
export const chinaTime = (t: Date | string) =>
  new Date(new Date(t).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
export const chinaTimeOrNull = (t: Date | string | null | undefined) => (t ? chinaTime(t) : null);

type TargetKind = InteractionTarget['targetKind'];

const unreadable = (targetKind: TargetKind, targetId: string): InteractionTarget => ({
  targetKind,
  targetId,
  readable: false,
  title: null,
  kind: null,
  section: null,
  cover: null,
  summary: null,
  authorId: null,
  authorName: null,
  orgName: null,
  companyId: null,
  publishTime: null,
  likeCount: null,
  collectCount: null,
});

/** The readable publications among ids, with their author's and organisation's names. */
export async function describedPublications(scope: TenantScope, viewer: Viewer, ids: readonly string[]) {
  const rows = await readablePublications(scope.db, viewer, ids);
  const [authors, orgs] = await Promise.all([
    userDisplayNames(
      scope.db,
      rows.map((r) => r.author_id),
    ),
    tenantNamesOf(
      scope.db,
      rows.map((r) => r.tenant_id),
    ),
  ]);
  return new Map(
    rows.map((p: ReadablePublication) => [
      p.id,
      { row: p, authorName: authors.get(p.author_id) ?? '', orgName: orgs.get(p.tenant_id) ?? '' },
    ]),
  );
}

/**
 * Describes liked or collected targets for a list: each publication the viewer may still read,
 * each company dynamic that still exists; the others as unreadable (ids only).
 */
export async function describeTargets(
  scope: TenantScope,
  viewer: Viewer,
  targets: readonly { kind: TargetKind; id: string }[],
): Promise<InteractionTarget[]> {
  const ofKind = (k: TargetKind) => targets.filter((t) => t.kind === k).map((t) => t.id);
  const [publications, dynamics] = await Promise.all([
    describedPublications(scope, viewer, ofKind('publication')),
    dynamicsByIds(scope.db, ofKind('dynamic')).then((rows) => new Map(rows.map((d) => [String(d.id), d]))),
  ]);
  return targets.map((t) => {
    if (t.kind === 'publication') {
      const p = publications.get(t.id);
      if (!p) return unreadable(t.kind, t.id);
      return {
        targetKind: t.kind,
        targetId: t.id,
        readable: true,
        title: p.row.title,
        kind: p.row.kind,
        section: p.row.section,
        cover: p.row.cover,
        summary: p.row.summary,
        authorId: p.row.author_id,
        authorName: p.authorName,
        orgName: p.orgName,
        companyId: null,
        publishTime: chinaTimeOrNull(p.row.published_at),
        likeCount: p.row.like_count,
        collectCount: p.row.collect_count,
      };
    }
    if (t.kind === 'dynamic') {
      const d = dynamics.get(t.id);
      if (!d) return unreadable(t.kind, t.id);
      return {
        ...unreadable(t.kind, t.id),
        readable: true,
        title: d.title,
        summary: d.content.slice(0, 200),
        orgName: d.company_name,
        companyId: d.company_id,
        publishTime: chinaTime(d.publish_dt),
      };
    }
    // Policies arrive with the industry-services issue.
    return unreadable(t.kind, t.id);
  });
}

const notFound = () => new AppError('interactionTargetNotFound', ResultCode.NOT_FOUND, 404);

/** A published publication the viewer may read (refused alike when absent or not theirs to read). */
export async function requirePublished(scope: TenantScope, viewer: Viewer, id: string) {
  const p = await readablePublication(scope.db, viewer, id);
  if (!p) throw notFound();
  if (p.status !== 'published') throw new AppError('interactionNotPublished', ResultCode.BUSINESS_ERROR, 400);
  return p;
}

/** A company dynamic of the enterprise data (public to every signed-in user). */
export async function requireDynamic(scope: TenantScope, id: string) {
  if (!(await dynamicExists(scope.db, id)))
    throw new AppError('interactionDynamicNotFound', ResultCode.NOT_FOUND, 404);
}
