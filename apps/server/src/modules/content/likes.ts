import type { TenantScope } from '../../db/tenant-scope';
import type { LikeTargetKind } from '../../db/schema/content';
import type { Reader as Viewer } from './publication-access';
import * as repo from './likes-repo';
import { describeTargets, chinaTime, requireDynamic, requirePublished } from './targets';

/**
 * Likes of publications and company dynamics (spec 2 §7 myLike; docs/content.md). A like and the
 * publication's like_count move in one transaction, and only when the like row is new or gone,
 * so a second like (or unlike) changes nothing.
 */

export async function like(scope: TenantScope, viewer: Viewer, kind: LikeTargetKind, targetId: string) {
  if (kind === 'publication') await requirePublished(scope, viewer, targetId);
  else await requireDynamic(scope, targetId);
  const likeCount = await scope.transaction(async (tx) => {
    const fresh = await repo.insertLike(tx, viewer.userId, kind, targetId);
    if (kind !== 'publication') return null;
    if (fresh) return (await repo.bumpLikeCount(tx.db, targetId, 1)) ?? null;
    return repo.likeCountOf(tx.db, targetId);
  });
  return { targetKind: kind, targetId, liked: true, likeCount };
}

/** Unlikes targets (whatever their state now: a withdrawn publication can still be unliked). */
export async function unlike(
  scope: TenantScope,
  viewer: Viewer,
  kind: LikeTargetKind,
  targetIds: readonly string[],
): Promise<number> {
  return scope.transaction(async (tx) => {
    const removed = await repo.deleteLikes(tx, viewer.userId, kind, targetIds);
    if (kind === 'publication') for (const id of removed) await repo.bumpLikeCount(tx.db, id, -1);
    return removed.length;
  });
}

export async function unlikeOne(scope: TenantScope, viewer: Viewer, kind: LikeTargetKind, targetId: string) {
  await unlike(scope, viewer, kind, [targetId]);
  const likeCount = kind === 'publication' ? await repo.likeCountOf(scope.db, targetId) : null;
  return { targetKind: kind, targetId, liked: false, likeCount };
}

export async function likePage(
  scope: TenantScope,
  viewer: Viewer,
  input: { current: number; size: number; targetKind?: LikeTargetKind },
) {
  const page = await repo.likePage(scope, viewer.userId, { ...input, kind: input.targetKind });
  const described = await describeTargets(
    scope,
    viewer,
    page.rows.map((r) => ({ kind: r.target_kind, id: r.target_id })),
  );
  return {
    records: described.map((t, i) => ({ ...t, likeTime: chinaTime(page.rows[i]!.created_at) })),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}
