import type { TenantScope } from '../../db/tenant-scope';
import type { CollectionTargetKind, PublicationKind } from '../../db/schema/content';
import type { Reader as Viewer } from './publication-access';
import * as repo from './collections-repo';
import { chinaTime, describeTargets, requireDynamic, requirePublished } from './targets';

/**
 * Collections of publications, company dynamics and (with a later issue) policies (spec 2 §7
 * myCollectPublish, myCollectDynamic, myCollectPolicy; docs/content.md). A collection and the
 * publication's collect_count move in one transaction, only when the row is new or gone.
 */

type Kind = CollectionTargetKind;

export async function collect(scope: TenantScope, viewer: Viewer, kind: Exclude<Kind, 'policy'>, id: string) {
  if (kind === 'publication') await requirePublished(scope, viewer, id);
  else await requireDynamic(scope, id);
  const collectCount = await scope.transaction(async (tx) => {
    const fresh = await repo.insertCollection(tx, viewer.userId, kind, id);
    if (kind !== 'publication') return null;
    if (fresh) return (await repo.bumpCollectCount(tx.db, id, 1)) ?? null;
    return repo.collectCountOf(tx.db, id);
  });
  return { targetKind: kind, targetId: id, collected: true, collectCount };
}

/** Removes collections (whatever the target's state now); answers how many there were. */
export async function uncollect(scope: TenantScope, viewer: Viewer, kind: Kind, ids: readonly string[]) {
  return scope.transaction(async (tx) => {
    const removed = await repo.deleteCollections(tx, viewer.userId, kind, ids);
    if (kind === 'publication') for (const id of removed) await repo.bumpCollectCount(tx.db, id, -1);
    return removed.length;
  });
}

export async function uncollectOne(
  scope: TenantScope,
  viewer: Viewer,
  kind: Exclude<Kind, 'policy'>,
  id: string,
) {
  await uncollect(scope, viewer, kind, [id]);
  const collectCount = kind === 'publication' ? await repo.collectCountOf(scope.db, id) : null;
  return { targetKind: kind, targetId: id, collected: false, collectCount };
}

export async function collectionPage(
  scope: TenantScope,
  viewer: Viewer,
  kind: Kind,
  input: { current: number; size: number; kind?: PublicationKind },
) {
  const page = await repo.collectionPage(scope, viewer.userId, {
    current: input.current,
    size: input.size,
    kind,
    publicationKind: input.kind,
  });
  const described = await describeTargets(
    scope,
    viewer,
    page.rows.map((r) => ({ kind: r.target_kind, id: r.target_id })),
  );
  return {
    records: described.map((t, i) => ({ ...t, collectTime: chinaTime(page.rows[i]!.created_at) })),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}
