import { ATTRACT_ANALYSIS_LIMITS } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import * as repo from './gaps-repo';

/**
 * Keeps attract_node_stats built (docs/attract.md, "Speed"). The enterprise data set changes only
 * by imports, so the counts are built once when missing (a fresh or test database: at once, before
 * answering) and again in the background once a day old (answers meanwhile use the last build).
 */
const DAY = 86_400_000;
const building = new WeakMap<object, Promise<number>>();

/** The day from which a company counts as new: three years before `now` ('YYYY-MM-DD'). */
export function newSinceOf(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - ATTRACT_ANALYSIS_LIMITS.newYears);
  return d.toISOString().slice(0, 10);
}

export function rebuildNodeStats(store: Store, now: Date = new Date()): Promise<number> {
  const running = building.get(store.db);
  if (running) return running;
  const job = repo.buildNodeStats(store, newSinceOf(now)).finally(() => building.delete(store.db));
  building.set(store.db, job);
  return job;
}

export async function ensureNodeStats(store: Store, now: Date = new Date()): Promise<void> {
  const last = await repo.lastBuild(store.db);
  if (!last) {
    await rebuildNodeStats(store, now);
    return;
  }
  if (now.getTime() - new Date(last.built_at).getTime() > DAY)
    void rebuildNodeStats(store, now).catch(() => undefined);
}
