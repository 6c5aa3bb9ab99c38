import type { Store } from '../../../db/kysely';
import { lastBuild } from '../repo';
import { rebuildYearStats } from '../year-stats';

/**
 * Demo entry of the metric table and the large screen (docs/metric-table.md): the kept yearly
 * counts of the demo companies, patents and financing events, built once so the first visit of
 * /metricTable/index or /largeScreen reads them at once.
 */
export async function seedDemoMetricTable(store: Store): Promise<boolean> {
  if (await lastBuild(store.db)) return false;
  await rebuildYearStats(store);
  return true;
}
